import { randomBytes } from 'node:crypto';
import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RecruitmentStatus } from '@ats/api-sdk';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { files, jobApplications, recruitees } from '../../../src/db/schema/index.ts';
import { userIdByEmail } from '../../support/accounts.ts';
import type { TestApp } from '../../support/app.ts';
import { pngBytes } from '../../support/files.ts';
import { signedInHeaders } from '../../support/sign-in.ts';
import { CandidateApi } from '../activities/fixtures.ts';
import {
  type AnswerInput,
  type ApplicationForm,
  apply,
  completeForm,
  createOfferContext,
  elementOf,
  type OfferContext,
  validAnswers,
} from '../offers/fixtures.ts';
import { fullBody } from '../recruitments/fixtures.ts';

/*
 * A candidate the product holds everything about: two applications (to two recruitments)
 * sent through the real apply service with every kind of file, scores with comments, notes,
 * calls, meetings and messages that name them; and a second candidate who must stay as they
 * are. Texts, file names and file bytes all carry the person's name, e-mail and phone.
 */

export const person = {
  firstName: 'Zuzanna',
  lastName: 'Wiśniewska-Kotecka',
  email: 'zuzanna.kotecka@example.org',
  phoneNumber: '+48 601 234 567',
};

/** What must not be found anywhere after the erasure (the phone also as digits only). */
export const personNeedles = ['Zuzanna', 'Kotecka', person.email, '601 234 567', '601234567'];

export const otherPerson = {
  firstName: 'Olgierd',
  lastName: 'Kontrolny',
  email: 'olgierd.kontrolny@example.org',
  phoneNumber: '+48 700 800 900',
};

export const otherPersonNeedles = ['Olgierd', 'Kontrolny'];

/** The bytes each file of the person had when sent, by the name it was sent with. */
export type SentFiles = Map<string, Buffer>;

export interface PersonWorld {
  context: OfferContext;
  /** Open; owned by recruiter@example.com (no other staff). */
  firstRecruitmentId: string;
  /** Open; owned by recruiter@example.com, managed by manager@example.com. */
  secondRecruitmentId: string;
  recruiteeId: string;
  jobApplicationIds: string[];
  otherRecruiteeId: string;
  sentFiles: SentFiles;
  /** The owner of both recruitments. */
  owner: CandidateApi;
  /** The hiring manager of the second recruitment only. */
  manager: CandidateApi;
  /** On neither recruitment. */
  outsider: CandidateApi;
  managerId: string;
}

// The padding is random (an export's zip cannot shrink it) inside a stream object of known
// length, which the apply check's parser skips: loose random bytes take it ~10 s to scan.
const pdfWith = (text: string, padding = 0) =>
  Buffer.concat([
    Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj\n<< /Length ${padding} >>\nstream\n`, 'utf8'),
    randomBytes(padding),
    Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
  ]);

function formFor(
  context: OfferContext,
  who: typeof person,
  options: { resume: { name: string; bytes: Buffer }; futureOpeningsConsent: boolean },
): ApplicationForm {
  const { elements } = context;
  const summary = elementOf(elements, 'Summary').id;
  const answers = validAnswers(elements).map(
    (answer): AnswerInput =>
      answer.$type === 'Summary' && answer.questionId === summary
        ? {
            ...answer,
            value: `I am ${who.firstName} ${who.lastName}, write to ${who.email} or call ${who.phoneNumber}.`,
          }
        : answer,
  );
  const form = completeForm(elements, {
    personalData: { ...who, prefix: 'Ms' },
    answers,
    futureOpeningsConsent: options.futureOpeningsConsent,
  });
  return {
    ...form,
    resume: { ...options.resume, type: 'application/pdf' },
    photo: { bytes: pngBytes, name: `${who.firstName}.png`, type: 'image/png' },
    coverLetter: {
      bytes: Buffer.from(`Dear team,\n${who.firstName} ${who.lastName}\n${who.phoneNumber}\n`),
      name: `${who.lastName} letter.txt`,
      type: 'text/plain',
    },
    attachments: {
      [elementOf(elements, 'Attachment').id]: {
        bytes: pdfWith(`Portfolio of ${who.email}`),
        name: `${who.lastName} portfolio.pdf`,
        type: 'application/pdf',
      },
    },
  };
}

function recordSentFiles(form: ApplicationForm, sent: SentFiles) {
  for (const part of [
    form.resume,
    form.photo,
    form.coverLetter,
    ...Object.values(form.attachments ?? {}),
  ]) {
    if (part) sent.set(part.name, part.bytes);
  }
}

async function applyTo(testApp: TestApp, recruitmentId: string, form: ApplicationForm) {
  const response = await apply(testApp, recruitmentId, form);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: string }).id;
}

async function recruiteeIdByEmail(testApp: TestApp, email: string): Promise<string> {
  const [row] = await testApp.database.db
    .select({ id: recruitees.id })
    .from(recruitees)
    .where(eq(recruitees.email, email));
  if (!row) throw new Error(`no recruitee ${email}`);
  return row.id;
}

/** Posts as a staff member and expects the operation's success status. */
async function post(api: CandidateApi, url: string, body: object) {
  const response = await api.post(url, body);
  expect(response.statusCode, response.body).toBe(200);
}

export async function createPersonWorld(testApp: TestApp): Promise<PersonWorld> {
  const context = await createOfferContext(testApp);
  // Signed in first: a staff member's row is written at their first sign-in.
  const managerHeaders = await signedInHeaders(testApp.app, 'manager@example.com');
  const managerId = await userIdByEmail(testApp, 'manager@example.com');
  const secondRecruitmentId = await context.recruiterApi.add(
    fullBody(
      { questionnaireId: context.formQuestionnaireId, ownerId: context.recruiterId },
      { title: 'Frontend developer', hiringManagerId: managerId },
    ),
  );
  expect(
    (await context.recruiterApi.setStatus(secondRecruitmentId, RecruitmentStatus.Open)).statusCode,
  ).toBe(204);

  const sentFiles: SentFiles = new Map();
  const firstForm = formFor(context, person, {
    resume: { name: `${person.firstName} ${person.lastName} CV.pdf`, bytes: pdfWith(person.email) },
    futureOpeningsConsent: false,
  });
  // Large enough to be read in many chunks, so the archive's back-pressure is exercised.
  const secondForm = formFor(context, person, {
    resume: { name: 'cv-2.pdf', bytes: pdfWith(person.lastName, 3 * 1024 * 1024) },
    futureOpeningsConsent: true,
  });
  recordSentFiles(firstForm, sentFiles);
  recordSentFiles(secondForm, sentFiles);
  const jobApplicationIds = [
    await applyTo(testApp, context.openId, firstForm),
    await applyTo(testApp, secondRecruitmentId, secondForm),
  ];
  await applyTo(
    testApp,
    context.openId,
    formFor(context, otherPerson, {
      resume: { name: `${otherPerson.lastName}.pdf`, bytes: pdfWith(otherPerson.email) },
      futureOpeningsConsent: false,
    }),
  );
  const recruiteeId = await recruiteeIdByEmail(testApp, person.email);
  const otherRecruiteeId = await recruiteeIdByEmail(testApp, otherPerson.email);

  const owner = new CandidateApi(testApp, await signedInHeaders(testApp.app));
  const manager = new CandidateApi(testApp, managerHeaders);
  const outsider = new CandidateApi(
    testApp,
    await signedInHeaders(testApp.app, 'team@example.com'),
  );

  const first = { recruiteeId, recruitmentId: context.openId };
  const second = { recruiteeId, recruitmentId: secondRecruitmentId };
  const fullName = `${person.firstName} ${person.lastName}`;
  await post(owner, '/api/RecruitmentRecruiteeScores/setscore', {
    ...first,
    score: 4,
    comment: `<p>${fullName} knows PostgreSQL.</p>`,
  });
  await post(manager, '/api/RecruitmentRecruiteeScores/setscore', {
    ...second,
    score: 5,
    comment: `<p>Hire ${person.firstName}!</p>`,
  });
  await post(owner, '/api/Activities/note', {
    ...first,
    text: `${fullName} asked to be called at ${person.phoneNumber}.`,
  });
  await post(owner, '/api/Activities/phonecall', {
    ...first,
    callType: 1,
    callDate: '2025-05-06',
    callTime: '2025-05-06T08:30:00.000Z',
    description: `Called ${person.phoneNumber}; ${person.firstName} agreed.`,
  });
  await post(manager, '/api/Activities/meeting', {
    ...second,
    meetingName: `Interview with ${fullName}`,
    invitedPeople: [person.email, 'manager@example.com'],
    durationInMinutes: 60,
    timeZoneId: 'Europe/Warsaw',
    messageContent: `Dear ${person.firstName}, see you at 10.`,
    meetingDateTime: '2025-06-02T08:00:00.000Z',
  });
  // The other candidate gets a note that names them, which must stay.
  await post(owner, '/api/Activities/note', {
    recruiteeId: otherRecruiteeId,
    recruitmentId: context.openId,
    text: `${otherPerson.firstName} ${otherPerson.lastName} is next.`,
  });

  return {
    context,
    firstRecruitmentId: context.openId,
    secondRecruitmentId,
    recruiteeId,
    jobApplicationIds,
    otherRecruiteeId,
    sentFiles,
    owner,
    manager,
    outsider,
    managerId,
  };
}

export const personalDataUrl = (recruiteeId: string) =>
  `/api/Recruitees/${recruiteeId}/PersonalData`;
export const exportUrl = (recruiteeId: string) =>
  `/api/Recruitees/${recruiteeId}/PersonalData/Export`;

export function erase(testApp: TestApp, api: CandidateApi, recruiteeId: string) {
  return testApp.app.inject({
    method: 'DELETE',
    url: personalDataUrl(recruiteeId),
    headers: api.headers,
  });
}

/** The storage keys of a recruitee's file rows. */
export async function storageKeysOf(testApp: TestApp, recruiteeId: string): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ storageKey: files.storageKey })
    .from(files)
    .where(eq(files.recruiteeId, recruiteeId));
  return rows.map((row) => row.storageKey);
}

export async function applicationCount(testApp: TestApp): Promise<number> {
  const [row] = await testApp.database.db
    .select({ value: sql<number>`count(*)::int` })
    .from(jobApplications);
  return row?.value ?? 0;
}

/** Column types whose values are text, or hold text (lists, JSON). */
const textLikeTypes = [
  'text',
  'character varying',
  'character',
  'json',
  'jsonb',
  'ARRAY',
  'USER-DEFINED',
];

/**
 * Searches every text-like column of every table of the current schema (and every bytea
 * column, for the bytes) for each needle, case-insensitively. Answers `table.column: needle`
 * for each column that holds one.
 */
export async function findInDatabase(testApp: TestApp, needles: readonly string[]) {
  const { db } = testApp.database;
  const { rows: columns } = await db.execute<{
    table_name: string;
    column_name: string;
    data_type: string;
  }>(sql`
    select c.table_name, c.column_name, c.data_type
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`);
  const scanned = columns.filter(
    (column) => textLikeTypes.includes(column.data_type) || column.data_type === 'bytea',
  );
  // Sanity: the search reads the tables that hold personal data.
  expect(scanned.map((column) => `${column.table_name}.${column.column_name}`)).toEqual(
    expect.arrayContaining([
      'recruitees.first_name',
      'recruitees.search_text',
      'job_applications.answers',
      'files.original_name',
      'scores.comment',
      'activities.data',
    ]),
  );
  const found: string[] = [];
  for (const column of scanned) {
    const table = sql.identifier(column.table_name);
    const value = sql.identifier(column.column_name);
    for (const needle of needles) {
      const matches =
        column.data_type === 'bytea'
          ? sql`position(convert_to(${needle}, 'UTF8') in ${value}) > 0`
          : sql`${value}::text ilike ${`%${needle}%`}`;
      const { rows } = await db.execute<{ hits: number }>(
        sql`select count(*)::int as hits from ${table} where ${matches}`,
      );
      if ((rows[0]?.hits ?? 0) > 0)
        found.push(`${column.table_name}.${column.column_name}: ${needle}`);
    }
  }
  return found;
}

/**
 * Searches the storage directory: every path (case-insensitively) and every file's bytes (the
 * needle as UTF-8; files are stored as sent). Answers `path: needle` per hit.
 */
export function findInStorage(testApp: TestApp, needles: readonly string[]): string[] {
  const root = testApp.app.config.filesDir;
  let entries: Dirent[] = [];
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const entry of entries) {
    const filePath = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, filePath);
    const bytes = entry.isFile() ? readFileSync(filePath) : Buffer.alloc(0);
    for (const needle of needles) {
      if (relative.toLowerCase().includes(needle.toLowerCase()))
        found.push(`${relative}: ${needle}`);
      if (bytes.includes(Buffer.from(needle, 'utf8'))) found.push(`${relative} (bytes): ${needle}`);
    }
  }
  return found;
}
