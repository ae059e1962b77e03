/** Which way a keyboard move goes: to the column before or after the card's own. */
export type MoveDirection = 'previous' | 'next';

/**
 * The nearest column in `direction` from `fromColumnId` that accepts the card (one of
 * `acceptingColumnIds`), skipping those that refuse it; null when there is none. Columns are
 * in board order.
 */
export function adjacentAcceptingColumn(
  columnIds: readonly string[],
  fromColumnId: string,
  acceptingColumnIds: readonly string[],
  direction: MoveDirection,
): string | null {
  const from = columnIds.indexOf(fromColumnId);
  if (from < 0) return null;
  const step = direction === 'next' ? 1 : -1;
  for (let index = from + step; index >= 0 && index < columnIds.length; index += step) {
    const columnId = columnIds[index] as string;
    if (acceptingColumnIds.includes(columnId)) return columnId;
  }
  return null;
}
