import type { ActivityType } from '@ats/api-sdk';
import { sql } from 'drizzle-orm';
import type { CandidateKey } from '../../access/candidate-access.ts';
import type { Database } from '../../db/client.ts';
import { activities, jobApplications } from '../../db/schema/index.ts';

export interface ActivityToRecord {
  activityType: ActivityType;
  candidate: CandidateKey;
  /** The staff member who acted. */
  userId: string;
  /** When it happened (a call's or meeting's time); the recording time when absent. */
  activityTime?: Date;
  /** The type's own fields (text, callType, newScore, newStageId, meeting fields, ...). */
  data: Record<string, unknown>;
}

/**
 * Writes a staff member's activity about a candidate, inside the caller's transaction (the
 * change it records goes in the same one). Stores what the demo data stores: the type's
 * fields plus `jobApplicationId`, the candidate's newest application in the recruitment at
 * that moment (read by job_applications_recruitment_recruitee_created_at_idx). Names of
 * people and positions are joined when read, never copied. Answers the new activity's id.
 */
export async function recordActivity(tx: Database, activity: ActivityToRecord): Promise<string> {
  const { recruiteeId, recruitmentId } = activity.candidate;
  const newestApplicationId = sql`(
    select ${jobApplications.id} from ${jobApplications}
    where ${jobApplications.recruitmentId} = ${recruitmentId}
      and ${jobApplications.recruiteeId} = ${recruiteeId}
    order by ${jobApplications.createdAt} desc, ${jobApplications.id} desc
    limit 1
  )`;
  const [row] = await tx
    .insert(activities)
    .values({
      activityType: activity.activityType,
      recruiteeId,
      recruitmentId,
      userId: activity.userId,
      ...(activity.activityTime ? { activityTime: activity.activityTime } : {}),
      data: sql`jsonb_build_object('jobApplicationId', ${newestApplicationId}) || ${JSON.stringify(activity.data)}::jsonb`,
    })
    .returning({ id: activities.id });
  if (!row) throw new Error('the activity was not recorded');
  return row.id;
}
