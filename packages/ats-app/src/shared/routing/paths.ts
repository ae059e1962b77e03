import type { paths as contractPaths } from '@ats/api-sdk';
import { generatePath } from 'react-router-dom';

/**
 * Route patterns of every screen, as the router registers them (spec part 1 §2, part 2).
 * Screens never write paths by hand: they call the builders in `paths` below.
 */
export const routePatterns = {
  dashboard: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  unauthorized: '/error/unauthorized',
  notFound: '/error/not-found',
  forbidden: '/error/forbidden',
  serverError: '/error/server-error',
  recruitments: '/recruitments/*',
  newRecruitment: '/recruitments/new',
  recruitment: '/recruitments/:id',
  recruitmentCandidates: '/recruitments/:id/candidates',
  recruitmentPipeline: '/recruitments/:id/pipeline',
  editRecruitment: '/recruitments/:id/edit',
  applicants: '/applicants/*',
  applicantApplication: '/applicants/application/:jobApplicationId',
  questionnaires: '/questionnaires/*',
  newQuestionnaire: '/questionnaires/new',
  editQuestionnaire: '/questionnaires/:id/edit',
  settings: '/settings/:page/*',
  settingsRoot: '/settings',
  recruitmentStages: '/settings/recruitment-stages/*',
  recruitmentPositions: '/settings/recruitment-positions/*',
  emailTemplates: '/settings/email-templates/*',
  newEmailTemplate: '/settings/email-templates/new',
  editEmailTemplate: '/settings/email-templates/:id',
  dataRetention: '/settings/data-retention/*',
} as const;

/** The pages of the settings area. */
export const settingsPages = [
  'email-templates',
  'recruitment-stages',
  'recruitment-positions',
  'data-retention',
] as const;
export type SettingsPage = (typeof settingsPages)[number];

export function isSettingsPage(value: string | undefined): value is SettingsPage {
  return settingsPages.includes(value as SettingsPage);
}

/** Query parameter of the login page naming where to go after sign-in. */
export const returnToParameter = 'returnTo';

/** Identifiers arrive as numbers from the API and as strings from the URL. */
type Id = string | number;

/**
 * A path inside the app that is safe to return to after sign-in: it must start with a
 * single `/` (a relative path on this origin), never `//host` or `/\host`.
 */
export function isSafeReturnPath(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\')
  );
}

/** Paths the server answers (API, sign-in pages): links to them need a full page load. */
const serverPathPrefixes = ['/api/', '/dev-idp/'];

/** Whether an address is a screen of this app, to be opened by the router without reloading. */
export function isAppPath(href: string): boolean {
  return isSafeReturnPath(href) && !serverPathPrefixes.some((prefix) => href.startsWith(prefix));
}

function loginPath(returnTo?: string): string {
  if (!isSafeReturnPath(returnTo) || returnTo === '/') return routePatterns.login;
  return `${routePatterns.login}?${returnToParameter}=${encodeURIComponent(returnTo)}`;
}

/** Builders of every path the app links or navigates to. */
export const paths = {
  dashboard: () => routePatterns.dashboard,
  /** The login page; `returnTo` is where the user goes after sign-in (default `/`). */
  login: loginPath,
  forgotPassword: () => routePatterns.forgotPassword,
  unauthorized: () => routePatterns.unauthorized,
  notFound: () => routePatterns.notFound,
  forbidden: () => routePatterns.forbidden,
  serverError: () => routePatterns.serverError,
  recruitments: () => '/recruitments',
  newRecruitment: () => routePatterns.newRecruitment,
  recruitment: (id: Id) => generatePath(routePatterns.recruitment, { id: String(id) }),
  recruitmentCandidates: (id: Id) =>
    generatePath(routePatterns.recruitmentCandidates, { id: String(id) }),
  recruitmentPipeline: (id: Id) =>
    generatePath(routePatterns.recruitmentPipeline, { id: String(id) }),
  editRecruitment: (id: Id) => generatePath(routePatterns.editRecruitment, { id: String(id) }),
  applicants: () => '/applicants',
  applicantApplication: (jobApplicationId: Id) =>
    generatePath(routePatterns.applicantApplication, {
      jobApplicationId: String(jobApplicationId),
    }),
  questionnaires: () => '/questionnaires',
  newQuestionnaire: () => routePatterns.newQuestionnaire,
  editQuestionnaire: (id: Id) => generatePath(routePatterns.editQuestionnaire, { id: String(id) }),
  settings: (page: SettingsPage) => generatePath('/settings/:page', { page }),
  newEmailTemplate: () => routePatterns.newEmailTemplate,
  editEmailTemplate: (id: Id) => generatePath(routePatterns.editEmailTemplate, { id: String(id) }),
} as const;

/** The parameter names of a contract path: `'userId'` of `/api/ATSUsers/{userId}/Avatar`. */
type ApiPathParameters<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ApiPathParameters<Rest>
  : never;

/**
 * A path of the contract (a key of the SDK's `paths`, so a renamed or removed endpoint fails
 * the typecheck) with each `{parameter}` filled in, URL-encoded.
 */
function apiPath<Path extends keyof contractPaths & string>(
  template: Path,
  ...[parameters]: [ApiPathParameters<Path>] extends [never]
    ? []
    : [Record<ApiPathParameters<Path>, Id>]
): string {
  const values: Partial<Record<string, Id>> = parameters ?? {};
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(values[name] ?? '')),
  );
}

/** Server endpoints the browser navigates to (full page loads, not API calls). */
export const serverPaths = {
  /** Starts single sign-on; the server brings the browser back to `redirectUrl` afterwards. */
  login: (redirectUrl: string) =>
    `${apiPath('/api/ATSUsers/Login')}?redirectUrl=${encodeURIComponent(isSafeReturnPath(redirectUrl) ? redirectUrl : '/')}`,
  /** The signed-in user's avatar image (an `<img>` source; the session cookie authorises it). */
  currentUserAvatar: () => apiPath('/api/ATSUsers/Avatar'),
  /** A staff member's avatar image (an `<img>` source), e.g. a questionnaire's author. */
  userAvatar: (userId: Id) => apiPath('/api/ATSUsers/{userId}/Avatar', { userId }),
  /** A candidate's newest photo (an `<img>` source); 404 when they sent none. */
  recruiteePhoto: (recruiteeId: Id) =>
    apiPath('/api/Files/Recruitees/{recruiteeId}/Photo', { recruiteeId }),
  /** A file of a job application (resume, cover letter, attachment), for a link. */
  jobApplicationFile: (jobApplicationId: Id, fileIdentifier: Id) =>
    apiPath('/api/Files/JobApplications/{jobApplicationId}/Files/{fileIdentifier}', {
      jobApplicationId,
      fileIdentifier,
    }),
} as const;

/** Query parameter the server puts on the login page when a sign-in failed. */
export const signInErrorParameter = 'error';
