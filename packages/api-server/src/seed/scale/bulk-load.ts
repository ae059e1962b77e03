import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * The tables that take hundreds of thousands of rows. Maintaining their indexes row by row
 * (random UUID keys, trigram GIN, composite foreign keys checked per row) costs several
 * times the writing itself, so they are loaded bare and their keys, indexes and foreign
 * keys rebuilt afterwards: one sort per index, one join per foreign key.
 */
export const BULK_TABLES = [
  'recruitees',
  'files',
  'job_applications',
  'recruitment_recruitees',
  'scores',
  'activities',
] as const;

// Type aliases, not interfaces: raw query rows must be assignable to Record<string, unknown>.
type Constraint = {
  name: string;
  tableName: string;
  definition: string;
  /** p: primary key, u: unique, f: foreign key. */
  kind: 'p' | 'u' | 'f';
};

type Index = {
  name: string;
  definition: string;
};

/** What `dropKeysAndIndexes` removed, to put back exactly as the migrations made it. */
export interface DroppedSchema {
  constraints: Constraint[];
  indexes: Index[];
}

const tableList = sql.join(
  BULK_TABLES.map((table) => sql`${table}`),
  sql`, `,
);

/**
 * Drops the keys, unique constraints and indexes of BULK_TABLES and every foreign key from
 * or to them, reading their definitions from the catalog first. Call it inside the
 * loading transaction: if the load fails, the rollback restores them.
 */
export async function dropKeysAndIndexes(db: Database): Promise<DroppedSchema> {
  const constraints = (
    await db.execute<Constraint>(sql`
      select constraint_row.conname as "name", owner.relname as "tableName",
        pg_get_constraintdef(constraint_row.oid) as "definition", constraint_row.contype as "kind"
      from pg_constraint as constraint_row
      join pg_class as owner on owner.oid = constraint_row.conrelid
      left join pg_class as referenced on referenced.oid = constraint_row.confrelid
      where constraint_row.connamespace = 'public'::regnamespace
        and constraint_row.contype in ('p', 'u', 'f')
        and (owner.relname in (${tableList}) or referenced.relname in (${tableList}))
      order by constraint_row.conname`)
  ).rows;
  const indexes = (
    await db.execute<Index>(sql`
      select indexname as "name", indexdef as "definition"
      from pg_indexes
      where schemaname = 'public' and tablename in (${tableList})
        and indexname not in (
          select conname from pg_constraint where connamespace = 'public'::regnamespace
        )
      order by indexname`)
  ).rows;

  const foreignKeysFirst = [...constraints].sort(
    (a, b) => Number(b.kind === 'f') - Number(a.kind === 'f'),
  );
  for (const constraint of foreignKeysFirst) {
    await db.execute(
      sql`alter table ${sql.identifier(constraint.tableName)} drop constraint ${sql.identifier(constraint.name)}`,
    );
  }
  for (const index of indexes) {
    await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  }
  return { constraints, indexes };
}

/** Puts back what dropKeysAndIndexes removed: keys, then indexes, then foreign keys. */
export async function rebuildKeysAndIndexes(db: Database, dropped: DroppedSchema): Promise<void> {
  const add = (constraint: Constraint) =>
    db.execute(
      sql`alter table ${sql.identifier(constraint.tableName)} add constraint ${sql.identifier(constraint.name)} ${sql.raw(constraint.definition)}`,
    );
  for (const constraint of dropped.constraints.filter(({ kind }) => kind !== 'f')) {
    await add(constraint);
  }
  for (const index of dropped.indexes) await db.execute(sql.raw(index.definition));
  for (const constraint of dropped.constraints.filter(({ kind }) => kind === 'f')) {
    await add(constraint);
  }
}
