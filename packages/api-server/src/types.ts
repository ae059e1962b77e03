import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { FileStorage } from './files/storage.ts';
import type { PdfWorkers } from './pdf/pdf-workers.ts';

/** Tells the outbox worker that messages were committed (it sends them now, not at its next look). */
export interface MailOutbox {
  poke(): void;
}

/** The signed-in staff member, resolved from the session cookie on every request. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    files: FileStorage;
    /** The outbox worker of this process, or a no-op where none runs (tests, scripts). */
    mailOutbox: MailOutbox;
    /** Builds and checks PDFs in worker threads; closed with the app. */
    pdfWorkers: PdfWorkers;
  }
  interface FastifyRequest {
    /** null when signed out; set by the auth plugin before routes run. */
    user: SessionUser | null;
  }
}
