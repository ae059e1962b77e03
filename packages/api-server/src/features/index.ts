import { handlers as authHandlers } from '../auth/handlers.ts';
import type { HandlerTable } from '../contract/registrar.ts';
import { handlers as activityHandlers } from './activities/handlers.ts';
import { handlers as apiTokenHandlers } from './api-tokens/handlers.ts';
import { handlers as auditHandlers } from './audit/handlers.ts';
import { handlers as candidateHandlers } from './candidates/handlers.ts';
import { handlers as dashboardHandlers } from './dashboard/handlers.ts';
import { handlers as duplicateHandlers } from './duplicates/handlers.ts';
import { handlers as emailTemplateHandlers } from './email-templates/handlers.ts';
import { handlers as fileHandlers } from './files/handlers.ts';
import { handlers as importHandlers } from './imports/handlers.ts';
import { handlers as offerHandlers } from './offers/handlers.ts';
import { handlers as positionHandlers } from './positions/handlers.ts';
import { handlers as privacyHandlers } from './privacy/handlers.ts';
import { handlers as questionnaireHandlers } from './questionnaires/handlers.ts';
import { handlers as recruitmentHandlers } from './recruitments/handlers.ts';
import { handlers as scoreHandlers } from './scores/handlers.ts';
import { handlers as settingsHandlers } from './settings/handlers.ts';
import { handlers as stageHandlers } from './stages/handlers.ts';
import { handlers as systemHandlers } from './system/handlers.ts';
import { handlers as userHandlers } from './users/handlers.ts';
import { handlers as webhookHandlers } from './webhooks/handlers.ts';

/**
 * Every operation of the contract mapped to its handler, keyed by operationId. The registrar
 * refuses to start when an operation has no handler or a handler no operation.
 */
export const handlers: HandlerTable = {
  ...authHandlers,
  ...systemHandlers,
  ...settingsHandlers,
  ...stageHandlers,
  ...positionHandlers,
  ...questionnaireHandlers,
  ...recruitmentHandlers,
  ...userHandlers,
  ...fileHandlers,
  ...offerHandlers,
  ...candidateHandlers,
  ...duplicateHandlers,
  ...scoreHandlers,
  ...activityHandlers,
  ...dashboardHandlers,
  ...privacyHandlers,
  ...emailTemplateHandlers,
  ...auditHandlers,
  ...apiTokenHandlers,
  ...webhookHandlers,
  ...importHandlers,
};
