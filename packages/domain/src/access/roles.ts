/**
 * Who may do what (issue 27): one role per staff member, each role a fixed set of
 * permissions. The server enforces them (the contract names each operation's permission in
 * `x-permission`), the app shows only what they allow, and other tools read them from the
 * current user. The matrix is written out in docs/decisions/access.md.
 */

/** The staff roles, from the most to the least rights. */
export const staffRoles = ['Administrator', 'Recruiter', 'HiringManager', 'Interviewer'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** What a role may do. An operation without a permission is open to every staff member. */
export const staffPermissions = [
  /** Company-wide settings: recruitment stages, positions, data retention. */
  'manageSettings',
  /** Users, invitations, sign-in rules and the audit log. */
  'manageUsers',
  /** Webhooks, and every staff member's API tokens (one's own tokens need no permission). */
  'manageIntegrations',
  /** Create recruitments; edit, open, close, staff and delete those one is on the staff of. */
  'manageRecruitments',
  /** See every recruitment and every candidate's basics, not only one's own recruitments'. */
  'seeAllRecruitments',
  /** Questionnaires: list, create, edit, delete. */
  'manageQuestionnaires',
  /** E-mail templates: create, edit, delete. */
  'manageEmailTemplates',
  /** Bring many candidates in from a spreadsheet or another system (Settings > Import). */
  'importCandidates',
  /** Merge two records of one person into one (the duplicates list, the profile). */
  'mergeCandidates',
  /** Move candidates between stages, add people by hand and take the details they submit. */
  'manageCandidates',
  /** Phone calls, meetings and e-mails to candidates. */
  'contactCandidates',
  /** Scores and notes. */
  'reviewCandidates',
  /** A candidate's personal data: summary, export and access log. */
  'exportPersonalData',
  /** Erase a candidate's personal data. */
  'erasePersonalData',
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

const recruiterPermissions = [
  'manageRecruitments',
  'seeAllRecruitments',
  'manageQuestionnaires',
  'manageEmailTemplates',
  'importCandidates',
  'mergeCandidates',
  'manageCandidates',
  'contactCandidates',
  'reviewCandidates',
  'exportPersonalData',
  'erasePersonalData',
] as const satisfies readonly StaffPermission[];

/** The permissions of each role. */
export const rolePermissions: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  Administrator: staffPermissions,
  Recruiter: recruiterPermissions,
  HiringManager: [
    'manageCandidates',
    'contactCandidates',
    'reviewCandidates',
    'exportPersonalData',
  ],
  Interviewer: ['reviewCandidates'],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

export function roleHasPermission(role: StaffRole, permission: StaffPermission): boolean {
  return rolePermissions[role].includes(permission);
}

/** The roles that hold a permission, in the order of `staffRoles`. */
export function rolesWithPermission(permission: StaffPermission): StaffRole[] {
  return staffRoles.filter((role) => roleHasPermission(role, permission));
}
