import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS, DEV_ISSUER_ID, demoAvatarSvg } from '../../auth/demo-accounts.ts';
import type { Database } from '../client.ts';
import { DEMO_STAFF_ISSUER, generateStaff } from '../demo/people.ts';
import { addDays, type DemoRandom } from '../demo/random.ts';
import { atsUsers } from '../schema/index.ts';

export interface ScaleStaff {
  /** recruiter@example.com, who owns or is on the team of most recruitments. */
  recruiter: string;
  /** manager@example.com, hiring manager of many. */
  hiringManager: string;
  /** team@example.com, on the team of about half. */
  teamMember: string;
  /** owner@example.com, owner of some. */
  owner: string;
  /** Staff who cannot sign in (the demo's staff issuer). */
  others: string[];
  /** Every staff member's e-mail (meeting invitations). */
  emails: Map<string, string>;
  count: number;
}

/**
 * The four demo accounts (so that they sign in to this data: sign-in finds them by issuer
 * and subject) and `otherCount` further staff, inserted as the demo loader does. A demo
 * account that signed in before keeps its row and id.
 */
export async function insertStaff(
  db: Database,
  random: DemoRandom,
  options: { otherCount: number; anchor: Date },
): Promise<ScaleStaff> {
  const others = generateStaff(random, options.otherCount);
  const rows: (typeof atsUsers.$inferInsert)[] = [
    ...DEMO_ACCOUNTS.map((account) => ({
      id: random.uuid(),
      oidcIssuer: DEV_ISSUER_ID,
      oidcSubject: account.subject,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      avatar: Buffer.from(demoAvatarSvg(account), 'utf8'),
      avatarContentType: 'image/svg+xml',
      createdAt: addDays(options.anchor, -random.int(700, 800)),
    })),
    ...others.map((member) => ({
      id: random.uuid(),
      oidcIssuer: DEMO_STAFF_ISSUER,
      oidcSubject: member.subject,
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      avatar: member.avatarColor
        ? Buffer.from(demoAvatarSvg({ ...member, avatarColor: member.avatarColor }), 'utf8')
        : null,
      avatarContentType: member.avatarColor ? 'image/svg+xml' : null,
      createdAt: addDays(options.anchor, -random.int(30, 760)),
    })),
  ];
  const idOf = new Map<string, string>();
  for (let start = 0; start < rows.length; start += 500) {
    const stored = await db
      .insert(atsUsers)
      .values(rows.slice(start, start + 500))
      .onConflictDoUpdate({
        target: [atsUsers.oidcIssuer, atsUsers.oidcSubject],
        set: { avatar: sql`coalesce(${atsUsers.avatar}, excluded.avatar)` },
      })
      .returning({ id: atsUsers.id, subject: atsUsers.oidcSubject });
    for (const user of stored) idOf.set(user.subject, user.id);
  }
  const id = (subject: string) => {
    const found = idOf.get(subject);
    if (!found) throw new Error(`Staff member ${subject} was not stored`);
    return found;
  };
  const account = (email: string) => {
    const found = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
    if (!found) throw new Error(`No demo account ${email}`);
    return id(found.subject);
  };
  return {
    recruiter: account('recruiter@example.com'),
    hiringManager: account('manager@example.com'),
    teamMember: account('team@example.com'),
    owner: account('owner@example.com'),
    others: others.map((member) => id(member.subject)),
    emails: new Map(rows.map((row) => [id(row.oidcSubject), row.email])),
    count: rows.length,
  };
}
