// A worker for the pool's tests, in plain JavaScript (no tsx): it echoes, spins, allocates
// or throws, as each job asks.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', ({ job }) => {
  if (job.spin) for (;;);
  if (job.allocate) {
    const kept = [];
    for (;;) kept.push(new Array(100_000).fill(kept.length));
  }
  if (job.fail) {
    parentPort.postMessage({ error: new Error(job.fail) });
    return;
  }
  parentPort.postMessage({ result: job.echo });
});
parentPort.postMessage({ ready: true });
