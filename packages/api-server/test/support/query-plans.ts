import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';

/** One statement as the server sent it to the database: its text and bound parameters. */
export interface RecordedStatement {
  text: string;
  params: unknown[];
}

/**
 * The same database with every statement recorded (Drizzle's logger sees each one with the
 * parameters it binds, in transactions too). `close` closes the underlying database.
 */
export function recordingDatabase(
  base: DatabaseHandle,
  record: (statement: RecordedStatement) => void,
): DatabaseHandle {
  const logger = { logQuery: (text: string, params: unknown[]) => record({ text, params }) };
  const db =
    base.kind === 'pglite'
      ? drizzlePglite({ client: rawClient(base) as PGlite, schema, logger })
      : drizzleNodePostgres({ client: rawClient(base) as pg.Pool, schema, logger });
  return { db, kind: base.kind, listen: base.listen, close: () => base.close() };
}

/** PGlite's client or the pg Pool behind a handle; both answer `query(text, params)`. */
function rawClient(handle: DatabaseHandle): PGlite | pg.Pool {
  return (handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
}

/** A node of `EXPLAIN (FORMAT JSON)`, with the fields the rules read. */
export interface PlanNode {
  'Node Type': string;
  /** Inner, Left, Semi, Anti... on join nodes. */
  'Join Type'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Parent Relationship'?: string;
  'Plan Rows'?: number;
  Plans?: PlanNode[];
}

/** The plan PostgreSQL chooses for the statement with its parameters (not executed). */
export async function explain(
  handle: DatabaseHandle,
  statement: RecordedStatement,
): Promise<PlanNode> {
  const client = rawClient(handle) as {
    query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  };
  const { rows } = await client.query(`explain (format json) ${statement.text}`, statement.params);
  const output = rows[0]?.['QUERY PLAN'];
  // pg and PGlite both parse the json column; a string would mean a driver setting changed.
  const parsed = (typeof output === 'string' ? JSON.parse(output) : output) as [{ Plan: PlanNode }];
  return parsed[0].Plan;
}

/** Reads a large table in full: a sequential scan, or an index scan with no condition. */
function readsWholeTable(node: PlanNode, largeTables: ReadonlySet<string>): string | null {
  const table = node['Relation Name'];
  if (!table || !largeTables.has(table)) return null;
  if (node['Node Type'] === 'Seq Scan') return table;
  const isIndexScan = node['Node Type'] === 'Index Scan' || node['Node Type'] === 'Index Only Scan';
  return isIndexScan && node['Index Cond'] === undefined ? table : null;
}

/** Nodes after which fewer rows flow than were read: a sort above them sorts their output. */
const reducingNodes = new Set(['Aggregate', 'Limit', 'Group', 'Unique', 'SetOp', 'WindowAgg']);

/** The large tables whose every row reaches `node` (through joins, filters, hashes...). */
function wholeTablesFlowingInto(node: PlanNode, largeTables: ReadonlySet<string>): string[] {
  const own = readsWholeTable(node, largeTables);
  if (own) return [own];
  if (reducingNodes.has(node['Node Type'])) return [];
  return (node.Plans ?? [])
    .filter((child) => !['InitPlan', 'SubPlan'].includes(child['Parent Relationship'] ?? ''))
    .flatMap((child) => wholeTablesFlowingInto(child, largeTables));
}

/** What a plan does that the rule forbids, one line each ("Seq Scan on activities"). */
export function planViolations(plan: PlanNode, largeTables: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const visit = (node: PlanNode) => {
    const type = node['Node Type'];
    if (type === 'Seq Scan' && largeTables.has(node['Relation Name'] ?? '')) {
      found.push(`Seq Scan on ${node['Relation Name']}`);
    }
    // An incremental sort orders small groups of already ordered input: not a whole sort.
    if (type === 'Sort') {
      for (const table of new Set(
        (node.Plans ?? []).flatMap((child) => wholeTablesFlowingInto(child, largeTables)),
      )) {
        found.push(`${type} of all of ${table}`);
      }
    }
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(plan);
  return found;
}
