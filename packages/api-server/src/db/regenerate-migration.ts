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

/**
 * duplicate_pairs: the possible duplicates (src/features/duplicates/rules.ts), kept by triggers
 * so that every writer of candidates and files (the apply service, imports, edits, merges,
 * erasure, the demo data) keeps the list right without knowing of it. A change of one person
 * computes that person's pairs again (a few index reads); the rules here and
 * `pairsOf` in rules.ts are the same three joins. The scale generator turns the triggers off
 * for its bulk load and fills the table in one statement (src/seed/scale/duplicates.ts).
 */
const duplicatePairsTriggers = `
-- duplicate_pairs follows recruitees, files and duplicate_dismissals (added by
-- src/db/regenerate-migration.ts: drizzle-kit does not emit triggers).
CREATE FUNCTION duplicate_pairs_refresh(target uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF target IS NULL THEN
    RETURN;
  END IF;
  DELETE FROM duplicate_pairs WHERE first_recruitee_id = target;
  DELETE FROM duplicate_pairs WHERE second_recruitee_id = target;
  INSERT INTO duplicate_pairs (first_recruitee_id, second_recruitee_id, reasons, newer_created_at)
  SELECT least(a.id, b.id), greatest(a.id, b.id),
    array_agg(DISTINCT m.reason ORDER BY m.reason), greatest(a.created_at, b.created_at)
  FROM recruitees AS a
  CROSS JOIN LATERAL (
    SELECT other.id AS other_id, 'phone' AS reason FROM recruitees AS other
    WHERE a.duplicate_phone_key IS NOT NULL
      AND other.duplicate_phone_key = a.duplicate_phone_key AND other.id <> a.id
    UNION ALL
    SELECT other.id, 'nameAndEmail' FROM recruitees AS other
    WHERE other.duplicate_name_key = a.duplicate_name_key AND other.id <> a.id
    UNION ALL
    SELECT same.recruitee_id, 'file'
    FROM (SELECT f.content_sha256 FROM files AS f WHERE f.recruitee_id = a.id OFFSET 0) AS fa
    CROSS JOIN LATERAL (
      SELECT fb.recruitee_id FROM files AS fb
      WHERE fb.content_sha256 = fa.content_sha256 AND fb.content_sha256 IS NOT NULL
        AND fb.recruitee_id <> a.id
    ) AS same
    WHERE fa.content_sha256 IS NOT NULL
  ) AS m
  JOIN recruitees AS b ON b.id = m.other_id
  WHERE a.id = target AND a.anonymised_at IS NULL AND b.anonymised_at IS NULL
    AND NOT EXISTS (
      SELECT 1 FROM duplicate_dismissals AS d
      WHERE d.first_recruitee_id = least(a.id, b.id) AND d.second_recruitee_id = greatest(a.id, b.id))
  GROUP BY least(a.id, b.id), greatest(a.id, b.id), greatest(a.created_at, b.created_at);
END
$$;--> statement-breakpoint
CREATE FUNCTION duplicate_pairs_after_recruitee_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM duplicate_pairs_refresh(NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER recruitees_duplicate_pairs_insert AFTER INSERT ON recruitees
FOR EACH ROW EXECUTE FUNCTION duplicate_pairs_after_recruitee_change();--> statement-breakpoint
CREATE TRIGGER recruitees_duplicate_pairs_update
AFTER UPDATE OF first_name, last_name, email, phone_number, created_at, anonymised_at ON recruitees
FOR EACH ROW WHEN (
  OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
  OR OLD.email IS DISTINCT FROM NEW.email OR OLD.phone_number IS DISTINCT FROM NEW.phone_number
  OR OLD.created_at IS DISTINCT FROM NEW.created_at
  OR OLD.anonymised_at IS DISTINCT FROM NEW.anonymised_at
) EXECUTE FUNCTION duplicate_pairs_after_recruitee_change();--> statement-breakpoint
CREATE FUNCTION duplicate_pairs_after_file_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM duplicate_pairs_refresh(OLD.recruitee_id);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT')
    AND (TG_OP = 'INSERT' OR NEW.recruitee_id IS DISTINCT FROM OLD.recruitee_id) THEN
    PERFORM duplicate_pairs_refresh(NEW.recruitee_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER files_duplicate_pairs_insert AFTER INSERT ON files
FOR EACH ROW WHEN (NEW.content_sha256 IS NOT NULL AND NEW.recruitee_id IS NOT NULL)
EXECUTE FUNCTION duplicate_pairs_after_file_change();--> statement-breakpoint
CREATE TRIGGER files_duplicate_pairs_delete AFTER DELETE ON files
FOR EACH ROW WHEN (OLD.content_sha256 IS NOT NULL AND OLD.recruitee_id IS NOT NULL)
EXECUTE FUNCTION duplicate_pairs_after_file_change();--> statement-breakpoint
CREATE TRIGGER files_duplicate_pairs_update AFTER UPDATE OF content_sha256, recruitee_id ON files
FOR EACH ROW WHEN (
  (OLD.content_sha256 IS NOT NULL OR NEW.content_sha256 IS NOT NULL)
  AND (OLD.content_sha256 IS DISTINCT FROM NEW.content_sha256
    OR OLD.recruitee_id IS DISTINCT FROM NEW.recruitee_id)
) EXECUTE FUNCTION duplicate_pairs_after_file_change();--> statement-breakpoint
CREATE FUNCTION duplicate_pairs_after_dismissal() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM duplicate_pairs
  WHERE first_recruitee_id = NEW.first_recruitee_id AND second_recruitee_id = NEW.second_recruitee_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER duplicate_dismissals_duplicate_pairs_insert AFTER INSERT ON duplicate_dismissals
FOR EACH ROW EXECUTE FUNCTION duplicate_pairs_after_dismissal();
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
  `${extensionStatement}${generated}--> statement-breakpoint\n${newestApplicationTriggers}--> statement-breakpoint\n${recruitmentNewestApplicationTriggers}--> statement-breakpoint\n${duplicatePairsTriggers}`,
);
console.log(
  `Added CREATE EXTENSION pg_trgm, the newest-application and duplicate-pairs triggers to ${path.relative(packageDirectory, migration)}`,
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
