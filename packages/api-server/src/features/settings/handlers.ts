import type { FeatureHandlers } from '../../contract/handler-types.ts';
import { selectCurrencies, selectLanguages, selectStageTypes, selectTimeZones } from './queries.ts';

export const handlers = {
  async listCurrencies(request) {
    return selectCurrencies(request.server.db);
  },
  async listStageTypes(request) {
    return selectStageTypes(request.server.db);
  },
  async listLanguages(request) {
    return selectLanguages(request.server.db);
  },
  async listTimeZones(request) {
    return selectTimeZones(request.server.db);
  },
} satisfies FeatureHandlers;
