import { describe, expect, it } from 'vitest';
import { startPollingWorker } from '../../src/jobs/polling-worker.ts';

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the polling worker', () => {
  it('runs one round at a time; a poke during a round runs another right after it', async () => {
    const rounds: ReturnType<typeof deferred>[] = [];
    let started = 0;
    const worker = startPollingWorker({
      intervalMs: 3_600_000,
      runAtStart: false,
      round: async () => {
        started += 1;
        const round = deferred();
        rounds.push(round);
        await round.promise;
        return false;
      },
      onError: () => {},
    });
    worker.poke();
    worker.poke();
    worker.poke();
    expect(started).toBe(1);
    rounds[0]?.resolve();
    await expect.poll(() => started).toBe(2);
    rounds[1]?.resolve();
    const stopping = worker.stop();
    await stopping;
    worker.poke();
    expect(started).toBe(2);
  });

  it('goes on after a round that threw, and runs again at once while a round asks for more', async () => {
    const errors: unknown[] = [];
    let rounds = 0;
    const worker = startPollingWorker({
      intervalMs: 3_600_000,
      round: async () => {
        rounds += 1;
        if (rounds === 1) throw new Error('database away');
        return rounds < 4;
      },
      onError: (error) => errors.push(error),
    });
    // The first round runs at start and throws; a poke runs the next ones.
    await expect.poll(() => errors.length).toBe(1);
    worker.poke();
    await expect.poll(() => rounds).toBe(4);
    await worker.stop();
    expect(rounds).toBe(4);
  });
});
