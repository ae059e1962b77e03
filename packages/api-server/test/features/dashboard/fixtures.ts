import { randomUUID } from 'node:crypto';
import { ActivityType } from '@ats/api-sdk';
import { sql } from 'drizzle-orm';
import {
  activities,
  recruitmentRecruitees,
  recruitmentStages,
} from '../../../src/db/schema/index.ts';
import type { TestApp } from '../../support/app.ts';
import {
  insertApplicationRow,
  insertRecruiteeRow,
  insertRecruitmentRow,
} from '../../support/rows.ts';

/*
 * The dashboard's fixture is written row by row, with every date chosen: recruitees,
 * candidates (a recruitee in a recruitment, with the time they entered it), applications
 * with their referer, activities with their recording time.
 */

const minute = 60_000;
const day = 24 * 60 * minute;

export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * minute);
export const daysAgo = (days: number) => new Date(Date.now() - days * day);

function wallClockParts(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** The calendar date ('YYYY-MM-DD') of `instant` in `timeZone` (Intl's zone data). */
export function localDate(instant: Date, timeZone: string): string {
  const { year, month, day: dayOfMonth } = wallClockParts(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
}

/** `date` ('YYYY-MM-DD') moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * day).toISOString().slice(0, 10);
}

/** The instant the clocks of `timeZone` show `time` ('HH:MM') on `date` ('YYYY-MM-DD'). */
export function wallClock(date: string, time: string, timeZone: string): Date {
  const asIfUtc = Date.parse(`${date}T${time}:00Z`);
  let instant = asIfUtc;
  // Twice: the second pass settles an offset that changes between the guesses (DST).
  for (let pass = 0; pass < 2; pass += 1) {
    const shown = wallClockParts(new Date(instant), timeZone);
    const shownAsIfUtc = Date.UTC(
      shown.year,
      shown.month - 1,
      shown.day,
      shown.hour,
      shown.minute,
      shown.second,
    );
    instant = asIfUtc - (shownAsIfUtc - instant);
  }
  return new Date(instant);
}

let recruiteeNumber = 0;

export function insertRecruitee(testApp: TestApp, firstName = 'Maja'): Promise<string> {
  recruiteeNumber += 1;
  return insertRecruiteeRow(testApp.database.db, {
    firstName,
    lastName: `Applicant ${recruiteeNumber}`,
    email: `dashboard-${recruiteeNumber}-${randomUUID().slice(0, 8)}@example.com`,
  });
}

export interface CandidateRow {
  recruiteeId: string;
  recruitmentId: string;
  stageId: string;
  /** When the recruitee entered the recruitment. */
  enteredAt: Date;
}

export async function insertCandidateRow(testApp: TestApp, candidate: CandidateRow) {
  await testApp.database.db.insert(recruitmentRecruitees).values({
    recruiteeId: candidate.recruiteeId,
    recruitmentId: candidate.recruitmentId,
    stageId: candidate.stageId,
    createdAt: candidate.enteredAt,
    stageChangedAt: candidate.enteredAt,
  });
}

export interface ApplicationRow {
  recruiteeId: string;
  recruitmentId: string;
  createdAt: Date;
  referer: string | null;
}

export async function insertApplication(testApp: TestApp, application: ApplicationRow) {
  await insertApplicationRow(testApp.database.db, application);
}

/** A note about the candidate by `userId`, recorded at `recordedAt`; answers its id. */
export async function insertNote(
  testApp: TestApp,
  candidate: { recruiteeId: string; recruitmentId: string },
  userId: string,
  recordedAt: Date,
  text = 'Strong portfolio.',
): Promise<string> {
  const [row] = await testApp.database.db
    .insert(activities)
    .values({
      activityType: ActivityType.NoteAdded,
      recruiteeId: candidate.recruiteeId,
      recruitmentId: candidate.recruitmentId,
      userId,
      creationTimestamp: recordedAt,
      activityTime: recordedAt,
      data: { text },
    })
    .returning({ id: activities.id });
  if (!row) throw new Error('activity not inserted');
  return row.id;
}

/** A stage of `stageType` that was deleted (after every live stage in the order). */
export async function insertDeletedStage(testApp: TestApp, stageType: number): Promise<string> {
  const [row] = await testApp.database.db
    .insert(recruitmentStages)
    .values({
      stageType,
      order: sql`(select coalesce(max(${recruitmentStages.order}), 0) + 1 from ${recruitmentStages})`,
      isDeleted: true,
    })
    .returning({ id: recruitmentStages.id });
  if (!row) throw new Error('stage not inserted');
  return row.id;
}

/** An open recruitment of `ownerId` alone (no hiring manager, no team). */
export function insertOwnRecruitment(
  testApp: TestApp,
  ownerId: string,
  status: number,
): Promise<string> {
  return insertRecruitmentRow(testApp.database.db, {
    title: 'Data engineer – Risk',
    status,
    ownerId,
    hiringManagerId: null,
  });
}
