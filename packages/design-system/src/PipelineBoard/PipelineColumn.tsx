import { useVirtualizer } from '@tanstack/react-virtual';
import { clsx } from 'clsx';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useDrop } from 'react-dnd';
import { Button } from '../Button/Button.tsx';
import { devAssert } from '../private/devAssert.ts';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { type DraggedCard, useBoard } from './boardContext.ts';
import * as styles from './PipelineBoard.css.ts';
import { PipelineCardFrame } from './PipelineCardFrame.tsx';

export interface PipelineColumnProps<Card> {
  /** The id of this column in the board's `columns`. */
  columnId: string;
  /** Every card loaded so far, in display order. */
  cards: readonly Card[];
  /** Renders a card's content (e.g. a PipelineCard); the board adds the drag, focus and menu. */
  renderCard: (card: Card) => ReactNode;
  /** How many cards the column holds on the server (its count); the loaded ones by default, hidden while the first page loads. */
  totalCount?: number;
  /** More cards exist on the server: `onLoadMore` is called when the user nears the end. */
  hasMore: boolean;
  /** A page is being fetched: a spinner shows at the end and `onLoadMore` is not called again. */
  isLoading: boolean;
  /** Fetch the next page; called once per approach to the end while `hasMore` and not `isLoading`. */
  onLoadMore: () => void;
  /** The cards could not be loaded: the error text and a retry button show. */
  isError?: boolean;
  /** Loads the column again after an error. */
  onRetry?: () => void;
  /** Shown when the column has no cards; the board's `empty` label by default. */
  emptyState?: ReactNode;
  /**
   * Height of the column's scrolling area (a CSS length); `'60vh'` by default. `'fill'`: the
   * column is as tall as its cards, up to the height of a board with `fillViewport`.
   */
  height?: string;
  /** Expected card height in pixels before cards are measured; 112 by default. */
  estimatedCardHeight?: number;
}

/** How many cards before the end `onLoadMore` is called. */
const loadMoreThreshold = 5;

/**
 * One column of a PipelineBoard: its heading with the column's badge and count, and its cards
 * in a scrolling, virtualised list (only the cards in and near view are in the document). It is
 * a drop target for the cards the column accepts; Up/Down arrows, Home and End move the focus
 * between its cards (one of them is in the tab order).
 */
export function PipelineColumn<Card>({
  columnId,
  cards,
  renderCard,
  totalCount,
  hasMore,
  isLoading,
  onLoadMore,
  isError = false,
  onRetry,
  emptyState,
  height = '60vh',
  estimatedCardHeight = 112,
}: PipelineColumnProps<Card>) {
  const board = useBoard();
  const { labels, drag, pendingFocus, clearPendingFocus } = board;
  const column = board.columns.find((candidate) => candidate.id === columnId);
  devAssert(column !== undefined, `PipelineColumn: no column "${columnId}" in the board.`);
  const titleId = useId();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const cardIdOf = board.getCardId;

  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => estimatedCardHeight,
    overscan: 4,
    getItemKey: (index) => {
      const card = cards[index];
      return card === undefined ? index : cardIdOf(card);
    },
  });
  const virtualCards = virtualizer.getVirtualItems();

  // Asks for the next page when one of the last cards is in view (or the column is empty).
  const lastVisibleIndex = virtualizer.range?.endIndex ?? -1;
  const nearEnd = lastVisibleIndex >= cards.length - 1 - loadMoreThreshold;
  const onLoadMoreRef = useRef(onLoadMore);
  onLoadMoreRef.current = onLoadMore;
  useEffect(() => {
    if (nearEnd && hasMore && !isLoading && !isError) onLoadMoreRef.current();
  }, [nearEnd, hasMore, isLoading, isError]);

  // Roving focus: one card of the column is in the tab order, the last one focused.
  const [activeCardId, setActiveCardId] = useState<string | null>(null);
  const activeIndex = Math.max(
    0,
    cards.findIndex((card) => cardIdOf(card) === activeCardId),
  );

  /** Focuses a card by index, scrolling it into the rendered range first. */
  const focusCard = useCallback(
    (index: number) => {
      const card = cards[index];
      if (card === undefined) return;
      const cardId = cardIdOf(card);
      setActiveCardId(cardId);
      virtualizer.scrollToIndex(index, { align: 'auto' });
      focusWhenRendered(scrollerRef.current, cardId);
    },
    [cards, cardIdOf, virtualizer],
  );

  const onCardKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>, index: number) => {
      if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey)
        return;
      const next =
        event.key === 'ArrowDown'
          ? index + 1
          : event.key === 'ArrowUp'
            ? index - 1
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? cards.length - 1
                : null;
      if (next === null) return;
      event.preventDefault();
      focusCard(Math.min(Math.max(next, 0), cards.length - 1));
    },
    [cards.length, focusCard],
  );

  // After a keyboard move, the card takes the focus in its new column once it shows there; if
  // it is not among the loaded cards, the column itself takes the focus.
  const cardsWhenAsked = useRef<readonly Card[] | null>(null);
  useEffect(() => {
    if (!pendingFocus || pendingFocus.columnId !== columnId) {
      cardsWhenAsked.current = null;
      return;
    }
    const index = cards.findIndex((card) => cardIdOf(card) === pendingFocus.cardId);
    if (index >= 0) {
      clearPendingFocus();
      focusCard(index);
      return;
    }
    if (cardsWhenAsked.current === null) {
      cardsWhenAsked.current = cards;
    } else if (cardsWhenAsked.current !== cards && !isLoading) {
      clearPendingFocus();
      scrollerRef.current?.focus();
    }
  }, [pendingFocus, columnId, cards, cardIdOf, clearPendingFocus, focusCard, isLoading]);

  // react-dnd may ask a drop target's spec from before the last render: read the drag state
  // through a ref, so that the answer follows the accepting columns as soon as they are known.
  const dragState = useRef(drag);
  dragState.current = drag;
  const [{ isOver }, dropRef] = useDrop<DraggedCard, unknown, { isOver: boolean }>(
    () => ({
      accept: board.dragType,
      // Until the accepting columns are known every other column takes the drop, and the
      // board checks it then; once known, only the accepting ones.
      canDrop: (dragged) => {
        const current = dragState.current;
        return (
          dragged.fromColumnId !== columnId &&
          (current?.cardId !== dragged.cardId ||
            current.acceptingColumnIds === null ||
            current.acceptingColumnIds.includes(columnId))
        );
      },
      drop: (dragged) => {
        void board.dropCard(dragged.card, dragged.fromColumnId, columnId);
      },
      collect: (monitor) => ({ isOver: monitor.isOver() && monitor.canDrop() }),
    }),
    [board.dragType, board.dropCard, columnId],
  );
  const scrollerCallbackRef = useCallback(
    (element: HTMLDivElement | null) => {
      scrollerRef.current = element;
      dropRef(element);
    },
    [dropRef],
  );

  const dropState =
    drag === null || drag.fromColumnId === columnId
      ? 'idle'
      : drag.acceptingColumnIds === null
        ? 'idle'
        : drag.acceptingColumnIds.includes(columnId)
          ? isOver
            ? 'over'
            : 'accepts'
          : 'refuses';
  const count = totalCount ?? cards.length;
  // No "0" while the first page loads: the count shows once it is known.
  const countKnown = totalCount !== undefined || !(isLoading && cards.length === 0);
  const isEmpty = cards.length === 0 && !isLoading && !hasMore && !isError;
  const tone = column?.tone ?? 'neutral';
  const Icon = column?.icon;
  const paddingTop = virtualCards[0]?.start ?? 0;
  const paddingBottom =
    virtualCards.length > 0 ? virtualizer.getTotalSize() - (virtualCards.at(-1)?.end ?? 0) : 0;

  return (
    <section
      aria-labelledby={titleId}
      className={styles.column({ tone })}
      data-column-id={columnId}
      data-drop={dropState}
    >
      <h2 className={styles.columnHeading}>
        {Icon ? (
          <span className={styles.columnBadge({ tone })} aria-hidden="true">
            <Icon />
          </span>
        ) : null}
        <span id={titleId} className={styles.columnTitle}>
          {column?.title ?? columnId}
        </span>
        {countKnown ? (
          <span className={styles.columnCount}>
            <span aria-hidden="true">{count}</span>
            <span className={visuallyHidden}>{labels.count(count)}</span>
          </span>
        ) : null}
      </h2>
      {dropState === 'refuses' ? (
        <p className={styles.refusal} aria-hidden="true">
          {labels.refusesDrop}
        </p>
      ) : null}
      <div
        ref={scrollerCallbackRef}
        className={clsx(
          styles.scroller({ drop: dropState }),
          height === 'fill' && styles.filledScroller,
        )}
        style={height === 'fill' ? undefined : { height }}
        // Takes the focus when a moved card is not among this column's loaded cards.
        tabIndex={-1}
        aria-busy={isLoading || undefined}
      >
        <ul
          aria-labelledby={titleId}
          className={styles.cardList}
          style={{ paddingTop, paddingBottom }}
        >
          {virtualCards.map((virtualCard) => {
            const card = cards[virtualCard.index] as Card;
            const cardId = cardIdOf(card);
            return (
              <li
                key={virtualCard.key}
                data-index={virtualCard.index}
                ref={virtualizer.measureElement}
                className={styles.cardSlot}
              >
                <PipelineCardFrame
                  card={card}
                  cardId={cardId}
                  index={virtualCard.index}
                  columnId={columnId}
                  inTabOrder={virtualCard.index === activeIndex}
                  onFocusCard={setActiveCardId}
                  onKeyDown={onCardKeyDown}
                >
                  {renderCard(card)}
                </PipelineCardFrame>
              </li>
            );
          })}
        </ul>
        {isLoading ? (
          <div className={styles.columnMessage}>
            <Spinner label={labels.loading} size="small" />
          </div>
        ) : null}
        {isError ? (
          <div className={styles.columnMessage} role="alert">
            <p className={styles.columnMessageText}>{labels.loadError}</p>
            {onRetry ? (
              <Button variant="secondary" size="small" onClick={onRetry}>
                {labels.retry}
              </Button>
            ) : null}
          </div>
        ) : null}
        {isEmpty ? (
          <div className={styles.columnMessage}>
            {emptyState ?? <p className={styles.columnMessageText}>{labels.empty}</p>}
          </div>
        ) : null}
      </div>
    </section>
  );
}

/**
 * Focuses the card once the virtualiser has rendered it (a few frames at most: scrolling to a
 * card far away renders it on the next frame).
 */
function focusWhenRendered(scroller: HTMLElement | null, cardId: string, framesLeft = 10) {
  if (!scroller) return;
  const element = scroller.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(cardId)}"]`);
  if (element) {
    element.focus();
    return;
  }
  if (framesLeft > 0)
    requestAnimationFrame(() => focusWhenRendered(scroller, cardId, framesLeft - 1));
}
