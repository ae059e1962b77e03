import type { ApiTokenScope, StaffRole } from '@ats/domain';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { FileStorage } from './features/files/index.ts';
import type { MailCapture } from './mail/capture-server.ts';
import type { PdfWorkers } from './pdf/pdf-workers.ts';

/** Tells the outbox worker that messages were committed (it sends them now, not at its next look). */
export interface MailOutbox {
  poke(): void;
}

/** Tells the webhook delivery worker that events were committed (src/jobs/webhook-delivery-job.ts). */
export interface WebhookDelivery {
  poke(): void;
}

/** Tells the import worker that an import has work (src/jobs/import-job.ts). */
export interface ImportWorker {
  poke(): void;
}

/**
 * Asks for the embedded database's files to be rewritten without erased rows' old bytes, soon
 * (src/jobs/erased-data-scrub-job.ts). Called after an erasure commits.
 */
export interface ErasedDataScrub {
  request(): void;
}

/** The signed-in staff member, resolved from the session cookie on every request. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** What the person may do (see @ats/domain's rolePermissions). */
  role: StaffRole;
  /**
   * The API token the request came with (issue 28): the person is its owner, and the token's
   * scopes narrow what they may do. Absent when signed in with the session cookie.
   */
  apiToken?: { id: string; scopes: readonly ApiTokenScope[] };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    files: FileStorage;
    /** The outbox worker of this process, or a no-op where none runs (tests, scripts). */
    mailOutbox: MailOutbox;
    /** The webhook delivery worker of this process, or a no-op where none runs. */
    webhookDelivery: WebhookDelivery;
    /** The import worker of this process (dry runs and runs), or a no-op where none runs. */
    importWorker: ImportWorker;
    /** The local mail capture in use (no SMTP_URL), or null: an erasure drops its copies. */
    mailCapture: MailCapture | null;
    /** The erased-data scrub of this process, or a no-op (PostgreSQL, tests, scripts). */
    erasedDataScrub: ErasedDataScrub;
    /** Builds and checks PDFs in worker threads; closed with the app. */
    pdfWorkers: PdfWorkers;
  }
  interface FastifyRequest {
    /** null when signed out; set by the auth plugin before routes run. */
    user: SessionUser | null;
  }
}
