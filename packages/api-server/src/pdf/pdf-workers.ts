import { createWorkerPool, type WorkerPoolLimits } from '../workers/worker-pool.ts';
import type { PdfJob, PdfJobResults } from './worker/pdf-jobs.ts';

/**
 * Two workers (the machines have two cores) build PDFs while the server answers everything
 * else; eight more jobs may wait (each holds at most a 10 MB file). Ten seconds is ten times
 * what merging a 1,000-page resume takes; 256 MB of heap is several times what pdf-lib needs
 * for a 10 MB resume.
 */
export const defaultPdfWorkerLimits: WorkerPoolLimits = {
  workers: 2,
  maxQueued: 8,
  timeLimitMs: 10_000,
  maxMemoryMb: 256,
};

const workerModule = new URL('./worker/pdf-worker.mjs', import.meta.url);

/** Builds and checks PDFs off the request thread (src/workers/worker-pool.ts). */
export interface PdfWorkers {
  run<Kind extends PdfJob['kind']>(
    job: Extract<PdfJob, { kind: Kind }>,
  ): Promise<PdfJobResults[Kind]>;
  close(): Promise<void>;
}

export function createPdfWorkers(limits: WorkerPoolLimits): PdfWorkers {
  const pool = createWorkerPool(workerModule, limits);
  return {
    // The worker answers each job with the result of its kind (pdf-jobs.ts).
    run: (job) => pool.run(job) as never,
    close: () => pool.close(),
  };
}
