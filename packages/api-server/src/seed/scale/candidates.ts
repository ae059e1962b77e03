import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { below, digits, stableUuid, uniform } from './sql-random.ts';
import type { WordLists } from './words.ts';

/** A share of candidates' further applications go to a recruitment they applied to before. */
const reapplyShare = 0.05;

/**
 * scale_application (temporary): who applies where and when. Application n's candidate is
 * candidate n for the first `candidates` applications (everyone applies once), a uniformly
 * drawn one after that. The recruitment is drawn by weight (a uniform slot of scale_slot);
 * a re-application draws with the candidate's first application's key, so it lands in the
 * same recruitment. The moment is uniform in the recruitment's window; the referer follows
 * the demo's shares.
 */
export async function createApplicationStaging(
  db: Database,
  words: WordLists,
  counts: { applications: number; candidates: number; slots: number },
): Promise<void> {
  const { applications, candidates, slots } = counts;
  const applicationNo = sql.raw('drawn.application_no');
  await db.execute(sql`create temporary table scale_application on commit drop as
    select drawn.application_no, drawn.candidate_no, slot.recruitment_no,
      recruitment.window_from
        + (recruitment.window_to - recruitment.window_from)
        * ${uniform('application-time', applicationNo)} as created_at,
      referer.word as referer
    from (
      select chosen.*,
        case when chosen.application_no > ${candidates}::int
          and ${uniform('reapply', sql.raw('chosen.application_no'))} < ${reapplyShare}
          then chosen.candidate_no else chosen.application_no end as pick_key
      from (
        select n as application_no,
          case when n <= ${candidates}::int then n
            else 1 + ${below(sql`${candidates}::int`, 'application-candidate', sql.raw('n'))} end
            as candidate_no
        from generate_series(1, ${applications}::int) as n
      ) as chosen
    ) as drawn
    join scale_slot as slot
      on slot.slot = 1 + ${below(sql`${slots}::int`, 'application-recruitment', sql.raw('drawn.pick_key'))}
    join scale_recruitment as recruitment on recruitment.no = slot.recruitment_no
    ${words.join('referer', 'referer', words.index('referer', 'referer', applicationNo))}
    order by created_at, application_no`);
  await db.execute(sql`alter table scale_application add primary key (application_no)`);
  await db.execute(sql`analyze scale_application`);
}

/**
 * scale_candidate (temporary): each candidate's name, e-mail, phone, address and
 * background, drawn from the demo's word lists with their real skew (a few surnames and
 * first names are far more common), created when they first applied. E-mail addresses
 * take the usual shapes (first.last, first.last85, f.last, firstlast417, ...) on a few
 * domains; a namesake of the same shape and domain gets first.last+1@, +2@, ...
 */
export async function createCandidateStaging(db: Database, words: WordLists): Promise<void> {
  const no = sql.raw('drawn.candidate_no');
  const group = sql.raw('drawn.name_group');
  const language = sql.raw('drawn.language');
  await db.execute(sql`create temporary table scale_candidate on commit drop as
    select named.*,
      named.local_part
        || case when named.namesake = 1 then '' else '+' || (named.namesake - 1) end
        || '@' || named.domain as email
    from (
      select drawn.candidate_no, drawn.created_at, drawn.name_group, drawn.language,
        ${stableUuid('recruitee', no)} as id,
        first_name.word as first_name, first_name.slug as first_slug, first_name.ascii as first_ascii,
        last_name.word as last_name, last_name.slug as last_slug, last_name.ascii as last_ascii,
        domain.word as domain,
        ${localPart(no)} as local_part,
        row_number() over (
          partition by ${localPart(no)}, domain.word order by drawn.candidate_no
        ) as namesake,
        city.word as city,
        ${phoneNumber(no)} as phone_number,
        ${prefix(no)} as prefix,
        ${address(no)} as address,
        1 + ${below(14, 'years', no)} as years,
        company.word as company,
        school.word as school,
        school.slug as degree
      from (
        select first_applied.candidate_no, first_applied.created_at,
          (case when ${uniform('candidate-language', sql.raw('first_applied.candidate_no'))} < 0.55 then 0 else 2 end)
          + (case when ${uniform('candidate-sex', sql.raw('first_applied.candidate_no'))} < 0.5 then 0 else 1 end)
            as name_group,
          case when ${uniform('candidate-language', sql.raw('first_applied.candidate_no'))} < 0.55
            then 'pl' else 'en' end as language
        from (
          select candidate_no, min(created_at) as created_at
          from scale_application group by candidate_no
        ) as first_applied
      ) as drawn
      ${words.join('first_name', sql`'first:' || ${group}`, words.skewedIndex(sql`'first:' || ${group}`, 1.5, 'first-name', no))}
      ${words.join('last_name', sql`'last:' || ${group}`, words.skewedIndex(sql`'last:' || ${group}`, 2, 'last-name', no))}
      ${words.join('domain', 'domain', words.index('domain', 'domain', no))}
      ${words.join('city', sql`'city:' || ${language}`, words.index(sql`'city:' || ${language}`, 'city', no))}
      ${words.join('street', sql`'street:' || ${language}`, words.index(sql`'street:' || ${language}`, 'street', no))}
      ${words.join('company', sql`'company:' || ${language}`, words.index(sql`'company:' || ${language}`, 'company', no))}
      ${words.join('school', sql`'school:' || ${language}`, words.index(sql`'school:' || ${language}`, 'school', no))}
    ) as named
    order by named.created_at, named.candidate_no`);
  await db.execute(sql`alter table scale_candidate add primary key (candidate_no)`);
  await db.execute(sql`analyze scale_candidate`);
}

/** The part of the e-mail address before '@', in one of the shapes people choose. */
function localPart(no: SQL): SQL {
  const shape = uniform('email-shape', no);
  const year = sql`lpad(((70 + ${below(36, 'email-year', no)}) % 100)::text, 2, '0')`;
  const number = sql`(1 + ${below(999, 'email-number', no)})::text`;
  return sql`case
    when ${shape} < 0.30 then first_name.slug || '.' || last_name.slug
    when ${shape} < 0.40 then first_name.slug || last_name.slug
    when ${shape} < 0.60 then first_name.slug || '.' || last_name.slug || ${year}
    when ${shape} < 0.70 then left(first_name.slug, 1) || '.' || last_name.slug
    when ${shape} < 0.78 then first_name.slug || '_' || last_name.slug
    when ${shape} < 0.85 then last_name.slug || '.' || first_name.slug
    else first_name.slug || last_name.slug || ${number}
  end`;
}

/** Polish, Irish or British mobile numbers as the demo writes them; a few leave none. */
function phoneNumber(no: SQL): SQL {
  const digit = (count: number, name: string) => digits(count, name, no);
  return sql`case
    when ${uniform('phone-given', no)} >= 0.92 then ''
    when drawn.language = 'pl' then '+48 ' || (5 + ${below(4, 'phone-prefix', no)})::text
      || ${digit(2, 'phone-a')} || ' ' || ${digit(3, 'phone-b')} || ' ' || ${digit(3, 'phone-c')}
    when city.word = 'Dublin' then '+353 8' || substr('3567', 1 + ${below(4, 'phone-prefix', no)}, 1)
      || ' ' || ${digit(3, 'phone-b')} || ' ' || ${digit(4, 'phone-c')}
    else '+44 7' || ${digit(3, 'phone-b')} || ' ' || ${digit(6, 'phone-c')}
  end`;
}

/** As the demo picks it: often none; Mr for men; Ms, Mrs or Miss for women. */
function prefix(no: SQL): SQL {
  const choice = uniform('prefix-choice', no);
  return sql`case
    when ${uniform('prefix-given', no)} < 0.45 then null
    when ${uniform('prefix-unsaid', no)} < 0.05 then 'PreferNotToSay'
    when drawn.name_group in (1, 3) then 'Mr'
    when ${choice} < ${5 / 9} then 'Ms'
    when ${choice} < ${8 / 9} then 'Mrs'
    else 'Miss'
  end`;
}

function address(no: SQL): SQL {
  return sql`case when drawn.language = 'pl' then
      street.word || ' ' || (1 + ${below(140, 'house', no)})::text
      || case when ${uniform('flat-given', no)} < 0.6 then '/' || (1 + ${below(60, 'flat', no)})::text else '' end
      || ', ' || city.slug || '-' || ${digits(3, 'postal', no)} || ' ' || city.word
    else (1 + ${below(220, 'house', no)})::text || ' ' || street.word || ', ' || city.word || ' ' || city.slug
  end`;
}

/** Candidates as recruitees (in the order they first applied, as a real table fills). */
export async function insertRecruitees(db: Database): Promise<number> {
  await db.execute(sql`insert into recruitees
      (id, first_name, last_name, email, phone_number, prefix, created_at)
    select id, first_name, last_name, email, phone_number, prefix, created_at
    from scale_candidate`);
  return countRows(db, 'recruitees');
}

export async function countRows(db: Database, table: string): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from ${sql.identifier(table)}`,
  );
  return Number(rows[0]?.count ?? 0);
}
