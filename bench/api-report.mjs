// The API benchmark's table, printed and written into docs/performance.md under its own
// heading ("## API benchmark"): the rest of the file (e.g. the generated data set's section)
// and the hand-written notes between the markers below survive each run.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const sectionHeading = '## API benchmark';
const notesStart =
  '<!-- bench:api notes: written by hand after a measurement; kept by the next run -->';
const notesEnd = '<!-- bench:api notes end -->';
const notesPlaceholder =
  '_Why each miss above misses (with the EXPLAIN (ANALYZE, BUFFERS) summary of its slow query) and the proposed fix: to be written after the measurement._';

const columns = [
  'Endpoint',
  'Bytes',
  'p50',
  'p95',
  'p99',
  'req/s',
  'p95 @32',
  'req/s @32',
  'floor p50',
  '× floor',
  'Budget',
];

// NaN: no request finished within the measurement.
const milliseconds = (value) =>
  Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(2) : value.toFixed(1);
const ratio = (value) => (Number.isNaN(value) ? '–' : value.toFixed(1));
const rate = (value) => Math.round(value).toLocaleString('en-US');

function cells(row) {
  return [
    row.label,
    row.bytes.toLocaleString('en-US'),
    milliseconds(row.single.p50),
    milliseconds(row.single.p95),
    milliseconds(row.single.p99),
    rate(row.single.requestsPerSecond),
    milliseconds(row.concurrent.p95),
    rate(row.concurrent.requestsPerSecond),
    milliseconds(row.floor.p50),
    ratio(row.single.p50 / row.floor.p50),
    row.budget.ok ? 'ok' : `MISS: ${row.budget.reason}`,
  ];
}

/** A Markdown table with padded columns, readable in a terminal too. */
export function formatTable(rows) {
  const lines = [columns, ...rows.map(cells)];
  const widths = columns.map((_, index) =>
    Math.max(...lines.map((line) => String(line[index]).length)),
  );
  const format = (line) =>
    `| ${line.map((cell, index) => (index === 0 ? String(cell).padEnd(widths[index]) : String(cell).padStart(widths[index]))).join(' | ')} |`;
  // Each cell is its width plus a space on both sides; the numbers are right-aligned.
  const rule = `|${widths.map((width, index) => (index === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [format(columns), rule, ...lines.slice(1).map(format)].join('\n');
}

/** The notes kept from the previous run's section, or the placeholder. */
function keptNotes(previousSection) {
  const start = previousSection.indexOf(notesStart);
  const end = previousSection.indexOf(notesEnd);
  if (start === -1 || end < start) return notesPlaceholder;
  return previousSection.slice(start + notesStart.length, end).trim() || notesPlaceholder;
}

/** Replaces (or appends) the "## API benchmark" section of `file`, up to the next "## ". */
export function writeSection(file, render) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const start = text.indexOf(`\n${sectionHeading}\n`);
  let before = text;
  let previous = '';
  let after = '';
  if (start !== -1) {
    const bodyStart = start + 1;
    const next = text.indexOf('\n## ', bodyStart + sectionHeading.length);
    before = text.slice(0, start);
    previous = text.slice(bodyStart, next === -1 ? text.length : next);
    after = next === -1 ? '' : text.slice(next);
  }
  const section = render({ notesStart, notes: keptNotes(previous), notesEnd });
  writeFileSync(file, `${before.trimEnd()}\n\n${sectionHeading}\n\n${section.trim()}\n${after}`);
}
