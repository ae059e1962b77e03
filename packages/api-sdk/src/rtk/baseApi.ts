import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/** Cache tags: one per area of the contract (its OpenAPI tags). */
export const areaTags = [
  'Users',
  'Dashboard',
  'Stages',
  'Positions',
  'Questionnaires',
  'Recruitments',
  'Recruitees',
  'Applications',
  'Scores',
  'Activities',
  'Files',
  'Settings',
  'JobOffers',
  'ApiTokens',
  'System',
  'Webhooks',
  'Imports',
] as const;

export type AreaTag = (typeof areaTags)[number];

/**
 * Query parameters as the contract reads them: a list repeats its name
 * (`?RecruitmentStageIds=a&RecruitmentStageIds=b`, form style, explode), undefined and null are
 * left out. fetchBaseQuery's default would send `a,b` as one value.
 */
export function serialiseQuery(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  return search.toString();
}

/**
 * The one RTK Query api of the product. Its endpoints are generated from openapi.yaml into
 * src/generated/rtk and injected here; tags and fixes are applied in ./enhance.ts.
 * Requests go to the app's own origin with the session cookie.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '',
    credentials: 'include',
    paramsSerializer: serialiseQuery,
    // Localised names (stages, positions) follow the UI language, which the app keeps in
    // <html lang>, rather than the browser's default Accept-Language.
    prepareHeaders(headers) {
      const uiLanguage = typeof document === 'undefined' ? '' : document.documentElement.lang;
      if (uiLanguage) headers.set('Accept-Language', uiLanguage);
      return headers;
    },
  }),
  tagTypes: areaTags,
  endpoints: () => ({}),
});
