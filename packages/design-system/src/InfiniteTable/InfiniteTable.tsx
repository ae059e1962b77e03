import { useVirtualizer } from '@tanstack/react-virtual';
import { clsx } from 'clsx';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useLinkComponent } from '../LinkProvider/LinkProvider.tsx';
import { devAssert } from '../private/devAssert.ts';
import { useRemainingViewportHeight } from '../private/useRemainingViewportHeight.ts';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import type { Breakpoint } from '../theme/breakpoints.ts';
import * as styles from './InfiniteTable.css.ts';

/** One column of an InfiniteTable. */
export interface InfiniteTableColumn<Row> {
  /** Stable key of the column, unique in the table. */
  id: string;
  /** Header text; it also names the column's cells for assistive technology. */
  header: string;
  /** Renders the column's cell for a row. */
  cell: (row: Row) => ReactNode;
  /** Width as a share of the table (`'40%'`); the remaining columns share the rest. */
  width?: `${number}%`;
  /** Aligns the column's content; `end` suits numbers and dates. */
  align?: 'start' | 'end';
  /**
   * Where the column shows when rows are cards (narrow windows, see `cardsBelow`): `title`,
   * the card's prominent first line (the row link's column by default); `actions`, beside
   * the title (its controls name themselves); `field`, a line labelled by the header (the
   * default); `hidden`, not on cards.
   */
  card?: InfiniteTableCardPlace;
}

/** Where a column shows on a card: see `InfiniteTableColumn.card`. */
export type InfiniteTableCardPlace = 'title' | 'actions' | 'field' | 'hidden';

export interface InfiniteTableProps<Row> {
  /** Names the table (and its scrolling region) for assistive technology. */
  label: string;
  /** The columns, in display order. */
  columns: readonly InfiniteTableColumn<Row>[];
  /** Every row loaded so far, in display order. */
  rows: readonly Row[];
  /** Stable, unique key of a row (its id). */
  getRowId: (row: Row) => string;
  /** Address a row leads to: the first column's content becomes a link covering the whole row. */
  getRowHref?: (row: Row) => string | undefined;
  /** Id of the column whose content is the row link (and so its accessible name); the first by default. */
  rowLinkColumnId?: string;
  /** More rows exist on the server: `onLoadMore` is called when the user nears the end. */
  hasMore: boolean;
  /** A page is being fetched: a loading row shows at the end and `onLoadMore` is not called again. */
  isLoading: boolean;
  /** Fetch the next page; called once per approach to the end while `hasMore` and not `isLoading`. */
  onLoadMore: () => void;
  /** Total number of rows on the server, when known (announced as the table's row count). */
  totalCount?: number;
  /** Shown when there are no rows and nothing more to load; English default 'No results'. */
  emptyState?: ReactNode;
  /** Announced while a page loads; English default 'Loading more rows'. */
  loadingLabel?: string;
  /**
   * Height of the scrolling area (a CSS length such as `'60vh'`); the table scrolls inside it.
   * `'fill'`: as tall as its rows, up to the rest of the window's height (never under 20rem),
   * so the area ends with the window, without an empty strip under it.
   */
  height: string;
  /** Expected row height in pixels before rows are measured; 48 by default. */
  estimatedRowHeight?: number;
  /** How many rows before the end `onLoadMore` is called; 10 by default. */
  loadMoreThreshold?: number;
  /**
   * Below this breakpoint each row shows as a card (title, actions, labelled fields) instead
   * of a table row: `tablet` (phones only, the default) suits a few columns, `desktop`
   * (tablets too) a wide table whose columns would not fit a tablet.
   */
  cardsBelow?: Breakpoint;
}

/** Whether a cell renders nothing (its card line is then left out). */
function isEmptyCell(content: ReactNode): boolean {
  return content === null || content === undefined || content === false || content === '';
}

/**
 * A table over a list that loads page by page (infinite scroll). Only the rows in and near
 * the visible area are in the document (virtualised with @tanstack/react-virtual), so it
 * stays fast with tens of thousands of rows loaded. Row links go through the LinkProvider.
 */
export function InfiniteTable<Row>({
  label,
  columns,
  rows,
  getRowId,
  getRowHref,
  rowLinkColumnId,
  hasMore,
  isLoading,
  onLoadMore,
  totalCount,
  emptyState = 'No results',
  loadingLabel = 'Loading more rows',
  height,
  estimatedRowHeight = 48,
  loadMoreThreshold = 10,
  cardsBelow = 'tablet',
}: InfiniteTableProps<Row>) {
  devAssert(columns.length > 0, `InfiniteTable "${label}": at least one column is needed.`);
  devAssert(
    new Set(columns.map((column) => column.id)).size === columns.length,
    `InfiniteTable "${label}": column ids must be unique.`,
  );
  const Link = useLinkComponent();
  const captionId = useId();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const fills = height === 'fill';
  const remaining = useRemainingViewportHeight(scrollerRef, { enabled: fills });
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => estimatedRowHeight,
    overscan: 8,
    getItemKey: (index) => {
      const row = rows[index];
      return row === undefined ? index : getRowId(row);
    },
  });
  const virtualRows = virtualizer.getVirtualItems();
  // The last row in view (rows rendered ahead for smooth scrolling do not count).
  const lastVisibleIndex = virtualizer.range?.endIndex ?? -1;

  // Asks for the next page when the user sees one of the last rows (or the list is empty).
  const nearEnd = lastVisibleIndex >= rows.length - 1 - loadMoreThreshold;
  const onLoadMoreRef = useRef(onLoadMore);
  onLoadMoreRef.current = onLoadMore;
  useEffect(() => {
    if (nearEnd && hasMore && !isLoading) onLoadMoreRef.current();
  }, [nearEnd, hasMore, isLoading]);

  const paddingTop = virtualRows[0]?.start ?? 0;
  const paddingBottom =
    virtualRows.length > 0 ? virtualizer.getTotalSize() - (virtualRows.at(-1)?.end ?? 0) : 0;
  const columnCount = columns.length;
  const linkColumnId = rowLinkColumnId ?? columns[0]?.id;
  devAssert(
    columns.some((column) => column.id === linkColumnId),
    `InfiniteTable "${label}": no column "${linkColumnId}" for the row links.`,
  );
  const cardPlaceOf = (column: InfiniteTableColumn<Row>): InfiniteTableCardPlace =>
    column.card ?? (column.id === linkColumnId ? 'title' : 'field');
  devAssert(
    columns.filter((column) => cardPlaceOf(column) === 'title').length <= 1,
    `InfiniteTable "${label}": at most one column is a card's title.`,
  );
  // Rows in the whole table, header included; -1 tells assistive technology it is not known yet.
  const rowCount = totalCount !== undefined ? totalCount + 1 : hasMore ? -1 : rows.length + 1;
  const isEmpty = rows.length === 0 && !isLoading && !hasMore;

  return (
    <section
      ref={scrollerRef}
      className={styles.scroller}
      style={fills ? { maxHeight: remaining ?? '65vh' } : { height }}
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so that keyboard users can scroll it (WCAG 2.1.1).
      tabIndex={0}
    >
      {/* The roles are spelled out: as cards the table's parts are laid out as blocks and grids,
          which makes some browsers drop their table semantics. */}
      <table
        // biome-ignore lint/a11y/noRedundantRoles: kept when the cards' styles change the display.
        role="table"
        className={clsx(styles.table, styles.cardsBelow[cardsBelow])}
        aria-rowcount={rowCount}
        aria-busy={isLoading || undefined}
      >
        <caption id={captionId} className={visuallyHidden}>
          {label}
        </caption>
        <colgroup>
          {columns.map((column) => (
            <col key={column.id} style={column.width ? { width: column.width } : undefined} />
          ))}
        </colgroup>
        {/* biome-ignore lint/a11y/noRedundantRoles: kept when the cards' styles change the display. */}
        <thead role="rowgroup" className={styles.head}>
          {/* biome-ignore lint/a11y/noRedundantRoles: kept when the cards' styles change the display. */}
          <tr role="row" aria-rowindex={1}>
            {columns.map((column) => (
              <th
                key={column.id}
                // biome-ignore lint/a11y/noRedundantRoles: kept when the cards' styles change the display.
                role="columnheader"
                scope="col"
                className={styles.headerCell({ align: column.align ?? 'start' })}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {/* biome-ignore lint/a11y/noRedundantRoles: kept when the cards' styles change the display. */}
        <tbody role="rowgroup" className={styles.body}>
          {paddingTop > 0 ? (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: the spacer row holds no content; it only keeps the scroll height.
            <tr aria-hidden="true" className={styles.spacerRow}>
              <td colSpan={columnCount} className={styles.spacer} style={{ height: paddingTop }} />
            </tr>
          ) : null}
          {virtualRows.map((virtualRow) => {
            const row = rows[virtualRow.index] as Row;
            const href = getRowHref?.(row);
            return (
              <tr
                key={virtualRow.key}
                // biome-ignore lint/a11y/noRedundantRoles: kept when the cards' styles change the display.
                role="row"
                data-index={virtualRow.index}
                ref={virtualizer.measureElement}
                aria-rowindex={virtualRow.index + 2}
                className={styles.row({ linked: href !== undefined })}
              >
                {columns.map((column) => {
                  const content = column.cell(row);
                  const place = cardPlaceOf(column);
                  return (
                    <td
                      key={column.id}
                      // biome-ignore lint/a11y/noRedundantRoles: kept when the cards' styles change the display.
                      role="cell"
                      // A card shows the header before the value (CSS generated content, so
                      // it is in neither the cell's text nor its accessible name: assistive
                      // technology hears the column header already).
                      data-card-label={place === 'field' ? column.header : undefined}
                      className={clsx(
                        styles.cell({ align: column.align ?? 'start' }),
                        styles.cardPlace[isEmptyCell(content) ? 'hidden' : place],
                      )}
                    >
                      {column.id === linkColumnId && href !== undefined ? (
                        <Link href={href} className={styles.rowLink}>
                          {content}
                        </Link>
                      ) : (
                        content
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
          {paddingBottom > 0 ? (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: the spacer row holds no content; it only keeps the scroll height.
            <tr aria-hidden="true" className={styles.spacerRow}>
              <td
                colSpan={columnCount}
                className={styles.spacer}
                style={{ height: paddingBottom }}
              />
            </tr>
          ) : null}
          {isLoading ? (
            <tr className={styles.messageRow}>
              <td colSpan={columnCount} className={styles.messageCell}>
                <Spinner label={loadingLabel} size="small" />
              </td>
            </tr>
          ) : null}
          {isEmpty ? (
            <tr className={styles.messageRow}>
              <td colSpan={columnCount} className={styles.messageCell}>
                {emptyState}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </section>
  );
}
