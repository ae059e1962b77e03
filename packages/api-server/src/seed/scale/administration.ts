import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { DEMO_STAFF_ISSUER } from '../demo/people.ts';
import { below, between, literal, SCALE_SEED, stableUuid, uniform } from './sql-random.ts';
import type { ScaleStaff } from './staff.ts';
import { NAME_GROUPS, type WordLists } from './words.ts';

/**
 * The staff directory of a large company and its administration history, for Settings >
 * Users and the audit log: people invited as interviewers and hiring managers (some not yet
 * signed in, some deactivated since) who are on no recruitment, and the audit entries of
 * two years of administration. One INSERT ... SELECT each.
 */

/** The e-mail domain of the directory staff (a reset deletes them by it). */
export const DIRECTORY_DOMAIN = 'people.example.com';

const day = sql`interval '1 day'`;

/** A value from `choices` by cumulative weights (0..1, ascending), drawn by `draw`. */
function weightedCase(draw: SQL, choices: readonly (readonly [string, number])[]): SQL {
  const cases = choices
    .slice(0, -1)
    .map(([value, upTo]) => sql`when ${draw} < ${sql.raw(String(upTo))} then ${literal(value)}`);
  const last = choices.at(-1)?.[0] ?? '';
  return sql`(case ${sql.join(cases, sql` `)} else ${literal(last)} end)`;
}

/**
 * `count` directory staff: mostly interviewers and hiring managers, three in four active
 * (signed in within the last month), one in ten invited (no identity yet), the rest
 * deactivated. Names come from the candidates' word lists; e-mails are unique by number.
 */
export async function insertDirectoryStaff(
  db: Database,
  words: WordLists,
  options: { count: number; anchor: Date },
): Promise<void> {
  const no = sql`person.no`;
  const group = sql`${below(NAME_GROUPS, 'directory-group', no)}`;
  const anchor = sql`${options.anchor.toISOString()}::timestamptz`;
  const createdAt = sql`(${anchor} - (30 + ${below(730, 'directory-created', no)}) * ${day})`;
  const status = weightedCase(uniform('directory-status', no), [
    ['Active', 0.75],
    ['Invited', 0.85],
    ['Deactivated', 1],
  ]);
  const role = weightedCase(uniform('directory-role', no), [
    ['Interviewer', 0.5],
    ['HiringManager', 0.8],
    ['Recruiter', 0.97],
    ['Administrator', 1],
  ]);
  await db.execute(sql`
    insert into ats_users (id, oidc_issuer, oidc_subject, email, role, status, invited_at,
      deactivated_at, first_name, last_name, created_at, last_sign_in_at)
    select id,
      case when status = 'Invited' then null else ${DEMO_STAFF_ISSUER} end,
      case when status = 'Invited' then null else 'directory-' || no end,
      email, role, status, created_at,
      case when status = 'Deactivated' then ${between(sql`created_at`, anchor, uniform('directory-deactivated', sql`no`))} end,
      first_name, last_name, created_at,
      case when status = 'Active' then ${anchor} - ${below(30 * 24, 'directory-sign-in', sql`no`)} * interval '1 hour' end
    from (
      select person.no,
        ${stableUuid('directory-id', no)} as id,
        first_name.word as first_name, last_name.word as last_name,
        first_name.slug || '.' || last_name.slug || '.' || person.no || ${literal(`@${DIRECTORY_DOMAIN}`)} as email,
        ${status} as status, ${role} as role, ${createdAt} as created_at
      from generate_series(1, ${options.count}) as person(no)
      ${words.join('first_name', sql`'first:' || ${group}`, words.index(sql`'first:' || ${group}`, 'directory-first', no))}
      ${words.join('last_name', sql`'last:' || ${group}`, words.index(sql`'last:' || ${group}`, 'directory-last', no))}
    ) as drawn`);
}

/**
 * `count` audit entries over the two years before the anchor, newest at most a day old: user
 * administration on the directory staff (invitations, role changes, deactivations) by the
 * demo administrator, and settings changes (stages, positions, templates, retention, sign-in
 * domains), templates and positions also by the demo recruiters. Details as the server
 * writes them, small.
 */
export async function insertAuditEvents(
  db: Database,
  staff: ScaleStaff,
  options: { count: number; anchor: Date },
): Promise<void> {
  const no = sql`event.no`;
  const anchor = sql`${options.anchor.toISOString()}::timestamptz`;
  const action = weightedCase(uniform('audit-action', no), [
    ['user.roleChanged', 0.3],
    ['user.invited', 0.55],
    ['user.deactivated', 0.65],
    ['user.reactivated', 0.68],
    ['emailTemplate.edited', 0.78],
    ['emailTemplate.added', 0.82],
    ['position.added', 0.88],
    ['position.renamed', 0.91],
    ['stages.edited', 0.95],
    ['retention.edited', 0.97],
    ['signInDomains.edited', 1],
  ]);
  const roles = sql`array['Interviewer', 'HiringManager', 'Recruiter', 'Administrator']`;
  const fromIndex = below(4, 'audit-role-from', no);
  const fromRole = sql`(${roles})[1 + ${fromIndex}]`;
  // Another role than the one it was.
  const changedRole = sql`(${roles})[1 + (${fromIndex} + 1 + ${below(3, 'audit-role-to', no)}) % 4]`;
  const invitedRole = sql`(${roles})[1 + ${below(4, 'audit-role-to', no)}]`;
  const recruiters = sql`array[${sql.join(
    [staff.recruiter, staff.owner, staff.teamMember].map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
  const templateNo = sql`(1 + ${below(40, 'audit-template', no)})`;
  await db.execute(sql`
    with person as materialized (
      select id, first_name || ' ' || last_name as name, row_number() over (order by email) as no
      from ats_users where email like ${`%@${DIRECTORY_DOMAIN}`}
    ),
    event as materialized (
      select event.no, ${action} as action,
        ${anchor} - interval '1 day' - ${below(730 * 24 * 60, 'audit-time', no)} * interval '1 minute' as occurred_at,
        1 + ${below(1_000_000, 'audit-target', no)} % greatest(1, (select count(*) from person)) as person_no
      from generate_series(1, ${options.count}) as event(no)
    )
    insert into audit_events (id, occurred_at, actor_user_id, action, target_type, target_id,
      target_name, details)
    select ${stableUuid('audit-id', no)}, event.occurred_at,
      case when event.action in ('emailTemplate.edited', 'emailTemplate.added', 'position.added')
        then (${recruiters})[1 + ${below(3, 'audit-actor', no)}]
        else ${staff.recruiter}::uuid end,
      event.action,
      case when event.action = 'retention.edited' then 'retentionSettings'
        else split_part(event.action, '.', 1) end,
      case when event.action like 'user.%' then person.id::text end,
      case
        when event.action like 'user.%' then person.name
        when event.action like 'emailTemplate.%' then 'Template ' || ${templateNo}
        when event.action like 'position.%' then 'Position ' || ${templateNo}
      end,
      case event.action
        when 'user.roleChanged' then jsonb_build_object('role', jsonb_build_object('from', ${fromRole}, 'to', ${changedRole}))
        when 'user.invited' then jsonb_build_object('role', ${invitedRole})
        when 'user.reactivated' then '{"status": "Active"}'::jsonb
        when 'emailTemplate.edited' then '{"changed": ["en.body", "pl.body"]}'::jsonb
        when 'position.renamed' then jsonb_build_object('names', jsonb_build_object(
          'from', jsonb_build_object('en', 'Position ' || ${templateNo}),
          'to', jsonb_build_object('en', 'Position ' || ${templateNo} || ' (renamed)')))
        when 'stages.edited' then '{"added": ["Assessment"]}'::jsonb
        when 'retention.edited' then jsonb_build_object('monthsWithoutApplication',
          jsonb_build_object('from', 12, 'to', 12 + 6 * ${below(4, 'audit-months', no)}))
        when 'signInDomains.edited' then '{"domains": {"from": [], "to": ["example.com"]}}'::jsonb
        else '{}'::jsonb
      end
    from event
    left join person on person.no = event.person_no`);
}

/** The scopes a generated token gets, one set drawn per token (what tools typically ask). */
const tokenScopeSets = [
  ['recruitments:read'],
  ['recruitments:read', 'candidates:read'],
  ['recruitments:read', 'candidates:read', 'candidates:write', 'personalData'],
  ['settings:read'],
  ['recruitments:read', 'recruitments:write', 'candidates:read', 'candidates:write'],
] as const;

const tokenNames = ['Payroll sync', 'Reporting', 'Slack bot', 'Data warehouse', 'HRIS import'];

/**
 * `count` API tokens (issue 28) for Settings > API access: mostly the directory staff's,
 * one in twenty the demo recruiter's (their own list). Made over the two years before the
 * anchor; a third never expire, the rest after 30, 90 or 365 days (some expired by now); one
 * in ten revoked (not listed); most used, from a private address. The secrets are hashes of
 * nothing anyone holds: these tokens are listed, never presented.
 */
export async function insertApiTokens(
  db: Database,
  staff: ScaleStaff,
  options: { count: number; anchor: Date },
): Promise<void> {
  const no = sql`token.no`;
  const anchor = sql`${options.anchor.toISOString()}::timestamptz`;
  const scopes = sql`(case ${sql.join(
    tokenScopeSets.map(
      (set, index) =>
        sql`when ${below(tokenScopeSets.length, 'token-scopes', no)} = ${sql.raw(String(index))} then array[${sql.join(
          set.map((scope) => literal(scope)),
          sql`, `,
        )}]::text[]`,
    ),
    sql` `,
  )} end)`;
  const name = sql`(array[${sql.join(
    tokenNames.map((tokenName) => literal(tokenName)),
    sql`, `,
  )}])[1 + ${below(tokenNames.length, 'token-name', no)}] || ' ' || token.no`;
  const lifetime = sql`(array[null, null, 30, 90, 365])[1 + ${below(5, 'token-lifetime', no)}]`;
  const revoked = sql`${uniform('token-revoked', no)} < 0.1`;
  await db.execute(sql`
    with person as materialized (
      select id, created_at, row_number() over (order by email) as no
      from ats_users where email like ${`%@${DIRECTORY_DOMAIN}`}
    ),
    people as (select count(*)::int as total from person),
    drawn as materialized (
      select token.no,
        case when token.no % 20 = 0 then ${staff.recruiter}::uuid else person.id end as owner_id,
        ${between(sql`greatest(person.created_at, ${anchor} - 730 * ${day})`, anchor, uniform('token-created', no))} as created_at,
        ${lifetime} as lifetime, ${revoked} as revoked
      from generate_series(1, ${options.count}) as token(no)
      cross join people
      join person on person.no = 1 + ${below(sql`people.total`, 'token-owner', no)}
    )
    insert into api_tokens (id, lookup_id, secret_hash, owner_id, name, scopes, created_at,
      expires_at, revoked_at, revoked_by_user_id, last_used_at, last_used_from)
    select ${stableUuid('token-id', no)},
      left(md5(${literal(`${SCALE_SEED}:token-lookup:`)} || token.no), 16),
      sha256(convert_to(${literal(`${SCALE_SEED}:token-secret:`)} || token.no, 'UTF8')),
      owner_id, ${name}, ${scopes}, created_at,
      created_at + lifetime * ${day},
      case when revoked then ${between(sql`created_at`, anchor, uniform('token-revoked-at', no))} end,
      case when revoked then owner_id end,
      case when ${uniform('token-used', no)} < 0.8
        then ${between(sql`created_at`, sql`least(${anchor}, created_at + coalesce(lifetime, 730) * ${day})`, uniform('token-used-at', no))} end,
      case when ${uniform('token-used', no)} < 0.8
        then '10.' || ${below(256, 'token-address-b', no)} || '.' || ${below(256, 'token-address-c', no)} || '.' || (1 + ${below(254, 'token-address-d', no)}) end
    from drawn as token`);
}

/** The endpoint that every generated event goes to (a data warehouse subscribed to all). */
export const BUSIEST_WEBHOOK_ENDPOINT_ID = 'b0b0b0b0-0000-4000-8000-000000000001';

const webhookEventWeights = [
  ['candidate.stage_changed', 0.45],
  ['application.received', 0.75],
  ['score.given', 0.88],
  ['meeting.scheduled', 0.94],
  ['candidate.hired', 0.97],
  ['recruitment.status_changed', 1],
] as const;

/**
 * Webhooks (issue 28), for Settings > Webhooks and its delivery log: `endpoints` endpoints
 * and `events` events of the last 30 days (the log's retention), each delivered to the
 * busiest endpoint and one in five also to another; 2% failed, the rest delivered.
 */
export async function insertWebhookTraffic(
  db: Database,
  staff: ScaleStaff,
  options: { endpoints: number; events: number; anchor: Date },
): Promise<void> {
  const anchor = sql`${options.anchor.toISOString()}::timestamptz`;
  const endpointNo = sql`endpoint.no`;
  await db.execute(sql`
    insert into webhook_endpoints (id, url, description, events, secret, created_at, created_by)
    select case when ${endpointNo} = 1 then ${BUSIEST_WEBHOOK_ENDPOINT_ID}::uuid
        else ${stableUuid('webhook-endpoint', endpointNo)} end,
      'https://hooks.example.com/ats/' || ${endpointNo},
      case when ${endpointNo} = 1 then 'Data warehouse' else 'Integration ' || ${endpointNo} end,
      array['application.received', 'candidate.stage_changed', 'candidate.hired',
        'score.given', 'meeting.scheduled', 'recruitment.status_changed'],
      'whsec_' || encode(sha256(convert_to(${literal(`${SCALE_SEED}:webhook-secret:`)} || ${endpointNo}, 'UTF8')), 'base64'),
      ${anchor} - (400 - ${endpointNo}) * ${day},
      ${staff.recruiter}::uuid
    from generate_series(1, ${options.endpoints}) as endpoint(no)`);
  const eventNo = sql`event.no`;
  await db.execute(sql`
    with messages as (
      insert into webhook_messages (id, event_type, occurred_at, data)
      select ${stableUuid('webhook-message', eventNo)},
        ${weightedCase(uniform('webhook-event', eventNo), webhookEventWeights)},
        ${anchor} - 30 * ${day} * ${uniform('webhook-time', eventNo)},
        '{}'::jsonb
      from generate_series(1, ${options.events}) as event(no)
      order by 3
      returning id, sequence, occurred_at
    ),
    endpoints as (select id, row_number() over (order by id) as no from webhook_endpoints
      where id <> ${BUSIEST_WEBHOOK_ENDPOINT_ID}::uuid),
    targets as (
      select ${BUSIEST_WEBHOOK_ENDPOINT_ID}::uuid as endpoint_id, m.* from messages m
      union all
      select endpoints.id, m.* from messages m
      join endpoints on endpoints.no = 1 + m.sequence % greatest(1, ${options.endpoints - 1})
      where m.sequence % 5 = 0
    )
    insert into webhook_deliveries (endpoint_id, message_id, message_sequence, status, attempts,
      total_attempts, next_attempt_at, last_attempt_at, last_response_status, last_latency_ms,
      created_at, delivered_at)
    select endpoint_id, id, sequence,
      case when sequence % 50 = 0 then 'failed' else 'delivered' end,
      case when sequence % 50 = 0 then 8 else 1 end,
      case when sequence % 50 = 0 then 8 else 1 end,
      occurred_at, occurred_at, case when sequence % 50 = 0 then 500 else 200 end,
      20 + sequence % 180, occurred_at,
      case when sequence % 50 = 0 then null else occurred_at end
    from targets`);
}
