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
  'System',
] as const;

export type AreaTag = (typeof areaTags)[number];

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
