import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { forbidden, TooManyRequestsError, unauthorized } from '../errors.ts';
import { loggedUrl } from '../request-log.ts';
import {
  bearerTokenOf,
  carriesTokenOutsideHeader,
  createTokenRateLimiter,
  resolveApiToken,
} from './api-tokens.ts';
import { checkRequestOrigin } from './csrf.ts';
import { isProviderEndpoint, mountDevelopmentProvider } from './dev-provider/mount.ts';
import {
  createDevelopmentProvider,
  devProviderPrefix,
  logProviderErrors,
} from './dev-provider/provider.ts';
import { createRelyingParty, type RelyingParty } from './relying-party.ts';
import { loadOrCreateSecrets, randomToken } from './secrets.ts';
import { createSessionCache, type SessionCache } from './session-cache.ts';
import { listenForEndedSessions } from './session-events.ts';
import { resolveSession, sessionCookieName } from './sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in: the OpenID Connect relying party used by the ATSUsers handlers. */
    relyingParty: RelyingParty;
    /** Recently resolved sessions of this process, dropped when any server ends them. */
    sessionCache: SessionCache;
  }
}

/**
 * Sign-in for the whole server. Call after `app.config` and `app.db` are decorated and
 * before the contract's routes are registered. It registers @fastify/cookie (secret shared
 * through `server_secrets`), resolves `request.user` from the session cookie, refuses
 * cross-site state-changing requests, and mounts the development identity provider under
 * /dev-idp when no external provider is configured.
 */
export async function registerAuth(
  app: FastifyInstance,
  database: Pick<DatabaseHandle, 'listen'>,
): Promise<void> {
  const { config, db } = app;
  const secrets = await loadOrCreateSecrets(db, { 'cookie-secret': randomToken });
  await app.register(cookie, { secret: secrets['cookie-secret'] });

  const dev = config.oidc ? undefined : await createDevelopmentProvider(db, config.publicOrigin);
  app.decorate('relyingParty', createRelyingParty(app, dev));
  app.decorateRequest('user', null);
  app.decorate(
    'sessionCache',
    createSessionCache({ ttlMs: config.sessionCacheSeconds * 1000, maxEntries: 10_000 }),
  );
  if (config.sessionCacheSeconds > 0) {
    // Sessions ended on any server are forgotten here at once (src/auth/session-events.ts).
    const listening = await listenForEndedSessions(database, app.sessionCache, (message) =>
      app.log.warn(message),
    );
    app.addHook('onClose', () => listening.close());
  }

  app.addHook('onRequest', async (request) => {
    // The provider's endpoints protect themselves (client authentication, xsrf tokens) and
    // are called server to server, without Origin.
    if (dev && isProviderEndpoint(request.url)) return;
    // A request with a token carries no credential a browser adds by itself (its cookie is
    // ignored below), so another site cannot forge it: no Origin needed.
    if (request.headers.authorization !== undefined && request.url.startsWith('/api/')) return;
    checkRequestOrigin(request, config.appOrigins);
  });

  const tokenRateLimiter = createTokenRateLimiter(config.apiTokenRateLimit);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    // A token anywhere but the Authorization header has leaked into logs, histories or
    // Referer headers: refused, so that no tool comes to rely on it.
    if (
      carriesTokenOutsideHeader(request.url) ||
      carriesTokenOutsideHeader(request.headers.cookie)
    ) {
      throw unauthorized(`${request.method} ${loggedUrl(request)}: a token outside the header`);
    }
    const authorization = request.headers.authorization;
    if (authorization === undefined) {
      request.user = await resolveSession(db, request.cookies[sessionCookieName], app.sessionCache);
      return;
    }
    const { bearerToken } = request.routeOptions.config ?? {};
    // Sign-in, its callback and sign-out are the browser's: a token's request must not start,
    // end or read a cookie session.
    if (bearerToken === 'refused') {
      throw forbidden(`${request.method} ${loggedUrl(request)} takes no API token`);
    }
    // Other public operations (health, job offers, applying) read no credential at all.
    if (bearerToken === 'ignored') return;
    const token = bearerTokenOf(authorization);
    const user =
      token === null
        ? null
        : await resolveApiToken(db, token, { cache: app.sessionCache, clientAddress: request.ip });
    if (!user?.apiToken) {
      throw unauthorized(
        `${request.method} ${loggedUrl(request)}: unknown, expired or revoked token`,
      );
    }
    const retryAfter = tokenRateLimiter.take(user.apiToken.id);
    if (retryAfter > 0) {
      throw new TooManyRequestsError(retryAfter, `token ${user.apiToken.id} over its rate limit`);
    }
    request.user = user;
  });

  if (dev) {
    logProviderErrors(app, dev.provider);
    await mountDevelopmentProvider(app, dev);
    // Info, not a warning: the start-up banner says it in words (src/start-banner.ts), and
    // `npm start` logs warnings only (issue 26).
    app.log.info(
      `Development identity provider at ${config.publicOrigin}${devProviderPrefix} — for development only; set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET in production.`,
    );
  }
}
