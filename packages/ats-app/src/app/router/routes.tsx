import type { StaffPermission } from '@ats/api-sdk';
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { RouteObject } from 'react-router-dom';
import { messages as authMessages } from '../../features/auth/messages.ts';
import { messages as errorPages } from '../../shared/errors/messages.ts';
import { routePatterns } from '../../shared/routing/paths.ts';
import type { RouteHandle } from '../../shared/routing/routeTitle.ts';
import { LoadingScreen } from '../layout/LoadingScreen.tsx';
import { PublicLayout } from '../layout/PublicLayout.tsx';
import { screenNames } from '../navigation/messages.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { RedirectFromLogin, RedirectToLogin } from './redirects.tsx';

// Every screen is its own chunk, loaded when its route is first visited.
const screens = {
  forgotPassword: () =>
    import('../../features/auth/ForgotPasswordScreen.tsx').then((m) => m.ForgotPasswordScreen),
  unauthorized: () =>
    import('../../features/errors/UnauthorizedScreen.tsx').then((m) => m.UnauthorizedScreen),
  forbidden: () =>
    import('../../features/errors/ForbiddenScreen.tsx').then((m) => m.ForbiddenScreen),
  notFound: () => import('../../features/errors/NotFoundScreen.tsx').then((m) => m.NotFoundScreen),
  serverError: () =>
    import('../../features/errors/ServerErrorScreen.tsx').then((m) => m.ServerErrorScreen),
  signedInLayout: () => import('../layout/SignedInLayout.tsx').then((m) => m.SignedInLayout),
  dashboard: () =>
    import('../../features/dashboard/DashboardScreen.tsx').then((m) => m.DashboardScreen),
  emailTemplates: () =>
    import('../../features/settings/EmailTemplatesScreen.tsx').then((m) => m.EmailTemplatesScreen),
  newEmailTemplate: () =>
    import('../../features/settings/emailTemplates/EmailTemplateFormScreen.tsx').then(
      (m) => m.NewEmailTemplateScreen,
    ),
  editEmailTemplate: () =>
    import('../../features/settings/emailTemplates/EmailTemplateFormScreen.tsx').then(
      (m) => m.EditEmailTemplateScreen,
    ),
  settingsHome: () => import('./SettingsHome.tsx').then((m) => m.SettingsHome),
  settingsPageNotFound: () =>
    import('../../features/settings/SettingsPageNotFound.tsx').then((m) => m.SettingsPageNotFound),
  questionnaires: () =>
    import('../../features/questionnaires/list/QuestionnairesScreen.tsx').then(
      (m) => m.QuestionnairesScreen,
    ),
  newQuestionnaire: () =>
    import('../../features/questionnaires/editor/NewQuestionnaireScreen.tsx').then(
      (m) => m.NewQuestionnaireScreen,
    ),
  editQuestionnaire: () =>
    import('../../features/questionnaires/editor/EditQuestionnaireScreen.tsx').then(
      (m) => m.EditQuestionnaireScreen,
    ),
  recruitments: () =>
    import('../../features/recruitments/list/RecruitmentsScreen.tsx').then(
      (m) => m.RecruitmentsScreen,
    ),
  newRecruitment: () =>
    import('../../features/recruitments/form/NewRecruitmentScreen.tsx').then(
      (m) => m.NewRecruitmentScreen,
    ),
  editRecruitment: () =>
    import('../../features/recruitments/form/EditRecruitmentScreen.tsx').then(
      (m) => m.EditRecruitmentScreen,
    ),
  recruitment: () =>
    import('../../features/recruitments/details/RecruitmentDetailsScreen.tsx').then(
      (m) => m.RecruitmentDetailsScreen,
    ),
  recruitmentCandidates: () =>
    import('../../features/candidates/inRecruitment/RecruitmentCandidatesScreen.tsx').then(
      (m) => m.RecruitmentCandidatesScreen,
    ),
  recruitmentPipeline: () =>
    import('../../features/candidates/pipeline/RecruitmentPipelineScreen.tsx').then(
      (m) => m.RecruitmentPipelineScreen,
    ),
  applicants: () =>
    import('../../features/candidates/all/ApplicantsScreen.tsx').then((m) => m.ApplicantsScreen),
  duplicateCandidates: () =>
    import('../../features/candidates/duplicates/DuplicatePairsScreen.tsx').then(
      (m) => m.DuplicatePairsScreen,
    ),
  candidateProfile: () =>
    import('../../features/candidates/profile/CandidateProfileScreen.tsx').then(
      (m) => m.CandidateProfileScreen,
    ),
  recruitmentPositions: () =>
    import('../../features/settings/positions/PositionsScreen.tsx').then((m) => m.PositionsScreen),
  recruitmentStages: () =>
    import('../../features/settings/stages/StagesScreen.tsx').then((m) => m.StagesScreen),
  dataRetention: () =>
    import('../../features/settings/retention/RetentionScreen.tsx').then((m) => m.RetentionScreen),
  users: () => import('../../features/settings/users/UsersScreen.tsx').then((m) => m.UsersScreen),
  auditLog: () =>
    import('../../features/settings/audit/AuditLogScreen.tsx').then((m) => m.AuditLogScreen),
  apiAccess: () =>
    import('../../features/settings/apiTokens/ApiTokensScreen.tsx').then((m) => m.ApiTokensScreen),
  webhooks: () =>
    import('../../features/settings/webhooks/WebhooksScreen.tsx').then((m) => m.WebhooksScreen),
  webhookEndpoint: () =>
    import('../../features/settings/webhooks/WebhookEndpointScreen.tsx').then(
      (m) => m.WebhookEndpointScreen,
    ),
  candidateImports: () =>
    import('../../features/candidates/import/CandidateImportsScreen.tsx').then(
      (m) => m.CandidateImportsScreen,
    ),
  candidateImport: () =>
    import('../../features/candidates/import/CandidateImportScreen.tsx').then(
      (m) => m.CandidateImportScreen,
    ),
} satisfies Record<string, () => Promise<ComponentType>>;

function lazyScreen(
  load: () => Promise<ComponentType>,
  permission?: StaffPermission,
): RouteObject['lazy'] {
  return async () => {
    const Screen = await load();
    if (!permission) return { Component: Screen };
    // Loaded with the screen: the login page's entry stays without the SDK.
    const { requirePermission } = await import('./RequirePermission.tsx');
    return { Component: requirePermission(Screen, permission) };
  };
}

/**
 * A route of a lazily loaded screen, named for the page title; with `permission`, shown only
 * to roles that hold it (the others get the 403 page saying why).
 */
function screen(
  path: string,
  load: () => Promise<ComponentType>,
  title: MessageDescriptor,
  permission?: StaffPermission,
): RouteObject {
  const handle: RouteHandle = permission ? { title, permission } : { title };
  return { path, lazy: lazyScreen(load, permission), handle };
}

/** The root route: shared by both route tables. */
function root(children: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      hydrateFallbackElement: <LoadingScreen />,
      errorElement: <RouteErrorPage />,
      children,
    },
  ];
}

/** Public screens other than the login page, reachable whether signed in or not. */
const publicScreens: RouteObject[] = [
  screen(routePatterns.forgotPassword, screens.forgotPassword, authMessages.forgotPasswordTitle),
  screen(routePatterns.unauthorized, screens.unauthorized, errorPages.unauthorizedSubtitle),
  screen(routePatterns.forbidden, screens.forbidden, errorPages.forbiddenSubtitle),
  screen(routePatterns.notFound, screens.notFound, errorPages.notFoundSubtitle),
  screen(routePatterns.serverError, screens.serverError, errorPages.unexpectedSubtitle),
];

/**
 * Signed out: only the public routes exist. Any other path, secure or unknown, leads to
 * the login page (its own document, login.html), which remembers it.
 */
export function loggedOutRoutes(): RouteObject[] {
  return root([
    { element: <PublicLayout />, children: publicScreens },
    { path: '*', element: <RedirectToLogin /> },
  ]);
}

/**
 * Signed in: the secure routes are registered too. An unknown path, an unknown settings
 * page included, shows the not-found page (with its Back button) inside the signed-in frame.
 */
export function loggedInRoutes(): RouteObject[] {
  return root([
    { path: routePatterns.login, element: <RedirectFromLogin /> },
    { element: <PublicLayout />, children: publicScreens },
    {
      lazy: lazyScreen(screens.signedInLayout),
      children: [
        screen(routePatterns.dashboard, screens.dashboard, screenNames.dashboard),
        screen(
          routePatterns.questionnaires,
          screens.questionnaires,
          screenNames.questionnaires,
          'manageQuestionnaires',
        ),
        screen(
          routePatterns.newQuestionnaire,
          screens.newQuestionnaire,
          screenNames.newQuestionnaire,
          'manageQuestionnaires',
        ),
        screen(
          routePatterns.editQuestionnaire,
          screens.editQuestionnaire,
          screenNames.editQuestionnaire,
          'manageQuestionnaires',
        ),
        screen(routePatterns.recruitments, screens.recruitments, screenNames.recruitments),
        screen(
          routePatterns.newRecruitment,
          screens.newRecruitment,
          screenNames.newRecruitment,
          'manageRecruitments',
        ),
        screen(routePatterns.recruitment, screens.recruitment, screenNames.recruitment),
        screen(
          routePatterns.editRecruitment,
          screens.editRecruitment,
          screenNames.editRecruitment,
          'manageRecruitments',
        ),
        screen(
          routePatterns.recruitmentCandidates,
          screens.recruitmentCandidates,
          screenNames.recruitmentCandidates,
        ),
        screen(
          routePatterns.recruitmentPipeline,
          screens.recruitmentPipeline,
          screenNames.recruitmentPipeline,
        ),
        screen(routePatterns.applicants, screens.applicants, screenNames.applicants),
        screen(
          routePatterns.duplicateCandidates,
          screens.duplicateCandidates,
          screenNames.duplicateCandidates,
          'mergeCandidates',
        ),
        screen(
          routePatterns.applicantApplication,
          screens.candidateProfile,
          screenNames.applicantApplication,
        ),
        screen(
          routePatterns.recruitmentStages,
          screens.recruitmentStages,
          screenNames.recruitmentStages,
          'manageSettings',
        ),
        screen(
          routePatterns.recruitmentPositions,
          screens.recruitmentPositions,
          screenNames.recruitmentPositions,
          'manageSettings',
        ),
        screen(
          routePatterns.emailTemplates,
          screens.emailTemplates,
          screenNames.emailTemplates,
          'manageEmailTemplates',
        ),
        screen(
          routePatterns.newEmailTemplate,
          screens.newEmailTemplate,
          screenNames.newEmailTemplate,
          'manageEmailTemplates',
        ),
        screen(
          routePatterns.editEmailTemplate,
          screens.editEmailTemplate,
          screenNames.editEmailTemplate,
          'manageEmailTemplates',
        ),
        screen(
          routePatterns.dataRetention,
          screens.dataRetention,
          screenNames.dataRetention,
          'manageSettings',
        ),
        screen(routePatterns.users, screens.users, screenNames.users, 'manageUsers'),
        screen(routePatterns.auditLog, screens.auditLog, screenNames.auditLog, 'manageUsers'),
        // Every staff member may make tokens for themselves (issue 28): no permission.
        screen(routePatterns.apiAccess, screens.apiAccess, screenNames.apiAccess),
        screen(
          routePatterns.webhooks,
          screens.webhooks,
          screenNames.webhooks,
          'manageIntegrations',
        ),
        screen(
          routePatterns.webhookEndpoint,
          screens.webhookEndpoint,
          screenNames.webhookEndpoint,
          'manageIntegrations',
        ),
        screen(
          routePatterns.candidateImports,
          screens.candidateImports,
          screenNames.candidateImports,
          'importCandidates',
        ),
        screen(
          routePatterns.candidateImport,
          screens.candidateImport,
          screenNames.candidateImport,
          'importCandidates',
        ),
        {
          path: routePatterns.settingsRoot,
          lazy: lazyScreen(screens.settingsHome),
        },
        screen(routePatterns.settings, screens.settingsPageNotFound, errorPages.notFoundSubtitle),
        screen('*', screens.notFound, errorPages.notFoundSubtitle),
      ],
    },
  ]);
}
