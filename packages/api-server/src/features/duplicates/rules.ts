import type { Schema } from '@ats/api-sdk';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export type DuplicateReason = Schema<'DuplicateReason'>;
export type DuplicatePerson = Schema<'DuplicatePerson'>;

/** How many possible duplicates the profile lists at most (the contract's maxItems). */
const profileDuplicatesLimit = 10;

const column = (alias: string, name: string) => sql.raw(`${alias}.${name}`);

/**
 * Every pair of candidates the rules match, one row per pair (the smaller id first) with its
 * reasons and the newer person's created_at, erased people and dismissed pairs left out: what
 * the table duplicate_pairs holds. Each rule is a self-join on a stored key
 * (recruitees.duplicate_phone_key, duplicate_name_key: the same phone; the same name with the
 * same e-mail before the @) or on files_content_sha256_idx. The triggers that keep
 * duplicate_pairs compute one person's pairs with the same joins
 * (src/db/regenerate-migration.ts); this whole-table form fills it after a bulk load
 * (src/seed/scale) and checks it in the tests.
 */
export function allMatchingPairs(): SQL {
  const both = sql`greatest(a.created_at, b.created_at) as newer_at`;
  const living = sql`a.anonymised_at is null and b.anonymised_at is null`;
  return sql`
    select first_id, second_id, ${reasonOrder} as reasons, max(newer_at) as newer_at
    from (
      select a.id as first_id, b.id as second_id, 'phone' as reason, ${both}
      from recruitees a join recruitees b
        on b.duplicate_phone_key = a.duplicate_phone_key and a.id < b.id
      where a.duplicate_phone_key is not null and b.duplicate_phone_key is not null and ${living}
      union all
      select a.id, b.id, 'nameAndEmail', ${both}
      from recruitees a join recruitees b
        on b.duplicate_name_key = a.duplicate_name_key and a.id < b.id
      where ${living}
      union all
      select a.id, b.id, 'file', ${both}
      from (
        select distinct least(fa.recruitee_id, fb.recruitee_id) as first_id,
          greatest(fa.recruitee_id, fb.recruitee_id) as second_id
        from files fa join files fb on fb.content_sha256 = fa.content_sha256
        where fa.content_sha256 is not null and fb.content_sha256 is not null
          and fa.recruitee_id < fb.recruitee_id
      ) same
      join recruitees a on a.id = same.first_id
      join recruitees b on b.id = same.second_id
      where ${living}
    ) m
    where not ${dismissed(sql`m.first_id`, sql`m.second_id`)}
    group by first_id, second_id`;
}

/**
 * Fills duplicate_pairs from the rules, for a bulk load that turned the triggers off (the
 * scale generator): one statement instead of one look-up per candidate.
 */
export async function fillDuplicatePairs(db: Database): Promise<void> {
  await db.execute(sql`
    insert into duplicate_pairs (first_recruitee_id, second_recruitee_id, reasons, newer_created_at)
    select first_id, second_id, reasons, newer_at from (${allMatchingPairs()}) pairs
    on conflict do nothing`);
}

/** The pairs of one candidate, the other person's id as `other_id`. */
function pairsOf(recruiteeId: string): SQL {
  return sql`
    select b.id as other_id, 'phone' as reason
    from recruitees a join recruitees b on b.duplicate_phone_key = a.duplicate_phone_key
    where a.id = ${recruiteeId} and b.id <> a.id and b.duplicate_phone_key is not null
    union all
    select b.id, 'nameAndEmail'
    from recruitees a join recruitees b on b.duplicate_name_key = a.duplicate_name_key
    where a.id = ${recruiteeId} and b.id <> a.id
    union all
    select same.recruitee_id, 'file'
    -- The candidate's files by files_recruitee_id_idx (OFFSET 0 keeps the hash condition out:
    -- pushed in, the planner would read the whole partial hash index instead), then each
    -- hash's other files by files_content_sha256_idx.
    from (select f.content_sha256 from files f where f.recruitee_id = ${recruiteeId} offset 0) fa
    cross join lateral (
      select fb.recruitee_id from files fb
      where fb.content_sha256 = fa.content_sha256 and fb.content_sha256 is not null
        and fb.recruitee_id <> ${recruiteeId}
    ) same
    where fa.content_sha256 is not null`;
}

/** Whether a recruiter marked the pair (any order) "Not a duplicate". */
function dismissed(first: SQL, second: SQL): SQL {
  return sql`exists (
    select 1 from duplicate_dismissals d
    where d.first_recruitee_id = least(${first}, ${second})
      and d.second_recruitee_id = greatest(${first}, ${second}))`;
}

const reasonOrder = sql`array_agg(distinct reason order by reason)`;

interface PersonRow extends Record<string, unknown> {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  created_at: string | Date;
  applications_count: number | string;
  recruitment_titles: string[] | null;
  newest_application_id: string | null;
}

/** The columns of a DuplicatePerson, for the recruitee aliased `alias`. */
function personColumns(alias: string): SQL {
  const id = column(alias, 'id');
  return sql`${id} as id, ${column(alias, 'first_name')} as first_name,
    ${column(alias, 'last_name')} as last_name, ${column(alias, 'email')} as email,
    ${column(alias, 'phone_number')} as phone_number, ${column(alias, 'created_at')} as created_at,
    ${column(alias, 'newest_application_id')} as newest_application_id,
    (select count(*) from job_applications ja where ja.recruitee_id = ${id}) as applications_count,
    (select array_agg(r.title order by r.title) from recruitment_recruitees rr
      join recruitments r on r.id = rr.recruitment_id where rr.recruitee_id = ${id}) as recruitment_titles`;
}

function toPerson(row: PersonRow): DuplicatePerson {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    createdAt: new Date(row.created_at).toISOString(),
    applicationsCount: Number(row.applications_count),
    recruitmentTitles: (row.recruitment_titles ?? []).slice(0, 100),
    jobApplicationId: row.newest_application_id,
  };
}

/** One candidate as the comparison shows them; null when there is none with this id. */
export async function selectDuplicatePerson(
  db: Database,
  recruiteeId: string,
): Promise<DuplicatePerson | null> {
  const result = await db.execute<PersonRow>(
    sql`select ${personColumns('p')} from recruitees p where p.id = ${recruiteeId}`,
  );
  const [row] = result.rows;
  return row ? toPerson(row) : null;
}

/** The candidate's possible duplicates (not dismissed), those added last first. */
export async function selectDuplicatesOf(
  db: Database,
  recruiteeId: string,
): Promise<Schema<'DuplicateMatch'>[]> {
  const result = await db.execute<PersonRow & { reasons: DuplicateReason[] }>(sql`
    with matches as (
      select other_id, ${reasonOrder} as reasons from (${pairsOf(recruiteeId)}) m
      where not ${dismissed(sql`${recruiteeId}::uuid`, sql`m.other_id`)}
      group by other_id
    )
    select ${personColumns('p')}, matches.reasons
    from matches join recruitees p on p.id = matches.other_id
    where p.anonymised_at is null
    order by p.created_at desc, p.id
    limit ${profileDuplicatesLimit}`);
  return result.rows.map((row) => ({ recruitee: toPerson(row), reasons: row.reasons }));
}

/**
 * A page of the pairs, ordered by the newer person of each pair (newest first), with their
 * total: read from duplicate_pairs (kept by triggers) by its index in the list's order, and
 * counted by an index-only scan. Erased candidates and dismissed pairs are not in it.
 */
export async function selectDuplicatePairsPage(
  db: Database,
  { pageNumber, pageSize }: { pageNumber: number; pageSize: number },
): Promise<Schema<'DuplicatePairPage'>> {
  const result = await db.execute<{
    first_id: string;
    second_id: string;
    reasons: DuplicateReason[];
  }>(sql`
    select first_recruitee_id as first_id, second_recruitee_id as second_id, reasons
    from duplicate_pairs
    order by newer_created_at desc, first_recruitee_id, second_recruitee_id
    limit ${pageSize} offset ${(pageNumber - 1) * pageSize}`);
  const rows = result.rows;
  const ids = [...new Set(rows.flatMap((row) => [row.first_id, row.second_id]))];
  const people = new Map<string, DuplicatePerson>();
  if (ids.length > 0) {
    const idList = sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const found = await db.execute<PersonRow>(
      sql`select ${personColumns('p')} from recruitees p where p.id in (${idList})`,
    );
    for (const row of found.rows) people.set(row.id, toPerson(row));
  }
  const counted = await db.execute<{ total: number | string }>(
    sql`select count(*) as total from duplicate_pairs`,
  );
  return {
    result: rows.flatMap((row) => {
      const first = people.get(row.first_id);
      const second = people.get(row.second_id);
      return first && second ? [{ first, second, reasons: row.reasons as DuplicateReason[] }] : [];
    }),
    totalCount: Number(counted.rows[0]?.total ?? 0),
    pageNumber,
  };
}
