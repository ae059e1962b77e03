import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { candidateImportRows, candidateImports } from '../../../src/db/schema/index.ts';
import { sweepOrphanedFiles } from '../../../src/features/privacy/orphaned-files.ts';
import { deleteOldImports } from '../../../src/jobs/import-cleanup.ts';
import { useTestApp } from '../../support/app.ts';
import {
  type CandidateImport,
  checkedImport,
  expectStatus,
  type ImportApi,
  type ImportRowPage,
  openRecruitment,
  recruiterImportApi,
  runImportWork,
} from './support.ts';

describe("an import's personal data", () => {
  const testApp = useTestApp();
  let api: ImportApi;
  let recruitmentId: string;
  beforeAll(async () => {
    api = await recruiterImportApi(testApp);
    recruitmentId = await openRecruitment(testApp);
  });

  it('erasing a candidate leaves neither their name nor their e-mail in import rows', async () => {
    const csv =
      'Name,Email\nEwa Usuwana,ewa.usuwana@example.com\nJan Zostaje,jan.zostaje@example.com\n';
    const done = await checkedImport(api, testApp, csv, recruitmentId);
    expectStatus(await api.start(done.id), 200);
    await runImportWork(testApp);
    // A second import, checked but not run, names her too (by e-mail).
    const pending = await checkedImport(api, testApp, csv, recruitmentId);
    const [row] = expectStatus<ImportRowPage>(await api.rows(done.id), 200).result;
    const recruiteeId = row?.recruiteeId ?? '';
    const erased = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/Recruitees/${recruiteeId}/PersonalData`,
      headers: api.headersOf(),
    });
    expect(erased.statusCode).toBe(204);
    const left = await testApp.database.db
      .select({ importId: candidateImportRows.importId })
      .from(candidateImportRows)
      .where(
        sql`${candidateImportRows.firstName} = 'Ewa' or lower(${candidateImportRows.email}) = 'ewa.usuwana@example.com'`,
      );
    expect(left).toEqual([]);
    const pendingRows = expectStatus<ImportRowPage>(await api.rows(pending.id), 200).result;
    expect(pendingRows.map((entry) => [entry.email, entry.outcome])).toEqual([
      ['', 'skip'],
      ['jan.zostaje@example.com', 'update'],
    ]);
  });

  it('keeps ended imports 30 days and unstarted ones 7, with their files until then', async () => {
    const finished = await checkedImport(
      api,
      testApp,
      'Name,Email\nA B,ab@example.com\n',
      recruitmentId,
    );
    expectStatus(await api.start(finished.id), 200);
    await runImportWork(testApp);
    const waiting = expectStatus<CandidateImport>(
      await api.upload('Name,Email\nC D,cd@example.com\n'),
      201,
    );
    const { db } = testApp.database;
    const storage = testApp.app.files;
    // The orphan sweep (hours later) keeps a waiting import's file.
    const later = new Date(Date.now() + 3 * 60 * 60 * 1000);
    const swept = await sweepOrphanedFiles(db, storage, testApp.app.log, { now: later });
    expect(swept.filter((key) => key.startsWith(`imports/${waiting.id}`))).toEqual([]);

    expect(await deleteOldImports(db, storage, { now: new Date(Date.now() + 86_400_000) })).toBe(0);
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 + 60_000);
    const [row] = await db
      .select({ key: candidateImports.csvStorageKey })
      .from(candidateImports)
      .where(eq(candidateImports.id, waiting.id));
    expect(await storage.get(row?.key ?? '')).not.toBeNull();
    await deleteOldImports(db, storage, { now: inDays(8) });
    expect((await api.get(waiting.id)).statusCode).toBe(404);
    expect(await storage.get(row?.key ?? '')).toBeNull();
    expect((await api.get(finished.id)).statusCode).toBe(200);
    await deleteOldImports(db, storage, { now: inDays(31) });
    expect((await api.get(finished.id)).statusCode).toBe(404);
  });
});
