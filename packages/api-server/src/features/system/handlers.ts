import { sql } from 'drizzle-orm';
import type { FeatureHandlers } from '../../contract/handler-types.ts';

export const handlers = {
  /** Liveness and database reachability, for load balancers and the e2e runner. */
  async getHealth(request) {
    await request.server.db.execute(sql`select 1`);
    return { status: 'ok' };
  },
} satisfies FeatureHandlers;
