import { Readable } from 'node:stream';
import type { Database } from '../../../db/client.ts';
import { recordListExport } from '../../privacy/index.ts';
import { type CandidateExportColumn, headerCells, rowCells } from './columns.ts';
import { csvLine, utf8Bom } from './csv.ts';
import type { ExportCursor, ExportPage } from './rows.ts';

/**
 * Rows read (and logged) per transaction: tens of kB of CSV. Small enough that PostgreSQL
 * reads a page by the list's index, not by scanning and sorting the table (as it would for a
 * tenth of a small table at once); large enough that 200,000 rows take 1,000 short queries.
 */
export const exportPageSize = 200;

export interface CandidateExportStream {
  db: Database;
  columns: readonly CandidateExportColumn[];
  /** Reads the page after the cursor (the first when null), in the given transaction. */
  readPage: (tx: Database, cursor: ExportCursor | null) => Promise<ExportPage>;
  /** Who exports, for the access log (with the API token, when one is used). */
  userId: string;
  apiTokenId: string | undefined;
}

/**
 * The export as a CSV stream: the byte order mark and the header, then one page after
 * another, each read by keyset from where the last ended (so memory stays the same for any
 * number of rows, on PGlite and PostgreSQL alike: no transaction or cursor is held open
 * between pages, so other requests go on meanwhile). A page and its access-log entries are one
 * transaction. The next page is read only when the client has taken the last (Readable.from
 * pulls on demand); a failure destroys the stream, which ends the response.
 */
export function streamCandidateExport(options: CandidateExportStream): Readable {
  async function* lines(): AsyncGenerator<Buffer> {
    yield Buffer.from(utf8Bom + csvLine(headerCells(options.columns)), 'utf8');
    let cursor: ExportCursor | null = null;
    do {
      const current: ExportCursor | null = cursor;
      const page = await options.db.transaction(async (tx) => {
        const read = await options.readPage(tx, current);
        await recordListExport(tx, {
          userId: options.userId,
          apiTokenId: options.apiTokenId,
          recruiteeIds: read.rows.map((row) => row.recruiteeId),
        });
        return read;
      });
      if (page.rows.length > 0) {
        yield Buffer.from(
          page.rows.map((row) => csvLine(rowCells(row, options.columns))).join(''),
          'utf8',
        );
      }
      cursor = page.next;
    } while (cursor);
  }
  return Readable.from(lines(), { objectMode: false });
}

/** The file's name: the list's name and today's date (UTC). */
export function exportFileName(listName: string, now: Date): string {
  return `${listName} - ${now.toISOString().slice(0, 10)}.csv`;
}
