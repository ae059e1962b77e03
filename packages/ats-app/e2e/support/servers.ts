/**
 * Where the end-to-end tests' servers listen: one per worker (scripts/e2e-servers.mjs starts
 * them), on consecutive ports from E2E_PORT. One worker by default: two full Chromiums and
 * two servers on CI's two cores were not yet measured faster on a quiet machine (see
 * docs/decisions/testing.md); `E2E_WORKERS=2` runs two.
 */
export const e2eFirstPort = Number(process.env.E2E_PORT ?? 3210);
export const e2eWorkers = Number(process.env.E2E_WORKERS ?? 1);

/** The server of the worker with this parallel index. */
export function e2eServerURL(parallelIndex: number): string {
  return `http://localhost:${e2eFirstPort + parallelIndex}`;
}

/**
 * The server with a generated data set (2,200 candidates, no demo data) for the checks of
 * long lists: the port after the workers' (scripts/e2e-servers.mjs). The demo accounts sign in
 * there as everywhere.
 */
export const e2eLargeDataServerURL = `http://localhost:${e2eFirstPort + e2eWorkers}`;
