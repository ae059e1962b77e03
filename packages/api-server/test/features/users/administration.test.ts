import { RecruitmentStatus, type Schema } from '@ats/api-sdk';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { atsUsers, outboxMessages, recruitments } from '../../../src/db/schema/index.ts';
import { changeStaffRole, deactivateStaff } from '../../../src/features/users/staff-admin.ts';
import { userIdByEmail } from '../../support/accounts.ts';
import { type TestApp, useTestApp } from '../../support/app.ts';
import { auditOf } from '../../support/audit.ts';
import { bodyOf } from '../../support/responses.ts';
import { insertRecruitmentRow } from '../../support/rows.ts';
import { signedInHeaders, signInFlow } from '../../support/sign-in.ts';
import { insertCandidate } from '../activities/fixtures.ts';

type StaffUser = Schema<'StaffUser'>;
type StaffUserPage = Schema<'StaffUserPage'>;
type AuditEventPage = Schema<'AuditEventPage'>;
type CurrentUser = Schema<'CurrentUser'>;

const noAccessUrl = 'http://localhost:3000/login?error=no_access';

/** Anna Kowalska, the demo administrator. */
const adminEmail = 'recruiter@example.com';

function api(testApp: TestApp, headers: Record<string, string>) {
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, extra = {}) =>
    testApp.app.inject({ method, url, headers: { ...headers, ...extra }, payload });
  return {
    get: (url: string, query: Record<string, string | number> = {}) =>
      send(
        'GET',
        `${url}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`,
      ),
    post: (url: string, payload: object, extra: Record<string, string> = {}) =>
      send('POST', url, payload, extra),
    put: (url: string, payload: object) => send('PUT', url, payload),
  };
}
type Api = ReturnType<typeof api>;

async function signedInApi(testApp: TestApp, email: string): Promise<Api> {
  return api(testApp, await signedInHeaders(testApp.app, email));
}

function expectFieldError(response: LightMyRequestResponse, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ status: 400, field });
}

describe('inviting a person', () => {
  const testApp = useTestApp();
  let admin: Api;
  let adminId: string;
  beforeAll(async () => {
    admin = await signedInApi(testApp, adminEmail);
    adminId = await userIdByEmail(testApp, adminEmail);
  });

  const invite = (email: string, role: Schema<'StaffRole'>, language = 'en') =>
    admin.post('/api/ATSUsers/invite', { email, role }, { 'accept-language': language });

  async function outboxTo(address: string) {
    return testApp.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, address));
  }

  let invitation: StaffUser;

  it('answers the invited person (status Invited) and puts the invitation e-mail in the outbox', async () => {
    invitation = bodyOf<StaffUser>(await invite('newcomer@example.com', 'HiringManager'));
    expect(invitation).toMatchObject({
      email: 'newcomer@example.com',
      role: 'HiringManager',
      status: 'Invited',
      lastSignInAt: null,
      invitedAt: expect.any(String),
      ownedRecruitmentsCount: 0,
    });
    const [mail, ...more] = await outboxTo('newcomer@example.com');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Anna Kowalska invites you to the ATS');
    expect(mail?.text).toContain(
      'Anna Kowalska invites you to the applicant tracking system as: Hiring manager.',
    );
    expect(mail?.text).toContain(`${testApp.app.config.publicOrigin}/login`);
    expect(mail?.html).toContain('Hiring manager');
    expect(mail?.fromName).toBe('Anna Kowalska');
    expect(mail?.recruiteeId).toBeNull();
    expect(await auditOf(testApp, invitation.id)).toEqual([
      { action: 'user.invited', actorUserId: adminId, details: { role: 'HiringManager' } },
    ]);
  });

  it('writes the e-mail in the language the administrator asks in (Polish)', async () => {
    bodyOf<StaffUser>(await invite('nowy@example.com', 'Interviewer', 'pl-PL,pl;q=0.9'));
    const [mail] = await outboxTo('nowy@example.com');
    expect(mail?.subject).toBe('Anna Kowalska zaprasza Cię do ATS');
    expect(mail?.text).toContain(
      'Anna Kowalska zaprasza Cię do systemu rekrutacyjnego w roli: Osoba prowadząca rozmowy.',
    );
  });

  it('refuses the same address again, in any case, and a staff member’s, with 400 on email', async () => {
    expectFieldError(await invite('newcomer@example.com', 'Recruiter'), 'email');
    expectFieldError(await invite('NewComer@Example.COM', 'Recruiter'), 'email');
    expectFieldError(await invite('  newcomer@example.com ', 'Recruiter'), 'email');
    expectFieldError(await invite(adminEmail, 'Recruiter'), 'email');
    expectFieldError(await invite('not an address', 'Recruiter'), 'email');
    expect(await outboxTo('newcomer@example.com')).toHaveLength(1);
  });

  it('the invited person signs in with the role, the provider’s names and the invitation’s id', async () => {
    const { cookie } = await signInFlow(testApp.app, { email: 'newcomer@example.com' });
    const me = bodyOf<CurrentUser>(
      await testApp.app.inject({
        method: 'GET',
        url: '/api/ATSUsers/Current',
        headers: { cookie },
      }),
    );
    expect(me).toMatchObject({
      id: invitation.id,
      email: 'newcomer@example.com',
      firstName: 'Nina',
      lastName: 'Nowicka',
      role: 'HiringManager',
    });
    const listed = bodyOf<StaffUserPage>(
      await admin.get('/api/ATSUsers', { SearchQuery: 'newcomer@' }),
    );
    expect(listed.result).toEqual([
      expect.objectContaining({
        id: invitation.id,
        status: 'Active',
        role: 'HiringManager',
        firstName: 'Nina',
        lastName: 'Nowicka',
        lastSignInAt: expect.any(String),
      }),
    ]);
    expect(await auditOf(testApp, invitation.id)).toEqual([
      { action: 'user.invited', actorUserId: adminId, details: { role: 'HiringManager' } },
      {
        action: 'user.joined',
        actorUserId: null,
        details: { role: 'HiringManager', by: 'invitation' },
      },
    ]);
  });

  it('an invitation withdrawn keeps the address out, even when its domain is admitted', async () => {
    const invited = bodyOf<StaffUser>(await invite('uninvited@example.com', 'Recruiter'));
    const withdrawn = bodyOf<StaffUser>(
      await admin.post(`/api/ATSUsers/${invited.id}/deactivate`, {}),
    );
    expect(withdrawn.status).toBe('Deactivated');
    expect((await auditOf(testApp, invited.id)).map((entry) => entry.action)).toEqual([
      'user.invited',
      'user.invitationWithdrawn',
    ]);
    bodyOf(
      await admin.put('/api/Settings/SignInDomains', {
        domains: [{ domain: 'example.com', role: 'Interviewer' }],
      }),
    );
    const refused = await signInFlow(testApp.app, {
      email: 'uninvited@example.com',
      requireSession: false,
    });
    expect(refused.finalUrl).toBe(noAccessUrl);

    // Reactivated, it is an invitation again, and the person gets in with its role.
    const again = bodyOf<StaffUser>(await admin.post(`/api/ATSUsers/${invited.id}/reactivate`, {}));
    expect(again.status).toBe('Invited');
    const { cookie } = await signInFlow(testApp.app, { email: 'uninvited@example.com' });
    const me = bodyOf<CurrentUser>(
      await testApp.app.inject({
        method: 'GET',
        url: '/api/ATSUsers/Current',
        headers: { cookie },
      }),
    );
    expect(me).toMatchObject({ id: invited.id, role: 'Recruiter' });
  });
});

describe('roles, deactivation and reactivation', () => {
  const testApp = useTestApp();
  let admin: Api;
  let adminId: string;
  beforeAll(async () => {
    admin = await signedInApi(testApp, adminEmail);
    adminId = await userIdByEmail(testApp, adminEmail);
    for (const email of ['team@example.com', 'owner@example.com', 'manager@example.com']) {
      await signInFlow(testApp.app, { email });
    }
  });

  const current = (headers: Record<string, string>) =>
    testApp.app.inject({ method: 'GET', url: '/api/ATSUsers/Current', headers });
  const adminOf = (id: string, firstName: string, email: string) => ({
    userId: id,
    firstName,
    lastName: '',
    email,
  });

  it('a role change takes effect at the person’s next request, and is audited', async () => {
    const headers = await signedInHeaders(testApp.app, 'team@example.com');
    const teamId = await userIdByEmail(testApp, 'team@example.com');
    expect(bodyOf<CurrentUser>(await current(headers)).role).toBe('Recruiter');

    const changed = bodyOf<StaffUser>(
      await admin.post(`/api/ATSUsers/${teamId}/role`, { role: 'Interviewer' }),
    );
    expect(changed).toMatchObject({ id: teamId, role: 'Interviewer', status: 'Active' });

    const me = bodyOf<CurrentUser>(await current(headers));
    expect(me.role).toBe('Interviewer');
    expect(me.permissions).toEqual(['reviewCandidates']);
    // The new role is enforced: an Interviewer may not manage questionnaires.
    const refused = await testApp.app.inject({
      method: 'GET',
      url: '/api/Questionnaires',
      headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(await auditOf(testApp, teamId)).toContainEqual({
      action: 'user.roleChanged',
      actorUserId: adminId,
      details: { role: { from: 'Recruiter', to: 'Interviewer' } },
    });
    // The same role again is no change, and no entry.
    bodyOf(await admin.post(`/api/ATSUsers/${teamId}/role`, { role: 'Interviewer' }));
    expect(
      (await auditOf(testApp, teamId)).filter((entry) => entry.action === 'user.roleChanged'),
    ).toHaveLength(1);
    bodyOf(await admin.post(`/api/ATSUsers/${teamId}/role`, { role: 'Recruiter' }));
  });

  it('refuses an administrator’s own role change, and a change of an unknown person', async () => {
    const own = await admin.post(`/api/ATSUsers/${adminId}/role`, { role: 'Recruiter' });
    expect(own.statusCode).toBe(400);
    const unknown = await admin.post('/api/ATSUsers/00000000-0000-4000-8000-000000000000/role', {
      role: 'Recruiter',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('never demotes or deactivates the last active administrator', async () => {
    // An administrator demoted a moment ago whose request still runs (see the test below).
    const managerId = await userIdByEmail(testApp, 'manager@example.com');
    const demoted = adminOf(managerId, 'James', 'manager@example.com');
    await expect(
      changeStaffRole(testApp.database.db, demoted, adminId, 'Recruiter'),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(deactivateStaff(testApp.database.db, demoted, adminId, {})).rejects.toMatchObject({
      statusCode: 400,
    });
    const [row] = await testApp.database.db
      .select({ role: atsUsers.role, status: atsUsers.status })
      .from(atsUsers)
      .where(eq(atsUsers.id, adminId));
    expect(row).toEqual({ role: 'Administrator', status: 'Active' });
  });

  it('two administrators demoting each other at once: one wins, an administrator remains', async () => {
    const otherId = await userIdByEmail(testApp, 'owner@example.com');
    bodyOf(await admin.post(`/api/ATSUsers/${otherId}/role`, { role: 'Administrator' }));
    const other = await signedInApi(testApp, 'owner@example.com');
    const [first, second] = await Promise.all([
      admin.post(`/api/ATSUsers/${otherId}/role`, { role: 'Recruiter' }),
      other.post(`/api/ATSUsers/${adminId}/role`, { role: 'Recruiter' }),
    ]);
    // The loser is refused by the last-administrator rule (400), or, when its session was read
    // after the winner's change, by its new role (403).
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([400, 403]).toContain(statuses[1]);
    const administrators = await testApp.database.db
      .select({ id: atsUsers.id })
      .from(atsUsers)
      .where(and(eq(atsUsers.role, 'Administrator'), eq(atsUsers.status, 'Active')));
    expect(administrators).toHaveLength(1);
    // Back as it was: Anna the administrator, Emily a recruiter.
    if (first.statusCode !== 200) {
      const [row] = administrators;
      expect(row?.id).toBe(otherId);
      bodyOf(await other.post(`/api/ATSUsers/${adminId}/role`, { role: 'Administrator' }));
      bodyOf(await admin.post(`/api/ATSUsers/${otherId}/role`, { role: 'Recruiter' }));
    }
  });

  describe('deactivating a recruiter who owns a recruitment and wrote a note', () => {
    let ownerHeaders: { cookie: string; origin: string };
    let ownerId: string;
    let successorId: string;
    let recruitmentId: string;
    let note: Schema<'Activity'>;

    beforeAll(async () => {
      ownerHeaders = await signedInHeaders(testApp.app, 'owner@example.com');
      ownerId = await userIdByEmail(testApp, 'owner@example.com');
      successorId = await userIdByEmail(testApp, 'team@example.com');
      recruitmentId = await insertRecruitmentRow(testApp.database.db, {
        title: 'Backend developer',
        status: RecruitmentStatus.Open,
        ownerId,
        teamIds: [successorId],
      });
      const candidate = await insertCandidate(testApp, recruitmentId);
      note = bodyOf<Schema<'Activity'>>(
        await api(testApp, ownerHeaders).post('/api/Activities/note', {
          recruiteeId: candidate.recruiteeId,
          recruitmentId,
          text: 'Strong on SQL.',
        }),
      );
      const listed = bodyOf<StaffUserPage>(
        await admin.get('/api/ATSUsers', { SearchQuery: 'Brown' }),
      );
      expect(listed.result[0]?.ownedRecruitmentsCount).toBe(1);
    });

    it('needs an active successor for their recruitments (400 on recruitmentsOwnerId)', async () => {
      const url = `/api/ATSUsers/${ownerId}/deactivate`;
      expectFieldError(await admin.post(url, {}), 'recruitmentsOwnerId');
      expectFieldError(await admin.post(url, { recruitmentsOwnerId: null }), 'recruitmentsOwnerId');
      expectFieldError(
        await admin.post(url, { recruitmentsOwnerId: '00000000-0000-4000-8000-000000000000' }),
        'recruitmentsOwnerId',
      );
      expectFieldError(
        await admin.post(url, { recruitmentsOwnerId: ownerId }),
        'recruitmentsOwnerId',
      );
      const invitation = bodyOf<StaffUser>(
        await admin.post('/api/ATSUsers/invite', { email: 'later@example.com', role: 'Recruiter' }),
      );
      expectFieldError(
        await admin.post(url, { recruitmentsOwnerId: invitation.id }),
        'recruitmentsOwnerId',
      );
      // Still active, still the owner.
      expect((await current(ownerHeaders)).statusCode).toBe(200);
    });

    it('refuses to deactivate oneself', async () => {
      const own = await admin.post(`/api/ATSUsers/${adminId}/deactivate`, {
        recruitmentsOwnerId: successorId,
      });
      expect(own.statusCode).toBe(400);
    });

    it('ends their session at once, hands their recruitments over, keeps their name on their history', async () => {
      const deactivated = bodyOf<StaffUser>(
        await admin.post(`/api/ATSUsers/${ownerId}/deactivate`, {
          recruitmentsOwnerId: successorId,
        }),
      );
      expect(deactivated).toMatchObject({
        id: ownerId,
        status: 'Deactivated',
        role: 'Recruiter',
        ownedRecruitmentsCount: 0,
      });
      expect((await current(ownerHeaders)).statusCode).toBe(401);

      const [recruitment] = await testApp.database.db
        .select({ ownerId: recruitments.ownerId })
        .from(recruitments)
        .where(eq(recruitments.id, recruitmentId));
      expect(recruitment?.ownerId).toBe(successorId);

      const successor = await signedInApi(testApp, 'team@example.com');
      const timeline = bodyOf<Schema<'ActivityPage'>>(
        await successor.get('/api/Activities', {
          recruiteeId: note.recruiteeId,
          recruitmentId,
        }),
      );
      expect(
        timeline.result.find((activity) => activity.id === note.id)?.activityData,
      ).toMatchObject({ atsUserFirstName: 'Emily', atsUserLastName: 'Brown' });

      const picker = bodyOf<Schema<'RecruiterPage'>>(await admin.get('/api/ATSUsers/Recruiters'));
      expect(picker.result.map((entry) => entry.recruiterATSUserId)).not.toContain(ownerId);
      expect(picker.result.map((entry) => entry.recruiterATSUserId)).toContain(successorId);

      expect(await auditOf(testApp, ownerId)).toContainEqual({
        action: 'user.deactivated',
        actorUserId: adminId,
        details: {
          recruitmentsHandedOver: 1,
          recruitmentsOwner: { id: successorId, name: 'Piotr Nowak' },
        },
      });
    });

    it('they can no longer sign in', async () => {
      const refused = await signInFlow(testApp.app, {
        email: 'owner@example.com',
        requireSession: false,
      });
      expect(refused.finalUrl).toBe(noAccessUrl);
      expect(refused.cookie).toBe('');
    });

    it('reactivated, they sign in again with their former role', async () => {
      const reactivated = bodyOf<StaffUser>(
        await admin.post(`/api/ATSUsers/${ownerId}/reactivate`, {}),
      );
      expect(reactivated).toMatchObject({ status: 'Active', role: 'Recruiter' });
      const { cookie } = await signInFlow(testApp.app, { email: 'owner@example.com' });
      expect(bodyOf<CurrentUser>(await current({ cookie }))).toMatchObject({
        id: ownerId,
        role: 'Recruiter',
      });
      expect(await auditOf(testApp, ownerId)).toContainEqual({
        action: 'user.reactivated',
        actorUserId: adminId,
        details: { status: 'Active' },
      });
    });
  });
});

describe('listUsers and listAuditEvents', () => {
  const testApp = useTestApp();
  let admin: Api;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    for (const email of [
      'owner@example.com',
      'team@example.com',
      'manager@example.com',
      'interviewer@example.com',
    ]) {
      await signInFlow(testApp.app, { email });
      ids[email] = await userIdByEmail(testApp, email);
    }
    admin = await signedInApi(testApp, adminEmail);
    ids[adminEmail] = await userIdByEmail(testApp, adminEmail);
    await insertRecruitmentRow(testApp.database.db, {
      title: 'One',
      status: RecruitmentStatus.Open,
      ownerId: ids['team@example.com'] ?? '',
    });
    await insertRecruitmentRow(testApp.database.db, {
      title: 'Two',
      status: RecruitmentStatus.Open,
      ownerId: ids['team@example.com'] ?? '',
    });
    bodyOf(
      await admin.post('/api/ATSUsers/invite', {
        email: 'newcomer@example.com',
        role: 'Interviewer',
      }),
    );
    bodyOf(await admin.post(`/api/ATSUsers/${ids['interviewer@example.com']}/deactivate`, {}));
  });

  const list = async (query: Record<string, string | number> = {}) =>
    bodyOf<StaffUserPage>(await admin.get('/api/ATSUsers', query));
  const names = (page: StaffUserPage) => page.result.map((user) => user.lastName || user.email);

  it('lists everyone by last name, with role, status, last sign-in and owned recruitments', async () => {
    const page = await list();
    expect(page.totalCount).toBe(6);
    // The invitation has no names yet: its e-mail sorts it first.
    expect(names(page)).toEqual([
      'newcomer@example.com',
      'Brown',
      'Carter',
      'Kowalska',
      'Nowak',
      'Zielińska',
    ]);
    const byEmail = new Map(page.result.map((user) => [user.email, user]));
    expect(byEmail.get('team@example.com')).toMatchObject({
      role: 'Recruiter',
      status: 'Active',
      ownedRecruitmentsCount: 2,
      lastSignInAt: expect.any(String),
    });
    expect(byEmail.get('newcomer@example.com')).toMatchObject({
      role: 'Interviewer',
      status: 'Invited',
      lastSignInAt: null,
      invitedAt: expect.any(String),
    });
    expect(byEmail.get('interviewer@example.com')?.status).toBe('Deactivated');
  });

  it('searches by name or e-mail, without case', async () => {
    expect(names(await list({ SearchQuery: 'nowak' }))).toEqual(['Nowak']);
    expect(names(await list({ SearchQuery: 'MANAGER@' }))).toEqual(['Carter']);
    expect(names(await list({ SearchQuery: 'James' }))).toEqual(['Carter']);
    expect((await list({ SearchQuery: 'nobody-at-all' })).totalCount).toBe(0);
  });

  it('filters by role and by status', async () => {
    expect(names(await list({ role: 'Recruiter' }))).toEqual(['Brown', 'Nowak']);
    expect(names(await list({ role: 'Administrator' }))).toEqual(['Kowalska']);
    expect(names(await list({ status: 'Invited' }))).toEqual(['newcomer@example.com']);
    expect(names(await list({ status: 'Deactivated' }))).toEqual(['Zielińska']);
    expect(
      names(await list({ role: 'Recruiter', status: 'Active', SearchQuery: 'emily' })),
    ).toEqual(['Brown']);
    const refused = await admin.get('/api/ATSUsers', { role: 'Owner' });
    expect(refused.statusCode).toBe(400);
  });

  it('pages, with the total count', async () => {
    const second = await list({ page: 2, pageSize: 2 });
    expect(second).toMatchObject({ totalCount: 6, pageNumber: 2 });
    expect(names(second)).toEqual(['Carter', 'Kowalska']);
    expect(names(await list({ page: 4, pageSize: 2 }))).toEqual([]);
  });

  it('is for administrators only', async () => {
    const recruiter = await signedInApi(testApp, 'team@example.com');
    expect((await recruiter.get('/api/ATSUsers')).statusCode).toBe(403);
    expect((await recruiter.get('/api/Settings/AuditLog')).statusCode).toBe(403);
  });

  it('the audit log lists the newest first, with the actor’s name', async () => {
    const log = bodyOf<AuditEventPage>(await admin.get('/api/Settings/AuditLog'));
    const actions = log.result.map((entry) => entry.action);
    expect(actions.slice(0, 2)).toEqual(['user.deactivated', 'user.invited']);
    expect(log.result[0]).toMatchObject({
      actor: { id: ids[adminEmail], firstName: 'Anna', lastName: 'Kowalska' },
      targetType: 'user',
      targetId: ids['interviewer@example.com'],
      targetName: 'Olga Zielińska',
    });
    // The demo accounts joined by the development provider's roles: no actor.
    expect(log.result.filter((entry) => entry.action === 'user.joined')).toHaveLength(5);
    for (const entry of log.result.filter((event) => event.action === 'user.joined')) {
      expect(entry.actor).toBeNull();
    }
    const times = log.result.map((entry) => Date.parse(entry.occurredAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(log.totalCount).toBe(7);

    const paged = bodyOf<AuditEventPage>(
      await admin.get('/api/Settings/AuditLog', { page: 2, pageSize: 5 }),
    );
    expect(paged.result.map((entry) => entry.id)).toEqual(
      log.result.slice(5, 10).map((entry) => entry.id),
    );
  });
});
