import { QuestionnaireStatus, RecruitmentStatus } from '@ats/api-sdk';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { questionnaires, recruitments } from '../../../src/db/schema/index.ts';
import { errorCatalogue } from '../../../src/errors.ts';
import { userIdByEmail } from '../../support/accounts.ts';
import { useTestApp } from '../../support/app.ts';
import { signedInHeaders } from '../../support/sign-in.ts';
import { insertRecruitment, QuestionnaireApi, resumeOnly } from './fixtures.ts';

describe('questionnaire usage counts and deletion', () => {
  const testApp = useTestApp();
  let api: QuestionnaireApi;
  let ownerId: string;

  const use = (questionnaireId: string, questionnaireVersion = 1) =>
    insertRecruitment(testApp, { questionnaireId, questionnaireVersion, ownerId });
  const deleteRecruitment = (id: string) =>
    testApp.database.db.delete(recruitments).where(eq(recruitments.id, id));
  const usageInList = async (id: string) =>
    (await api.list({ pageSize: 1000 })).result.find((item) => item.id === id)?.usageCount;
  const readRow = async (id: string) => {
    const [row] = await testApp.database.db
      .select()
      .from(questionnaires)
      .where(eq(questionnaires.id, id));
    return row;
  };

  beforeAll(async () => {
    api = new QuestionnaireApi(testApp, await signedInHeaders(testApp.app));
    ownerId = await userIdByEmail(testApp, 'recruiter@example.com');
  });

  it('counts the recruitments using any version, in the list and by id', async () => {
    const edited = await api.add({ questionnaireName: 'Edited and used', isDraft: false });
    const unused = await api.add({ questionnaireName: 'Never used', isDraft: false });
    const busy = await api.add({ questionnaireName: 'Used three times', isDraft: false });

    const onVersion1 = await use(edited, 1);
    await api.edit(edited, {
      questionnaireName: 'Edited and used',
      isDraft: false,
      questionnaireStructure: resumeOnly('CV'),
    });
    const onVersion2 = await use(edited, 2);
    for (const status of Object.values(RecruitmentStatus)) {
      const recruitmentId = await use(busy);
      await testApp.database.db
        .update(recruitments)
        .set({ status })
        .where(eq(recruitments.id, recruitmentId));
    }
    await use(busy);

    const { result } = await api.list({ pageSize: 1000 });
    const usage = Object.fromEntries(result.map((item) => [item.name, item.usageCount]));
    expect(usage).toMatchObject({ 'Edited and used': 2, 'Never used': 0, 'Used three times': 5 });
    expect((await api.get(edited)).usageCount).toBe(2);
    expect((await api.get(unused)).usageCount).toBe(0);

    await deleteRecruitment(onVersion1);
    expect(await usageInList(edited)).toBe(1);
    expect((await api.get(edited)).usageCount).toBe(1);
    await deleteRecruitment(onVersion2);
    expect(await usageInList(edited)).toBe(0);
  });

  it('deletes a draft: gone from both lists, still readable by id with status 2', async () => {
    const id = await api.add({ questionnaireName: 'Draft to delete', isDraft: true });
    const response = await api.delete(id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await api.get(id)).toMatchObject({ id, status: 2, name: 'Draft to delete' });
    expect((await api.list({ pageSize: 1000 })).result.map((item) => item.id)).not.toContain(id);
    expect(
      (await api.list({ SearchQuery: 'Draft to delete' })).result.map((item) => item.id),
    ).toEqual([]);
  });

  it('deletes a draft even when a recruitment points at it', async () => {
    const id = await api.add({ questionnaireName: 'Used draft', isDraft: true });
    await use(id);
    expect((await api.delete(id)).statusCode).toBe(204);
    expect((await api.get(id)).status).toBe(2);
  });

  it('deletes an active questionnaire nobody uses, and takes it off the recruitment form', async () => {
    const id = await api.add({ questionnaireName: 'Active, unused', isDraft: false });
    const offered = async () =>
      (await api.listForRecruitment({ pageSize: 1000 })).result.map((option) => option.id);
    expect(await offered()).toContain(id);
    expect((await api.delete(id)).statusCode).toBe(204);
    expect(await offered()).not.toContain(id);
    expect((await api.get(id)).status).toBe(QuestionnaireStatus.Deleted);
  });

  it('refuses to delete an active questionnaire in use, until its last recruitment is gone', async () => {
    const id = await api.add({ questionnaireName: 'Active, used', isDraft: false });
    const first = await use(id);
    await api.edit(id, { questionnaireName: 'Active, used', isDraft: false });
    const second = await use(id, 2);
    const rowBefore = await readRow(id);

    const expectRefused = async () => {
      const response = await api.delete(id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, message: errorCatalogue[400] });
      expect(await readRow(id)).toEqual(rowBefore);
    };
    await expectRefused();
    await deleteRecruitment(first);
    expect(await usageInList(id)).toBe(1);
    await expectRefused();
    await deleteRecruitment(second);
    expect(await usageInList(id)).toBe(0);
    expect((await api.delete(id)).statusCode).toBe(204);
    expect((await api.get(id)).status).toBe(2);
  });

  it('refuses to delete a questionnaire twice', async () => {
    const id = await api.add({ questionnaireName: 'Deleted once' });
    expect((await api.delete(id)).statusCode).toBe(204);
    const rowBefore = await readRow(id);
    const again = await api.delete(id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 400, message: errorCatalogue[400] });
    expect(await readRow(id)).toEqual(rowBefore);
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('deletion racing a recruitment', () => {
  const testApp = useTestApp();
  let api: QuestionnaireApi;

  beforeAll(async () => {
    api = new QuestionnaireApi(testApp, await signedInHeaders(testApp.app));
  });

  it('counts a recruitment committed while the delete waited for the lock', async () => {
    const id = await api.add({ questionnaireName: 'Chosen meanwhile', isDraft: false });
    const ownerId = await userIdByEmail(testApp, 'recruiter@example.com');
    const pool = (testApp.database.db as unknown as { $client: pg.Pool }).$client;
    const recruitmentSave = await pool.connect();
    try {
      await recruitmentSave.query('begin');
      // The foreign key check takes a key-share lock on the questionnaire's row.
      await recruitmentSave.query(
        `insert into recruitments (title, owner_id, questionnaire_id, questionnaire_version)
         values ('Racing', $1, $2, 1)`,
        [ownerId, id],
      );
      const deleting = api.delete(id);
      await waitForLockWait(pool);
      await recruitmentSave.query('commit');
      const response = await deleting;
      expect(response.statusCode).toBe(400);
      expect((await api.get(id)).status).toBe(1);
    } finally {
      recruitmentSave.release();
    }
  });
});

/** Resolves once another session of this database is waiting for a row lock. */
async function waitForLockWait(pool: pg.Pool): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { rows } = await pool.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((rows[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the delete never waited for the lock');
}
