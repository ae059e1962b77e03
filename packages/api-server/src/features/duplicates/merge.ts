import { ActivityType } from '@ats/api-sdk';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import { recordActivity } from '../activities/index.ts';
import { recordAudit } from '../audit/index.ts';

export interface MergeRequest {
  keptRecruiteeId: string;
  mergedRecruiteeId: string;
  /** The staff member who merges. */
  userId: string;
}

interface LockedPerson extends Record<string, unknown> {
  id: string;
  anonymised_at: string | Date | null;
}

/**
 * Merges one candidate into another, in the caller's transaction (docs: decisions-merge, "Merge").
 * Both rows are locked first, in id order, so that two merges touching one person wait for
 * each other; the second then finds the merged row gone and answers 404. Every row that names
 * the merged person moves to the kept one, the merged row goes, and the merged id is recorded
 * for the redirect. Returns the kept person's newest application (to open their profile).
 */
export async function mergeRecruitees(
  tx: Database,
  { keptRecruiteeId: kept, mergedRecruiteeId: merged, userId }: MergeRequest,
): Promise<{ keptRecruiteeId: string; jobApplicationId: string | null }> {
  if (kept === merged) throw badRequest('a candidate cannot be merged into themselves');
  const locked = await tx.execute<LockedPerson>(sql`
    select id, anonymised_at from recruitees
    where id in (${kept}::uuid, ${merged}::uuid)
    order by id
    for update`);
  const keptRow = locked.rows.find((row) => row.id === kept);
  const mergedRow = locked.rows.find((row) => row.id === merged);
  if (!keptRow || !mergedRow) {
    throw notFound(`no candidate ${keptRow ? merged : kept} (merged already?)`);
  }
  if (keptRow.anonymised_at !== null || mergedRow.anonymised_at !== null) {
    throw badRequest('an erased candidate cannot be merged');
  }

  // Applications (with their consents and submitted details) first: the places written next
  // take their newest application from them (the before-insert trigger).
  await tx.execute(
    sql`update job_applications set recruitee_id = ${kept} where recruitee_id = ${merged}`,
  );

  // Places in recruitments only the merged person was in: the same place for the kept one.
  await tx.execute(sql`
    insert into recruitment_recruitees
      (recruitment_id, recruitee_id, stage_id, is_new, created_at, stage_changed_at)
    select m.recruitment_id, ${kept}, m.stage_id, m.is_new, m.created_at, m.stage_changed_at
    from recruitment_recruitees m
    where m.recruitee_id = ${merged}
      and not exists (
        select 1 from recruitment_recruitees k
        where k.recruitment_id = m.recruitment_id and k.recruitee_id = ${kept})`);

  // Recruitments both were in: one place stays, at the stage changed last (the kept one's on a
  // tie), new only while both were, entered when the first of them entered.
  await tx.execute(sql`
    update recruitment_recruitees k set
      stage_id = case when m.stage_changed_at > k.stage_changed_at then m.stage_id else k.stage_id end,
      stage_changed_at = greatest(k.stage_changed_at, m.stage_changed_at),
      is_new = k.is_new and m.is_new,
      created_at = least(k.created_at, m.created_at)
    from recruitment_recruitees m
    where k.recruitee_id = ${kept} and m.recruitee_id = ${merged}
      and m.recruitment_id = k.recruitment_id`);

  // Scores: where one user scored both in a recruitment, the newer score stays (the unique key
  // allows one); the rest move.
  await tx.execute(sql`
    delete from scores s using scores other
    where s.recruitment_id = other.recruitment_id and s.user_id = other.user_id
      and ((s.recruitee_id = ${merged} and other.recruitee_id = ${kept}
            and (s.scoring_time, s.id) < (other.scoring_time, other.id))
        or (s.recruitee_id = ${kept} and other.recruitee_id = ${merged}
            and (s.scoring_time, s.id) < (other.scoring_time, other.id)))
      and (s.recruitment_id, s.recruitee_id) in (
        select recruitment_id, recruitee_id from recruitment_recruitees
        where recruitee_id in (${kept}::uuid, ${merged}::uuid))`);
  await tx.execute(sql`
    update scores set recruitee_id = ${kept}
    where (recruitment_id, recruitee_id) in (
      select recruitment_id, recruitee_id from recruitment_recruitees where recruitee_id = ${merged})`);
  await tx.execute(
    sql`update activities set recruitee_id = ${kept} where recruitee_id = ${merged}`,
  );
  // Nothing names the merged places now.
  await tx.execute(sql`delete from recruitment_recruitees where recruitee_id = ${merged}`);

  // The newest application of each place and of the person: the triggers follow inserts and
  // deletes of applications, not a change of their candidate.
  await tx.execute(sql`
    update recruitment_recruitees rr
    set (newest_application_id, newest_application_at) = (
      select newest.id, newest.created_at from job_applications newest
      where newest.recruitment_id = rr.recruitment_id and newest.recruitee_id = rr.recruitee_id
      order by newest.created_at desc, newest.id desc
      limit 1)
    where rr.recruitee_id = ${kept}`);

  // Files, the access log, e-mails, stored answers of writes and webhook events.
  await tx.execute(sql`update files set recruitee_id = ${kept} where recruitee_id = ${merged}`);
  await tx.execute(
    sql`update access_log set recruitee_id = ${kept} where recruitee_id = ${merged}`,
  );
  await tx.execute(
    sql`update outbox_messages set recruitee_id = ${kept} where recruitee_id = ${merged}`,
  );
  await tx.execute(
    sql`update idempotency_keys set recruitee_id = ${kept} where recruitee_id = ${merged}`,
  );
  await tx.execute(
    sql`update webhook_messages set ordering_key = ${kept} where ordering_key = ${merged}`,
  );
  await tx.execute(
    sql`update webhook_deliveries set ordering_key = ${kept} where ordering_key = ${merged}`,
  );

  // The kept person keeps their own details; the merged one's photo when they have none.
  await tx.execute(sql`
    update recruitees k set
      photo_file_id = coalesce(k.photo_file_id, m.photo_file_id),
      (newest_application_id, newest_application_at) = (
        select newest.id, newest.created_at from job_applications newest
        where newest.recruitee_id = k.id
        order by newest.created_at desc, newest.id desc
        limit 1)
    from recruitees m
    where k.id = ${kept} and m.id = ${merged}`);

  // The redirects: earlier merges into the merged person now lead to the kept one.
  await tx.execute(
    sql`update recruitee_merges set kept_recruitee_id = ${kept} where kept_recruitee_id = ${merged}`,
  );
  await tx.execute(sql`delete from recruitees where id = ${merged}`);
  await tx.execute(sql`
    insert into recruitee_merges (merged_recruitee_id, kept_recruitee_id, merged_by)
    values (${merged}, ${kept}, ${userId})`);

  const places = await tx.execute<{ recruitment_id: string }>(
    sql`select recruitment_id from recruitment_recruitees where recruitee_id = ${kept}`,
  );
  for (const place of places.rows) {
    await recordActivity(tx, {
      activityType: ActivityType.CandidatesMerged,
      candidate: { recruiteeId: kept, recruitmentId: place.recruitment_id },
      userId,
      data: { mergedRecruiteeId: merged },
    });
  }
  await recordAudit(tx, {
    actorUserId: userId,
    action: 'candidate.merged',
    targetType: 'candidate',
    targetId: kept,
    // No name: the audit log outlives an erasure of the person, their ids say nothing.
    targetName: null,
    details: { mergedRecruiteeId: merged },
  });

  const newest = await tx.execute<{ newest_application_id: string | null }>(
    sql`select newest_application_id from recruitees where id = ${kept}`,
  );
  return {
    keptRecruiteeId: kept,
    jobApplicationId: newest.rows[0]?.newest_application_id ?? null,
  };
}
