import type { FastifyRequest } from 'fastify';

/** What the log writes in place of a query value (or a whole parameter) that may be personal. */
export const redacted = '[redacted]';

/**
 * Query parameters whose values are numbers or ids (pages, sizes, statuses, scores, UUIDs):
 * logged as they are, when they look like one. test/server/request-log.test.ts holds the list
 * to the contract (each is an integer or a UUID there).
 */
export const loggedQueryValues: ReadonlySet<string> = new Set([
  'page',
  'pageSize',
  'pageNumber',
  'PageNumber',
  'PageSize',
  'ATSUserIdsToSkip',
  'RecruiteeId',
  'RecruitmentId',
  'PositionId',
  'QuestionnaireId',
  'RecruitmentStatus',
  'RecruitmentRecruiteeScores',
  'RecruitmentStageIds',
  'jobApplicationId',
  'recruitmentId',
  'recruiteeId',
  'monthsWithoutApplication',
]);

/**
 * Query parameters whose values may be personal or secret text (searches, sign-in codes and
 * states, redirect targets, campaign tags): logged by name only, as `name=[redacted]`. Any
 * parameter on neither list is `[redacted]` whole, its name too.
 */
export const loggedQueryNames: ReadonlySet<string> = new Set([
  'SearchQuery',
  'startingWith',
  'timeZone',
  'redirectUrl',
  'returnTo',
  'code',
  'state',
  'iss',
  'error',
  'error_description',
  'utm_source',
  'role',
  'status',
  'prompt',
  'whose',
  // Issue 29: an address looked up, an export's columns and format, an import's row filter.
  'email',
  'columns',
  'format',
  'withProblems',
]);

/** A number or a UUID: what a value of `loggedQueryValues` must look like to be logged. */
const numberOrId = /^(\d{1,10}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** One `name=value` pair of a query string as the log writes it. */
function loggedPair(pair: string): string {
  const separator = pair.indexOf('=');
  const rawName = separator === -1 ? pair : pair.slice(0, separator);
  const rawValue = separator === -1 ? '' : pair.slice(separator + 1);
  let name: string;
  let value: string;
  try {
    name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
  } catch {
    return redacted;
  }
  if (loggedQueryValues.has(name)) {
    return numberOrId.test(value) ? `${name}=${value}` : `${name}=${redacted}`;
  }
  return loggedQueryNames.has(name) ? `${name}=${redacted}` : redacted;
}

/** A request as the log may name it: its method, route and an address without personal text. */
interface LoggableRequest {
  method?: string;
  url?: string;
  routeOptions?: { url?: string };
}

/**
 * The request's address as logs write it: the route's pattern (`/api/Recruitees/:recruiteeId`;
 * the path itself for the web app's files and unknown addresses), and the query with only
 * numbers and ids kept (loggedPair): search terms (names, e-mails) never reach the log.
 */
export function loggedUrl(request: LoggableRequest): string {
  const url = request.url ?? '';
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);
  const route = request.routeOptions?.url;
  // A wildcard route (the web app's files) says less than the path, which names no one.
  const shown = route && !route.includes('*') ? route : path;
  const pairs = query.split('&').filter((pair) => pair !== '');
  return pairs.length === 0 ? shown : `${shown}?${pairs.map(loggedPair).join('&')}`;
}

/**
 * pino's `req` serializer (Fastify's "incoming request" line, and any log given a request):
 * Fastify's own, with the address of `loggedUrl`.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
