import { type SQL, sql } from 'drizzle-orm';
import {
  files,
  jobApplications,
  recruitees,
  recruitmentRecruitees,
  scores,
} from '../../db/schema/index.ts';

/** A UUID as the answers store it; anything else is not a file reference. */
const uuidPattern = '^[0-9a-fA-F]{8}-([0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$';

/**
 * The ids of every file of a candidate, as a subquery for `files.id in (...)`: the files they
 * sent (`files.recruitee_id`), their photo, and every file their applications point at (the
 * resume column and the answers' `fileIdentifier`s), so that export and erasure agree and miss
 * nothing even where one of these links is missing. A union of index lookups (files by
 * recruitee, applications by recruitee), joined to `files` by its primary key.
 */
export function recruiteeFileIds(recruiteeId: string): SQL {
  const answers = sql`${jobApplications.answers} -> 'additionalQuestionnaireAnswers'`;
  // An application's answers are a list; anything else reads as no answers, not an error.
  const answerList = sql`case when jsonb_typeof(${answers}) = 'array' then ${answers} else '[]'::jsonb end`;
  return sql`
    select ${files.id} from ${files} where ${files.recruiteeId} = ${recruiteeId}
    union
    select ${recruitees.photoFileId} from ${recruitees}
    where ${recruitees.id} = ${recruiteeId} and ${recruitees.photoFileId} is not null
    union
    select ${jobApplications.resumeFileId} from ${jobApplications}
    where ${jobApplications.recruiteeId} = ${recruiteeId}
      and ${jobApplications.resumeFileId} is not null
    union
    select (answer ->> 'fileIdentifier')::uuid
    from ${jobApplications}, jsonb_array_elements(${answerList}) as answer
    where ${jobApplications.recruiteeId} = ${recruiteeId}
      and answer ->> 'fileIdentifier' ~ ${uuidPattern}`;
}

/**
 * The candidate's scores, as a condition on `scores`: by its (recruitment, recruitee) key over
 * the candidate's recruitments, which the scores' unique index serves (there is no index on
 * the recruitee alone).
 */
export function recruiteeScoresCondition(recruiteeId: string): SQL<boolean> {
  return sql<boolean>`(${scores.recruitmentId}, ${scores.recruiteeId}) in (
    select ${recruitmentRecruitees.recruitmentId}, ${recruitmentRecruitees.recruiteeId}
    from ${recruitmentRecruitees}
    where ${recruitmentRecruitees.recruiteeId} = ${recruiteeId}
  )`;
}
