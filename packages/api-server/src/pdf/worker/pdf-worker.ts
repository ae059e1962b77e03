import { parentPort } from 'node:worker_threads';
import type { FromWorker, ToWorker } from '../../workers/worker-pool.ts';
import { type PdfJob, runPdfJob } from './pdf-jobs.ts';

/** A PDF worker thread (started by pdf-worker.mjs): one job at a time, answered in turn. */
const port = parentPort;
if (!port) throw new Error('pdf-worker.ts runs as a worker thread (pdf-workers.ts)');

port.on('message', async ({ job }: ToWorker) => {
  try {
    const { result, transfer } = await runPdfJob(job as PdfJob);
    port.postMessage({ result } satisfies FromWorker, transfer);
  } catch (error) {
    // Errors are cloned with their name, message and stack.
    port.postMessage({
      error: error instanceof Error ? error : new Error(String(error)),
    } satisfies FromWorker);
  }
});
port.postMessage({ ready: true } satisfies FromWorker);
