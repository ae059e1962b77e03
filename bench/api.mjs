// `npm run bench:api`: every list, search, filter, profile, timeline, scores and dashboard
// read of the API under load on the database in DATABASE_URL (e.g. the generated set of
// `npm run bench:data`). Starts the server as `npm start` does, signs in as the demo
// recruiter, picks ids and search terms from the data, and loads each endpoint with
// autocannon at 1 and at 32 connections, then a bare Fastify route answering the same
// number of bytes (the floor) the same way. Prints the table and writes it into
// docs/performance.md ("## API benchmark").
//
// The "Auth" rows measure the same cheap calls with the session cookie and with an API token
// (made through the API at the start, revoked at the end), on this server (sign-in cache on)
// and on a second one with SESSION_CACHE_SECONDS=0 (every request reads its session or token
// from the database): the difference is what token authentication adds per request.
//
// Settings: BENCH_DURATION (seconds per measurement, default 3), BENCH_PORT (server, default
// 3351; the floor uses the next port, the server without the cache the one after), BENCH_ONLY
// (a regular expression: measure only the endpoints whose label matches; docs/performance.md
// is then left as it is).
import os from 'node:os';
import path from 'node:path';
import { discoverBenchmarkData } from './api-data.mjs';
import { measureLoad, startFloorServer } from './api-load.mjs';
import { formatTable, writeSection } from './api-report.mjs';
import { signInOverHttp } from './http-sign-in.mjs';
import { root, startProduct } from './support.mjs';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'bench:api measures the server on PostgreSQL: set DATABASE_URL, e.g.\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/ats_bench npm run bench:data\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/ats_bench npm run bench:api',
  );
  process.exit(2);
}

const seconds = Number(process.env.BENCH_DURATION ?? 3);
if (!(seconds > 0)) {
  console.error(
    `BENCH_DURATION must be a positive number of seconds, got "${process.env.BENCH_DURATION}"`,
  );
  process.exit(2);
}
const port = Number(process.env.BENCH_PORT ?? 3351);
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const recruiter = { email: 'recruiter@example.com', password: 'demo' };
/** Signs in for the endpoints marked `asHiringManager` (their recruitments only). */
const hiringManager = { email: 'manager@example.com', password: 'demo' };
const pageSize = 20;
/** The deep page of the long lists (capped at their last page on small data sets). */
const deepPage = 500;
const budgetMs = 50;
const dashboardBudgetMs = 100;
/** A deep page misses when its median exceeds its first page's this many times. */
const deepPageFactor = 2;
const warmUpRequests = 5;

const lastPage = (total) => Math.max(1, Math.ceil(total / pageSize));
/** Every column of a candidates export (the contract's CandidateExportColumn). */
const exportColumns = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'applicationDate',
  'recruitment',
  'stage',
  'stageEnteredDate',
  'source',
  'averageScore',
  'myScore',
];

/** The token the "Auth" rows use: enough scopes for their calls, and gone when the run ends. */
const benchTokenScopes = ['recruitments:read', 'settings:read'];
/**
 * Rate limit per token for the benchmark's server: far above what autocannon sends, so that
 * the token rows measure authentication, not 429s.
 */
const benchTokenRateLimit = 1_000_000_000;

/**
 * The requests to measure: a label, a path with its query (repeated keys allowed), the
 * budget of its p95 at 1 connection, for deep pages the label of their first page,
 * `asHiringManager` for those measured as the demo hiring manager (their recruitments only),
 * `withToken` for those sent with the recruiter's API token instead of the cookie, and
 * `cacheOff` for those sent to the server without the sign-in cache.
 */
function endpointsFor(data) {
  const { busiest, timeline, terms, stageIds, staff } = data;
  const candidate = { recruiteeId: timeline.recruitee_id, recruitmentId: timeline.recruitment_id };
  const list = (page = 1) => ({ pageNumber: page, pageSize });
  const inRecruitment = (page = 1) => ({
    recruitmentId: busiest.id,
    PageNumber: page,
    PageSize: pageSize,
  });
  const stageFilter = stageIds.map((id) => ['RecruitmentStageIds', id]);
  const recruitmentsDeep = Math.min(deepPage, lastPage(data.counts.recruitments));
  const candidatesDeep = Math.min(deepPage, lastPage(data.counts.recruitees));
  const inRecruitmentDeep = Math.min(deepPage, lastPage(busiest.candidates));
  const timelineLast = lastPage(timeline.activities);
  const users = (page = 1) => ({ page, pageSize });
  const usersLast = lastPage(data.counts.ats_users);
  const auditDeep = Math.min(deepPage, lastPage(data.counts.audit_events));
  const tokensDeep = lastPage(data.apiTokens.listed);
  const webhookEndpointsLast = lastPage(data.webhooks.endpoints);
  const webhookDeliveriesDeep = Math.min(deepPage, lastPage(data.webhooks.busiestDeliveries));
  // bench:data's endpoint that every event goes to (BUSIEST_WEBHOOK_ENDPOINT_ID).
  const busiestWebhook = '/api/Settings/Webhooks/b0b0b0b0-0000-4000-8000-000000000001/Deliveries';
  /** Each cheap call with the cookie and with the token, with the cache and without. */
  const authRows = [false, true].flatMap((cacheOff) =>
    [
      ['current user', '/api/ATSUsers/Current'],
      ['currencies', '/api/Settings/Currencies'],
    ].flatMap(([what, path]) =>
      [false, true].map((withToken) => ({
        label: `Auth${cacheOff ? ' (cache off)' : ''}: ${what}, ${withToken ? 'API token' : 'cookie'}`,
        path,
        withToken,
        cacheOff,
      })),
    ),
  );
  return [
    { label: 'Session only: current user', path: '/api/ATSUsers/Current' },
    ...authRows,
    // Recruitments
    { label: 'Recruitments, page 1', path: '/api/Recruitments', query: list() },
    {
      label: `Recruitments, page ${recruitmentsDeep}`,
      path: '/api/Recruitments',
      query: list(recruitmentsDeep),
      firstPage: 'Recruitments, page 1',
    },
    {
      label: 'Recruitments, status Open',
      path: '/api/Recruitments',
      query: { ...list(), RecruitmentStatus: 2 },
    },
    {
      label: `Recruitments, search "${data.recruitmentTitleWord}"`,
      path: '/api/Recruitments',
      query: { ...list(), SearchQuery: data.recruitmentTitleWord },
    },
    {
      label: `Recruitments, Open + search "${data.recruitmentTitleWord}"`,
      path: '/api/Recruitments',
      query: { ...list(), RecruitmentStatus: 2, SearchQuery: data.recruitmentTitleWord },
    },
    { label: 'Recruitment details (charts)', path: `/api/Recruitments/${busiest.id}` },
    { label: 'Recruitment for edit', path: `/api/Recruitments/${busiest.id}/edit` },
    {
      label: 'Recruitment next statuses',
      path: `/api/Recruitments/${busiest.id}/NextAvailableStatuses`,
    },
    // Candidates in the busiest recruitment
    { label: 'In recruitment, page 1', path: '/api/RecruitmentRecruitees', query: inRecruitment() },
    {
      label: `In recruitment, page ${inRecruitmentDeep}`,
      path: '/api/RecruitmentRecruitees',
      query: inRecruitment(inRecruitmentDeep),
      firstPage: 'In recruitment, page 1',
    },
    {
      label: `In recruitment, ${stageIds.length} stages`,
      path: '/api/RecruitmentRecruitees',
      query: [...Object.entries(inRecruitment()), ...stageFilter],
    },
    {
      label: 'In recruitment, my score 0 (unscored)',
      path: '/api/RecruitmentRecruitees',
      query: { ...inRecruitment(), RecruitmentRecruiteeScores: 0 },
    },
    {
      label: 'In recruitment, my score 4 or 5',
      path: '/api/RecruitmentRecruitees',
      query: [
        ...Object.entries(inRecruitment()),
        ['RecruitmentRecruiteeScores', 4],
        ['RecruitmentRecruiteeScores', 5],
      ],
    },
    {
      label: `In recruitment, search "${terms.commonSurname}"`,
      path: '/api/RecruitmentRecruitees',
      query: { ...inRecruitment(), SearchQuery: terms.commonSurname },
    },
    {
      label: `In recruitment, search "${terms.rareName}"`,
      path: '/api/RecruitmentRecruitees',
      query: { ...inRecruitment(), SearchQuery: terms.rareName },
    },
    {
      label: `In recruitment, stages + score 0 + "${terms.commonSurname}"`,
      path: '/api/RecruitmentRecruitees',
      query: [
        ...Object.entries({ ...inRecruitment(), SearchQuery: terms.commonSurname }),
        ...stageFilter,
        ['RecruitmentRecruiteeScores', 0],
      ],
    },
    // Exports (issue 29) of small results, as CSV, every column; the export of all 200,000
    // candidates is measured by `npm run bench:export` (time and the server's peak memory).
    {
      label: `Export in recruitment, search "${terms.rareName}"`,
      path: '/api/RecruitmentRecruitees/Export',
      query: [
        ['recruitmentId', busiest.id],
        ['SearchQuery', terms.rareName],
        ...exportColumns.map((column) => ['columns', column]),
      ],
    },
    {
      label: `Export all candidates, rare full name "${terms.rareName}"`,
      path: '/api/Recruitees/Export',
      query: [
        ['SearchQuery', terms.rareName],
        ...exportColumns.map((column) => ['columns', column]),
      ],
    },
    // All candidates
    { label: 'All candidates, page 1', path: '/api/Recruitees', query: list() },
    {
      label: `All candidates, page ${candidatesDeep}`,
      path: '/api/Recruitees',
      query: list(candidatesDeep),
      firstPage: 'All candidates, page 1',
    },
    ...[
      ['common surname', terms.commonSurname],
      ['rare full name', terms.rareName],
      ['common e-mail', terms.commonEmail],
      ['rare e-mail', terms.rareEmail],
      ['common phone', terms.commonPhone],
      ['rare phone', terms.rarePhone],
    ].map(([kind, term]) => ({
      label: `All candidates, ${kind} "${term}"`,
      path: '/api/Recruitees',
      query: { ...list(), SearchQuery: term },
    })),
    // The add form's duplicate check: one address, any case (recruitees' lower(email) index).
    {
      label: 'Candidate by e-mail',
      path: '/api/Recruitees/ByEmail',
      query: { email: data.candidateEmail },
    },
    // One candidate: profile, applications, timeline, scores
    {
      label: 'Profile (by job application)',
      path: '/api/Recruitees/ByJobApplication',
      query: { jobApplicationId: timeline.jobApplicationId },
    },
    {
      label: "Candidate's applications",
      path: '/api/JobApplications',
      query: { recruiteeId: candidate.recruiteeId, PageNumber: 1, PageSize: pageSize },
    },
    {
      label: 'Activities, page 1',
      path: '/api/Activities',
      query: { ...candidate, PageNumber: 1, PageSize: pageSize },
    },
    // The last page of the longest timeline, when it has more than one.
    ...(timelineLast > 1
      ? [
          {
            label: `Activities, page ${timelineLast} (last)`,
            path: '/api/Activities',
            query: { ...candidate, PageNumber: timelineLast, PageSize: pageSize },
            firstPage: 'Activities, page 1',
          },
        ]
      : []),
    { label: 'Score summary', path: '/api/RecruitmentRecruiteeScores', query: candidate },
    // Duplicates (issue 29): the profile's hint, and the pairs list (every candidate paired)
    {
      label: 'Duplicates of a candidate',
      path: `/api/Recruitees/${candidate.recruiteeId}/Duplicates`,
    },
    { label: 'Possible duplicates, page 1', path: '/api/Recruitees/Duplicates', query: list() },
    {
      label: 'Score entries',
      path: '/api/RecruitmentRecruiteeScores/Summary',
      query: { ...candidate, PageNumber: 1 },
    },
    {
      label: 'Stages available to set',
      path: '/api/RecruitmentRecruiteeStages/StagesAvailableForSetStage',
      query: { RecruiteeId: candidate.recruiteeId, RecruitmentId: candidate.recruitmentId },
    },
    // Dashboard
    {
      label: 'Dashboard (Europe/Warsaw)',
      path: '/api/Dashboard',
      query: { timeZone: 'Europe/Warsaw' },
      budgetMs: dashboardBudgetMs,
    },
    // A hiring manager's lists and dashboard: only the recruitments they are staff of
    {
      label: 'Hiring manager: recruitments, page 1',
      path: '/api/Recruitments',
      query: list(),
      asHiringManager: true,
    },
    {
      label: 'Hiring manager: all candidates, page 1',
      path: '/api/Recruitees',
      query: list(),
      asHiringManager: true,
    },
    {
      label: 'Hiring manager: dashboard (Europe/Warsaw)',
      path: '/api/Dashboard',
      query: { timeZone: 'Europe/Warsaw' },
      budgetMs: dashboardBudgetMs,
      asHiringManager: true,
    },
    // Pickers and settings lists
    { label: 'Stages', path: '/api/RecruitmentRecruiteeStages' },
    {
      label: 'Recruiters picker, search "a"',
      path: '/api/ATSUsers/Recruiters',
      query: { page: 1, pageSize: 20, SearchQuery: 'a' },
    },
    {
      label: `Positions starting "${data.positionPrefix}"`,
      path: '/api/RecruitmentPositions',
      query: { startingWith: data.positionPrefix, page: 1, pageSize: 20 },
    },
    {
      label: `Keywords starting "${data.keywordPrefix}"`,
      path: '/api/Keywords',
      query: { startingWith: data.keywordPrefix, page: 1 },
    },
    { label: 'Questionnaires, page 1', path: '/api/Questionnaires', query: { pageNumber: 1 } },
    {
      label: `Questionnaires, search "${data.questionnaire.prefix}"`,
      path: '/api/Questionnaires',
      query: { pageNumber: 1, SearchQuery: data.questionnaire.prefix },
    },
    {
      label: 'Questionnaires for a recruitment',
      path: '/api/Questionnaires/questionnairelistforrecruitment',
    },
    { label: 'Questionnaire', path: `/api/Questionnaires/${data.questionnaire.id}` },
    // Settings > Users and the audit log (administrators)
    { label: 'Users, page 1', path: '/api/ATSUsers', query: users() },
    {
      label: `Users, page ${usersLast} (last)`,
      path: '/api/ATSUsers',
      query: users(usersLast),
      firstPage: 'Users, page 1',
    },
    {
      label: `Users, search "${staff.commonTerm}"`,
      path: '/api/ATSUsers',
      query: { ...users(), SearchQuery: staff.commonTerm },
    },
    {
      label: `Users, search "${staff.rareTerm}"`,
      path: '/api/ATSUsers',
      query: { ...users(), SearchQuery: staff.rareTerm },
    },
    {
      label: 'Users, role Interviewer',
      path: '/api/ATSUsers',
      query: { ...users(), role: 'Interviewer' },
    },
    {
      label: 'Users, status Invited',
      path: '/api/ATSUsers',
      query: { ...users(), status: 'Invited' },
    },
    {
      label: `Users, Active hiring managers + search "${staff.commonTerm}"`,
      path: '/api/ATSUsers',
      query: { ...users(), role: 'HiringManager', status: 'Active', SearchQuery: staff.commonTerm },
    },
    { label: 'Audit log, page 1', path: '/api/Settings/AuditLog', query: { page: 1, pageSize } },
    {
      label: `Audit log, page ${auditDeep}`,
      path: '/api/Settings/AuditLog',
      query: { page: auditDeep, pageSize },
      firstPage: 'Audit log, page 1',
    },
    // Settings > API access: one's own tokens, and everyone's (the recruiter is an administrator)
    {
      label: 'API tokens, mine',
      path: '/api/Settings/ApiTokens',
      query: { page: 1, pageSize, whose: 'mine' },
    },
    {
      label: 'API tokens, everyone, page 1',
      path: '/api/Settings/ApiTokens',
      query: { page: 1, pageSize, whose: 'everyone' },
    },
    {
      label: `API tokens, everyone, page ${tokensDeep} (last)`,
      path: '/api/Settings/ApiTokens',
      query: { page: tokensDeep, pageSize, whose: 'everyone' },
      firstPage: 'API tokens, everyone, page 1',
    },
    // Settings > Webhooks and the busiest endpoint's delivery log (issue 28)
    {
      label: 'Webhook endpoints, page 1',
      path: '/api/Settings/Webhooks',
      query: { page: 1, pageSize },
    },
    {
      label: `Webhook endpoints, page ${webhookEndpointsLast} (last)`,
      path: '/api/Settings/Webhooks',
      query: { page: webhookEndpointsLast, pageSize },
      firstPage: 'Webhook endpoints, page 1',
    },
    {
      label: 'Webhook deliveries, page 1',
      path: busiestWebhook,
      query: { page: 1, pageSize },
    },
    {
      label: `Webhook deliveries, page ${webhookDeliveriesDeep}`,
      path: busiestWebhook,
      query: { page: webhookDeliveriesDeep, pageSize },
      firstPage: 'Webhook deliveries, page 1',
    },
  ];
}

/** An API token of the signed-in user (`cookie`), made through the API as Settings makes it. */
async function createBenchToken(baseURL, cookie) {
  const response = await fetch(`${baseURL}/api/Settings/ApiTokens`, {
    method: 'POST',
    headers: { cookie, origin: baseURL, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench:api', lifetimeInDays: 30, scopes: benchTokenScopes }),
  });
  const body = await response.json();
  if (response.status !== 201) {
    throw new Error(`createApiToken answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return {
    header: `Bearer ${body.secret}`,
    async revoke() {
      const revoked = await fetch(`${baseURL}/api/Settings/ApiTokens/${body.token.id}`, {
        method: 'DELETE',
        headers: { cookie, origin: baseURL },
      });
      if (revoked.status !== 204) console.warn(`revokeApiToken answered ${revoked.status}`);
    },
  };
}

function urlOf(baseURL, endpoint) {
  const url = new URL(endpoint.path, baseURL);
  const pairs = Array.isArray(endpoint.query)
    ? endpoint.query
    : Object.entries(endpoint.query ?? {});
  for (const [key, value] of pairs) url.searchParams.append(key, String(value));
  return url.href;
}

/** Checks the answer and warms the caches and query plans; returns the body's size. */
async function warmUp(url, headers) {
  let bytes = 0;
  for (let index = 0; index < warmUpRequests; index++) {
    const response = await fetch(url, { headers });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) {
      throw new Error(`${url} answered ${response.status}: ${body.toString().slice(0, 300)}`);
    }
    bytes = body.length;
  }
  return bytes;
}

function budgetOf(endpoint, single, rowsByLabel) {
  const limit = endpoint.budgetMs ?? budgetMs;
  // Not <=: NaN (no request finished within the measurement) misses too.
  if (!(single.p95 <= limit)) return { ok: false, reason: `p95 > ${limit} ms` };
  const first = endpoint.firstPage && rowsByLabel.get(endpoint.firstPage);
  if (first && single.p50 > deepPageFactor * first.single.p50) {
    return { ok: false, reason: `${(single.p50 / first.single.p50).toFixed(1)}× page 1` };
  }
  return { ok: true };
}

async function measureEndpoint(endpoint, { baseURL, headers, floor }) {
  const url = urlOf(baseURL, endpoint);
  const bytes = await warmUp(url, headers);
  const single = await measureLoad(url, { connections: 1, seconds, headers });
  const concurrent = await measureLoad(url, { connections: 32, seconds, headers });
  const floorUrl = floor.urlFor(bytes);
  await warmUp(floorUrl, {});
  const floorSingle = await measureLoad(floorUrl, { connections: 1, seconds });
  const floorConcurrent = await measureLoad(floorUrl, { connections: 32, seconds });
  return {
    label: endpoint.label,
    url,
    bytes,
    single,
    concurrent,
    floor: { p50: floorSingle.p50, concurrent: floorConcurrent },
  };
}

function describeMachine() {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown CPU',
    memoryGB: os.totalmem() / 1024 ** 3,
    node: process.version,
  };
}

function renderSection({ date, machine, load, data, rows, misses }, notes) {
  const { counts, terms, termMatches, busiest, timeline, staff } = data;
  const number = (value) => value.toLocaleString('en-US');
  const term = (name) => `"${terms[name]}" (${number(termMatches[name])})`;
  return `Measured by \`npm run bench:api\` on ${date}: ${machine.cores} cores (${machine.cpuModel}), ${machine.memoryGB.toFixed(1)} GB memory, Node ${machine.node}, PostgreSQL ${data.postgresVersion}; load average (1 min) ${load.start.toFixed(1)} at the start and ${load.end.toFixed(1)} at the end (other work on the machine slows every figure). Each endpoint is loaded for ${seconds} s at 1 connection and ${seconds} s at 32 (autocannon, loopback, signed in as ${recruiter.email}, the "Hiring manager" rows as ${hiringManager.email}, the "API token" rows with an API token of ${recruiter.email} instead of the cookie, the "(cache off)" rows on a second server with SESSION_CACHE_SECONDS=0), then the floor (a bare Fastify route in its own process answering the same number of bytes) the same way, right after it.

Data set: ${number(counts.recruitments)} recruitments, ${number(counts.recruitees)} candidates, ${number(counts.job_applications)} applications, ${number(counts.recruitment_recruitees)} candidates in recruitments, ${number(counts.activities)} activities, ${number(counts.scores)} scores, ${number(counts.ats_users)} staff (search "${staff.commonTerm}" matches ${number(staff.commonMatches)}, "${staff.rareTerm}" ${number(staff.rareMatches)}), ${number(counts.audit_events)} audit events, ${number(data.apiTokens.listed)} API tokens listed (not revoked). The busiest recruitment the recruiter sees in full has ${number(busiest.candidates)} candidates; the longest timeline has ${number(timeline.activities)} activities. Search terms (candidates matching): names ${term('commonSurname')} and ${term('rareName')}, e-mail ${term('commonEmail')} and ${term('rareEmail')}, phone ${term('commonPhone')} and ${term('rarePhone')}.

Latencies in ms at 1 connection unless marked @32; × floor is the endpoint's p50 over the floor's p50. Budgets (for the full size): p95 at 1 connection ≤ ${budgetMs} ms (the dashboard ≤ ${dashboardBudgetMs} ms); a deep page's p50 at most ${deepPageFactor}× its first page's.

${formatTable(rows)}

### Misses

${misses.length === 0 ? 'None in this run.' : `In this run: ${misses.map((row) => `${row.label} (${row.budget.reason})`).join('; ')}.`}

${notes.notesStart}
${notes.notes}
${notes.notesEnd}

<details><summary>Requests of this run</summary>

${rows.map((row) => `- ${row.label}: \`${row.url.replace(/^https?:\/\/[^/]+/, '')}\``).join('\n')}

</details>
`;
}

/** The product on `serverPort` on the benchmark's database; `env` adds settings. */
function startServer(serverPort, name, env = {}) {
  return startProduct({
    port: serverPort,
    name,
    // The public origin on 127.0.0.1, where the sign-in's cookies are set.
    env: {
      DATABASE_URL: databaseUrl,
      PUBLIC_ORIGIN: `http://127.0.0.1:${serverPort}`,
      API_TOKEN_RATE_LIMIT: String(benchTokenRateLimit),
      ...env,
    },
  });
}

async function main() {
  const machine = describeMachine();
  const product = startServer(port, 'api');
  let floor;
  let uncached;
  let token;
  try {
    // A fresh clone builds the web app first; an empty database is seeded with demo data.
    await product.waitForHealth(600_000);
    floor = await startFloorServer(port + 1);
    const baseURL = `http://127.0.0.1:${port}`;
    const cookie = await signInOverHttp(baseURL, recruiter);
    const data = await discoverBenchmarkData(databaseUrl, recruiter.email);
    const headers = { cookie, accept: 'application/json' };
    const managerHeaders = {
      cookie: await signInOverHttp(baseURL, hiringManager),
      accept: 'application/json',
    };
    const endpoints = endpointsFor(data).filter((endpoint) => !only || only.test(endpoint.label));
    token = await createBenchToken(baseURL, cookie);
    const tokenHeaders = { authorization: token.header, accept: 'application/json' };
    // Sessions live in the database: the cookie signed in on one server works on the other.
    const uncachedURL = `http://127.0.0.1:${port + 2}`;
    if (endpoints.some((endpoint) => endpoint.cacheOff)) {
      uncached = startServer(port + 2, 'api-uncached', { SESSION_CACHE_SECONDS: '0' });
      await uncached.waitForHealth(600_000);
    }
    console.log(
      `Measuring ${endpoints.length} endpoints on ${data.counts.recruitees.toLocaleString('en-US')} candidates, ${seconds} s per measurement (about ${Math.ceil((endpoints.length * seconds * 4.2) / 60)} min)`,
    );
    const load = { start: os.loadavg()[0] };
    const rows = [];
    const rowsByLabel = new Map();
    for (const endpoint of endpoints) {
      const callerHeaders = endpoint.withToken
        ? tokenHeaders
        : endpoint.asHiringManager
          ? managerHeaders
          : headers;
      const row = await measureEndpoint(endpoint, {
        baseURL: endpoint.cacheOff ? uncachedURL : baseURL,
        headers: callerHeaders,
        floor,
      });
      row.budget = budgetOf(endpoint, row.single, rowsByLabel);
      rows.push(row);
      rowsByLabel.set(row.label, row);
      console.log(formatTable([row]).split('\n')[2]);
    }
    load.end = os.loadavg()[0];
    const misses = rows.filter((row) => !row.budget.ok);
    console.log(`\n${formatTable(rows)}\n`);
    console.log(
      misses.length === 0
        ? 'Every endpoint met its budget.'
        : `Missed: ${misses.map((row) => row.label).join('; ')}`,
    );
    if (only) {
      console.log('BENCH_ONLY is set: docs/performance.md was left as it is.');
      return;
    }
    const file = path.join(root, 'docs/performance.md');
    const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
    writeSection(file, (notes) =>
      renderSection({ date: `${date} UTC`, machine, load, data, rows, misses }, notes),
    );
    console.log(`Written to ${path.relative(process.cwd(), file)}`);
  } finally {
    await token?.revoke().catch((error) => console.warn(`Revoking the token: ${error.message}`));
    floor?.stop();
    await uncached?.stop();
    await product.stop();
  }
}

await main();
