import { handlers as authHandlers } from '../auth/handlers.ts';
import { listOperations, loadContract } from '../contract/document.ts';
import type { HandlerTable } from '../contract/registrar.ts';
import { notImplemented } from '../errors.ts';
import { handlers as activityHandlers } from './activities/handlers.ts';
import { handlers as applicationHandlers } from './applications/handlers.ts';
import { handlers as fileHandlers } from './files/handlers.ts';
import { handlers as offerHandlers } from './offers/handlers.ts';
import { handlers as positionHandlers } from './positions/handlers.ts';
import { handlers as questionnaireHandlers } from './questionnaires/handlers.ts';
import { handlers as recruiteeHandlers } from './recruitees/handlers.ts';
import { handlers as recruitmentHandlers } from './recruitments/handlers.ts';
import { handlers as scoreHandlers } from './scores/handlers.ts';
import { handlers as settingsHandlers } from './settings/handlers.ts';
import { handlers as stageHandlers } from './stages/handlers.ts';
import { handlers as systemHandlers } from './system/handlers.ts';
import { handlers as userHandlers } from './users/handlers.ts';

/** The handlers of every built feature, keyed by operationId. */
export const implementedHandlers: HandlerTable = {
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
  ...recruiteeHandlers,
  ...scoreHandlers,
  ...activityHandlers,
  ...applicationHandlers,
};

/**
 * Operations of the contract whose feature is not built yet: they answer 501 until a
 * feature adds their handlers above.
 */
export const notYetImplemented: readonly string[] = listOperations(loadContract())
  .map((operation) => operation.operationId)
  .filter((operationId) => !(operationId in implementedHandlers));

/** Every operation of the contract mapped to its handler (the registrar checks both ways). */
export const handlers: HandlerTable = {
  ...implementedHandlers,
  ...Object.fromEntries(
    notYetImplemented.map((operationId) => [
      operationId,
      async () => {
        throw notImplemented(operationId);
      },
    ]),
  ),
};
