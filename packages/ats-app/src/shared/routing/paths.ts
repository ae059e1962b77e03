import { generatePath } from 'react-router-dom';
import { type Id, isSafeReturnPath, returnToParameter } from './serverPaths.ts';

// Re-exported: the router-free part, which the login page (no router) imports directly.
export {
  isSafeReturnPath,
  returnToParameter,
  serverPaths,
  signInErrorParameter,
} from './serverPaths.ts';

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
  duplicateCandidates: '/applicants/duplicates',
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
  users: '/settings/users/*',
  auditLog: '/settings/audit-log/*',
  apiAccess: '/settings/api-access/*',
  webhooks: '/settings/webhooks/*',
  webhookEndpoint: '/settings/webhooks/:id',
  candidateImports: '/settings/import/*',
  candidateImport: '/settings/import/:id',
} as const;

/** The pages of the settings area. */
export const settingsPages = [
  'email-templates',
  'recruitment-stages',
  'recruitment-positions',
  'data-retention',
  'users',
  'audit-log',
  'api-access',
  'webhooks',
  'import',
] as const;
export type SettingsPage = (typeof settingsPages)[number];

export function isSettingsPage(value: string | undefined): value is SettingsPage {
  return settingsPages.includes(value as SettingsPage);
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
  duplicateCandidates: () => routePatterns.duplicateCandidates,
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
  webhookEndpoint: (id: Id) => generatePath(routePatterns.webhookEndpoint, { id: String(id) }),
  candidateImport: (id: Id) => generatePath(routePatterns.candidateImport, { id: String(id) }),
} as const;
