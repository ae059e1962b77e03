// Until the first release there is ONE migration: this script deletes ./drizzle, lets
// drizzle-kit generate it again from the schema, and adds the hand-written statements
// drizzle-kit does not emit (pg_trgm, triggers). Run: pnpm exec tsx src/db/regenerate-migration.ts
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

/**
 * recruitees.newest_application_id/_at: each candidate's newest application (the
 * all-candidates list's order), kept by triggers so that the apply service, the data
 * generators and any other writer of job_applications keep it right without knowing of it.
 */
const newestApplicationTriggers = `
-- recruitees.newest_application_id/_at follow job_applications (added by
-- src/db/regenerate-migration.ts: drizzle-kit does not emit triggers).
CREATE FUNCTION recruitees_newest_application_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recruitees
  SET newest_application_id = NEW.id, newest_application_at = NEW.created_at
  WHERE id = NEW.recruitee_id
    AND (newest_application_at IS NULL
      OR (newest_application_at, newest_application_id) < (NEW.created_at, NEW.id));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER job_applications_newest_application_insert AFTER INSERT ON job_applications
FOR EACH ROW EXECUTE FUNCTION recruitees_newest_application_after_insert();--> statement-breakpoint
CREATE FUNCTION recruitees_newest_application_after_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recruitees
  SET (newest_application_id, newest_application_at) = (
    SELECT newest.id, newest.created_at FROM job_applications AS newest
    WHERE newest.recruitee_id = recruitees.id
    ORDER BY newest.created_at DESC, newest.id DESC
    LIMIT 1
  )
  WHERE id = OLD.recruitee_id AND newest_application_id = OLD.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER job_applications_newest_application_delete AFTER DELETE ON job_applications
FOR EACH ROW EXECUTE FUNCTION recruitees_newest_application_after_delete();
`;

fs.rmSync(migrationsDirectory, { recursive: true, force: true });
execFileSync('pnpm', ['exec', 'drizzle-kit', 'generate', '--name', 'initial'], {
  cwd: packageDirectory,
  stdio: 'inherit',
});
const migration = path.join(migrationsDirectory, '0000_initial.sql');
const generated = fs.readFileSync(migration, 'utf8').trimEnd();
fs.writeFileSync(
  migration,
  `${extensionStatement}${generated}--> statement-breakpoint\n${newestApplicationTriggers}`,
);
console.log(
  `Added CREATE EXTENSION pg_trgm and the newest-application triggers to ${path.relative(packageDirectory, migration)}`,
);
