import { afterEach, describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../../src/errors.ts';
import {
  createWorkerPool,
  WorkerFailedError,
  type WorkerPool,
  type WorkerPoolLimits,
  WorkerTimeoutError,
} from '../../src/workers/worker-pool.ts';

const testWorker = new URL('./test-worker.mjs', import.meta.url);
const limits: WorkerPoolLimits = { workers: 1, maxQueued: 1, timeLimitMs: 5_000, maxMemoryMb: 32 };

describe('the worker pool', () => {
  let pool: WorkerPool | undefined;
  const poolWith = (overrides: Partial<WorkerPoolLimits> = {}) => {
    pool = createWorkerPool(testWorker, { ...limits, ...overrides });
    return pool;
  };
  afterEach(() => pool?.close());

  it("answers jobs in turn on a worker it keeps, and passes a job's error on", async () => {
    const workers = poolWith();
    expect(await workers.run({ echo: 'one' })).toBe('one');
    expect(await workers.run({ echo: 'two' })).toBe('two');
    await expect(workers.run({ fail: 'no such page' })).rejects.toThrow('no such page');
    expect(workers.load).toEqual({ running: 0, queued: 0, workers: 1 });
  });

  it('stops a job at its time limit, and the next job gets a new worker', async () => {
    // The limit counts from the job's start, once the worker has loaded (not its start-up).
    const workers = poolWith({ timeLimitMs: 200 });
    const started = performance.now();
    await expect(workers.run({ spin: true })).rejects.toBeInstanceOf(WorkerTimeoutError);
    // The spinning thread never answers: only terminating it ends the job.
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(await workers.run({ echo: 'after' })).toBe('after');
  });

  it('ends a worker that needs more memory than its limit', async () => {
    const workers = poolWith({ maxMemoryMb: 16 });
    const failure = await workers.run({ allocate: true }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WorkerFailedError);
    expect((failure as Error).message).toMatch(/memory/i);
    expect(await workers.run({ echo: 'after' })).toBe('after');
  });

  it('queues jobs up to its bound and answers 503 beyond it', async () => {
    const workers = poolWith({ timeLimitMs: 300 });
    const running = workers.run({ spin: true });
    const queued = workers.run({ echo: 'queued' });
    await expect(workers.run({ echo: 'one too many' })).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    await expect(running).rejects.toBeInstanceOf(WorkerTimeoutError);
    expect(await queued).toBe('queued');
  });

  it('terminates its workers when closed, failing the job running and those waiting', async () => {
    const workers = poolWith();
    await workers.run({ echo: 'warm' });
    const running = workers.run({ spin: true }).catch((error: unknown) => error);
    const waiting = workers.run({ echo: 'waiting' }).catch((error: unknown) => error);
    await workers.close();
    expect(workers.load).toEqual({ running: 0, queued: 0, workers: 0 });
    expect(await running).toBeInstanceOf(WorkerFailedError);
    expect(await waiting).toBeInstanceOf(Error);
    await expect(workers.run({ echo: 'closed' })).rejects.toThrow('the worker pool is closed');
  });
});
