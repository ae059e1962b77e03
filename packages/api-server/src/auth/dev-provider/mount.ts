import formbody from '@fastify/formbody';
import middie from '@fastify/middie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEMO_ACCOUNTS } from '../demo-accounts.ts';
import { deleteExpiredProviderArtefacts } from './adapter.ts';
import { expiredPage, signInPage } from './pages.ts';
import {
  type DevelopmentProvider,
  devProviderPrefix,
  pinToPublicOrigin,
  signInScope,
} from './provider.ts';

/** Our interaction pages are Fastify routes; everything else under the prefix is oidc-provider. */
const interactionPrefix = `${devProviderPrefix}/interaction/`;

/** True for the provider's own endpoints (authorize, token, userinfo, end session, ...). */
export function isProviderEndpoint(url: string): boolean {
  return url.startsWith(`${devProviderPrefix}/`) && !url.startsWith(interactionPrefix);
}

/**
 * Serves the development provider under /dev-idp: oidc-provider's Koa app through middie
 * (which runs before Fastify parses bodies; the provider rebuilds its URLs from
 * `req.originalUrl`), and our sign-in pages as Fastify routes with their own form parser.
 */
export async function mountDevelopmentProvider(
  app: FastifyInstance,
  dev: DevelopmentProvider,
): Promise<void> {
  const { publicOrigin } = app.config;
  const providerCallback = dev.provider.callback();

  await app.register(middie);
  app.use(devProviderPrefix, (request, response, next) => {
    if (request.url?.startsWith('/interaction/')) return next();
    pinToPublicOrigin(request, publicOrigin);
    void providerCallback(request, response);
  });

  await app.register(async (scope) => {
    await scope.register(formbody);

    const startAgain = `${publicOrigin}/login`;
    const loginAction = (uid: string) => `${interactionPrefix}${encodeURIComponent(uid)}/login`;

    /** The pending interaction for this browser, or null when its cookie is gone or expired. */
    async function findInteraction(
      request: FastifyRequest<{ Params: { uid: string } }>,
      reply: FastifyReply,
    ) {
      pinToPublicOrigin(request.raw, publicOrigin);
      try {
        const details = await dev.provider.interactionDetails(request.raw, reply.raw);
        return details.uid === request.params.uid ? details : null;
      } catch {
        return null;
      }
    }

    function sendHtml(reply: FastifyReply, status: number, html: string) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .code(status)
        .send(html);
    }

    scope.get<{ Params: { uid: string } }>(`${interactionPrefix}:uid`, async (request, reply) => {
      const details = await findInteraction(request, reply);
      if (!details) return sendHtml(reply, 400, expiredPage(startAgain));

      if (details.prompt.name === 'consent') {
        // Only our own client uses this provider: grant what it asked for, no screen.
        const accountId = details.session?.accountId;
        if (!accountId) return sendHtml(reply, 400, expiredPage(startAgain));
        const grant = details.grantId
          ? await dev.provider.Grant.find(details.grantId)
          : new dev.provider.Grant({ accountId, clientId: String(details.params.client_id) });
        if (!grant) return sendHtml(reply, 400, expiredPage(startAgain));
        grant.addOIDCScope(String(details.params.scope ?? signInScope));
        const grantId = await grant.save();
        const returnTo = await dev.provider.interactionResult(request.raw, reply.raw, {
          consent: { grantId },
        });
        return reply.redirect(returnTo, 303);
      }

      return sendHtml(
        reply,
        200,
        signInPage({ action: loginAction(details.uid), accounts: DEMO_ACCOUNTS }),
      );
    });

    scope.post<{ Params: { uid: string }; Body: { email?: unknown; password?: unknown } }>(
      `${interactionPrefix}:uid/login`,
      async (request, reply) => {
        const details = await findInteraction(request, reply);
        if (!details) return sendHtml(reply, 400, expiredPage(startAgain));

        const email = typeof request.body?.email === 'string' ? request.body.email.trim() : '';
        const password = typeof request.body?.password === 'string' ? request.body.password : '';
        const account = DEMO_ACCOUNTS.find(
          (candidate) =>
            candidate.email.toLowerCase() === email.toLowerCase() &&
            candidate.password === password,
        );
        if (!account) {
          return sendHtml(
            reply,
            401,
            signInPage({
              action: loginAction(details.uid),
              accounts: DEMO_ACCOUNTS,
              email,
              wrongCredentials: true,
            }),
          );
        }

        await deleteExpiredProviderArtefacts(app.db);
        const returnTo = await dev.provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: account.subject } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(returnTo, 303);
      },
    );
  });
}
