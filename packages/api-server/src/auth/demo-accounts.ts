import type { StaffRole } from '@ats/domain';

/**
 * Staff accounts of the development identity provider. They exist only when no external
 * OpenID Connect provider is configured; demo data creates matching ATS users so that the
 * first sign-in lands on a populated product. Each has a role, as if an administrator had
 * invited them; one has none, to show that an uninvited identity cannot get in.
 */
export interface DemoAccount {
  /** Stable OpenID Connect subject (the `sub` claim). */
  subject: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Background colour of the generated avatar. */
  avatarColor: string;
  /** The role the account signs in with; null: not invited, sign-in is refused. */
  role: StaffRole | null;
}

/** The issuer recorded on users of the development provider, whatever its URL. */
export const DEV_ISSUER_ID = 'development';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    subject: 'demo-recruiter',
    email: 'recruiter@example.com',
    password: 'demo',
    firstName: 'Anna',
    lastName: 'Kowalska',
    avatarColor: '#2563eb',
    role: 'Administrator',
  },
  {
    subject: 'demo-hiring-manager',
    email: 'manager@example.com',
    password: 'demo',
    firstName: 'James',
    lastName: 'Carter',
    avatarColor: '#16a34a',
    role: 'HiringManager',
  },
  {
    subject: 'demo-team-member',
    email: 'team@example.com',
    password: 'demo',
    firstName: 'Piotr',
    lastName: 'Nowak',
    avatarColor: '#db2777',
    role: 'Recruiter',
  },
  {
    subject: 'demo-owner',
    email: 'owner@example.com',
    password: 'demo',
    firstName: 'Emily',
    lastName: 'Brown',
    avatarColor: '#ea580c',
    role: 'Recruiter',
  },
  {
    subject: 'demo-interviewer',
    email: 'interviewer@example.com',
    password: 'demo',
    firstName: 'Olga',
    lastName: 'Zielińska',
    avatarColor: '#7c3aed',
    role: 'Interviewer',
  },
  {
    subject: 'demo-uninvited',
    email: 'uninvited@example.com',
    password: 'demo',
    firstName: 'Tom',
    lastName: 'Stranger',
    avatarColor: '#64748b',
    role: null,
  },
  {
    subject: 'demo-newcomer',
    email: 'newcomer@example.com',
    password: 'demo',
    firstName: 'Nina',
    lastName: 'Nowicka',
    avatarColor: '#0891b2',
    role: null,
  },
];

/**
 * The demo accounts that may sign in without an invitation: every one but the uninvited (who
 * shows that nobody else gets in) and the newcomer (whom an administrator can invite).
 */
export const invitedDemoAccounts = DEMO_ACCOUNTS.filter(
  (account): account is DemoAccount & { role: StaffRole } => account.role !== null,
);

/** A small SVG avatar with the account's initials, stored as the user's avatar image. */
export function demoAvatarSvg(
  account: Pick<DemoAccount, 'firstName' | 'lastName' | 'avatarColor'>,
): string {
  const initials = `${account.firstName[0] ?? ''}${account.lastName[0] ?? ''}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="${account.avatarColor}"/><text x="48" y="58" font-family="sans-serif" font-size="36" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}
