import { clsx } from 'clsx';
import { type ReactNode, useCallback, useId, useMemo, useRef, useState } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { devAssert } from '../private/devAssert.ts';
import { mergeLabels } from '../private/mergeLabels.ts';
import { useRemainingViewportHeight } from '../private/useRemainingViewportHeight.ts';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import { adjacentAcceptingColumn, type MoveDirection } from './adjacentColumn.ts';
import {
  BoardContext,
  type BoardContextValue,
  type DragState,
  type PendingFocus,
  type PipelineColumnInfo,
} from './boardContext.ts';
import type { PipelineBoardLabelsInput } from './labels.ts';
import { defaultPipelineBoardLabels } from './labels.ts';
import * as styles from './PipelineBoard.css.ts';

export type { PipelineColumnInfo } from './boardContext.ts';

export interface PipelineBoardProps<Card> {
  /** Names the board for assistive technology, e.g. "Pipeline". */
  label: string;
  /** The columns in board order; each is rendered by a PipelineColumn child with its id. */
  columns: readonly PipelineColumnInfo[];
  /** Stable, unique id of a card (unique on the whole board). */
  getCardId: (card: Card) => string;
  /** The card's name, used in button labels and announcements. */
  getCardLabel: (card: Card) => string;
  /**
   * The ids of the columns a card may move to (its own is left out if listed). Asked when a
   * drag starts, a "Move to…" menu opens or a move key is pressed; a rejected promise means none.
   */
  getMoveTargets: (card: Card, fromColumnId: string) => Promise<readonly string[]>;
  /**
   * Moves a card; resolves true when it moved, false when it could not (the caller shows why,
   * e.g. a toast). The card stays where it is until the caller's columns show it elsewhere.
   */
  onMove: (card: Card, fromColumnId: string, toColumnId: string) => Promise<boolean>;
  /** The texts, English by default. */
  labels?: PipelineBoardLabelsInput;
  /**
   * Cards cannot be moved (the user may not move them): no dragging, no move keys, no
   * "Move to…" menu and no keyboard hint; the cards stay focusable and their links work.
   */
  readOnly?: boolean;
  /**
   * Whether the board takes the rest of the window's height (never under 280px), so the page
   * need not scroll and the strip's sideways scrollbar shows; give its columns `height="fill"`.
   */
  fillViewport?: boolean;
  /** The PipelineColumn of each column. */
  children: ReactNode;
}

/**
 * A board of columns (pipeline stages) holding cards (candidates). A card moves by dragging it
 * to another column (react-dnd, HTML5 backend), or without a pointer: focus it and press
 * Alt+Left/Alt+Right for the nearest column before/after it that accepts it, or choose a
 * column in its "Move to…" menu (WCAG 2.5.7). Only the columns that accept a card take it;
 * while it is dragged the others say so. Every move is announced in a polite live region.
 * Columns (PipelineColumn children) load their own cards page by page and are virtualised.
 */
export function PipelineBoard<Card>(props: PipelineBoardProps<Card>) {
  // One drag manager per window: a board brings its own provider, like SortableList.
  return (
    <DndProvider backend={HTML5Backend}>
      <PipelineBoardBody {...props} />
    </DndProvider>
  );
}

function PipelineBoardBody<Card>({
  label,
  columns,
  getCardId,
  getCardLabel,
  getMoveTargets,
  onMove,
  labels: labelsInput,
  readOnly = false,
  fillViewport = false,
  children,
}: PipelineBoardProps<Card>) {
  const boardRef = useRef<HTMLElement>(null);
  const filledHeight = useRemainingViewportHeight(boardRef, {
    enabled: fillViewport,
    minimum: 280,
  });
  devAssert(
    new Set(columns.map((column) => column.id)).size === columns.length,
    `PipelineBoard "${label}": column ids must be unique.`,
  );
  const labels = useMemo(() => mergeLabels(defaultPipelineBoardLabels, labelsInput), [labelsInput]);
  const dragType = useId();
  const hintId = useId();
  const [announcement, setAnnouncement] = useState({ text: '', key: 0 });
  const [movingCardIds, setMovingCardIds] = useState<ReadonlySet<string>>(new Set());
  const [drag, setDrag] = useState<DragState | null>(null);
  const [pendingFocus, setPendingFocus] = useState<PendingFocus | null>(null);

  // The context's functions are stable and read the latest props through this ref, so that
  // memoised cards do not render again whenever the board does.
  const latest = useRef({ columns, labels, getCardId, getCardLabel, getMoveTargets, onMove });
  latest.current = { columns, labels, getCardId, getCardLabel, getMoveTargets, onMove };
  const moving = useRef(new Set<string>());

  const announce = useCallback((text: string) => {
    // A new key makes a repeated text ("Moved Ada to Interview" twice) heard again.
    setAnnouncement((previous) => ({ text, key: previous.key + 1 }));
  }, []);

  const acceptingColumns = useCallback(
    async (card: unknown, fromColumnId: string): Promise<readonly string[]> => {
      const { columns: current, getMoveTargets: ask } = latest.current;
      let targets: readonly string[];
      try {
        targets = await ask(card as Card, fromColumnId);
      } catch {
        targets = [];
      }
      return current
        .map((column) => column.id)
        .filter((columnId) => columnId !== fromColumnId && targets.includes(columnId));
    },
    [],
  );

  const move = useCallback(
    async (
      card: unknown,
      fromColumnId: string,
      toColumnId: string,
      { keepFocus }: { keepFocus: boolean },
    ) => {
      const {
        columns: current,
        labels: texts,
        getCardId: idOf,
        getCardLabel: nameOf,
      } = latest.current;
      const cardId = idOf(card as Card);
      if (moving.current.has(cardId) || fromColumnId === toColumnId) return;
      const cardLabel = nameOf(card as Card);
      const title = current.find((column) => column.id === toColumnId)?.title ?? toColumnId;
      moving.current.add(cardId);
      setMovingCardIds(new Set(moving.current));
      let moved = false;
      try {
        moved = await latest.current.onMove(card as Card, fromColumnId, toColumnId);
      } catch {
        moved = false;
      } finally {
        moving.current.delete(cardId);
        setMovingCardIds(new Set(moving.current));
      }
      announce(moved ? texts.moved(cardLabel, title) : texts.cannotMove(cardLabel, title));
      if (moved && keepFocus) setPendingFocus({ cardId, columnId: toColumnId });
    },
    [announce],
  );

  const dropCard = useCallback(
    async (card: unknown, fromColumnId: string, toColumnId: string) => {
      const { columns: current, labels: texts, getCardLabel: nameOf } = latest.current;
      // A quick drop may land before the accepting columns are known: they decide now.
      const accepting = await acceptingColumns(card, fromColumnId);
      if (accepting.includes(toColumnId)) {
        await move(card, fromColumnId, toColumnId, { keepFocus: false });
        return;
      }
      const title = current.find((column) => column.id === toColumnId)?.title ?? toColumnId;
      announce(texts.cannotMove(nameOf(card as Card), title));
    },
    [acceptingColumns, announce, move],
  );

  const moveBy = useCallback(
    async (card: unknown, fromColumnId: string, direction: MoveDirection) => {
      const { columns: current, labels: texts, getCardLabel: nameOf } = latest.current;
      const accepting = await acceptingColumns(card, fromColumnId);
      const columnIds = current.map((column) => column.id);
      const target = adjacentAcceptingColumn(columnIds, fromColumnId, accepting, direction);
      if (target === null) {
        announce(texts.noColumnThere(nameOf(card as Card), direction));
        return;
      }
      await move(card, fromColumnId, target, { keepFocus: true });
    },
    [acceptingColumns, announce, move],
  );

  const beginDrag = useCallback(
    (card: unknown, fromColumnId: string) => {
      const cardId = latest.current.getCardId(card as Card);
      setDrag({ cardId, fromColumnId, acceptingColumnIds: null });
      void acceptingColumns(card, fromColumnId).then((accepting) =>
        setDrag((current) =>
          current?.cardId === cardId ? { ...current, acceptingColumnIds: accepting } : current,
        ),
      );
    },
    [acceptingColumns],
  );
  const endDrag = useCallback(() => setDrag(null), []);
  const cardIdOf = useCallback((card: unknown) => latest.current.getCardId(card as Card), []);
  const cardLabelOf = useCallback((card: unknown) => latest.current.getCardLabel(card as Card), []);
  const clearPendingFocus = useCallback(() => setPendingFocus(null), []);

  const context = useMemo<BoardContextValue>(
    () => ({
      columns,
      labels,
      dragType,
      hintId,
      readOnly,
      getCardId: cardIdOf,
      getCardLabel: cardLabelOf,
      acceptingColumns,
      move,
      dropCard,
      moveBy,
      movingCardIds,
      drag,
      beginDrag,
      endDrag,
      pendingFocus,
      clearPendingFocus,
    }),
    [
      columns,
      labels,
      dragType,
      hintId,
      readOnly,
      cardIdOf,
      cardLabelOf,
      acceptingColumns,
      move,
      dropCard,
      moveBy,
      movingCardIds,
      drag,
      beginDrag,
      endDrag,
      pendingFocus,
      clearPendingFocus,
    ],
  );

  return (
    <BoardContext value={context}>
      <section
        ref={boardRef}
        aria-label={label}
        className={styles.board}
        style={filledHeight === null ? undefined : { height: filledHeight }}
      >
        {readOnly ? null : (
          <p id={hintId} className={styles.hint}>
            {labels.keyboardHint}
          </p>
        )}
        <div className={clsx(styles.columns, fillViewport && styles.filledColumns)}>{children}</div>
        <div role="status" aria-live="polite" className={visuallyHidden}>
          <span key={announcement.key}>{announcement.text}</span>
        </div>
      </section>
    </BoardContext>
  );
}
