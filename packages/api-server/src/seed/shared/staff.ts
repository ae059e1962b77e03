import type { StaffRole } from '@ats/domain';
import { sql } from 'drizzle-orm';
import { DEV_ISSUER_ID, demoAvatarSvg, invitedDemoAccounts } from '../../auth/demo-accounts.ts';
import type { Database } from '../../db/client.ts';
import { atsUsers } from '../../db/schema/index.ts';
import { DEMO_STAFF_ISSUER, generateStaff } from '../demo/people.ts';
import { addDays, type DemoRandom } from '../demo/random.ts';

/** The staff both generators spread recruitments over, by id. */
export interface SeededStaff {
  /** recruiter@example.com, who owns or is on the team of most recruitments. */
  recruiter: string;
  /** manager@example.com, hiring manager of many. */
  hiringManager: string;
  /** team@example.com, on the team of many. */
  teamMember: string;
  /** owner@example.com, owner of some. */
  owner: string;
  /** interviewer@example.com, on the teams of the recruitments team@example.com is on. */
  interviewer: string;
  /** Staff who cannot sign in (the demo's staff issuer). */
  others: string[];
  /** Every staff member's e-mail by id (meeting invitations). */
  emails: Map<string, string>;
  /** Rows written to ats_users. */
  count: number;
}

export interface DemoStaffOptions {
  /** How many staff who cannot sign in are added. */
  otherCount: number;
  now: Date;
  /** How many days before `now` the demo accounts were created (drawn in [min, max]). */
  accountAgeDays: readonly [number, number];
  /** How many days before `now` the other staff were created (drawn in [min, max]). */
  otherAgeDays: readonly [number, number];
}

/**
 * The demo accounts that draw their id and age from the seeded generator. Accounts added
 * since (the interviewer) do not, so that the rest of the demo data stays as it was.
 */
const accountsOfTheFirstDemo = new Set([
  'demo-recruiter',
  'demo-hiring-manager',
  'demo-team-member',
  'demo-owner',
]);

/** The roles of the staff who cannot sign in, in turn. */
const otherStaffRoles: readonly StaffRole[] = ['Recruiter', 'HiringManager', 'Interviewer'];

/**
 * The demo accounts (sign-in finds them by issuer and subject, so they sign in to this
 * data) and `otherCount` further staff. A demo account that signed in before keeps its row,
 * its id and its own avatar.
 */
export async function insertDemoStaff(
  db: Database,
  random: DemoRandom,
  options: DemoStaffOptions,
): Promise<SeededStaff> {
  const others = generateStaff(random, options.otherCount);
  const createdAt = ([min, max]: readonly [number, number]) =>
    addDays(options.now, -random.int(min, max));
  const rows: (typeof atsUsers.$inferInsert)[] = [
    // The demo accounts without a role get no row: they cannot sign in until invited.
    ...invitedDemoAccounts.map((account) => {
      const drawn = accountsOfTheFirstDemo.has(account.subject);
      return {
        id: drawn ? random.uuid() : undefined,
        role: account.role,
        oidcIssuer: DEV_ISSUER_ID,
        oidcSubject: account.subject,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        avatar: Buffer.from(demoAvatarSvg(account), 'utf8'),
        avatarContentType: 'image/svg+xml',
        createdAt: drawn ? createdAt(options.accountAgeDays) : addDays(options.now, -100),
      };
    }),
    ...others.map((member, index) => ({
      id: random.uuid(),
      role: otherStaffRoles[index % otherStaffRoles.length] ?? 'Recruiter',
      oidcIssuer: DEMO_STAFF_ISSUER,
      oidcSubject: member.subject,
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      avatar: member.avatarColor
        ? Buffer.from(demoAvatarSvg({ ...member, avatarColor: member.avatarColor }), 'utf8')
        : null,
      avatarContentType: member.avatarColor ? 'image/svg+xml' : null,
      createdAt: createdAt(options.otherAgeDays),
    })),
  ];
  const stored = new Map<string, string>();
  for (let start = 0; start < rows.length; start += 500) {
    const inserted = await db
      .insert(atsUsers)
      .values(rows.slice(start, start + 500))
      .onConflictDoUpdate({
        target: [atsUsers.oidcIssuer, atsUsers.oidcSubject],
        set: {
          avatar: sql`coalesce(${atsUsers.avatar}, excluded.avatar)`,
          avatarContentType: sql`coalesce(${atsUsers.avatarContentType}, excluded.avatar_content_type)`,
        },
      })
      .returning({ id: atsUsers.id, issuer: atsUsers.oidcIssuer, subject: atsUsers.oidcSubject });
    for (const user of inserted) stored.set(`${user.issuer} ${user.subject}`, user.id);
  }
  const idOf = (issuer: string, subject: string) => {
    const id = stored.get(`${issuer} ${subject}`);
    if (!id) throw new Error(`Staff member ${subject} was not stored`);
    return id;
  };
  const accountId = (email: string) => {
    const account = invitedDemoAccounts.find((candidate) => candidate.email === email);
    if (!account) throw new Error(`No demo account ${email}`);
    return idOf(DEV_ISSUER_ID, account.subject);
  };
  return {
    recruiter: accountId('recruiter@example.com'),
    hiringManager: accountId('manager@example.com'),
    teamMember: accountId('team@example.com'),
    owner: accountId('owner@example.com'),
    interviewer: accountId('interviewer@example.com'),
    others: others.map((member) => idOf(DEMO_STAFF_ISSUER, member.subject)),
    emails: new Map(
      rows.map((row) => [idOf(row.oidcIssuer ?? '', row.oidcSubject ?? ''), row.email]),
    ),
    count: rows.length,
  };
}
