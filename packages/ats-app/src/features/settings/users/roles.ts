import { type StaffRole, staffRoles } from '@ats/api-sdk';
import type { StaffStatus } from '@ats/api-sdk/rtk';
import type { Tone } from '@ats/design-system';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/** The roles' names (issue 27). */
export const roleNames: Record<StaffRole, MessageDescriptor> = defineMessages({
  Administrator: { id: 'settings.users.role.administrator', defaultMessage: 'Administrator' },
  Recruiter: { id: 'settings.users.role.recruiter', defaultMessage: 'Recruiter' },
  HiringManager: { id: 'settings.users.role.hiringManager', defaultMessage: 'Hiring manager' },
  Interviewer: { id: 'settings.users.role.interviewer', defaultMessage: 'Interviewer' },
});

/** What each role may do, in one line (the invitation and role dialogs). */
export const roleDescriptions: Record<StaffRole, MessageDescriptor> = defineMessages({
  Administrator: {
    id: 'settings.users.roleDescription.administrator',
    defaultMessage: 'Everything, Settings and users included.',
  },
  Recruiter: {
    id: 'settings.users.roleDescription.recruiter',
    defaultMessage: 'Recruitments, candidates, questionnaires and e-mail templates; no Settings.',
  },
  HiringManager: {
    id: 'settings.users.roleDescription.hiringManager',
    defaultMessage:
      'The candidates of the recruitments they manage or are on the team of: stages, scores, notes, meetings, e-mails.',
  },
  Interviewer: {
    id: 'settings.users.roleDescription.interviewer',
    defaultMessage:
      "Reads the applications of their team's recruitments and gives scores and notes.",
  },
});

/** The statuses' names. */
export const statusNames: Record<StaffStatus, MessageDescriptor> = defineMessages({
  Invited: { id: 'settings.users.status.invited', defaultMessage: 'Invited' },
  Active: { id: 'settings.users.status.active', defaultMessage: 'Active' },
  Deactivated: { id: 'settings.users.status.deactivated', defaultMessage: 'Deactivated' },
});

/** The tone of each status's label. */
export const statusTones: Record<StaffStatus, Tone> = {
  Invited: 'info',
  Active: 'positive',
  Deactivated: 'neutral',
};

export const staffStatuses: readonly StaffStatus[] = ['Invited', 'Active', 'Deactivated'];

export function isStaffRole(value: unknown): value is StaffRole {
  return staffRoles.includes(value as StaffRole);
}

/** A role's name in the interface language; a value outside the roles as it is. */
export function roleName(intl: IntlShape, role: unknown): string {
  return isStaffRole(role) ? intl.formatMessage(roleNames[role]) : String(role ?? '');
}

/** The roles as radio choices, each with its description. */
export function roleOptions(intl: IntlShape) {
  return staffRoles.map((role) => ({
    value: role,
    label: intl.formatMessage(roleNames[role]),
    description: intl.formatMessage(roleDescriptions[role]),
  }));
}
