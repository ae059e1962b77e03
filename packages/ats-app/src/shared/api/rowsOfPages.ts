/**
 * The rows of an infinite list's loaded pages, each once (the first seen kept). Pages are read
 * by offset, so a row written, moved or renamed while the next page loads shifts the pages by
 * one, and the last row of a page can come again at the top of the next: shown twice, it
 * would also give React two rows with one key.
 */
export function rowsOfPages<Row extends { id: string }>(
  pages: readonly { result: readonly Row[] }[] | undefined,
): Row[] {
  const seen = new Set<string>();
  const rows: Row[] = [];
  for (const row of pages?.flatMap((page) => page.result) ?? []) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    rows.push(row);
  }
  return rows;
}
