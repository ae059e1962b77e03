import { type TransferListItem, Worker } from 'node:worker_threads';
import { ServiceUnavailableError } from '../errors.ts';

/**
 * Work that must not hold up the server's one thread (building PDFs from uploaded files) runs
 * in worker threads, a few at a time, each job with a time and a memory limit: a job over
 * either ends its worker, and the next job gets a new one.
 */
export interface WorkerPoolLimits {
  /** Jobs running at once, one per worker. */
  workers: number;
  /** Jobs waiting for a worker beyond those; one more is answered 503 at once. */
  maxQueued: number;
  /** A job running longer is stopped (its worker is terminated). */
  timeLimitMs: number;
  /** The V8 heap of each worker, in MB: a job needing more ends its worker. */
  maxMemoryMb: number;
}

/** A job ran over the pool's time limit; its worker was terminated. */
export class WorkerTimeoutError extends Error {
  constructor(readonly timeLimitMs: number) {
    super(`it ran over the time limit of ${timeLimitMs} ms and its worker was stopped`);
    this.name = 'WorkerTimeoutError';
  }
}

/** The worker died while running a job: out of memory, or any other failure of the thread. */
export class WorkerFailedError extends Error {
  constructor(reason: string, options?: ErrorOptions) {
    super(reason, options);
    this.name = 'WorkerFailedError';
  }
}

/** Messages between the pool and a worker module (see pdf/worker/pdf-worker.ts). */
export type ToWorker = { job: unknown };
export type FromWorker = { ready: true } | { result: unknown } | { error: unknown };

/** Retry-After of the 503 answered when the queue is full. */
const retryAfterSeconds = 5;

interface Queued {
  job: unknown;
  transfer: readonly TransferListItem[];
  resolve(result: unknown): void;
  reject(error: unknown): void;
}

interface PooledWorker {
  worker: Worker;
  /** Resolves once the module has loaded and listens (the time limit starts then). */
  ready: Promise<void>;
}

export interface WorkerPool {
  /** Runs `job` in a worker; rejects with WorkerTimeoutError, WorkerFailedError or a 503. */
  run(job: unknown, transfer?: readonly TransferListItem[]): Promise<unknown>;
  /** Refuses new jobs, fails the waiting and running ones, and terminates every worker. */
  close(): Promise<void>;
  /** Jobs running and waiting, and live workers, for tests and logs. */
  readonly load: { running: number; queued: number; workers: number };
}

/**
 * A pool of workers running `moduleUrl` (an ES module, started without the parent's
 * execArgv). Workers start when a job needs one and stay for the next job; an idle worker
 * does not keep the process alive.
 */
export function createWorkerPool(moduleUrl: URL, limits: WorkerPoolLimits): WorkerPool {
  const idle: PooledWorker[] = [];
  const live = new Set<Worker>();
  const queue: Queued[] = [];
  let running = 0;
  let closed = false;

  function start(): PooledWorker {
    const worker = new Worker(moduleUrl, {
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: limits.maxMemoryMb },
    });
    worker.unref();
    live.add(worker);
    // A failure between jobs must not be an uncaught 'error' event; the exit cleans up.
    worker.on('error', () => {});
    worker.once('exit', () => {
      live.delete(worker);
      const index = idle.findIndex((pooled) => pooled.worker === worker);
      if (index !== -1) idle.splice(index, 1);
    });
    const ready = new Promise<void>((resolve, reject) => {
      const onMessage = (message: FromWorker) => {
        if (!('ready' in message)) return;
        worker.off('error', reject);
        worker.off('exit', onExit);
        worker.off('message', onMessage);
        resolve();
      };
      const onExit = (code: number) =>
        reject(new WorkerFailedError(`the worker exited with ${code} while starting`));
      worker.on('message', onMessage);
      worker.once('error', reject);
      worker.once('exit', onExit);
    });
    ready.catch(() => {}); // awaited by execute()
    return { worker, ready };
  }

  async function execute(pooled: PooledWorker, queued: Queued) {
    const { worker } = pooled;
    worker.ref();
    try {
      await pooled.ready;
    } catch (error) {
      // Not the job's fault (a broken installation, or the pool closing): a plain error.
      running -= 1;
      void worker.terminate();
      queued.reject(new Error('a worker did not start', { cause: error }));
      startQueuedJobs();
      return;
    }
    let settled = false;
    const settle = (keepWorker: boolean, answer: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (keepWorker && !closed) {
        worker.unref();
        idle.push(pooled);
      } else {
        void worker.terminate();
      }
      running -= 1;
      answer();
      startQueuedJobs();
    };
    const onMessage = (message: FromWorker) => {
      if ('result' in message) settle(true, () => queued.resolve(message.result));
      else if ('error' in message) settle(true, () => queued.reject(message.error));
    };
    // ERR_WORKER_OUT_OF_MEMORY when the job needed more than maxMemoryMb.
    const onError = (error: Error) =>
      settle(false, () => queued.reject(new WorkerFailedError(error.message, { cause: error })));
    const onExit = (code: number) =>
      settle(false, () => queued.reject(new WorkerFailedError(`the worker exited with ${code}`)));
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    const timer = setTimeout(
      () => settle(false, () => queued.reject(new WorkerTimeoutError(limits.timeLimitMs))),
      limits.timeLimitMs,
    );
    worker.postMessage({ job: queued.job } satisfies ToWorker, queued.transfer);
  }

  function startQueuedJobs() {
    while (!closed && running < limits.workers && queue.length > 0) {
      const queued = queue.shift() as Queued;
      running += 1;
      void execute(idle.pop() ?? start(), queued);
    }
  }

  return {
    run(job, transfer = []) {
      if (closed) return Promise.reject(new Error('the worker pool is closed'));
      if (running >= limits.workers && queue.length >= limits.maxQueued) {
        return Promise.reject(
          new ServiceUnavailableError(
            retryAfterSeconds,
            'every worker is busy and the queue is full',
          ),
        );
      }
      return new Promise((resolve, reject) => {
        queue.push({ job, transfer, resolve, reject });
        startQueuedJobs();
      });
    },
    async close() {
      closed = true;
      for (const queued of queue.splice(0)) {
        queued.reject(new Error('the worker pool is closed'));
      }
      // A running job's worker exits, which rejects its job.
      await Promise.all([...live].map((worker) => worker.terminate()));
    },
    get load() {
      return { running, queued: queue.length, workers: live.size };
    },
  };
}
