import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { FileStorage } from './files/storage.ts';

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
  }
  interface FastifyRequest {
    /** null when signed out; set by the auth plugin before routes run. */
    user: SessionUser | null;
  }
}
