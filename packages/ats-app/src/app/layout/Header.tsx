import { Avatar, Box, Button, IconButton, LogoutIcon, MenuIcon, Text } from '@ats/design-system';
import { type Ref, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { selectCurrentUser, selectLogoutError } from '../../shared/auth/authSlice.ts';
import { useLogout } from '../../shared/auth/useLogout.ts';
import { paths, serverPaths } from '../../shared/routing/paths.ts';
import { useAppSelector } from '../../shared/store/hooks.ts';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch.tsx';
import { messages } from './messages.ts';
import { compactHeader, header, productName } from './shell.css.ts';

export interface HeaderProps {
  /** The header element, e.g. to measure its height. */
  ref?: Ref<HTMLElement>;
  /**
   * The one-row header of narrow windows: the Menu button, the product name and the user's
   * avatar; the language and Log out move to the menu's drawer (`AccountPanel`).
   */
  compact?: boolean;
  /** Whether the menu's drawer is open (compact header). */
  menuOpen?: boolean;
  /** Opens the menu's drawer (compact header). */
  onOpenMenu?: () => void;
}

/** Says why a logout failed (spec part 1 §4: the user stays signed in). */
function useLogoutErrorToast() {
  const intl = useIntl();
  const logoutError = useAppSelector(selectLogoutError);
  // The toasts' code (sonner) loads only then: the frame's first paint does without it.
  const reportedError = useRef<unknown>(null);
  useEffect(() => {
    if (!logoutError || reportedError.current === logoutError) return;
    reportedError.current = logoutError;
    void import('../../shared/api/useActionFeedback.ts').then(({ actionFeedback }) => {
      actionFeedback(intl).failed(logoutError, messages.logoutFailed);
    });
  }, [logoutError, intl]);
}

/** The signed-in user (avatar and name), the language and Log out. */
export function AccountPanel({ stacked = false }: { stacked?: boolean }) {
  const intl = useIntl();
  const user = useAppSelector(selectCurrentUser);
  const logout = useLogout();
  return (
    <Box
      display="flex"
      flexDirection={stacked ? 'column' : 'row'}
      alignItems={stacked ? 'flex-start' : 'center'}
      gap="medium"
      flexWrap="wrap"
    >
      {stacked ? null : <LanguageSwitch />}
      {user ? (
        <Box display="flex" alignItems="center" gap="small">
          <Avatar
            name={`${user.firstName} ${user.lastName}`}
            src={serverPaths.currentUserAvatar()}
            size="small"
            decorative
          />
          <Text as="span" weight="medium">
            {intl.formatMessage(messages.userName, {
              firstName: user.firstName,
              lastName: user.lastName,
            })}
          </Text>
        </Box>
      ) : null}
      {stacked ? <LanguageSwitch /> : null}
      <Button variant="secondary" size="small" icon={<LogoutIcon />} onClick={() => void logout()}>
        {intl.formatMessage(messages.logOut)}
      </Button>
    </Box>
  );
}

/** The navigation header: product name, language, the signed-in user (avatar and name), logout. */
export function Header({ ref, compact = false, menuOpen = false, onOpenMenu }: HeaderProps) {
  const intl = useIntl();
  const user = useAppSelector(selectCurrentUser);
  useLogoutErrorToast();
  const home = (
    <Link
      className={productName}
      to={paths.dashboard()}
      aria-label={intl.formatMessage(messages.home)}
    >
      {intl.formatMessage(messages.productName)}
    </Link>
  );
  if (!compact) {
    return (
      <header ref={ref} className={header}>
        {home}
        <AccountPanel />
      </header>
    );
  }
  return (
    <header ref={ref} className={compactHeader}>
      <IconButton
        label={intl.formatMessage(messages.openMenu)}
        icon={<MenuIcon />}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={onOpenMenu}
      />
      {home}
      {user ? (
        <Box marginLeft="auto" display="flex">
          <Avatar
            name={intl.formatMessage(messages.userName, {
              firstName: user.firstName,
              lastName: user.lastName,
            })}
            src={serverPaths.currentUserAvatar()}
            size="small"
          />
        </Box>
      ) : null}
    </header>
  );
}
