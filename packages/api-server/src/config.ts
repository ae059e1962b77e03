import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultPdfWorkerLimits } from './pdf/pdf-workers.ts';
import { defaultEmbeddedQueue, type RequestQueueLimits } from './request-queue.ts';
import type { WorkerPoolLimits } from './workers/worker-pool.ts';

/** Every environment variable the server reads, validated in one place. */
export interface Config {
  /** TCP port; the app and the API share it. */
  port: number;
  /** Interface to bind; loopback by default. */
  host: string;
  /** The origin users type into the browser; sign-in redirects and CSRF checks use it. */
  publicOrigin: string;
  /** Further origins allowed to call the API with credentials (e.g. the Vite dev server). */
  appOrigins: string[];
  /** Embedded PGlite data directory, used when databaseUrl is unset. */
  dataDir: string;
  /** Uploaded and generated files (resumes, photos); shared storage when servers are many. */
  filesDir: string;
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl: string | undefined;
  /**
   * E-mail addresses (lower case) of people who sign in as administrators without an
   * invitation (ADMIN_EMAILS, comma-separated): the first administrators of a new
   * installation, or a way back in when none is left.
   */
  adminEmails: string[];
  /** External OpenID Connect provider; when unset the development provider runs in-process. */
  oidc: { issuer: string; clientId: string; clientSecret: string | undefined } | undefined;
  /** Directory of the built web app (served with history fallback), if it exists. */
  staticDir: string;
  /** Load demo data when the database is empty. */
  demoData: boolean;
  /** Size factor of the demo data set (1 = about 220 candidates and 300 applications). */
  demoDataSize: number;
  /**
   * pino level: fatal, error, warn, info, debug, trace or silent. Requests are logged at info
   * (one line in, one out), so `npm start`'s default, warn, leaves them out.
   */
  logLevel: LogLevel;
  /**
   * When the start began (ATS_LAUNCHED_AT, milliseconds since 1970, set by `npm start` before it
   * installs and builds), so that the "ready in" line counts those steps; unset: this process's
   * own start.
   */
  launchedAt: number | undefined;
  /** Requests per minute and client address to the sign-in routes (login and its callback). */
  signInRateLimit: number;
  /** Applications per minute and client address to the public apply route. */
  applyRateLimit: number;
  /** Seconds a resolved session is reused in this process before it is read again (0: off). */
  sessionCacheSeconds: number;
  /** Requests per API token and minute, per server (API_TOKEN_RATE_LIMIT). */
  apiTokenRateLimit: number;
  /** Requests at once, and waiting, on the embedded database (PGlite); see request-queue.ts. */
  embeddedQueue: RequestQueueLimits;
  /** The workers that build merged and filled-form PDFs and check uploaded ones (pdf-workers.ts). */
  pdfWorkers: WorkerPoolLimits;
  /**
   * Outgoing mail's SMTP server (smtp://user:password@host:port, or smtps://); unset means a
   * local capture server takes the mail and /dev/mail shows it (development).
   */
  smtpUrl: string | undefined;
  /** The From address of outgoing mail ("ATS <ats@example.com>"); the sender's name replaces ATS. */
  mailFrom: string;
  /** Port of the local capture server when SMTP_URL is unset; 0 picks a free one. */
  mailCapturePort: number;
  /**
   * Webhooks may go to loopback and private addresses, and to http on loopback
   * (WEBHOOKS_ALLOW_LOCAL_ADDRESSES=true|false; default: only in development, without OIDC).
   */
  webhooksAllowLocalAddresses: boolean;
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

function readLogLevel(value: string | undefined): LogLevel {
  if (!value) return 'info';
  if (!(logLevels as readonly string[]).includes(value)) {
    throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${value}"`);
  }
  return value as LogLevel;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function readInteger(name: string, value: string | undefined, fallback: number, minimum = 0) {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < minimum) {
    throw new Error(`${name} must be an integer of at least ${minimum}, got "${value}"`);
  }
  return parsed;
}

function readOrigin(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be http or https, got "${value}"`);
  }
  return url.origin;
}

function readSmtpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SMTP_URL must be smtp://host:port or smtps://host:port, got "${value}"`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must be smtp://host:port or smtps://host:port, got "${value}"`);
  }
  return value;
}

function readBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = readInteger('PORT', env.PORT, 3000);
  const publicOrigin = readOrigin('PUBLIC_ORIGIN', env.PUBLIC_ORIGIN || `http://localhost:${port}`);
  const appOrigins = (env.APP_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => readOrigin('APP_ORIGINS', origin));

  const issuer = env.OIDC_ISSUER?.trim();
  const clientId = env.OIDC_CLIENT_ID?.trim();
  if (issuer && !clientId) throw new Error('OIDC_CLIENT_ID is required when OIDC_ISSUER is set');

  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, '.data'));
  return {
    port,
    host: env.HOST || '127.0.0.1',
    publicOrigin,
    appOrigins: [...new Set([publicOrigin, ...appOrigins])],
    dataDir,
    filesDir: path.resolve(env.FILES_DIR || path.join(dataDir, 'files')),
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmails: [
      ...new Set(
        (env.ADMIN_EMAILS ?? '')
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
    ],
    oidc:
      issuer && clientId
        ? { issuer, clientId, clientSecret: env.OIDC_CLIENT_SECRET || undefined }
        : undefined,
    staticDir: path.resolve(env.STATIC_DIR || path.join(repoRoot, 'packages/ats-app/dist')),
    demoData: env.DEMO_DATA !== 'false',
    demoDataSize: readInteger('DEMO_DATA_SIZE', env.DEMO_DATA_SIZE, 1, 1),
    logLevel: readLogLevel(env.LOG_LEVEL),
    launchedAt: readInteger('ATS_LAUNCHED_AT', env.ATS_LAUNCHED_AT, 0, 1) || undefined,
    signInRateLimit: readInteger('SIGN_IN_RATE_LIMIT', env.SIGN_IN_RATE_LIMIT, 60, 1),
    applyRateLimit: readInteger('APPLY_RATE_LIMIT', env.APPLY_RATE_LIMIT, 20, 1),
    sessionCacheSeconds: readInteger('SESSION_CACHE_SECONDS', env.SESSION_CACHE_SECONDS, 5),
    apiTokenRateLimit: readInteger('API_TOKEN_RATE_LIMIT', env.API_TOKEN_RATE_LIMIT, 600, 1),
    embeddedQueue: defaultEmbeddedQueue,
    pdfWorkers: defaultPdfWorkerLimits,
    smtpUrl: readSmtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM?.trim() || 'ATS <ats@localhost.localdomain>',
    mailCapturePort: readInteger('MAIL_CAPTURE_PORT', env.MAIL_CAPTURE_PORT, 0),
    webhooksAllowLocalAddresses: readBoolean(
      'WEBHOOKS_ALLOW_LOCAL_ADDRESSES',
      env.WEBHOOKS_ALLOW_LOCAL_ADDRESSES,
      !(issuer && clientId),
    ),
  };
}
