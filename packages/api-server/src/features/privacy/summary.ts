import type { Schema } from '@ats/api-sdk';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { activities, files, jobApplications, recruitees, scores } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { activityHasText, isErasedColumn } from './erase.ts';
import { recruiteeFileIds, recruiteeScoresCondition } from './recruitee-rows.ts';

/**
 * What erasing the candidate would remove, counted in one statement (each count reads one
 * index by the recruitee); 404 for an unknown recruitee. After an erasure every count is 0.
 */
export async function selectPersonalDataSummary(
  db: Database,
  recruiteeId: string,
): Promise<Schema<'PersonalDataSummary'>> {
  const count = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number);
  const [row] = await db
    .select({
      recruiteeId: recruitees.id,
      firstName: recruitees.firstName,
      lastName: recruitees.lastName,
      email: recruitees.email,
      phoneNumber: recruitees.phoneNumber,
      isErased: isErasedColumn,
      applicationCount: count(sql`
        select count(*)::int from ${jobApplications}
        where ${jobApplications.recruiteeId} = ${recruiteeId}
          and ${jobApplications.answers} -> 'additionalQuestionnaireAnswers' <> '[]'::jsonb`),
      fileCount: count(sql`
        select count(*)::int from ${files}
        where ${files.id} in (${recruiteeFileIds(recruiteeId)})`),
      activityTextCount: count(sql`
        select count(*)::int from ${activities}
        where ${activities.recruiteeId} = ${recruiteeId} and ${activityHasText}`),
      scoreCommentCount: count(sql`
        select count(*)::int from ${scores}
        where ${recruiteeScoresCondition(recruiteeId)} and ${scores.comment} <> ''`),
    })
    .from(recruitees)
    .where(eq(recruitees.id, recruiteeId));
  if (!row) throw notFound(`no recruitee ${recruiteeId}`);
  return { ...row, phoneNumber: row.phoneNumber === '' ? null : row.phoneNumber };
}
