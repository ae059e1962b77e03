// What bench/api.mjs measures with, read from the database itself: the recruiter's busiest
// recruitment, a candidate with a long timeline, stages, search terms (common and rare) and
// the data set's counts. Read straight from PostgreSQL, so the choice does not depend on
// what the API happens to list first.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './support.mjs';

// pg is a dependency of the server, not of the workspace root.
const pg = createRequire(path.join(root, 'packages/api-server/package.json'))('pg');

const countedTables = [
  'recruitments',
  'recruitees',
  'job_applications',
  'recruitment_recruitees',
  'activities',
  'scores',
  'ats_users',
  'audit_events',
  'api_tokens',
];

/** Recruitments whose candidates the user sees in full (owner, hiring manager, team). */
const visibleRecruitments = `
  select r.id from recruitments r
  where r.owner_id = $1 or r.hiring_manager_id = $1
    or exists (select 1 from recruitment_team_members t where t.recruitment_id = r.id and t.user_id = $1)`;

async function one(client, text, values = []) {
  const { rows } = await client.query(text, values);
  return rows[0];
}

/** How many candidates' search text contains `term` (as the API's search matches). */
async function matches(client, term) {
  const row = await one(
    client,
    `select count(*)::int as n from recruitees where search_text like '%' || $1 || '%'`,
    [term],
  );
  return row.n;
}

export async function discoverBenchmarkData(databaseUrl, recruiterEmail) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const counts = {};
    for (const table of countedTables) {
      counts[table] = (await one(client, `select count(*)::int as n from ${table}`)).n;
    }
    const postgresVersion = (await one(client, `select current_setting('server_version') as v`)).v;

    const recruiter = await one(client, `select id from ats_users where lower(email) = $1`, [
      recruiterEmail,
    ]);
    if (!recruiter) throw new Error(`No user ${recruiterEmail} in the database`);
    const busiest = await one(
      client,
      `select r.id, r.title, count(rr.recruitee_id)::int as candidates
       from recruitments r join recruitment_recruitees rr on rr.recruitment_id = r.id
       where r.id in (${visibleRecruitments})
       group by r.id, r.title order by candidates desc, r.id limit 1`,
      [recruiter.id],
    );
    if (!busiest) {
      throw new Error(
        `${recruiterEmail} sees no recruitment with candidates in full (owner, hiring manager or team member): nothing to measure`,
      );
    }
    const stages = await client.query(
      `select stage_id from recruitment_recruitees where recruitment_id = $1
       group by stage_id order by count(*) desc, stage_id limit 2`,
      [busiest.id],
    );
    // The longest timeline the recruiter may read, and the application it belongs to.
    const timeline = await one(
      client,
      `select recruitee_id, recruitment_id, count(*)::int as activities from activities
       where recruitment_id in (${visibleRecruitments})
       group by recruitee_id, recruitment_id order by activities desc, recruitee_id limit 1`,
      [recruiter.id],
    );
    const application = await one(
      client,
      `select id from job_applications where recruitee_id = $1 and recruitment_id = $2
       order by created_at desc, id desc limit 1`,
      [timeline.recruitee_id, timeline.recruitment_id],
    );

    // Search terms. Common: the start of the most frequent surname in the busiest recruitment
    // (so that its list finds some too), the most frequent e-mail domain, the most frequent
    // 3-digit group of phone numbers. Rare: the least frequent full name in the busiest
    // recruitment (surnames alone repeat a lot in realistic data), that candidate's e-mail
    // name and the end of their phone number.
    const commonSurname = await one(
      client,
      `select lower(left(r.last_name, 4)) as term
       from recruitees r join recruitment_recruitees rr on rr.recruitee_id = r.id
       where rr.recruitment_id = $1 and length(r.last_name) >= 4
       group by r.last_name order by count(*) desc, r.last_name limit 1`,
      [busiest.id],
    );
    const commonDomain = await one(
      client,
      `select lower(split_part(email, '@', 2)) as term from recruitees
       group by 1 order by count(*) desc, 1 limit 1`,
    );
    const commonPhone = await one(
      client,
      `select substring(regexp_replace(phone_number, '[^0-9]', '', 'g') from 3 for 3) as term
       from recruitees where length(regexp_replace(phone_number, '[^0-9]', '', 'g')) >= 9
       group by 1 order by count(*) desc, 1 limit 1`,
    );
    const rareCandidate = await one(
      client,
      `select lower(r.first_name || ' ' || r.last_name) as full_name,
         lower(split_part(r.email, '@', 1)) as email_name,
         r.email as email,
         right(regexp_replace(r.phone_number, '[^0-9]', '', 'g'), 6) as phone_end
       from recruitees r join recruitment_recruitees rr on rr.recruitee_id = r.id
       where rr.recruitment_id = $1
       order by (select count(*) from recruitees o
           where o.first_name = r.first_name and o.last_name = r.last_name),
         length(regexp_replace(r.phone_number, '[^0-9]', '', 'g')) < 6, r.last_name, r.id
       limit 1`,
      [busiest.id],
    );
    const terms = {
      commonSurname: commonSurname.term,
      rareName: rareCandidate.full_name,
      commonEmail: commonDomain.term,
      rareEmail: rareCandidate.email_name,
      commonPhone: commonPhone?.term ?? '',
      rarePhone: rareCandidate.phone_end,
    };
    const termMatches = {};
    for (const [name, term] of Object.entries(terms)) {
      termMatches[name] = term === '' ? 0 : await matches(client, term);
    }

    const commonTitleWord = await one(
      client,
      `select lower(word) as term from recruitments, regexp_split_to_table(title, '\\s+') as word
       where length(word) >= 4 group by 1 order by count(*) desc, 1 limit 1`,
    );
    const keyword = await one(
      client,
      `select lower(left(name, 2)) as prefix from keywords group by 1 order by count(*) desc, 1 limit 1`,
    );
    const position = await one(
      client,
      `select lower(left(name, 2)) as prefix from position_localizations where language_id = 'en'
       group by 1 order by count(*) desc, 1 limit 1`,
    );
    const questionnaire = await one(
      client,
      `select id, lower(left(name, 3)) as prefix from questionnaires where status <> 2
       order by last_edited desc, id limit 1`,
    );
    // Settings > Users: the start of the most frequent staff surname (many matches) and one
    // staff member's e-mail name (one match).
    const staffSurname = await one(
      client,
      `select lower(left(last_name, 4)) as term from ats_users where length(last_name) >= 4
       group by 1 order by count(*) desc, 1 limit 1`,
    );
    const staffEmail = await one(
      client,
      `select lower(split_part(email, '@', 1)) as term from ats_users
       order by last_name desc, id limit 1`,
    );
    const staffMatches = async (term) =>
      (
        await one(
          client,
          `select count(*)::int as n from ats_users where search_text like '%' || $1 || '%'`,
          [term],
        )
      ).n;
    const staff = {
      commonTerm: staffSurname?.term ?? 'a',
      rareTerm: staffEmail?.term ?? 'a',
    };
    // Settings > API access lists the tokens not revoked.
    const apiTokens = {
      listed: (
        await one(client, 'select count(*)::int as n from api_tokens where revoked_at is null')
      ).n,
    };
    // Settings > Webhooks, and the delivery log of the endpoint every event goes to.
    const webhooks = await one(
      client,
      `select (select count(*)::int from webhook_endpoints) as endpoints,
         (select count(*)::int from webhook_deliveries
           where endpoint_id = 'b0b0b0b0-0000-4000-8000-000000000001') as "busiestDeliveries"`,
    );
    staff.commonMatches = await staffMatches(staff.commonTerm);
    staff.rareMatches = await staffMatches(staff.rareTerm);
    return {
      counts,
      postgresVersion,
      staff,
      apiTokens,
      webhooks,
      recruiterId: recruiter.id,
      busiest,
      stageIds: stages.rows.map((row) => row.stage_id),
      timeline: { ...timeline, jobApplicationId: application.id },
      terms,
      termMatches,
      /** A candidate's whole e-mail address, in another case: the add form's duplicate check. */
      candidateEmail: rareCandidate.email.toUpperCase(),
      recruitmentTitleWord: commonTitleWord?.term ?? 'a',
      keywordPrefix: keyword?.prefix ?? 'a',
      positionPrefix: position?.prefix ?? 'a',
      questionnaire,
    };
  } finally {
    await client.end();
  }
}
