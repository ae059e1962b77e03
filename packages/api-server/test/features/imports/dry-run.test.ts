import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  candidateImportRows,
  jobApplications,
  recruitees,
} from '../../../src/db/schema/index.ts';
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
  settingsFor,
} from './support.ts';

describe('uploading an import and its dry run', () => {
  const testApp = useTestApp();
  let api: ImportApi;
  let recruitmentId: string;
  beforeAll(async () => {
    api = await recruiterImportApi(testApp);
    recruitmentId = await openRecruitment(testApp);
  });

  const counts = async () => {
    const { db } = testApp.database;
    const [people] = await db.select({ n: count() }).from(recruitees);
    const [applications] = await db.select({ n: count() }).from(jobApplications);
    const [events] = await db.select({ n: count() }).from(activities);
    return { people: people?.n, applications: applications?.n, events: events?.n };
  };

  it('answers the columns, first rows and a suggested mapping, importing nothing', async () => {
    const before = await counts();
    const uploaded = expectStatus<CandidateImport>(
      await api.upload('Imię;Nazwisko;E-mail;Telefon\nJan;Kowalski;jan@example.com;600\n', {
        fileName: 'ludzie.csv',
      }),
      201,
    );
    expect(uploaded).toMatchObject({
      status: 'Uploaded',
      fileName: 'ludzie.csv',
      resumesFileName: null,
      columns: ['Imię', 'Nazwisko', 'E-mail', 'Telefon'],
      sampleRows: [['Jan', 'Kowalski', 'jan@example.com', '600']],
      suggestedMapping: [
        { column: 0, field: 'firstName' },
        { column: 1, field: 'lastName' },
        { column: 2, field: 'email' },
        { column: 3, field: 'phoneNumber' },
      ],
      settings: null,
      progress: { totalRows: 1, checkedRows: 0, processedRows: 0 },
    });
    const page = expectStatus<{ result: CandidateImport[] }>(await api.list(), 200);
    expect(page.result.map((item) => item.id)).toContain(uploaded.id);
    expect(await counts()).toEqual(before);
  });

  it('lists every broken row with its problems, and the dry run changes nothing else', async () => {
    const existing = expectStatus<CandidateImport>(
      await api.upload('Name,Email\nOla Stara,ola.stara@example.com\n'),
      201,
    );
    // An earlier import made Ola a candidate already.
    expectStatus(
      await api.settings(existing.id, settingsFor(recruitmentId, existing.suggestedMapping)),
      200,
    );
    await runImportWork(testApp);
    expectStatus(await api.start(existing.id), 200);
    await runImportWork(testApp);

    const before = await counts();
    const csv = [
      'Name,Email,Source,Notes',
      'Anna Nowak,anna@example.com,polecenie,Met at a fair',
      'Prince,prince@example.com,,',
      'Jan Kowalski,not-an-email,,',
      'Piotr Zieliński,,,',
      'Anna Duplikat,ANNA@example.com,,',
      'Ewa Źródło,ewa@example.com,LinkedIn,',
      'Ola Stara,Ola.Stara@example.com,,',
    ].join('\n');
    const checked = await checkedImport(api, testApp, csv, recruitmentId, {
      existingCandidates: 'addToRecruitment',
    });
    expect(checked.progress).toEqual({
      totalRows: 7,
      checkedRows: 7,
      processedRows: 0,
      created: 1,
      updated: 0,
      addedToRecruitment: 0,
      skipped: 1,
      failed: 5,
    });
    const rows = expectStatus<ImportRowPage>(await api.rows(checked.id, '?pageSize=50'), 200);
    expect(rows.totalCount).toBe(7);
    expect(rows.result.map((row) => [row.rowNumber, row.outcome, row.problems])).toEqual([
      [2, 'create', []],
      [3, 'fail', ['missingName']],
      [4, 'fail', ['badEmail']],
      [5, 'fail', ['missingEmail']],
      [6, 'fail', ['duplicateInFile']],
      [7, 'fail', ['badSource']],
      [8, 'skip', ['existingCandidate', 'alreadyInRecruitment']],
    ]);
    expect(rows.result[0]).toMatchObject({
      firstName: 'Anna',
      lastName: 'Nowak',
      email: 'anna@example.com',
      recruiteeId: null,
      done: false,
    });
    const withProblems = expectStatus<ImportRowPage>(
      await api.rows(checked.id, '?withProblems=true&pageSize=2&pageNumber=1'),
      200,
    );
    expect(withProblems.totalCount).toBe(6);
    expect(withProblems.result.map((row) => row.rowNumber)).toEqual([3, 4]);
    expect(await counts()).toEqual(before);
  });

  it('refuses a mapping without an e-mail or names, and settings once started', async () => {
    const uploaded = expectStatus<CandidateImport>(
      await api.upload('First name,Last name,Email\nA,B,a@example.com\n'),
      201,
    );
    const noEmail = await api.settings(
      uploaded.id,
      settingsFor(recruitmentId, [
        { column: 0, field: 'firstName' },
        { column: 1, field: 'lastName' },
      ]),
    );
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({ field: 'mapping' });
    const noLastName = await api.settings(
      uploaded.id,
      settingsFor(recruitmentId, [
        { column: 0, field: 'firstName' },
        { column: 2, field: 'email' },
      ]),
    );
    expect(noLastName.statusCode).toBe(400);
    const twice = await api.settings(
      uploaded.id,
      settingsFor(recruitmentId, [
        { column: 0, field: 'fullName' },
        { column: 0, field: 'email' },
      ]),
    );
    expect(twice.statusCode).toBe(400);
    const unknownRecruitment = await api.settings(
      uploaded.id,
      settingsFor('00000000-0000-4000-8000-000000000000', uploaded.suggestedMapping),
    );
    expect(unknownRecruitment.statusCode).toBe(404);
    expect((await api.start(uploaded.id)).statusCode).toBe(400);
    expect((await api.report(uploaded.id)).statusCode).toBe(400);
    expect((await api.rows(uploaded.id)).statusCode).toBe(400);
  });

  it('discards an import that has not started, with its rows', async () => {
    const checked = await checkedImport(
      api,
      testApp,
      'Name,Email\nDo Usunięcia,usun@example.com\n',
      recruitmentId,
    );
    expect((await api.discard(checked.id)).statusCode).toBe(204);
    expect((await api.get(checked.id)).statusCode).toBe(404);
    const left = await testApp.database.db
      .select({ n: count() })
      .from(candidateImportRows)
      .where(eq(candidateImportRows.importId, checked.id));
    expect(left[0]?.n).toBe(0);
  });
});
