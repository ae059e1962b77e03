import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { maxApplicationFiles } from '@ats/api-sdk';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { registerAuth } from './auth/plugin.ts';
import type { Config } from './config.ts';
import { loadContract, type OpenApiDocument } from './contract/document.ts';
import { registerContractRoutes } from './contract/registrar.ts';
import type { DatabaseHandle } from './db/client.ts';
import { registerErrorHandling } from './error-handler.ts';
import { handlers } from './features/index.ts';
import { offerHead, offerPageStatus, renderOfferPage } from './features/offers/offer-page.ts';
import { selectOffer } from './features/offers/queries.ts';
import { createLocalFileStorage } from './files/storage.ts';
import { requestLanguage } from './request-language.ts';
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
}

/**
 * Routes outside the contract, all documented: the contract itself and its reference page,
 * the development identity provider, CORS preflight, the built web app's files and the
 * public offer page (the web app's offer.html with the offer's meta tags).
 */
export function isDocumentedNonContractRoute(method: string, url: string): boolean {
  if (method === 'OPTIONS' && url === '*') return true;
  const isRead = method === 'GET' || method === 'HEAD';
  if (isRead && (url === '/*' || url === '/offers/:recruitmentId')) return true;
  return ['/api/openapi.json', '/api/docs', '/dev-idp'].some((prefix) => url.startsWith(prefix));
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const contract = options.contract ?? loadContract();
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('files', createLocalFileStorage(config.filesDir));

  registerErrorHandling(app);
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
  await registerAuth(app);

  registerContractRoutes(app, {
    document: contract,
    handlers,
    validateResponses: options.validateResponses,
    rateLimits: {
      login: config.signInRateLimit,
      loginCallback: config.signInRateLimit,
      applyForJobOffer: config.applyRateLimit,
    },
  });
  await registerContractDocs(app, contract);
  await registerWebApp(app, config.staticDir);
  return app;
}

async function registerContractDocs(app: FastifyInstance, contract: OpenApiDocument) {
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => contract);
  await app.register(swagger, {
    mode: 'static',
    specification: { document: contract as never },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    staticCSP: true,
  });
}

/** The built web app, with client routes falling back to index.html. */
async function registerWebApp(app: FastifyInstance, staticDir: string) {
  const hasApp = existsSync(path.join(staticDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      index: 'index.html',
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
    registerOfferPage(app, staticDir);
  } else {
    app.log.warn(`No built web app in ${staticDir}; serving the API only.`);
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/dev-idp/');
    if (hasApp && isPageRequest) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .code(404)
      .type('application/json')
      .send({ status: 404, message: 'Requested resource does not exist.' });
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
