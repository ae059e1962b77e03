// The whole database schema: drizzle-kit generates migrations from this file and the
// Database type is built over it.
export { activities } from './activities.ts';
export {
  apiTokens,
  atsUsers,
  auditEvents,
  oidcProviderStore,
  serverSecrets,
  sessions,
  signInDomains,
} from './auth.ts';
export { consentVersions, consentVersionTexts } from './consent.ts';
export { duplicateDismissals, duplicatePairs, recruiteeMerges } from './duplicates.ts';
export { files } from './files.ts';
export { idempotencyKeys } from './idempotency.ts';
export {
  type CandidateImportStatusName,
  candidateImportRows,
  candidateImportStatuses,
  candidateImports,
  type PendingRowValues,
  type StoredColumnMapping,
  type StoredImportSettings,
} from './imports.ts';
export {
  type EmailTemplateText,
  emailTemplates,
  type OutboxCalendarPart,
  type OutboxStatus,
  outboxMessages,
  outboxStatuses,
} from './mail.ts';
export { positionLocalizations, positions } from './positions.ts';
export { type AccessKind, accessKinds, accessLog, retentionSettings } from './privacy.ts';
export {
  type QuestionnaireStructure,
  questionnaires,
  questionnaireVersions,
} from './questionnaires.ts';
export { jobApplications, recruitees, recruitmentRecruitees } from './recruitees.ts';
export {
  keywords,
  recruitmentKeywords,
  recruitments,
  recruitmentTeamMembers,
} from './recruitments.ts';
export { currencies, languages, stageTypes, timeZones } from './reference.ts';
export { scores } from './scores.ts';
export { recruitmentStageLocalizations, recruitmentStages } from './stages.ts';
export {
  type WebhookDeliveryStatus,
  type WebhookDisabledReason,
  webhookAttempts,
  webhookDeliveries,
  webhookDeliveryStatuses,
  webhookDisabledReasons,
  webhookEndpoints,
  webhookMessages,
} from './webhooks.ts';
