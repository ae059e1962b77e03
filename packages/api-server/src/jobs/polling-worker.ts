/**
 * The schedule every background worker of a server follows (the outbox, webhook deliveries,
 * the hourly cleanups): a round every `intervalMs`, never two at a time. A poke runs a round
 * at once, or right after the one under way; a round that answers true (more may be due) is
 * followed at once by another.
 */
export interface PollingWorker {
  poke(): void;
  /** Ends the schedule and waits for the round under way. */
  stop(): Promise<void>;
}

export function startPollingWorker(options: {
  intervalMs: number;
  /** One round; answers whether to run another at once. */
  round: () => Promise<boolean>;
  /** Told of a round that threw; the schedule goes on. */
  onError: (error: unknown) => void;
  /** Run a first round as soon as the process is idle (default), or wait an interval. */
  runAtStart?: boolean;
}): PollingWorker {
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  const check = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = options
      .round()
      .then((more) => {
        if (more) again = true;
      })
      .catch(options.onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          check();
        }
      });
  };
  const interval = setInterval(check, options.intervalMs);
  interval.unref();
  const first = options.runAtStart === false ? undefined : setTimeout(check, 0);
  first?.unref();
  return {
    poke: check,
    async stop() {
      stopped = true;
      clearInterval(interval);
      clearTimeout(first);
      await running;
    },
  };
}
