// Until the first release there is ONE migration: this script deletes ./drizzle, lets
// drizzle-kit generate it again from the schema, and adds the one hand-written statement
// (pg_trgm, which drizzle-kit does not emit). Run: pnpm exec tsx src/db/regenerate-migration.ts
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDirectory = fileURLToPath(new URL('../..', import.meta.url));
const migrationsDirectory = path.join(packageDirectory, 'drizzle');

const extensionStatement = `-- Trigram indexes (searches over names, titles and e-mails) need pg_trgm; PGlite loads it
-- through its \`extensions\` option, PostgreSQL ships it in contrib. Added by
-- src/db/regenerate-migration.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
`;

fs.rmSync(migrationsDirectory, { recursive: true, force: true });
execFileSync('pnpm', ['exec', 'drizzle-kit', 'generate', '--name', 'initial'], {
  cwd: packageDirectory,
  stdio: 'inherit',
});
const migration = path.join(migrationsDirectory, '0000_initial.sql');
fs.writeFileSync(migration, extensionStatement + fs.readFileSync(migration, 'utf8'));
console.log(`Added CREATE EXTENSION pg_trgm to ${path.relative(packageDirectory, migration)}`);
