import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import { DEV_ISSUER_ID } from './demo-accounts.ts';
import { type DevelopmentProvider, idTokenSigningAlgorithm } from './dev-provider/provider.ts';

/** How this server signs users in: the provider, our client, and the URLs it registered. */
export interface RelyingParty {
  /** The issuer recorded on users: DEV_ISSUER_ID for the development provider, else its URL. */
  issuerId: string;
  isDevelopmentProvider: boolean;
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** Cookies get `Secure` when the public origin is https. */
  secureCookies: boolean;
  /** The discovered provider configuration; discovered on first use, memoised. */
  configuration(): Promise<oidc.Configuration>;
}

/**
 * Fetch for the provider running in this very process: requests go through `app.inject`
 * instead of the network, so discovery works before `listen`, behind any proxy, and in tests.
 */
function inProcessFetch(app: FastifyInstance, publicOrigin: string): oidc.CustomFetch {
  const origin = new URL(publicOrigin).origin;
  return async (url, options) => {
    const target = new URL(url);
    if (target.origin !== origin) return fetch(url, options as RequestInit);
    const body = options.body;
    const response = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { ...options.headers, host: target.host },
      payload:
        body === undefined || body === null
          ? undefined
          : typeof body === 'string'
            ? body
            : body instanceof URLSearchParams
              ? body.toString()
              : Buffer.from(await new Response(body as BodyInit).arrayBuffer()),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const hasBody = ![101, 204, 205, 304].includes(response.statusCode);
    return new Response(hasBody ? new Uint8Array(response.rawPayload) : null, {
      status: response.statusCode,
      headers,
    });
  };
}

export function createRelyingParty(
  app: FastifyInstance,
  dev: DevelopmentProvider | undefined,
): RelyingParty {
  const { config } = app;
  const publicOrigin = config.publicOrigin;

  let issuer: string;
  let clientId: string;
  let clientSecret: string | undefined;
  if (dev) {
    ({ issuer, clientId, clientSecret } = dev);
  } else if (config.oidc) {
    ({ issuer, clientId, clientSecret } = config.oidc);
  } else {
    throw new Error('Neither an OpenID Connect provider nor the development one is configured');
  }

  const issuerUrl = new URL(issuer);
  const execute = issuerUrl.protocol === 'http:' ? [oidc.allowInsecureRequests] : [];
  const options: oidc.DiscoveryRequestOptions = { execute };
  if (dev) options[oidc.customFetch] = inProcessFetch(app, publicOrigin);

  let discovered: Promise<oidc.Configuration> | undefined;
  return {
    issuerId: dev ? DEV_ISSUER_ID : issuer,
    isDevelopmentProvider: dev !== undefined,
    redirectUri: `${publicOrigin}/api/ATSUsers/LoginCallback`,
    postLogoutRedirectUri: `${publicOrigin}/login`,
    secureCookies: publicOrigin.startsWith('https:'),
    configuration() {
      // Lazily, on the first sign-in: the provider need not be up when the server starts.
      discovered ??= oidc
        .discovery(
          issuerUrl,
          clientId,
          dev ? { id_token_signed_response_alg: idTokenSigningAlgorithm } : undefined,
          clientSecret === undefined ? oidc.None() : oidc.ClientSecretBasic(clientSecret),
          options,
        )
        .catch((error: unknown) => {
          // Not memoised: the next sign-in tries again (the provider may be back).
          discovered = undefined;
          throw error;
        });
      return discovered;
    },
  };
}
