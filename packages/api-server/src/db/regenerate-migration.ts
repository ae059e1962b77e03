// Until the first release there is ONE schema migration: this script deletes ./drizzle, lets
// drizzle-kit generate it again from the schema, and adds the hand-written statements
// drizzle-kit does not emit (pg_trgm, triggers). Hand-written data migrations after it
// (`drizzle-kit generate --custom`, e.g. 0001_referer_hosts) are kept, in their order, after
// the regenerated one. Run: pnpm exec tsx src/db/regenerate-migration.ts
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

/**
 * recruitment_recruitees.newest_application_id/_at: each candidate's newest application to
 * the recruitment (the order of the recruitment's candidates list), kept the same way. The
 * apply service writes the application before the recruitment_recruitees row, so a new row
 * also takes the newest application already there (two applies of one candidate do not
 * interleave: its recruitee upsert locks the candidate's row first).
 */
const recruitmentNewestApplicationTriggers = `
-- recruitment_recruitees.newest_application_id/_at follow job_applications (added by
-- src/db/regenerate-migration.ts: drizzle-kit does not emit triggers).
CREATE FUNCTION recruitment_recruitees_newest_application_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recruitment_recruitees
  SET newest_application_id = NEW.id, newest_application_at = NEW.created_at
  WHERE recruitment_id = NEW.recruitment_id AND recruitee_id = NEW.recruitee_id
    AND (newest_application_at IS NULL
      OR (newest_application_at, newest_application_id) < (NEW.created_at, NEW.id));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER job_applications_recruitment_newest_application_insert AFTER INSERT ON job_applications
FOR EACH ROW EXECUTE FUNCTION recruitment_recruitees_newest_application_after_insert();--> statement-breakpoint
CREATE FUNCTION recruitment_recruitees_newest_application_after_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recruitment_recruitees
  SET (newest_application_id, newest_application_at) = (
    SELECT newest.id, newest.created_at FROM job_applications AS newest
    WHERE newest.recruitment_id = recruitment_recruitees.recruitment_id
      AND newest.recruitee_id = recruitment_recruitees.recruitee_id
    ORDER BY newest.created_at DESC, newest.id DESC
    LIMIT 1
  )
  WHERE recruitment_id = OLD.recruitment_id AND recruitee_id = OLD.recruitee_id
    AND newest_application_id = OLD.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER job_applications_recruitment_newest_application_delete AFTER DELETE ON job_applications
FOR EACH ROW EXECUTE FUNCTION recruitment_recruitees_newest_application_after_delete();--> statement-breakpoint
CREATE FUNCTION recruitment_recruitees_newest_application_before_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT newest.id, newest.created_at
  INTO NEW.newest_application_id, NEW.newest_application_at
  FROM job_applications AS newest
  WHERE newest.recruitment_id = NEW.recruitment_id AND newest.recruitee_id = NEW.recruitee_id
  ORDER BY newest.created_at DESC, newest.id DESC
  LIMIT 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER recruitment_recruitees_newest_application_insert BEFORE INSERT ON recruitment_recruitees
FOR EACH ROW EXECUTE FUNCTION recruitment_recruitees_newest_application_before_insert();
`;

interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}
const journalFile = path.join(migrationsDirectory, 'meta', '_journal.json');
const readJournal = (): { entries: JournalEntry[] } =>
  JSON.parse(fs.readFileSync(journalFile, 'utf8'));
/** The hand-written data migrations after the schema one, with their SQL. */
const dataMigrations = fs.existsSync(journalFile)
  ? readJournal()
      .entries.filter((entry) => entry.idx > 0)
      .map((entry) => ({
        entry,
        sql: fs.readFileSync(path.join(migrationsDirectory, `${entry.tag}.sql`), 'utf8'),
      }))
  : [];

fs.rmSync(migrationsDirectory, { recursive: true, force: true });
execFileSync('pnpm', ['exec', 'drizzle-kit', 'generate', '--name', 'initial'], {
  cwd: packageDirectory,
  stdio: 'inherit',
});
const migration = path.join(migrationsDirectory, '0000_initial.sql');
const generated = fs.readFileSync(migration, 'utf8').trimEnd();
fs.writeFileSync(
  migration,
  `${extensionStatement}${generated}--> statement-breakpoint\n${newestApplicationTriggers}--> statement-breakpoint\n${recruitmentNewestApplicationTriggers}`,
);
console.log(
  `Added CREATE EXTENSION pg_trgm and the newest-application triggers to ${path.relative(packageDirectory, migration)}`,
);

// The data migrations again, after the schema one: same SQL and name, a snapshot equal to the
// schema's (they change no schema), and a journal time after it (the migrator's order).
const journal = readJournal();
const schemaEntry = journal.entries[0];
if (!schemaEntry) throw new Error('drizzle-kit wrote no migration');
let previousSnapshot = JSON.parse(
  fs.readFileSync(path.join(migrationsDirectory, 'meta', '0000_snapshot.json'), 'utf8'),
);
for (const [offset, { entry, sql }] of dataMigrations.entries()) {
  const idx = offset + 1;
  const number = String(idx).padStart(4, '0');
  const tag = `${number}_${entry.tag.replace(/^\d+_/, '')}`;
  fs.writeFileSync(path.join(migrationsDirectory, `${tag}.sql`), sql);
  const snapshot = { ...previousSnapshot, id: crypto.randomUUID(), prevId: previousSnapshot.id };
  fs.writeFileSync(
    path.join(migrationsDirectory, 'meta', `${number}_snapshot.json`),
    `${JSON.stringify(snapshot, null, 2)}\n`,
  );
  previousSnapshot = snapshot;
  journal.entries.push({ ...entry, idx, tag, when: Math.max(entry.when, schemaEntry.when + idx) });
}
fs.writeFileSync(journalFile, JSON.stringify(journal, null, 2));
if (dataMigrations.length > 0) {
  console.log(`Kept ${dataMigrations.map(({ entry }) => entry.tag).join(', ')} after it`);
}
