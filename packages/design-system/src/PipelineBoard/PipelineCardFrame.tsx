import { Menu, MenuButton, MenuItem, MenuProvider } from '@ariakit/react';
import {
  type KeyboardEvent,
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useDrag } from 'react-dnd';
import { iconButton } from '../IconButton/IconButton.css.ts';
import { MoreIcon } from '../icons/icons.tsx';
import { item as menuItem, popover } from '../Menu/Menu.css.ts';
import { type DraggedCard, useBoard } from './boardContext.ts';
import * as styles from './PipelineBoard.css.ts';

interface PipelineCardFrameProps {
  card: unknown;
  cardId: string;
  index: number;
  columnId: string;
  /** The column's roving tab stop. */
  inTabOrder: boolean;
  onFocusCard: (cardId: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, index: number) => void;
  children: ReactNode;
}

// Created once: a long column renders many cards.
const moreIcon = <MoreIcon />;
const menuButtonClass = iconButton({ size: 'small' });

/**
 * What makes a card movable: it is a focusable article named by the card's label and
 * described by the board's keyboard hint, draggable as a whole, moved by Alt+Left/Right,
 * and it holds the "Move to…" menu listing the columns that accept it.
 */
export const PipelineCardFrame = memo(function PipelineCardFrame({
  card,
  cardId,
  index,
  columnId,
  inTabOrder,
  onFocusCard,
  onKeyDown,
  children,
}: PipelineCardFrameProps) {
  const board = useBoard();
  const { beginDrag, endDrag, moveBy } = board;
  const cardLabel = board.getCardLabel(card);
  const isMoving = board.movingCardIds.has(cardId);
  const { readOnly } = board;

  const [{ dragging }, dragRef] = useDrag<DraggedCard, unknown, { dragging: boolean }>(
    () => ({
      type: board.dragType,
      item: () => {
        beginDrag(card, columnId);
        return { cardId, card, fromColumnId: columnId };
      },
      end: () => endDrag(),
      canDrag: !isMoving && !readOnly,
      collect: (monitor) => ({ dragging: monitor.isDragging() }),
    }),
    [board.dragType, card, cardId, columnId, isMoving, readOnly, beginDrag, endDrag],
  );
  const articleRef = useCallback(
    (element: HTMLElement | null) => {
      dragRef(element);
    },
    [dragRef],
  );

  return (
    <article
      ref={articleRef}
      data-card-id={cardId}
      aria-label={cardLabel}
      aria-describedby={readOnly ? undefined : board.hintId}
      aria-keyshortcuts={readOnly ? undefined : 'Alt+ArrowLeft Alt+ArrowRight'}
      aria-busy={isMoving || undefined}
      // A card takes the focus so that the keyboard can move it (WCAG 2.5.7); one card per column is a tab stop.
      tabIndex={inTabOrder ? 0 : -1}
      className={styles.card({ dragging, moving: isMoving })}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocusCard(cardId);
      }}
      onKeyDown={(event) => {
        if (
          !readOnly &&
          event.altKey &&
          (event.key === 'ArrowLeft' || event.key === 'ArrowRight')
        ) {
          // Alt+Left is also the browser's Back: the card takes the keys while it has the focus.
          event.preventDefault();
          event.stopPropagation();
          void moveBy(card, columnId, event.key === 'ArrowRight' ? 'next' : 'previous');
          return;
        }
        onKeyDown(event, index);
      }}
    >
      <div className={styles.cardContent}>{children}</div>
      {readOnly ? null : (
        <MoveMenu card={card} columnId={columnId} cardLabel={cardLabel} disabled={isMoving} />
      )}
    </article>
  );
});

interface MoveMenuProps {
  card: unknown;
  columnId: string;
  cardLabel: string;
  disabled: boolean;
}

/** The "Move to…" menu: the columns that accept the card, asked for when it opens. */
function MoveMenu({ card, columnId, cardLabel, disabled }: MoveMenuProps) {
  const board = useBoard();
  const { labels, columns } = board;
  const [targets, setTargets] = useState<readonly string[] | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  function onOpenChange(open: boolean) {
    if (!open) return;
    setTargets(null);
    void board.acceptingColumns(card, columnId).then((accepting) => {
      if (mounted.current) setTargets(accepting);
    });
  }

  return (
    <MenuProvider placement="bottom-end" setOpen={onOpenChange}>
      <MenuButton
        aria-label={labels.moveMenu(cardLabel)}
        className={`${menuButtonClass} ${styles.cardMenuButton}`}
        disabled={disabled}
        accessibleWhenDisabled
      >
        {moreIcon}
      </MenuButton>
      <Menu gutter={4} className={popover} portal preserveTabOrder={false}>
        {targets === null ? (
          <MenuItem className={menuItem()} disabled accessibleWhenDisabled>
            {labels.moveMenuLoading}
          </MenuItem>
        ) : targets.length === 0 ? (
          <MenuItem className={menuItem()} disabled accessibleWhenDisabled>
            {labels.moveMenuEmpty}
          </MenuItem>
        ) : (
          columns
            .filter((column) => targets.includes(column.id))
            .map((column) => (
              <MenuItem
                key={column.id}
                className={menuItem()}
                onClick={() => void board.move(card, columnId, column.id, { keepFocus: true })}
              >
                {column.title}
              </MenuItem>
            ))
        )}
      </Menu>
    </MenuProvider>
  );
}
