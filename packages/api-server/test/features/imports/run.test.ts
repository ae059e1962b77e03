import { ActivityType } from '@ats/api-sdk';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  candidateImports,
  files,
  jobApplications,
  recruitees,
  recruitmentRecruitees,
} from '../../../src/db/schema/index.ts';
import { runImportRound } from '../../../src/features/imports/index.ts';
import { useTestApp } from '../../support/app.ts';
import { pdfBytes } from '../../support/files.ts';
import { pageTreeBomb } from '../../support/pdf-page-trees.ts';
import {
  type CandidateImport,
  checkedImport,
  expectStatus,
  type ImportApi,
  type ImportRowPage,
  openRecruitment,
  recruiterImportApi,
  runImportWork,
  zipOf,
} from './support.ts';

/** A CSV of `count` people numbered from `from`, e-mails `<prefix>N@example.com`. */
function peopleCsv(prefix: string, from: number, rows: number, extraHeader = '', extra = () => '') {
  const lines = [`First name,Last name,Email${extraHeader}`];
  for (let index = from; index < from + rows; index += 1) {
    lines.push(`Person,No${index},${prefix}${index}@example.com${extra()}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

describe('running an import', () => {
  const testApp = useTestApp();
  let api: ImportApi;
  let recruitmentId: string;
  beforeAll(async () => {
    api = await recruiterImportApi(testApp);
    recruitmentId = await openRecruitment(testApp);
  });

  const peopleWith = async (emails: string[]) =>
    testApp.database.db
      .select({ id: recruitees.id, email: recruitees.email, firstName: recruitees.firstName })
      .from(recruitees)
      .where(
        inArray(
          sql`lower(${recruitees.email})`,
          emails.map((email) => email.toLowerCase()),
        ),
      );

  it('writes the people, their places, applications, notes and the report; again creates no twins', async () => {
    const csv = [
      'Imię i nazwisko;Adres e-mail;Telefon;Źródło;Notatki',
      'Maria Skłodowska;maria@example.com;+48 600 100 200;polecenie;"Poznana na targach\nzadzwonić"',
      'Jan Kowalski;jan.k@example.com;;;',
      '=HYPERLINK("http://evil.example") Kowalski;evil@example.com;;;',
    ].join('\r\n');
    const checked = await checkedImport(api, testApp, csv, recruitmentId, {
      source: 'event',
      sourceDetail: null,
    });
    const running = expectStatus<CandidateImport>(await api.start(checked.id), 200);
    expect(running.status).toBe('Running');
    await runImportWork(testApp);
    const done = expectStatus<CandidateImport>(await api.get(checked.id), 200);
    expect(done).toMatchObject({
      status: 'Finished',
      sampleRows: [],
      progress: { totalRows: 3, processedRows: 3, created: 3, updated: 0, skipped: 0, failed: 0 },
    });
    expect(done.finishedAt).not.toBeNull();

    const [maria] = await peopleWith(['maria@example.com']);
    expect(maria).toMatchObject({ firstName: 'Maria' });
    const [application] = await testApp.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.recruiteeId, maria?.id ?? ''));
    expect(application).toMatchObject({
      recruitmentId,
      source: 'referral',
      phoneNumber: '+48 600 100 200',
      consentedAt: null,
    });
    const notes = await testApp.database.db
      .select({ type: activities.activityType, data: activities.data })
      .from(activities)
      .where(eq(activities.recruiteeId, maria?.id ?? ''));
    expect(notes.map((note) => note.type).sort()).toEqual(
      [ActivityType.CandidateAdded, ActivityType.NoteAdded].sort(),
    );
    expect(notes.find((note) => note.type === ActivityType.NoteAdded)?.data).toMatchObject({
      text: 'Poznana na targach\nzadzwonić',
    });

    const rows = expectStatus<ImportRowPage>(await api.rows(checked.id), 200);
    expect(rows.result.every((row) => row.done && row.recruiteeId !== null)).toBe(true);

    const report = await api.report(checked.id);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toMatch(/^text\/csv/);
    expect(report.headers['content-disposition']).toContain('attachment');
    const lines = report.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Row,First name,Last name,E-mail,Outcome,Problems,Candidate ID,Done');
    expect(lines[1]).toMatch(/^2,Maria,Skłodowska,maria@example.com,create,,[0-9a-f-]{36},yes$/);
    // The formula is written as text.
    expect(lines[3]).toMatch(/^4,"'=HYPERLINK\(""http:\/\/evil.example""\)",Kowalski,/);

    // The same file again: everyone is an existing candidate, nobody is created twice.
    const again = await checkedImport(api, testApp, csv, recruitmentId, {
      existingCandidates: 'update',
    });
    expect(again.progress).toMatchObject({ created: 0, updated: 3 });
    expectStatus(await api.start(again.id), 200);
    await runImportWork(testApp);
    const second = expectStatus<CandidateImport>(await api.get(again.id), 200);
    expect(second.progress).toMatchObject({ processedRows: 3, created: 0, updated: 3 });
    expect(
      await peopleWith(['maria@example.com', 'jan.k@example.com', 'evil@example.com']),
    ).toHaveLength(3);
    const [places] = await testApp.database.db
      .select({ n: count() })
      .from(jobApplications)
      .where(eq(jobApplications.recruiteeId, maria?.id ?? ''));
    expect(places?.n).toBe(1);
  });

  it('cancelled mid-way, leaves whole batches and says how far it got', async () => {
    const checked = await checkedImport(api, testApp, peopleCsv('cancel', 0, 25), recruitmentId);
    expectStatus(await api.start(checked.id), 200);
    // One round writes batches until the import ends: cancel from within, after the first batch.
    const { db } = testApp.database;
    let batches = 0;
    const storage = testApp.app.files;
    const original = db.transaction.bind(db);
    (db as { transaction: typeof db.transaction }).transaction = (async (work, config) => {
      const result = await original(work, config);
      batches += 1;
      if (batches === 2) {
        expectStatus(await api.cancel(checked.id), 200);
      }
      return result;
    }) as typeof db.transaction;
    try {
      await runImportRound({ db, storage, pdfWorkers: testApp.app.pdfWorkers, runBatchSize: 10 });
    } finally {
      (db as { transaction: typeof db.transaction }).transaction = original;
    }
    const cancelled = expectStatus<CandidateImport>(await api.get(checked.id), 200);
    expect(cancelled.status).toBe('Cancelled');
    expect(cancelled.progress.processedRows % 10).toBe(0);
    expect(cancelled.progress.processedRows).toBeGreaterThan(0);
    expect(cancelled.progress.processedRows).toBeLessThan(25);
    const created = await testApp.database.db
      .select({ n: count() })
      .from(recruitees)
      .where(sql`${recruitees.email} like 'cancel%'`);
    expect(created[0]?.n).toBe(cancelled.progress.processedRows);
    expect((await api.cancel(checked.id)).statusCode).toBe(400);
    expect((await api.discard(checked.id)).statusCode).toBe(400);
  });

  it('a failed batch fails the import with the batches before kept', async () => {
    const checked = await checkedImport(api, testApp, peopleCsv('failing', 0, 6), recruitmentId);
    expectStatus(await api.start(checked.id), 200);
    // The second batch's transaction breaks (the database went away).
    const { db } = testApp.database;
    const storage = testApp.app.files;
    const original = db.transaction.bind(db);
    let calls = 0;
    (db as { transaction: typeof db.transaction }).transaction = (async (work, config) => {
      calls += 1;
      if (calls === 2) throw new Error('the server stopped');
      return original(work, config);
    }) as typeof db.transaction;
    await expect(
      runImportRound({ db, storage, pdfWorkers: testApp.app.pdfWorkers, runBatchSize: 2 }),
    ).rejects.toThrow('the server stopped');
    (db as { transaction: typeof db.transaction }).transaction = original;
    const failed = expectStatus<CandidateImport>(await api.get(checked.id), 200);
    expect(failed.status).toBe('Failed');
    expect(failed.error).toContain('rows 4 to 5');
    expect(failed.progress.processedRows).toBe(2);
    expect(await peopleWith(['failing0@example.com', 'failing1@example.com'])).toHaveLength(2);
    expect(await peopleWith(['failing2@example.com'])).toHaveLength(0);
    const report = await api.report(checked.id);
    expect(report.statusCode).toBe(200);
  });

  it('a stopping server lets the import go after its batch; the next server goes on', async () => {
    const checked = await checkedImport(api, testApp, peopleCsv('stopping', 0, 5), recruitmentId);
    expectStatus(await api.start(checked.id), 200);
    const { db } = testApp.database;
    await runImportRound({
      db,
      storage: testApp.app.files,
      pdfWorkers: testApp.app.pdfWorkers,
      runBatchSize: 2,
      stopping: () => true,
    });
    const partway = expectStatus<CandidateImport>(await api.get(checked.id), 200);
    expect(partway).toMatchObject({
      status: 'Running',
      progress: { processedRows: 2, created: 2 },
    });
    await runImportWork(testApp, 2);
    const finished = expectStatus<CandidateImport>(await api.get(checked.id), 200);
    expect(finished).toMatchObject({
      status: 'Finished',
      progress: { processedRows: 5, created: 5 },
    });
    expect(
      await peopleWith(['stopping0@example.com', 'stopping2@example.com', 'stopping4@example.com']),
    ).toHaveLength(3);
  });

  it('a server that stopped mid-run leaves a lease; once it runs out the run goes on', async () => {
    const checked = await checkedImport(api, testApp, peopleCsv('resume', 0, 5), recruitmentId);
    expectStatus(await api.start(checked.id), 200);
    const { db } = testApp.database;
    // Another server holds the import (it works on it, or it stopped and its lease runs on).
    await db
      .update(candidateImports)
      .set({ leaseUntil: sql`now() + interval '1 hour'` })
      .where(eq(candidateImports.id, checked.id));
    expect(
      await runImportRound({ db, storage: testApp.app.files, pdfWorkers: testApp.app.pdfWorkers }),
    ).toBe(false);
    await db
      .update(candidateImports)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(candidateImports.id, checked.id));
    await runImportWork(testApp, 2);
    const finished = expectStatus<CandidateImport>(await api.get(checked.id), 200);
    expect(finished).toMatchObject({
      status: 'Finished',
      progress: { processedRows: 5, created: 5 },
    });
  });

  it('refuses an imported resume whose PDF page tree is a bomb, as applying does, and creates the person without it', async () => {
    // About 1 KB, 100,000 pages: /Pages nodes listing the next node ten times, five levels.
    const zip = zipOf({ 'good.pdf': pdfBytes, 'bomb.pdf': pageTreeBomb() });
    const csv = [
      'Name,Email,CV',
      'Dora Bomb,dora.bomb@example.com,good.pdf',
      'Emil Bomb,emil.bomb@example.com,bomb.pdf',
    ].join('\n');
    const checked = await checkedImport(api, testApp, csv, recruitmentId, {}, { zip });
    expectStatus(await api.start(checked.id), 200);
    await runImportWork(testApp);
    const after = expectStatus<ImportRowPage>(await api.rows(checked.id), 200);
    expect(after.result.map((row) => [row.outcome, row.problems])).toEqual([
      ['create', []],
      ['create', ['resumeRefused']],
    ]);
    const people = await peopleWith(['dora.bomb@example.com', 'emil.bomb@example.com']);
    expect(people).toHaveLength(2);
    const resumes = await testApp.database.db
      .select({ recruiteeId: files.recruiteeId, name: files.originalName })
      .from(files)
      .where(
        inArray(
          files.recruiteeId,
          people.map((person) => person.id),
        ),
      );
    expect(resumes).toEqual([
      {
        recruiteeId: people.find((person) => person.email === 'dora.bomb@example.com')?.id,
        name: 'good.pdf',
      },
    ]);
  });

  it('takes resumes from the zip by the file-name column, in any case and folder', async () => {
    const zip = zipOf({
      'cv/Anna_CV.pdf': pdfBytes,
      'cv/not-a-pdf.pdf': 'plain text, not a PDF',
      '__MACOSX/cv/._Anna_CV.pdf': 'resource fork',
    });
    const csv = [
      'Name,Email,CV',
      'Anna Zip,anna.zip@example.com,anna_cv.PDF',
      'Bartek Zip,bartek.zip@example.com,missing.pdf',
      'Celina Zip,celina.zip@example.com,not-a-pdf.pdf',
    ].join('\n');
    const checked = await checkedImport(api, testApp, csv, recruitmentId, {}, { zip });
    expect(checked.resumesFileName).toBe('resumes.zip');
    const rows = expectStatus<ImportRowPage>(await api.rows(checked.id), 200);
    expect(rows.result.map((row) => [row.outcome, row.problems])).toEqual([
      ['create', []],
      ['create', ['resumeNotInZip']],
      ['create', []],
    ]);
    expectStatus(await api.start(checked.id), 200);
    await runImportWork(testApp);
    const after = expectStatus<ImportRowPage>(await api.rows(checked.id), 200);
    expect(after.result.map((row) => row.problems)).toEqual([
      [],
      ['resumeNotInZip'],
      ['resumeRefused'],
    ]);
    const people = await peopleWith(['anna.zip@example.com', 'celina.zip@example.com']);
    const resumes = await testApp.database.db
      .select({
        recruiteeId: files.recruiteeId,
        contentType: files.contentType,
        name: files.originalName,
      })
      .from(files)
      .where(
        inArray(
          files.recruiteeId,
          people.map((person) => person.id),
        ),
      );
    expect(resumes).toEqual([
      {
        recruiteeId: people.find((person) => person.email === 'anna.zip@example.com')?.id,
        contentType: 'application/pdf',
        name: 'anna_cv.PDF',
      },
    ]);
    const [placed] = await testApp.database.db
      .select({ n: count() })
      .from(recruitmentRecruitees)
      .where(
        and(
          eq(recruitmentRecruitees.recruitmentId, recruitmentId),
          inArray(
            recruitmentRecruitees.recruiteeId,
            people.map((person) => person.id),
          ),
        ),
      );
    expect(placed?.n).toBe(2);
  });
});
