import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../src/contract/document.ts';
import { createContractAjv } from '../../src/contract/validation.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { hasDemoData, loadDemoData } from '../../src/db/demo/index.ts';
import {
  activities,
  atsUsers,
  files,
  jobApplications,
  questionnaires,
  questionnaireVersions,
  recruitees,
  recruitmentStages,
  recruitments,
  recruitmentTeamMembers,
} from '../../src/db/schema/index.ts';
import { createLocalFileStorage, type FileStorage } from '../../src/files/storage.ts';
import { createTestDatabase } from '../support/database.ts';

const now = new Date('2026-03-16T09:30:00Z');

/** Every table the demo fills, as named in loadDemoData's counts. */
const demoTables = [
  'ats_users',
  'positions',
  'position_localizations',
  'questionnaires',
  'questionnaire_versions',
  'recruitments',
  'recruitment_team_members',
  'keywords',
  'recruitment_keywords',
  'files',
  'recruitees',
  'job_applications',
  'recruitment_recruitees',
  'scores',
  'activities',
];

const elementTypes = [
  'Address',
  'Attachment',
  'CoverLetter',
  'Education',
  'Experience',
  'Header',
  'MultiLineText',
  'MultipleChoice',
  'Photo',
  'Resume',
  'SingleChoice',
  'SingleLineText',
  'Summary',
  'TextParagraph',
];

interface Loaded {
  database: DatabaseHandle;
  storage: FileStorage;
  filesDir: string;
  counts: Record<string, number>;
  milliseconds: number;
}

async function loadInto(size: number): Promise<Loaded> {
  const database = await createTestDatabase();
  const filesDir = mkdtempSync(path.join(tmpdir(), 'ats-demo-files-'));
  const storage = createLocalFileStorage(filesDir);
  const startedAt = performance.now();
  const counts = await database.db.transaction((tx) => loadDemoData(tx, { size, storage, now }));
  return { database, storage, filesDir, counts, milliseconds: performance.now() - startedAt };
}

async function dispose(loaded: Loaded | undefined) {
  if (!loaded) return;
  await loaded.database.close();
  rmSync(loaded.filesDir, { recursive: true, force: true });
}

async function rowCount(loaded: Loaded, table: string): Promise<number> {
  const result = await loaded.database.db.execute(
    sql.raw(`select count(*)::int as count from "${table}"`),
  );
  return Number((result.rows[0] as { count: number }).count);
}

type Row = Record<string, unknown>;

describe('demo data (size 1)', () => {
  let loaded: Loaded;
  let emptyBefore: boolean;

  beforeAll(async () => {
    const database = await createTestDatabase();
    emptyBefore = !(await hasDemoData(database.db));
    await database.close();
    loaded = await loadInto(1);
    console.info(
      `demo data size 1 on ${loaded.database.kind}: ${Math.round(loaded.milliseconds)} ms`,
      loaded.counts,
    );
  });
  afterAll(() => dispose(loaded));

  it('flips hasDemoData from false to true', async () => {
    expect(emptyBefore).toBe(true);
    expect(await hasDemoData(loaded.database.db)).toBe(true);
  });

  it('fills every demo table, and the counts it returns are the rows it added', async () => {
    expect(Object.keys(loaded.counts).sort()).toEqual([...demoTables].sort());
    for (const table of demoTables) {
      expect(loaded.counts[table], table).toBeGreaterThan(0);
      // Reference positions existed before; every other table was empty.
      const rows = await rowCount(loaded, table);
      if (table.startsWith('position')) expect(rows).toBeGreaterThan(loaded.counts[table] ?? 0);
      else expect(rows, table).toBe(loaded.counts[table]);
    }
    expect(loaded.counts.recruitees).toBeGreaterThanOrEqual(24);
    expect(loaded.counts.recruitees).toBeLessThanOrEqual(100);
  });

  it('creates the demo accounts with avatars, and staff who cannot sign in', async () => {
    const users = await loaded.database.db.select().from(atsUsers);
    const recruiter = users.find((user) => user.email === 'recruiter@example.com');
    expect(recruiter).toMatchObject({
      oidcIssuer: 'development',
      oidcSubject: 'demo-recruiter',
      firstName: 'Anna',
      lastName: 'Kowalska',
      avatarContentType: 'image/svg+xml',
    });
    expect(recruiter?.avatar?.toString('utf8')).toMatch(/^<svg/);
    expect(users.filter((user) => user.oidcIssuer === 'development')).toHaveLength(4);
    expect(users.filter((user) => user.oidcIssuer === 'demo-staff').length).toBeGreaterThanOrEqual(
      6,
    );
  });

  it('uses every element type in questionnaires of every status', async () => {
    const rows = await loaded.database.db.select().from(questionnaires);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set([0, 1, 2]));
    const used = new Set(
      rows.flatMap((row) => row.structure.elements.map((element) => element.$type as string)),
    );
    expect([...used].sort()).toEqual(elementTypes);
  });

  it('has recruitments in every status, mostly with the demo recruiter on board', async () => {
    const rows = await loaded.database.db.select().from(recruitments);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set([0, 1, 2, 3]));
    const open = rows.filter((row) => row.status === 2);
    expect(open.every((row) => row.jobOfferUrl?.startsWith('https://'))).toBe(true);
    expect(rows.filter((row) => row.status !== 2).every((row) => row.jobOfferUrl === null)).toBe(
      true,
    );
    expect(rows.some((row) => row.deadline !== null && row.deadline < now.toISOString())).toBe(
      true,
    );
    for (const row of rows.filter((recruitment) => recruitment.jobDescription)) {
      expect(JSON.parse(row.jobDescription)).toMatchObject({ type: 'doc' });
    }

    const [recruiter] = await loaded.database.db
      .select({ id: atsUsers.id })
      .from(atsUsers)
      .where(sql`${atsUsers.email} = 'recruiter@example.com'`);
    const team = await loaded.database.db.select().from(recruitmentTeamMembers);
    const involved = rows.filter(
      (row) =>
        row.ownerId === recruiter?.id ||
        team.some((member) => member.recruitmentId === row.id && member.userId === recruiter?.id),
    );
    expect(involved.length / rows.length).toBeGreaterThan(0.6);
    expect(involved.length).toBeLessThan(rows.length); // some profiles stay without authorizedData
  });

  it('spreads applications over 60 days, several sources and every kind of stage', async () => {
    const { db } = loaded.database;
    const applications = await db.select().from(jobApplications);
    const days = (date: Date) => (now.getTime() - date.getTime()) / 86_400_000;
    expect(applications.every((row) => days(row.createdAt) >= 0 && days(row.createdAt) <= 61)).toBe(
      true,
    );
    const lastWeek = applications.filter((row) => days(row.createdAt) <= 7);
    expect(lastWeek.length).toBeGreaterThanOrEqual(8);
    expect(
      new Set(lastWeek.map((row) => row.createdAt.toISOString().slice(0, 10))).size,
    ).toBeGreaterThanOrEqual(5);

    const referers = new Set(applications.map((row) => row.referer));
    for (const referer of [null, 'linkedin.com', 'indeed.com']) expect(referers).toContain(referer);
    expect(referers.size).toBeGreaterThanOrEqual(5);

    const severalApplications = await db.execute(
      sql`select recruitee_id from job_applications group by recruitee_id having count(distinct recruitment_id) > 1`,
    );
    expect(severalApplications.rows.length).toBeGreaterThan(0);

    const stageTypes = await db.execute(
      sql`select distinct s.stage_type from recruitment_recruitees rr join ${recruitmentStages} s on s.id = rr.stage_id`,
    );
    expect(new Set(stageTypes.rows.map((row) => Number((row as Row).stage_type)))).toEqual(
      new Set([0, 1, 2, 3, 4]),
    );

    const scores = await db.execute(
      sql`select count(distinct user_id)::int as scorers, min(score) as low, max(score) as high from scores`,
    );
    expect(scores.rows[0]).toMatchObject({ scorers: expect.any(Number) });
    expect(Number((scores.rows[0] as Row).scorers)).toBeGreaterThanOrEqual(3);
  });

  it('records activities of every type, with their data, in time order', async () => {
    const rows = await loaded.database.db
      .select()
      .from(activities)
      .orderBy(asc(activities.creationTimestamp));
    expect(new Set(rows.map((row) => row.activityType))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    const fieldsByType: Record<number, string[]> = {
      0: ['jobApplicationId'],
      1: ['newScore', 'comment'],
      2: ['callType', 'description'],
      3: ['text'],
      4: ['text'],
      5: ['newStageId'],
      6: ['meetingName', 'invitedPeople', 'meetingDateTime', 'timeZoneId', 'messageContent'],
    };
    for (const row of rows) {
      for (const field of fieldsByType[row.activityType] ?? []) {
        expect(row.data, `activity type ${row.activityType}`).toHaveProperty(field);
      }
      expect(row.userId === null).toBe(row.activityType === 0);
      expect(row.creationTimestamp.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    // Each candidate's timeline in a recruitment starts with the application.
    const firstByPair = new Map<string, number>();
    for (const row of rows) {
      const pair = `${row.recruitmentId} ${row.recruiteeId}`;
      if (!firstByPair.has(pair)) firstByPair.set(pair, row.activityType);
    }
    expect([...firstByPair.values()].every((type) => type === 0)).toBe(true);
    // Upcoming meetings exist too.
    expect(rows.some((row) => row.activityType === 6 && row.activityTime > now)).toBe(true);
  });

  it('stores structures, answers and activity data the contract can serve as they are', async () => {
    const ajv = createContractAjv(loadContract(), { coerce: false });
    const validator = (name: string) => {
      const validate = ajv.getSchema(`openapi.json#/$defs/${name}`);
      if (!validate) throw new Error(`No schema ${name}`);
      return (value: unknown, label: string) => {
        // Ajv's useDefaults may add keys: validate a copy.
        const valid = validate(structuredClone(value));
        expect(valid, `${label}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      };
    };
    const structure = validator('QuestionnaireStructure');
    const filledAnswers = validator('FilledQuestionnaireAnswers');
    const activityData = validator('ActivityData');
    const { db } = loaded.database;

    for (const row of await db.select().from(questionnaires)) structure(row.structure, row.name);
    for (const row of await db.select().from(questionnaireVersions)) {
      structure(row.structure, `${row.questionnaireId} v${row.version}`);
    }
    for (const row of await db.select().from(activities)) activityData(row.data, row.id);

    const fileIds = new Set((await db.select({ id: files.id }).from(files)).map((row) => row.id));
    const answerTypes = new Set<string>();
    for (const application of await db.select().from(jobApplications)) {
      structure(application.questionnaireStructure, application.id);
      filledAnswers(application.answers, application.id);
      const elements = new Map(
        application.questionnaireStructure.elements.map((element) => [
          element.id as string,
          element,
        ]),
      );
      const answers = application.answers.additionalQuestionnaireAnswers as Row[];
      for (const answer of answers) {
        answerTypes.add(answer.$type as string);
        // Each answer answers an element of the same type in the structure the candidate saw.
        expect(elements.get(answer.questionId as string)?.$type).toBe(answer.$type);
        if ('fileIdentifier' in answer) expect(fileIds).toContain(answer.fileIdentifier);
      }
      const resume = answers.find((answer) => answer.$type === 'Resume');
      expect(resume?.fileIdentifier).toBe(application.resumeFileId);
    }
    expect([...answerTypes].sort()).toEqual(
      elementTypes.filter((type) => type !== 'Header' && type !== 'TextParagraph'),
    );
  });

  it('writes every file to the storage: valid PDFs and SVG photos', async () => {
    const { db } = loaded.database;
    const rows = await db.select().from(files);
    const photos = await db.select({ photo: recruitees.photoFileId }).from(recruitees);
    expect(photos.some((row) => row.photo !== null)).toBe(true);
    expect(photos.some((row) => row.photo === null)).toBe(true);
    for (const row of rows) {
      const bytes = await loaded.storage.get(row.storageKey);
      expect(bytes, row.storageKey).not.toBeNull();
      expect(bytes?.length).toBe(row.sizeBytes);
      if (row.contentType === 'application/pdf') expectValidPdf(bytes ?? Buffer.alloc(0));
      else
        expect(bytes?.toString('utf8')).toMatch(
          /^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/,
        );
    }
  });
});

/** Header, trailer and every cross-reference offset pointing at its object. */
function expectValidPdf(bytes: Buffer) {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startXref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
  expect(text.slice(startXref, startXref + 4)).toBe('xref');
  const entries = [...text.slice(startXref).matchAll(/^(\d{10}) 00000 n $/gm)];
  expect(entries.length).toBeGreaterThanOrEqual(5);
  entries.forEach((entry, index) => {
    const offset = Number(entry[1]);
    expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
  });
  const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
  const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
  expect(text.slice(streamStart + length, streamStart + length + 10)).toBe('\nendstream');
}

describe('demo data size and repeatability', () => {
  let small: Loaded | undefined;
  let again: Loaded | undefined;
  let large: Loaded | undefined;

  beforeAll(async () => {
    small = await loadInto(1);
    again = await loadInto(1);
    large = await loadInto(2);
    console.info(
      `demo data size 2 on ${large.database.kind}: ${Math.round(large.milliseconds)} ms`,
      large.counts,
    );
  });
  afterAll(async () => {
    await dispose(small);
    await dispose(again);
    await dispose(large);
  });

  it('grows linearly: size 2 makes about twice size 1', () => {
    for (const table of ['recruitments', 'recruitees', 'job_applications', 'activities', 'files']) {
      const ratio = (large?.counts[table] ?? 0) / (small?.counts[table] ?? 1);
      // Exactly 2 for the planned counts; about 2 for what depends on chance (paths, files).
      expect(ratio, table).toBeGreaterThan(1.5);
      expect(ratio, table).toBeLessThan(2.6);
    }
  });

  it('gives the same data for the same size and time', async () => {
    expect(again?.counts).toEqual(small?.counts);
    const people = async (loaded: Loaded | undefined) =>
      loaded?.database.db
        .select({ id: recruitees.id, email: recruitees.email, createdAt: recruitees.createdAt })
        .from(recruitees)
        .orderBy(recruitees.id);
    expect(await people(again)).toEqual(await people(small));
  });
});
