/**
 * CSV as Excel and other spreadsheets read it: UTF-8 with a byte order mark (without it,
 * Excel reads Polish letters as Windows-1250 mojibake), comma-separated, CRLF line ends,
 * fields quoted when they hold a comma, a quote or a line break (RFC 4180).
 */

/** The byte order mark the file starts with. */
export const utf8Bom = '\uFEFF';

// A cell that starts with one of these is read as a formula (or as the start of one after a
// tab or carriage return) by Excel, LibreOffice and Google Sheets (OWASP "CSV injection").
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One cell's text: a leading apostrophe makes a would-be formula plain text (OWASP's advice;
 * the cell then shows the apostrophe). Phone numbers with a leading + get one too: Excel would
 * otherwise read "+48 600 100 200" as a formula and show #NULL!. Then quoted when it must be.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated. */
export function csvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
