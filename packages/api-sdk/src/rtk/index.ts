/**
 * RTK Query for the app: `api` (add `api.reducer` under `api.reducerPath` and `api.middleware`
 * to the store), one typed api object per area (`stagesApi.util.updateQueryData(...)`), and
 * every generated hook (`useGetCurrentUserQuery`, ...), with tags and fixes from ./enhance.ts.
 *
 * File endpoints (avatars, photos, PDFs) return Blobs, which Redux's serializability check
 * reports: ignore `api` query results in that check, or download through `createApiClient`.
 */
import { enhancedApi } from './enhance.ts';

export { type EndpointName, endpointMetadata } from '../generated/rtk/endpoints.ts';
export * from '../generated/rtk/index.ts';
export { removePositionFromPages, replacePositionInPages } from './areas/positions.ts';
export { type AreaTag, areaTags } from './baseApi.ts';

/** The product's one RTK Query api, with every generated endpoint injected and enhanced. */
export const api = enhancedApi;
