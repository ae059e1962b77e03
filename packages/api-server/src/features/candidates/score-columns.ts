import { inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { scores } from '../../db/schema/index.ts';

/*
 * Scores of one candidate in one recruitment, as columns of a query that names the
 * candidate's recruitment and recruitee. Each reads scores_recruitment_recruitee_user_key.
 * Only for rows the viewer may see in full: scores are details.
 */

function ofCandidate(recruitmentId: SQLWrapper, recruiteeId: SQLWrapper): SQL {
  return sql`${scores.recruitmentId} = ${recruitmentId} and ${scores.recruiteeId} = ${recruiteeId}`;
}

/**
 * The average of `score` over the rows, as the product shows it: rounded to one significant
 * digit (spec part 2 §9), which for averages of 1-5 stars is the nearest whole star, halves up (4.5 → 5,
 * 1.33 → 1); 0 over no rows. The rule is @ats/domain's averageScore (the scores feature's
 * summary rounds with it too): avg() of integers is an exact numeric, so round() matches it,
 * and test/features/scores/average-score-sql.test.ts holds the two equal.
 */
export function roundedAverageScore(score: SQLWrapper): SQL<number> {
  return sql<number>`round(coalesce(avg(${score}), 0))::float8`;
}

/** The candidate's average score, as roundedAverageScore shows it. */
export function averageScoreColumn(recruitmentId: SQLWrapper, recruiteeId: SQLWrapper) {
  return sql<number>`(
    select ${roundedAverageScore(scores.score)} from ${scores}
    where ${ofCandidate(recruitmentId, recruiteeId)}
  )`.mapWith(Number);
}

/** How many staff members scored the candidate. */
export function reviewCountColumn(recruitmentId: SQLWrapper, recruiteeId: SQLWrapper) {
  return sql<number>`(
    select count(*)::int from ${scores} where ${ofCandidate(recruitmentId, recruiteeId)}
  )`.mapWith(Number);
}

/** The viewer's own score, 0 when they have not scored. */
export function myScoreColumn(userId: string, recruitmentId: SQLWrapper, recruiteeId: SQLWrapper) {
  return sql<number>`coalesce((
    select ${scores.score}::int from ${scores}
    where ${ofCandidate(recruitmentId, recruiteeId)} and ${scores.userId} = ${userId}
  ), 0)`.mapWith(Number);
}

/**
 * Whether the viewer's own score is one of `wanted` (0 = not scored), as a filter: written
 * with exists / not exists (stored scores are 1-5), so that PostgreSQL can run it as a
 * semi- or anti-join instead of a subquery per candidate.
 */
export function myScoreInCondition(
  userId: string,
  recruitmentId: SQLWrapper,
  recruiteeId: SQLWrapper,
  wanted: readonly number[],
): SQL | undefined {
  const mine = sql`${ofCandidate(recruitmentId, recruiteeId)} and ${scores.userId} = ${userId}`;
  const given = wanted.filter((score) => score !== 0);
  return or(
    wanted.includes(0) ? sql`not exists (select 1 from ${scores} where ${mine})` : undefined,
    given.length > 0
      ? sql`exists (select 1 from ${scores} where ${mine} and ${inArray(scores.score, given)})`
      : undefined,
  );
}
