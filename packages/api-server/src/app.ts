import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contractPath } from '@ats/api-sdk/contract';
import { maxApplicationFiles } from '@ats/domain';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { registerAuth } from './auth/plugin.ts';
import { safeRedirectTarget } from './auth/redirect-target.ts';
import { resolveSession, sessionCookieName } from './auth/sessions.ts';
import type { Config } from './config.ts';
import { loadContract, type OpenApiDocument } from './contract/document.ts';
import { registerContractRoutes } from './contract/registrar.ts';
import type { DatabaseHandle } from './db/client.ts';
import {
  clientErrorHandler,
  errorBody,
  frameworkErrors,
  noStore,
  registerErrorHandling,
} from './error-handler.ts';
import { mergedRecruiteeRedirect } from './features/duplicates/index.ts';
import { createLocalFileStorage } from './features/files/index.ts';
import { handlers } from './features/index.ts';
import {
  offerHead,
  offerPageStatus,
  renderOfferPage,
  selectOffer,
} from './features/offers/index.ts';
import { registerOrphanedFileSweep } from './features/privacy/index.ts';
import { registerWebhookPoke } from './features/webhooks/index.ts';
import type { MailCapture } from './mail/capture-server.ts';
import { devMailPrefix, registerDevMailRoutes } from './mail/dev-mail-routes.ts';
import { createPdfWorkers } from './pdf/pdf-workers.ts';
import { requestLanguage } from './request-language.ts';
import { serializeRequest } from './request-log.ts';
import { registerRequestQueue } from './request-queue.ts';
import { isPublicPage, loginPageFor, loginPath } from './web-app-pages.ts';
import './types.ts';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** pino options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Check every JSON response against the contract (on in tests). */
  validateResponses?: boolean;
  /** The contract; read from the SDK package by default. */
  contract?: OpenApiDocument;
  /** Told of every route as it is registered (the contract-coverage test listens). */
  onRoute?: (route: RouteOptions) => void;
  /** The local mail capture server in use (no SMTP_URL): its pages are served at /dev/mail. */
  mailCapture?: MailCapture;
}

/**
 * Routes outside the contract, all documented: the contract itself and its reference page,
 * the development identity provider and mail pages, CORS preflight, the built web app's files and the
 * public offer page (the web app's offer.html with the offer's meta tags).
 */
export function isDocumentedNonContractRoute(method: string, url: string): boolean {
  if (method === 'OPTIONS' && url === '*') return true;
  const isRead = method === 'GET' || method === 'HEAD';
  if (isRead && (url === '/*' || url === '/offers/:recruitmentId')) return true;
  return ['/api/openapi.json', '/api/docs', '/dev-idp', devMailPrefix].some((prefix) =>
    url.startsWith(prefix),
  );
}

/**
 * The logger options with the request serializer of request-log.ts: logs name a request by
 * its route, and redact query values that may be personal (search terms: names, e-mails).
 */
function withRequestSerializer(
  logger: NonNullable<FastifyServerOptions['logger']>,
): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { req: serializeRequest, ...options.serializers } };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const contract = options.contract ?? loadContract();
  const app = Fastify({
    logger: withRequestSerializer(options.logger ?? { level: config.logLevel }),
    bodyLimit: 1024 * 1024,
    // Unique across restarts and servers: a 5xx answer's requestId finds its log line.
    genReqId: () => randomUUID(),
    frameworkErrors,
    clientErrorHandler,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('files', createLocalFileStorage(config.filesDir));
  // main.ts replaces it with its outbox worker once listening.
  app.decorate('mailOutbox', { poke() {} });
  app.decorate('mailCapture', options.mailCapture ?? null);
  // main.ts replaces the no-op with its webhook delivery worker once listening.
  registerWebhookPoke(app);
  // main.ts replaces it with its import worker once listening.
  app.decorate('importWorker', { poke() {} });
  // main.ts replaces it with its scrub of erased data (the embedded database only).
  app.decorate('erasedDataScrub', { request() {} });
  // PDFs are built off the request thread; onClose runs once requests in flight have ended.
  app.decorate('pdfWorkers', createPdfWorkers(config.pdfWorkers));
  app.addHook('onClose', () => app.pdfWorkers.close());
  // Bytes no file row names (an erasure's leftovers), deleted once listening and daily.
  registerOrphanedFileSweep(app);

  registerErrorHandling(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers depend on the session (or may, later): never stored unless a route says
    // otherwise (avatars and files are cached privately; the API reference's own assets).
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', noStore);
    }
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'", 'blob:'],
        formAction: ["'self'", ...config.appOrigins],
        upgradeInsecureRequests: null,
      },
    },
    // Cross-origin app origins (APP_ORIGINS) load avatars and files from the API.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cors, { origin: config.appOrigins, credentials: true });
  // No attachFieldsToBody: the one multipart operation (applyForJobOffer) streams its parts
  // itself and sets its own limits; these defaults only bound any other use.
  await app.register(multipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: maxApplicationFiles },
  });

  // Only the public routes that invite abuse are limited (per address, in this process's
  // memory: a limit per server, which is enough to slow down guessing and spam).
  await app.register(rateLimit, { global: false });
  // PGlite answers one query at a time: requests take turns before their first query (the
  // session lookup in registerAuth), and a crowd gets 503 + Retry-After instead of a hang.
  if (database.kind === 'pglite') registerRequestQueue(app, config.embeddedQueue);
  await registerAuth(app, database);

  registerContractRoutes(app, {
    document: contract,
    handlers,
    validateResponses: options.validateResponses,
    preHandlerFor: mergedRecruiteeRedirect,
    rateLimits: {
      login: config.signInRateLimit,
      loginCallback: config.signInRateLimit,
      applyForJobOffer: config.applyRateLimit,
    },
  });
  await registerContractDocs(app, contract);
  // Like the development identity provider, the pages are for development only: with a real
  // provider they would show candidates' mail to anyone, so they are not mounted.
  if (options.mailCapture && !config.oidc) registerDevMailRoutes(app, options.mailCapture);
  await registerWebApp(app, config.staticDir);
  return app;
}

/** The SDK package's README beside its contract: the client's usage, linked from /api/docs. */
const sdkReadmePath = path.join(path.dirname(contractPath), 'README.md');

/**
 * The reference page's introduction, after the contract's own: where the typed client is
 * and how to use it, and the contract to download.
 */
export const apiDocsSdkSection = `

## Client SDK and contract

- [Download the contract (openapi.yaml)](/api/docs/openapi.yaml), OpenAPI 3.1, as written.
- [SDK usage](/api/docs/sdk.md): \`@ats/api-sdk\` is a typed, framework-free client of every
  call here (browser and Node), plus RTK Query hooks for React; install its packed tarball.
- Credentials: an API token made in Settings > API access, sent as
  \`Authorization: Bearer <token>\` (servers and scripts; no cookie, no \`Origin\` needed),
  or the session cookie \`ats_session\` of a sign-in. A token acts with its maker's rights,
  narrowed by its scopes: each operation lists the scopes it needs under its security
  (\`apiToken\`); without that entry it takes the cookie only. 401: wrong, expired or revoked
  token; 403: a scope missing; 429: over the token's rate limit. A browser sends the cookie
  itself; from Node pass it as a \`Cookie\` header, and for writes an \`Origin\` header with
  this server's origin.

\`\`\`ts
import { createApiClient, RecruitmentStatus } from '@ats/api-sdk';

// A server or script (Node 20+): a token with the scope recruitments:read.
const api = createApiClient({ baseUrl: 'https://ats.example.com', token: process.env.ATS_TOKEN });
const { data, error } = await api.GET('/api/Recruitments', {
  params: { query: { RecruitmentStatus: RecruitmentStatus.Open, pageNumber: 1 } },
});
\`\`\`
`;

async function registerContractDocs(app: FastifyInstance, contract: OpenApiDocument) {
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => contract);
  // The contract file itself (comments and order kept), as a download.
  app.get('/api/docs/openapi.yaml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/yaml; charset=utf-8')
      .header('content-disposition', 'attachment; filename="openapi.yaml"')
      .send(await readFile(contractPath, 'utf8')),
  );
  // Markdown shown as text: every browser displays it rather than downloading it.
  app.get('/api/docs/sdk.md', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(await readFile(sdkReadmePath, 'utf8')),
  );
  const info = (contract.info ?? {}) as { description?: string };
  await app.register(swagger, {
    mode: 'static',
    specification: {
      document: {
        ...contract,
        info: { ...info, description: `${info.description ?? ''}${apiDocsSdkSection}` },
      } as never,
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    staticCSP: true,
  });
}

/**
 * The built web app: its files, the login page at /login (signed-in visitors go on to where
 * it points), and client routes falling back to index.html; a signed-out page load of a
 * secure route goes to the login page at once, which loads a fraction of the app's script.
 */
async function registerWebApp(app: FastifyInstance, staticDir: string) {
  const hasApp = existsSync(path.join(staticDir, 'index.html'));
  // Without its own entry in the build (an older build), the app's index.html shows the login.
  const loginPage = existsSync(path.join(staticDir, 'login.html')) ? 'login.html' : 'index.html';
  const signedInUser = (request: FastifyRequest) =>
    resolveSession(app.db, request.cookies[sessionCookieName], app.sessionCache);
  /** A page load of a client route: the app, or signed out on a secure route the login. */
  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (!isPublicPage(pathname) && !(await signedInUser(request))) {
      return reply.header('cache-control', noStore).redirect(loginPageFor(request.url));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  };
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      // `/` is a client route like any other (the route below), not a directory's index.
      index: false,
      setHeaders(reply, filePath) {
        // Vite puts content-hashed files under assets/: they never change.
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
    app.get('/', answerPage);
    registerOfferPage(app, staticDir);
    app.get<{ Querystring: { returnTo?: string } }>(loginPath, async (request, reply) => {
      if (await signedInUser(request)) {
        const target = safeRedirectTarget(request.query.returnTo, app.config) ?? '/';
        return reply.header('cache-control', noStore).redirect(target);
      }
      return reply.header('cache-control', 'no-cache').sendFile(loginPage);
    });
  } else {
    app.log.warn(`No built web app in ${staticDir}; serving the API only.`);
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/dev-idp/') &&
      !request.url.startsWith(`${devMailPrefix}/`);
    if (hasApp && isPageRequest) return answerPage(request, reply);
    return reply
      .code(404)
      .header('cache-control', noStore)
      .type('application/json')
      .send(errorBody(404, request.id));
  });
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The public offer page: offer.html with the offer's title, description, Open Graph tags and
 * JobPosting JSON-LD in its head. 200 open, 410 closed, 404 otherwise; the page is served in
 * every case so that its script can say "no longer available". Without offer.html in the
 * build it is the app's index.html, as for any client route.
 */
function registerOfferPage(app: FastifyInstance, staticDir: string) {
  app.get<{ Params: { recruitmentId: string } }>(
    '/offers/:recruitmentId',
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      const template = await readFile(path.join(staticDir, 'offer.html'), 'utf8').catch(() => null);
      if (template === null) return reply.sendFile('index.html');
      const { recruitmentId } = request.params;
      const lookup = uuidPattern.test(recruitmentId)
        ? await selectOffer(app.db, recruitmentId, requestLanguage(request))
        : null;
      const offerUrl = `${app.config.publicOrigin}/offers/${encodeURIComponent(recruitmentId)}`;
      return reply
        .code(offerPageStatus(lookup))
        .type('text/html; charset=utf-8')
        .send(renderOfferPage(template, offerHead(lookup, offerUrl)));
    },
  );
}
