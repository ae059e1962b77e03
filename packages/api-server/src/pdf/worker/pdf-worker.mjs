// The PDF worker's entry. On Node 20 a worker thread cannot start on a .ts module (the
// parent's `--import tsx` does not apply to it), so this plain module registers tsx in the
// thread and then loads the TypeScript worker, under `npm start`, `tsx watch` and vitest alike.
import { register } from 'tsx/esm/api';

register();
await import('./pdf-worker.ts');
