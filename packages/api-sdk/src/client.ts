import createClient, { type Client } from 'openapi-fetch';
import { toFormData } from './formData.ts';
import type { paths } from './generated/schema.ts';

export interface ApiClientOptions {
  /** Origin of the API; empty (the default) means the page's own origin. */
  baseUrl?: string;
  /**
   * An API token made in Settings > API access (`ats_<id>_<secret>`), for servers and scripts:
   * sent as `Authorization: Bearer <token>` with every request, and no cookie is sent
   * (`credentials: 'omit'`). A token request needs no `Origin` header. It acts with the rights
   * of the person who made it, narrowed by its scopes: a missing scope answers 403, a wrong,
   * expired or revoked token 401, and too many requests per minute 429 (`Retry-After`).
   * Keep it out of URLs and cookies: the server refuses a token anywhere but this header.
   */
  token?: string;
  /** A fetch implementation, e.g. a test double; the global fetch by default. */
  fetch?: typeof fetch;
  /**
   * Headers sent with every request. Without a token the server knows the caller by the
   * session cookie: a browser sends the cookie itself, while Node passes it here as
   * `Cookie: ats_session=<id>`, and for writes also `Origin` with the server's own origin
   * (the server refuses state-changing requests with a cookie from other origins).
   */
  headers?: Record<string, string>;
}

export type ApiClient = Client<paths>;

/**
 * A typed, framework-free client for every call of the contract, in the browser and in Node.
 * Requests carry the session cookie, or with `token` an API token and no cookie. Paths are
 * the contract's, `/api` prefix included:
 *
 * ```ts
 * const api = createApiClient();
 * const { data, error } = await api.GET('/api/Questionnaires', { params: { query: { pageNumber: 1 } } });
 *
 * // A server or script (Node 20+, the global fetch): an API token from Settings > API access.
 * const tool = createApiClient({ baseUrl: 'https://ats.example.com', token: process.env.ATS_TOKEN });
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
  const { token } = options;
  if (token !== undefined && !/^\S+$/.test(token)) {
    throw new TypeError('createApiClient: the token is empty or contains white space');
  }
  // The token's header replaces any Authorization among `headers`, whatever its case.
  const headers =
    token === undefined
      ? options.headers
      : {
          ...Object.fromEntries(
            Object.entries(options.headers ?? {}).filter(
              ([name]) => name.toLowerCase() !== 'authorization',
            ),
          ),
          Authorization: `Bearer ${token}`,
        };
  return createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    // With a token no cookie goes along: the server would ignore it, and a browser page of a
    // signed-in user would otherwise mix two identities in one client.
    credentials: token === undefined ? 'include' : 'omit',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(headers ? { headers } : {}),
  });
}

/** openapi-fetch `bodySerializer` for the contract's `multipart/form-data` bodies. */
export const formDataBodySerializer = (body: object): FormData => toFormData(body);
