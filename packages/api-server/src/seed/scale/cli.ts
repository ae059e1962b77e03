// Fills the configured database (DATABASE_URL, or PGlite in DATA_DIR) with the scale data
// set:  tsx src/seed/scale/cli.ts [--size N] [--reset] [--anchor YYYY-MM-DD]
// (npm run bench:data -- --size 0.01). See docs/performance.md.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { runCommand } from '../shared/run-command.ts';
import { generateScaleData, ScaleDataRefusedError } from './generate.ts';
import { DEFAULT_ANCHOR, scaleCounts } from './sizes.ts';

const usage = `Usage: npm run bench:data -- [--size N] [--reset] [--anchor YYYY-MM-DD]
  --size N      1 = 1,000 recruitments, 200,000 candidates, 300,000 applications,
                2,000,000 activities, 500,000 scores (default); 0.01 = a hundredth
  --reset       empty the generated tables first (otherwise a database with
                recruitments or candidates is refused)
  --anchor D    the newest day of the data (default ${DEFAULT_ANCHOR.toISOString().slice(0, 10)});
                the same size and anchor give the same data`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      size: { type: 'string' },
      reset: { type: 'boolean' },
      anchor: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const size = values.size === undefined ? 1 : Number(values.size);
  if (!Number.isFinite(size) || size <= 0) {
    console.error(`--size must be a positive number, got "${values.size}"\n${usage}`);
    return 2;
  }
  const anchor = values.anchor === undefined ? DEFAULT_ANCHOR : new Date(values.anchor);
  if (Number.isNaN(anchor.getTime())) {
    console.error(`--anchor must be a date, got "${values.anchor}"\n${usage}`);
    return 2;
  }

  const config = loadConfig();
  if (!config.databaseUrl && size > 0.05) {
    console.warn(
      `No DATABASE_URL: filling PGlite in ${config.dataDir}. Sizes above about 0.05 are slow there; set DATABASE_URL for PostgreSQL.`,
    );
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: (message) => console.log(message),
  });
  try {
    const counts = scaleCounts(size);
    console.log(
      `Generating size ${size} up to ${anchor.toISOString()}: ${counts.recruitments} recruitments, ${counts.recruitees} candidates, ${counts.jobApplications} applications, ${counts.activities} activities, ${counts.scores} scores`,
    );
    const result = await generateScaleData(database.db, {
      size,
      anchor,
      reset: values.reset ?? false,
      log: (line) => console.log(line),
    });
    console.table(result.counts);
    const { rows } = await database.db.execute<{ size: string }>(
      sql`select pg_size_pretty(pg_database_size(current_database())) as size`,
    );
    console.log(
      `Generated in ${result.seconds.toFixed(1)} s; the database now takes ${rows[0]?.size ?? '?'}.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ScaleDataRefusedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

runCommand(main);
