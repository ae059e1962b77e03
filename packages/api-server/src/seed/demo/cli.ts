// Loads demo data into the configured database (DATABASE_URL, or PGlite in DATA_DIR) and
// its files into FILES_DIR:  tsx src/seed/demo/cli.ts --size N   (pnpm demo-data -- --size N)
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { seedReferenceData } from '../../db/reference-data.ts';
import { createLocalFileStorage } from '../../features/files/index.ts';
import { runCommand } from '../shared/run-command.ts';
import { hasDemoData, loadDemoData } from './index.ts';

const usage = 'Usage: tsx src/seed/demo/cli.ts [--size N]   (N > 0, default DEMO_DATA_SIZE or 1)';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { size: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const config = loadConfig();
  const size = values.size === undefined ? config.demoDataSize || 1 : Number(values.size);
  if (!Number.isFinite(size) || size <= 0) {
    console.error(`--size must be a positive number, got "${values.size}"\n${usage}`);
    return 2;
  }

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: (message) => console.log(message),
  });
  try {
    const storage = createLocalFileStorage(config.filesDir);
    let loadMilliseconds = 0;
    const counts = await database.db.transaction(async (tx) => {
      await seedReferenceData(tx);
      if (await hasDemoData(tx)) return null;
      const startedAt = performance.now();
      const loaded = await loadDemoData(tx, { size, storage });
      loadMilliseconds = performance.now() - startedAt;
      return loaded;
    });
    if (!counts) {
      console.error(
        'The database already has recruitments or demo data; nothing loaded. Use an empty database (e.g. a new DATA_DIR).',
      );
      return 1;
    }
    const seconds = (loadMilliseconds / 1000).toFixed(2);
    console.table(counts);
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    console.log(
      `Demo data of size ${size}: ${total} rows in ${seconds} s (files in ${config.filesDir})`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main);
