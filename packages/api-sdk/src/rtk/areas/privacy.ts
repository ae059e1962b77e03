/** Behaviour of the candidates' personal-data calls (export, erasure) the generator cannot know. */
import type { EndpointEnhancements } from '../endpointDefinition.ts';

export const privacyEnhancements: EndpointEnhancements = {
  // Every export is an access the server records: a cache tag must never fetch one again.
  exportPersonalData(definition) {
    definition.providesTags = [];
  },
};
