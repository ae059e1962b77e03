import { eq } from 'drizzle-orm';
import { atsUsers } from '../../src/db/schema/index.ts';
import type { TestApp } from './app.ts';
import { signIn } from './sign-in.ts';

/** The demo accounts in the roles of the access rule, for a recruitment the tests write. */
export const roleEmails = {
  owner: 'recruiter@example.com',
  hiringManager: 'manager@example.com',
  teamMember: 'team@example.com',
  otherRecruiter: 'owner@example.com',
} as const;

export type Role = keyof typeof roleEmails;
export const roles = Object.keys(roleEmails) as Role[];

/** The id of a user who has signed in (users are written at their first sign-in). */
export async function userIdByEmail(testApp: TestApp, email: string): Promise<string> {
  const [user] = await testApp.database.db
    .select({ id: atsUsers.id })
    .from(atsUsers)
    .where(eq(atsUsers.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/** Signs every role in; the cookies by role and the users' ids. */
export async function signInRoles(testApp: TestApp) {
  const cookies = {} as Record<Role, string>;
  const ids = {} as Record<Role, string>;
  for (const role of roles) {
    cookies[role] = await signIn(testApp.app, roleEmails[role]);
    ids[role] = await userIdByEmail(testApp, roleEmails[role]);
  }
  return { cookies, ids };
}
