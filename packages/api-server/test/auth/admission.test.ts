import type { Schema } from '@ats/api-sdk';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEV_ISSUER_ID } from '../../src/auth/demo-accounts.ts';
import { admitSignedInUser } from '../../src/auth/users.ts';
import { atsUsers, auditEvents, sessions, signInDomains } from '../../src/db/schema/index.ts';
import { type TestApp, useTestApp } from '../support/app.ts';
import { auditOf } from '../support/audit.ts';
import { bodyOf } from '../support/responses.ts';
import { signedInHeaders, signInFlow } from '../support/sign-in.ts';

/*
 * Who may sign in (issue 27): an invitation, ADMIN_EMAILS, a development demo account's
 * role, or an admitted e-mail domain; anyone else ends at /login?error=no_access and nothing
 * is written for them. The invitation itself is tested in test/features/users/.
 */

const noAccessUrl = 'http://localhost:3000/login?error=no_access';

async function rowCounts(testApp: TestApp) {
  const { db } = testApp.database;
  const [[users], [sessionRows], [audit]] = await Promise.all([
    db.select({ count: count() }).from(atsUsers),
    db.select({ count: count() }).from(sessions),
    db.select({ count: count() }).from(auditEvents),
  ]);
  return { users: users?.count, sessions: sessionRows?.count, audit: audit?.count };
}

async function userRow(testApp: TestApp, email: string) {
  const [row] = await testApp.database.db
    .select()
    .from(atsUsers)
    .where(sql`lower(${atsUsers.email}) = ${email}`);
  return row;
}

const current = (testApp: TestApp, cookie: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/ATSUsers/Current', headers: { cookie } });

describe('an uninvited identity', () => {
  const testApp = useTestApp();

  it('ends at /login?error=no_access with no session cookie, and nothing is written', async () => {
    // Someone has signed in before, so that the tables are not empty by chance.
    await signInFlow(testApp.app, { email: 'recruiter@example.com' });
    const before = await rowCounts(testApp);

    const refused = await signInFlow(testApp.app, {
      email: 'uninvited@example.com',
      requireSession: false,
    });

    expect(refused.finalUrl).toBe(noAccessUrl);
    expect(refused.cookie).toBe('');
    const callback = refused.steps.at(-1);
    expect(callback?.url).toMatch(/\/api\/ATSUsers\/LoginCallback\?/);
    expect(callback?.setCookies.some((line) => line.startsWith('ats_session='))).toBe(false);
    expect(await rowCounts(testApp)).toEqual(before);
    expect(await userRow(testApp, 'uninvited@example.com')).toBeUndefined();
  });

  it('newcomer@example.com, not invited yet, is refused in the same way', async () => {
    const refused = await signInFlow(testApp.app, {
      email: 'newcomer@example.com',
      requireSession: false,
    });
    expect(refused.finalUrl).toBe(noAccessUrl);
    expect(await userRow(testApp, 'newcomer@example.com')).toBeUndefined();
  });
});

describe('ADMIN_EMAILS', () => {
  const testApp = useTestApp({ adminEmails: ['uninvited@example.com', 'owner@example.com'] });

  it('lets an uninvited address in as Administrator, audited as joined by ADMIN_EMAILS', async () => {
    const { cookie } = await signInFlow(testApp.app, { email: 'uninvited@example.com' });
    const me = bodyOf<Schema<'CurrentUser'>>(await current(testApp, cookie));
    expect(me).toMatchObject({
      email: 'uninvited@example.com',
      firstName: 'Tom',
      lastName: 'Stranger',
      role: 'Administrator',
    });
    expect(me.permissions).toContain('manageUsers');
    expect(await auditOf(testApp, me.id)).toEqual([
      {
        action: 'user.joined',
        actorUserId: null,
        details: { role: 'Administrator', by: 'adminEmails' },
      },
    ]);
  });

  it('promotes an existing Recruiter at sign-in (user.roleChanged, no actor)', async () => {
    // First signed in before the address was in ADMIN_EMAILS: a Recruiter.
    const { cookie: first } = await signInFlow(testApp.app, { email: 'owner@example.com' });
    const row = await userRow(testApp, 'owner@example.com');
    if (!row) throw new Error('owner@example.com did not sign in');
    await testApp.database.db
      .update(atsUsers)
      .set({ role: 'Recruiter' })
      .where(eq(atsUsers.id, row.id));
    await testApp.database.db.delete(auditEvents).where(eq(auditEvents.targetId, row.id));
    expect(bodyOf<Schema<'CurrentUser'>>(await current(testApp, first)).role).toBe('Recruiter');

    const { cookie } = await signInFlow(testApp.app, { email: 'owner@example.com' });

    expect(bodyOf<Schema<'CurrentUser'>>(await current(testApp, cookie)).role).toBe(
      'Administrator',
    );
    expect(await auditOf(testApp, row.id)).toEqual([
      {
        action: 'user.roleChanged',
        actorUserId: null,
        details: { role: { from: 'Recruiter', to: 'Administrator' }, by: 'adminEmails' },
      },
    ]);
    // Signing in again changes nothing more.
    await signInFlow(testApp.app, { email: 'owner@example.com' });
    expect(await auditOf(testApp, row.id)).toHaveLength(1);
  });
});

describe('sign-in domains', () => {
  const testApp = useTestApp();
  const put = async (domains: Schema<'SignInDomain'>[]) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/api/Settings/SignInDomains',
      headers: await signedInHeaders(testApp.app),
      payload: { domains },
    });

  it('normalises a domain, and audits the change', async () => {
    const saved = bodyOf<Schema<'SignInDomains'>>(
      await put([
        { domain: '@Example.COM ', role: 'Interviewer' },
        { domain: 'acme.co.uk', role: 'Recruiter' },
      ]),
    );
    expect(saved.domains).toEqual([
      { domain: 'acme.co.uk', role: 'Recruiter' },
      { domain: 'example.com', role: 'Interviewer' },
    ]);
    const read = await testApp.app.inject({
      method: 'GET',
      url: '/api/Settings/SignInDomains',
      headers: await signedInHeaders(testApp.app),
    });
    expect(bodyOf<Schema<'SignInDomains'>>(read)).toEqual(saved);
    const [entry] = await testApp.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'signInDomains.edited'));
    expect(entry?.details).toEqual({
      domains: { from: [], to: saved.domains },
    });
    expect(entry?.actorUserId).toEqual(expect.any(String));

    // The same list again is no change: no second entry.
    bodyOf(
      await put([{ domain: 'example.com', role: 'Interviewer' }, ...saved.domains.slice(0, 1)]),
    );
    const entries = await testApp.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'signInDomains.edited'));
    expect(entries).toHaveLength(1);
  });

  it('refuses a name that is no domain, or one named twice, with 400 and the field', async () => {
    for (const [domains, field] of [
      [[{ domain: 'not a domain', role: 'Recruiter' }], 'domains[0].domain'],
      [[{ domain: 'example', role: 'Recruiter' }], 'domains[0].domain'],
      [[{ domain: 'someone@example.com', role: 'Recruiter' }], 'domains[0].domain'],
      [
        [
          { domain: 'example.com', role: 'Recruiter' },
          { domain: '@EXAMPLE.com', role: 'Interviewer' },
        ],
        'domains[1].domain',
      ],
    ] as const) {
      const response = await put([...domains]);
      expect(response.statusCode, JSON.stringify(domains)).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, field });
    }
    // Nothing changed.
    const rows = await testApp.database.db.select().from(signInDomains);
    expect(rows.map((row) => row.domain).sort()).toEqual(['acme.co.uk', 'example.com']);
  });

  it("admits an uninvited address of a domain with the domain's role", async () => {
    const { cookie } = await signInFlow(testApp.app, { email: 'uninvited@example.com' });
    const me = bodyOf<Schema<'CurrentUser'>>(await current(testApp, cookie));
    expect(me.role).toBe('Interviewer');
    expect(await auditOf(testApp, me.id)).toEqual([
      { action: 'user.joined', actorUserId: null, details: { role: 'Interviewer', by: 'domain' } },
    ]);
  });
});

describe('admitSignedInUser', () => {
  const testApp = useTestApp();
  const admit = (
    email: string,
    options: { subject?: string; emailVerified?: boolean; adminEmails?: string[] } = {},
  ) =>
    testApp.database.db.transaction((tx) =>
      admitSignedInUser(tx, {
        issuerId: DEV_ISSUER_ID,
        profile: {
          subject: options.subject ?? `subject-${email}`,
          email,
          firstName: 'Ada',
          lastName: 'Lovelace',
        },
        emailVerified: options.emailVerified ?? true,
        adminEmails: options.adminEmails ?? [],
        demoRole: null,
      }),
    );

  it('refuses a new identity whose provider says its address is not verified', async () => {
    await testApp.database.db
      .insert(signInDomains)
      .values({ domain: 'verified.test', role: 'Recruiter' });
    await testApp.database.db.insert(atsUsers).values({
      email: 'invited@verified.test',
      firstName: '',
      lastName: '',
      role: 'HiringManager',
      status: 'Invited',
      invitedAt: sql`now()`,
    });
    const before = await rowCounts(testApp);

    expect(await admit('someone@verified.test', { emailVerified: false })).toBeNull();
    expect(await admit('invited@verified.test', { emailVerified: false })).toBeNull();
    expect(
      await admit('boss@verified.test', {
        emailVerified: false,
        adminEmails: ['boss@verified.test'],
      }),
    ).toBeNull();
    expect(await rowCounts(testApp)).toEqual(before);

    // The same addresses, verified, get in.
    expect(await admit('someone@verified.test')).toEqual({ id: expect.any(String) });
    const invitation = await userRow(testApp, 'invited@verified.test');
    expect(await admit('invited@verified.test')).toEqual({ id: invitation?.id });
  });

  it('lets a known identity in whatever the provider says of its address', async () => {
    const first = await admit('known@verified.test', { subject: 'known' });
    expect(first).not.toBeNull();
    expect(await admit('known@verified.test', { subject: 'known', emailVerified: false })).toEqual(
      first,
    );
  });

  it('compares addresses without case, and writes nothing for an address with no rule', async () => {
    const before = await rowCounts(testApp);
    expect(await admit('Someone@Elsewhere.test')).toBeNull();
    expect(await rowCounts(testApp)).toEqual(before);
    expect(await admit('Other@VERIFIED.test')).toEqual({ id: expect.any(String) });
  });
});
