import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, inflateSync } from 'node:zlib';
import { RecruitmentStatus } from '@ats/api-sdk';
import { refererHost } from '@ats/domain';
import { asc, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { loadContract } from '../../src/contract/document.ts';
import { createContractAjv } from '../../src/contract/validation.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import {
  activities,
  atsUsers,
  emailTemplates,
  files,
  jobApplications,
  questionnaires,
  questionnaireVersions,
  recruitees,
  recruitmentStages,
  recruitments,
  recruitmentTeamMembers,
} from '../../src/db/schema/index.ts';
import { createLocalFileStorage, type FileStorage } from '../../src/features/files/storage.ts';
import { requireValidTexts } from '../../src/mail/render-email.ts';
import { hasDemoData, loadDemoData } from '../../src/seed/demo/index.ts';
import { createTestDatabase } from '../support/database.ts';
import { signIn } from '../support/sign-in.ts';

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
  'email_templates',
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

/** The size-1 data set most tests read (loading one takes seconds: it is loaded once). */
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

describe('demo data (size 1)', () => {
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
    // The default size gives a few hundred applications.
    expect(loaded.counts.recruitees).toBeGreaterThanOrEqual(150);
    expect(loaded.counts.recruitees).toBeLessThanOrEqual(300);
    expect(loaded.counts.job_applications).toBeGreaterThanOrEqual(250);
    expect(loaded.counts.job_applications).toBeLessThanOrEqual(400);
  });

  it('ships e-mail templates in English and Polish that pass the checks of a save', async () => {
    const templates = await loaded.database.db.select().from(emailTemplates);
    expect(templates.map((template) => template.name).sort()).toEqual([
      'Application received',
      'Interview invitation',
      'Not moving forward',
    ]);
    for (const template of templates) {
      for (const texts of [template.en, template.pl]) {
        expect(() => requireValidTexts(texts, template.name)).not.toThrow();
        expect(texts.subject).toMatch(/\{recruitmentTitle\}/);
      }
      expect(template.en.body).not.toBe(template.pl.body);
    }
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
    // Every demo account with a role (not the uninvited nor the newcomer), each with it.
    expect(
      users
        .filter((user) => user.oidcIssuer === 'development')
        .map((user) => [user.email, user.role])
        .sort(),
    ).toEqual([
      ['interviewer@example.com', 'Interviewer'],
      ['manager@example.com', 'HiringManager'],
      ['owner@example.com', 'Recruiter'],
      ['recruiter@example.com', 'Administrator'],
      ['team@example.com', 'Recruiter'],
    ]);
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

  it('has a second recruiter who can sign in, kept out of some open recruitments and on others', async () => {
    const { db } = loaded.database;
    const [second] = await db
      .select({ id: atsUsers.id, issuer: atsUsers.oidcIssuer })
      .from(atsUsers)
      .where(sql`${atsUsers.email} = 'team@example.com'`);
    expect(second?.issuer).toBe('development');
    const openWithCandidates = (await openRecruitmentsByAccess(loaded, second?.id ?? '')).filter(
      (row) => row.applications > 0,
    );
    expect(openWithCandidates.filter((row) => !row.allowed).length).toBeGreaterThanOrEqual(2);
    expect(openWithCandidates.filter((row) => row.allowed).length).toBeGreaterThanOrEqual(2);
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
    // Stored as the apply service stores them: normalised hosts (issue 26).
    for (const referer of referers) expect(refererHost(referer)).toBe(referer);

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

  it('writes every file to the storage: valid PDFs and PNG photos', async () => {
    const { db } = loaded.database;
    const rows = await db.select().from(files);
    const photos = await db.select({ photo: recruitees.photoFileId }).from(recruitees);
    expect(photos.some((row) => row.photo !== null)).toBe(true);
    expect(photos.some((row) => row.photo === null)).toBe(true);
    expect(new Set(rows.map((row) => row.contentType))).toEqual(
      new Set(['application/pdf', 'image/png']),
    );
    for (const row of rows) {
      const bytes = await loaded.storage.get(row.storageKey);
      expect(bytes, row.storageKey).not.toBeNull();
      expect(bytes?.length).toBe(row.sizeBytes);
      expect(row.recruiteeId, row.id).not.toBeNull();
      if (row.contentType === 'application/pdf') expectValidPdf(bytes ?? Buffer.alloc(0));
      else expectValidPng(bytes ?? Buffer.alloc(0), { width: 96, height: 96 });
    }
  });

  it('records each application through the apply service: one "sent" activity each', async () => {
    const { db } = loaded.database;
    const applications = await db.select().from(jobApplications);
    const sent = await db.select().from(activities).where(sql`${activities.activityType} = 0`);
    expect(sent).toHaveLength(applications.length);
    const sentByApplication = new Map(sent.map((row) => [row.data.jobApplicationId, row]));
    expect(sentByApplication.size).toBe(applications.length);
    for (const application of applications) {
      expect(application.consentedAt).toEqual(application.createdAt);
      expect(sentByApplication.get(application.id)).toMatchObject({
        recruiteeId: application.recruiteeId,
        recruitmentId: application.recruitmentId,
        creationTimestamp: application.createdAt,
      });
    }
    // Every activity names an application of its candidate in its recruitment.
    const applicationOf = new Map(applications.map((row) => [row.id, row]));
    for (const row of await db.select().from(activities)) {
      const application = applicationOf.get(row.data.jobApplicationId as string);
      expect(application?.recruiteeId, row.id).toBe(row.recruiteeId);
      expect(application?.recruitmentId, row.id).toBe(row.recruitmentId);
    }
  });

  it('has applications only in open and closed recruitments, open ones the most', async () => {
    const rows = await loaded.database.db.execute(sql`
      select r.status, count(a.id)::int as applications
      from ${recruitments} r left join ${jobApplications} a on a.recruitment_id = r.id
      group by r.status`);
    const byStatus = new Map(
      rows.rows.map((row) => [Number((row as Row).status), Number((row as Row).applications)]),
    );
    expect(byStatus.get(RecruitmentStatus.Draft)).toBe(0);
    expect(byStatus.get(RecruitmentStatus.Pending)).toBe(0);
    expect(byStatus.get(RecruitmentStatus.Closed)).toBeGreaterThan(0);
    expect(byStatus.get(RecruitmentStatus.Open)).toBeGreaterThan(
      byStatus.get(RecruitmentStatus.Closed) ?? 0,
    );
  });
});

describe('demo files served by the Files operations', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let cookie: string;
  let recruiterId: string;

  beforeAll(async () => {
    app = await buildApp({
      config: {
        ...loadConfig({ PORT: '3000', LOG_LEVEL: 'silent' }),
        staticDir: '/nonexistent',
        filesDir: loaded.filesDir,
        demoData: false,
      },
      database: loaded.database,
      logger: false,
      validateResponses: true,
    });
    await app.ready();
    cookie = await signIn(app, 'recruiter@example.com');
    const [recruiter] = await loaded.database.db
      .select({ id: atsUsers.id })
      .from(atsUsers)
      .where(sql`${atsUsers.email} = 'recruiter@example.com'`);
    recruiterId = recruiter?.id ?? '';
  });
  afterAll(() => app?.close());

  /** Applications with whether the demo recruiter may see their details. */
  async function applicationsByAccess() {
    const result = await loaded.database.db.execute(sql`
      select a.id, a.resume_file_id, a.answers,
        (r.owner_id = ${recruiterId} or r.hiring_manager_id = ${recruiterId}
          or exists (select 1 from ${recruitmentTeamMembers} m
            where m.recruitment_id = r.id and m.user_id = ${recruiterId})) as allowed
      from ${jobApplications} a join ${recruitments} r on r.id = a.recruitment_id
      order by a.created_at`);
    return result.rows as { id: string; resume_file_id: string; answers: Row; allowed: boolean }[];
  }

  it("serves every file of the applications the recruiter's teams received", async () => {
    const applications = (await applicationsByAccess()).filter((row) => row.allowed);
    expect(applications.length).toBeGreaterThan(50);
    const storedFiles = new Map(
      (await loaded.database.db.select().from(files)).map((row) => [row.id, row]),
    );
    for (const application of applications.slice(0, 40)) {
      const fileIds = (application.answers.additionalQuestionnaireAnswers as Row[])
        .map((answer) => answer.fileIdentifier)
        .filter((id): id is string => typeof id === 'string');
      expect(fileIds).toContain(application.resume_file_id);
      for (const fileId of new Set(fileIds)) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/Files/JobApplications/${application.id}/Files/${fileId}`,
          headers: { cookie },
        });
        expect(response.statusCode, response.body).toBe(200);
        const stored = storedFiles.get(fileId);
        expect(response.headers['content-type']).toBe(stored?.contentType);
        const bytes = await loaded.storage.get(stored?.storageKey ?? '');
        expect(response.rawPayload.equals(bytes ?? Buffer.alloc(0))).toBe(true);
      }
    }
  });

  it("refuses the files of other teams' applications", async () => {
    const refused = (await applicationsByAccess()).filter((row) => !row.allowed);
    expect(refused.length).toBeGreaterThan(0);
    for (const application of refused.slice(0, 5)) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/Files/JobApplications/${application.id}/Files/${application.resume_file_id}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it("serves candidates' PNG photos to any signed-in staff member", async () => {
    const withPhoto = await loaded.database.db
      .select({ id: recruitees.id, photoFileId: recruitees.photoFileId })
      .from(recruitees)
      .where(sql`${recruitees.photoFileId} is not null`)
      .limit(5);
    expect(withPhoto.length).toBeGreaterThan(0);
    for (const recruitee of withPhoto) {
      for (const url of [
        `/api/Files/Recruitees/${recruitee.id}/Photo`,
        `/api/Files/Avatars/${recruitee.photoFileId}`,
      ]) {
        const response = await app.inject({ method: 'GET', url, headers: { cookie } });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toBe('image/png');
        expectValidPng(response.rawPayload, { width: 96, height: 96 });
      }
    }
  });

  it('shows the second recruiter the candidates of his recruitments only, merged PDFs too', async () => {
    const [second] = await loaded.database.db
      .select({ id: atsUsers.id })
      .from(atsUsers)
      .where(sql`${atsUsers.email} = 'team@example.com'`);
    const teamCookie = await signIn(app, 'team@example.com');
    const open = (await openRecruitmentsByAccess(loaded, second?.id ?? '')).filter(
      (row) => row.applications > 0,
    );
    for (const recruitment of open) {
      const [application] = await loaded.database.db
        .select({ id: jobApplications.id })
        .from(jobApplications)
        .where(sql`${jobApplications.recruitmentId} = ${recruitment.id}`)
        .limit(1);
      const candidates = await app.inject({
        method: 'GET',
        url: `/api/RecruitmentRecruitees?recruitmentId=${recruitment.id}`,
        headers: { cookie: teamCookie },
      });
      const merged = await app.inject({
        method: 'GET',
        url: `/api/Files/JobApplications/${application?.id}/MergedPdf`,
        headers: { cookie: teamCookie },
      });
      const expected = recruitment.allowed ? 200 : 403;
      expect(candidates.statusCode, recruitment.id).toBe(expected);
      expect(merged.statusCode, recruitment.id).toBe(expected);
      if (recruitment.allowed) {
        const form = await app.inject({
          method: 'GET',
          url: `/api/JobApplications/${application?.id}/FilledQuestionnairePdf`,
          headers: { cookie: teamCookie },
        });
        // Each demo resume is a one-page PDF: the merged file is the form and that page.
        const formPages = (await PDFDocument.load(form.rawPayload)).getPageCount();
        expect((await PDFDocument.load(merged.rawPayload)).getPageCount()).toBe(formPages + 1);
      }
    }
  });
});

/**
 * Open recruitments with their number of applications and whether `userId` may see their
 * candidates in full (owner, hiring manager or team member), oldest first.
 */
async function openRecruitmentsByAccess(data: Loaded, userId: string) {
  const result = await data.database.db.execute(sql`
    select r.id,
      (select count(*)::int from ${jobApplications} a where a.recruitment_id = r.id) as applications,
      (r.owner_id = ${userId} or r.hiring_manager_id = ${userId}
        or exists (select 1 from ${recruitmentTeamMembers} m
          where m.recruitment_id = r.id and m.user_id = ${userId})) as allowed
    from ${recruitments} r
    where r.status = ${RecruitmentStatus.Open}
    order by r.create_date, r.id`);
  return (result.rows as { id: string; applications: number; allowed: boolean }[]).map((row) => ({
    ...row,
    applications: Number(row.applications),
  }));
}

/**
 * The PNG signature, an IHDR of the given size in 8-bit RGBA, every chunk's CRC, and image
 * data that inflates to exactly one filter byte plus four bytes per pixel per row.
 */
function expectValidPng(bytes: Buffer, size: { width: number; height: number }) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  const chunks: { type: string; data: Buffer }[] = [];
  for (let offset = 8; offset < bytes.length; ) {
    const length = bytes.readUInt32BE(offset);
    const typeAndData = bytes.subarray(offset + 4, offset + 8 + length);
    expect(bytes.readUInt32BE(offset + 8 + length)).toBe(crc32(typeAndData));
    chunks.push({
      type: typeAndData.subarray(0, 4).toString('latin1'),
      data: typeAndData.subarray(4),
    });
    offset += 12 + length;
  }
  expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const header = chunks[0]?.data ?? Buffer.alloc(13);
  expect([header.readUInt32BE(0), header.readUInt32BE(4)]).toEqual([size.width, size.height]);
  expect([...header.subarray(8, 13)]).toEqual([8, 6, 0, 0, 0]);
  const pixels = inflateSync(chunks[1]?.data ?? Buffer.alloc(0));
  expect(pixels.length).toBe(size.height * (1 + size.width * 4));
}

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
    small = loaded;
    again = await loadInto(1);
    large = await loadInto(2);
    console.info(
      `demo data size 2 on ${large.database.kind}: ${Math.round(large.milliseconds)} ms`,
      large.counts,
    );
  });
  afterAll(async () => {
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

  it('gives the same data for the same size and time (the service makes its own ids)', async () => {
    expect(again?.counts).toEqual(small?.counts);
    const people = async (loaded: Loaded | undefined) =>
      loaded?.database.db
        .select({
          email: recruitees.email,
          firstName: recruitees.firstName,
          createdAt: recruitees.createdAt,
        })
        .from(recruitees)
        .orderBy(recruitees.email);
    expect(await people(again)).toEqual(await people(small));
  });
});
