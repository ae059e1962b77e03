import { Readable } from 'node:stream';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { candidateImportRows, candidateImports } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';

/** Rows read per query while the report streams (keyset over the primary key). */
const pageSize = 1000;

const header = [
  'Row',
  'First name',
  'Last name',
  'E-mail',
  'Outcome',
  'Problems',
  'Candidate ID',
  'Done',
];

/**
 * A CSV cell: quoted when it holds a separator, quote or line break, and written as text
 * (a leading apostrophe) when a spreadsheet would read it as a formula (=, +, -, @, a tab or
 * a carriage return first), so `=HYPERLINK(...)` in a name cannot run.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The import's file name and whether its report may be read; 404 / 400 otherwise. */
export async function reportFileName(db: Database, id: string): Promise<string> {
  const [row] = await db
    .select({ status: candidateImports.status, fileName: candidateImports.fileName })
    .from(candidateImports)
    .where(eq(candidateImports.id, id));
  if (!row) throw notFound(`no import ${id}`);
  if (row.status === 'Uploaded' || row.status === 'Checking') {
    throw badRequest(`import ${id} is ${row.status}: no report yet`);
  }
  const base = row.fileName.replace(/\.csv$/i, '');
  return `${base}-report.csv`;
}

/**
 * The report, one line per row of the file in file order, streamed from the database a page
 * at a time (constant memory), UTF-8 with a byte order mark (Excel reads the Polish letters).
 */
export function reportStream(db: Database, id: string): Readable {
  async function* lines() {
    yield `\uFEFF${header.map(csvCell).join(',')}\r\n`;
    let after = 0;
    for (;;) {
      const rows = await db
        .select({
          rowNumber: candidateImportRows.rowNumber,
          firstName: candidateImportRows.firstName,
          lastName: candidateImportRows.lastName,
          email: candidateImportRows.email,
          outcome: candidateImportRows.outcome,
          problems: candidateImportRows.problems,
          recruiteeId: candidateImportRows.recruiteeId,
          done: candidateImportRows.done,
        })
        .from(candidateImportRows)
        .where(and(eq(candidateImportRows.importId, id), gt(candidateImportRows.rowNumber, after)))
        .orderBy(asc(candidateImportRows.rowNumber))
        .limit(pageSize);
      if (rows.length === 0) return;
      yield rows
        .map(
          (row) =>
            `${[
              String(row.rowNumber),
              row.firstName,
              row.lastName,
              row.email,
              row.outcome,
              row.problems.join(' '),
              row.recruiteeId ?? '',
              row.done ? 'yes' : 'no',
            ]
              .map(csvCell)
              .join(',')}\r\n`,
        )
        .join('');
      after = rows.at(-1)?.rowNumber ?? after;
      if (rows.length < pageSize) return;
    }
  }
  return Readable.from(lines());
}
