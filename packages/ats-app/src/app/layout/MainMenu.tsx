import type { StaffPermission } from '@ats/api-sdk';
import {
  BriefcaseIcon,
  ChevronRightIcon,
  DashboardIcon,
  type IconComponent,
  QuestionnaireIcon,
  SettingsIcon,
  UsersIcon,
} from '@ats/design-system';
import { useEffect, useId, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import { usePermissions } from '../../shared/auth/permissions.ts';
import { paths, routePatterns } from '../../shared/routing/paths.ts';
import { menuMessages, screenNames } from '../navigation/messages.ts';
import { disclosureMark, menu, menuEntry, menuList, submenuList } from './shell.css.ts';

interface MenuEntry {
  name: MessageDescriptor;
  icon?: IconComponent;
  to: string;
  /** Marked current only on this exact path (the dashboard), not below it. */
  end?: boolean;
  /** Shown only to roles that hold this permission (issue 27); absent: to everyone. */
  permission?: StaffPermission;
}

/** The main menu of spec part 1 §2, in order. */
const entries: MenuEntry[] = [
  { name: screenNames.dashboard, icon: DashboardIcon, to: paths.dashboard(), end: true },
  { name: screenNames.recruitments, icon: BriefcaseIcon, to: paths.recruitments() },
  { name: screenNames.applicants, icon: UsersIcon, to: paths.applicants() },
  {
    name: screenNames.questionnaires,
    icon: QuestionnaireIcon,
    to: paths.questionnaires(),
    permission: 'manageQuestionnaires',
  },
];

/** Every settings page (spec part 1 §2 route table), the e-mail templates stub included, data retention, and API access. */
const settingsEntries: MenuEntry[] = [
  {
    name: screenNames.recruitmentStages,
    to: paths.settings('recruitment-stages'),
    permission: 'manageSettings',
  },
  {
    name: screenNames.recruitmentPositions,
    to: paths.settings('recruitment-positions'),
    permission: 'manageSettings',
  },
  {
    name: screenNames.emailTemplates,
    to: paths.settings('email-templates'),
    permission: 'manageEmailTemplates',
  },
  {
    name: screenNames.dataRetention,
    to: paths.settings('data-retention'),
    permission: 'manageSettings',
  },
  { name: screenNames.users, to: paths.settings('users'), permission: 'manageUsers' },
  { name: screenNames.auditLog, to: paths.settings('audit-log'), permission: 'manageUsers' },
  // Everyone's own tokens (issue 28): every role has Settings, at least with this page.
  { name: screenNames.apiAccess, to: paths.settings('api-access') },
  { name: screenNames.webhooks, to: paths.settings('webhooks'), permission: 'manageIntegrations' },
  // Candidates from a spreadsheet (issue 29).
  {
    name: screenNames.candidateImports,
    to: paths.settings('import'),
    permission: 'importCandidates',
  },
];

/** The entries the signed-in user's role allows. */
function allowed(list: MenuEntry[], permissions: ReadonlySet<StaffPermission>): MenuEntry[] {
  return list.filter((entry) => !entry.permission || permissions.has(entry.permission));
}

function MenuLink({ entry, onNavigate }: { entry: MenuEntry; onNavigate?: () => void }) {
  const intl = useIntl();
  const Icon = entry.icon;
  // NavLink marks the link of the current page with aria-current="page".
  return (
    <li>
      <NavLink className={menuEntry} to={entry.to} end={entry.end} onClick={onNavigate}>
        {Icon ? <Icon size="medium" /> : null}
        {intl.formatMessage(entry.name)}
      </NavLink>
    </li>
  );
}

export interface MainMenuProps {
  /** `sidebar` beside the screen on wide windows; `drawer` inside the menu's drawer. */
  placement?: 'sidebar' | 'drawer';
  /** Called when an entry is chosen, e.g. to close the drawer (also on the current page). */
  onNavigate?: () => void;
}

/**
 * The main menu: a navigation landmark of links; Settings is a button that shows or hides
 * its submenu, open whenever a settings page is shown. It lists only what the signed-in
 * user's role allows; without any settings page, there is no Settings entry.
 */
export function MainMenu({ placement = 'sidebar', onNavigate }: MainMenuProps) {
  const intl = useIntl();
  const submenuId = useId();
  const { pathname } = useLocation();
  const inSettings = pathname.startsWith(`${routePatterns.settingsRoot}/`);
  const [settingsOpen, setSettingsOpen] = useState(inSettings);
  const permissions = usePermissions();
  const settingsPages = allowed(settingsEntries, permissions);
  useEffect(() => {
    if (inSettings) setSettingsOpen(true);
  }, [inSettings]);
  return (
    <nav
      className={placement === 'sidebar' ? menu : undefined}
      aria-label={intl.formatMessage(menuMessages.mainMenu)}
    >
      <ul className={menuList}>
        {allowed(entries, permissions).map((entry) => (
          <MenuLink key={entry.to} entry={entry} onNavigate={onNavigate} />
        ))}
        {settingsPages.length === 0 ? null : (
          <li>
            <button
              type="button"
              className={menuEntry}
              aria-expanded={settingsOpen}
              aria-controls={submenuId}
              onClick={() => setSettingsOpen((open) => !open)}
            >
              <SettingsIcon size="medium" />
              {intl.formatMessage(screenNames.settings)}
              <span className={disclosureMark}>
                <ChevronRightIcon />
              </span>
            </button>
            <ul id={submenuId} className={submenuList} hidden={!settingsOpen}>
              {settingsPages.map((entry) => (
                <MenuLink key={entry.to} entry={entry} onNavigate={onNavigate} />
              ))}
            </ul>
          </li>
        )}
      </ul>
    </nav>
  );
}
