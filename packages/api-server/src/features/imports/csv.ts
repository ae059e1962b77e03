import { pipeline, Readable, Transform } from 'node:stream';
import { parse } from 'csv-parse';
import { badRequest } from '../../errors.ts';

/** The contract's limits of an import's CSV (uploadCandidateImport). */
export const maxCsvBytes = 20 * 1024 * 1024;
export const maxCsvRows = 100_000;
export const maxCsvColumns = 100;
/** The longest record read (a backstop: every field the import keeps is far shorter). */
const maxRecordChars = 1024 * 1024;

/** A data row of the file: its line in the spreadsheet (header = 1) and its cells. */
export interface CsvRecord {
  rowNumber: number;
  values: string[];
}

/**
 * Counts the bytes passing through and fails the stream with a 400 (field `file`) past
 * `maxBytes`, so that an upload is refused at the limit, not after it is read whole.
 */
export function byteLimit(maxBytes: number, field: string, what: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) {
        callback(badRequest(`${what} is over ${maxBytes} bytes`, field));
        return;
      }
      callback(null, chunk);
    },
  });
}

/**
 * Decodes UTF-8 strictly (a byte order mark is dropped): bytes that are not UTF-8 refuse the
 * file, as does a NUL (a binary file is no CSV).
 */
function strictUtf8(): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const check = (text: string) => {
    if (text.includes('\u0000')) throw badRequest('the CSV holds a NUL byte', 'file');
    return text;
  };
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _encoding, callback) {
      try {
        callback(null, check(decoder.decode(chunk, { stream: true })));
      } catch (error) {
        callback(
          error instanceof TypeError
            ? badRequest('the CSV is not UTF-8', 'file')
            : (error as Error),
        );
      }
    },
    flush(callback) {
      try {
        callback(null, check(decoder.decode()));
      } catch (error) {
        callback(
          error instanceof TypeError
            ? badRequest('the CSV is not UTF-8', 'file')
            : (error as Error),
        );
      }
    },
  });
}

/**
 * The separator of a file from its header line: the one of comma and semicolon that occurs
 * more often outside quotes (Excel in Polish writes semicolons); a comma when neither does.
 */
export function detectDelimiter(headerLine: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const character of headerLine) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && character === ',') commas += 1;
    else if (!quoted && character === ';') semicolons += 1;
    else if (!quoted && (character === '\n' || character === '\r')) break;
  }
  return semicolons > commas ? ';' : ',';
}

/** The first line of a stream's text (up to 64 KB), for detectDelimiter. */
async function peekHeaderLine(source: Readable): Promise<{ head: Buffer; rest: Readable }> {
  const chunks: Buffer[] = [];
  let size = 0;
  const iterator = source[Symbol.asyncIterator]();
  for (;;) {
    const next = await iterator.next();
    if (next.done) break;
    const chunk = next.value as Buffer;
    chunks.push(chunk);
    size += chunk.length;
    if (chunk.includes(10) || size >= 64 * 1024) break;
  }
  const head = Buffer.concat(chunks);
  async function* rest() {
    yield head;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value as Buffer;
    }
  }
  return { head, rest: Readable.from(rest(), { objectMode: false }) };
}

/**
 * Reads a CSV as a stream of records (never the file whole): UTF-8 with or without a byte
 * order mark, comma or semicolon (from the header line), quoted fields that may hold line
 * breaks and doubled quotes. Yields the header first (rowNumber 1), then each data row with
 * its spreadsheet row number; rows whose cells are all empty are skipped (their numbers
 * stay used). Over 100 columns, over 100,000 data rows, broken quoting or no header: 400
 * (field `file`).
 */
export async function* readCsvRecords(source: Readable): AsyncGenerator<CsvRecord> {
  const { head, rest } = await peekHeaderLine(source);
  const headText = head.toString('utf8').replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(headText);
  const parser = parse({
    delimiter,
    relax_column_count: true,
    // A quote inside an unquoted cell (Anna "Ania" Nowak) is part of the text.
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: maxRecordChars,
  });
  const records = pipeline(rest, strictUtf8(), parser, () => {});
  let rowNumber = 0;
  let dataRows = 0;
  try {
    for await (const record of records as AsyncIterable<string[]>) {
      rowNumber += 1;
      if (record.length > maxCsvColumns) {
        throw badRequest(`row ${rowNumber} has over ${maxCsvColumns} columns`, 'file');
      }
      if (rowNumber === 1) {
        yield { rowNumber, values: record.map((value) => value.trim()) };
        continue;
      }
      if (record.every((value) => value.trim() === '')) continue;
      dataRows += 1;
      if (dataRows > maxCsvRows) throw badRequest(`over ${maxCsvRows} rows`, 'file');
      yield { rowNumber, values: record };
    }
  } catch (error) {
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    // csv-parse's own refusals (an unclosed quote, a record over the size): not such a CSV.
    throw badRequest(`not a CSV: ${(error as Error).message}`, 'file');
  } finally {
    records.destroy();
    source.destroy();
  }
  if (rowNumber === 0) throw badRequest('the CSV is empty', 'file');
}
