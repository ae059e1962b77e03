import createClient, { type Client } from 'openapi-fetch';
import { toFormData } from './formData.ts';
import type { paths } from './generated/schema.ts';

export interface ApiClientOptions {
  /** Origin of the API; empty (the default) means the page's own origin. */
  baseUrl?: string;
  /** A fetch implementation, e.g. a test double; the global fetch by default. */
  fetch?: typeof fetch;
  /**
   * Headers sent with every request. The server signs in by its session cookie only (no
   * bearer tokens): a browser sends the cookie itself, while Node passes it here as
   * `Cookie: ats_session=<id>`, and for writes also `Origin` with the server's own origin
   * (the server refuses state-changing requests from other origins).
   */
  headers?: Record<string, string>;
}

export type ApiClient = Client<paths>;

/**
 * A typed, framework-free client for every call of the contract, in the browser and in Node.
 * Requests carry the session cookie. Paths are the contract's, `/api` prefix included:
 *
 * ```ts
 * const api = createApiClient();
 * const { data, error } = await api.GET('/api/Questionnaires', { params: { query: { pageNumber: 1 } } });
 * ```
 *
 * Multipart calls need the FormData serializer, and file downloads `parseAs: 'blob'`:
 *
 * ```ts
 * await api.POST('/api/JobOffers/{recruitmentId}/apply', {
 *   params: { path: { recruitmentId } },
 *   body: { application, resume },
 *   bodySerializer: formDataBodySerializer,
 * });
 * const { data: pdf } = await api.GET('/api/Files/JobApplications/{jobApplicationId}/MergedPdf', {
 *   params: { path: { jobApplicationId } },
 *   parseAs: 'blob',
 * });
 * ```
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  return createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    credentials: 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

/** openapi-fetch `bodySerializer` for the contract's `multipart/form-data` bodies. */
export const formDataBodySerializer = (body: object): FormData => toFormData(body);
