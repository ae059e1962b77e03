import {
  isValidElement,
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { DndProvider, useDrag, useDrop } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { iconButton } from '../IconButton/IconButton.css.ts';
import { DragHandleIcon } from '../icons/icons.tsx';
import { devAssert } from '../private/devAssert.ts';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import { ArrowDownIcon, ArrowUpIcon } from './arrowIcons.tsx';
import * as styles from './SortableList.css.ts';

/** What a SortableList needs to know about each item. */
export interface SortableListItem {
  /** Stable, unique id of the item. */
  id: string;
  /** Items move only within their group; a group's items must be next to each other. */
  group?: string;
  /** The item stays where it is: no drag handle, no move buttons, nothing is dropped on it. */
  disabled?: boolean;
}

export interface SortableListProps<Item extends SortableListItem> {
  /** Names the list for assistive technology. */
  label: string;
  /** The items in their current order (controlled). */
  items: readonly Item[];
  /** Renders an item's content (between the drag handle and the move buttons). */
  renderItem: (item: Item) => ReactNode;
  /** The item's name, used in button labels and move announcements. */
  getItemLabel: (item: Item) => string;
  /** Called when the user moves an item: `toIndex` is its index in `items` after the move. */
  onMove: (itemId: string, toIndex: number) => void;
  /** Disables every move (e.g. while another row is being edited or the list is saving). */
  disabled?: boolean;
  /**
   * Moves wait (e.g. while the list is being saved): nothing can be dragged, and the move
   * buttons stay in place, disabled but focusable, so a keyboard user keeps their place.
   */
  busy?: boolean;
  /** Label of an item's move-up button; English default 'Move up: {item}'. */
  moveUpLabel?: (itemLabel: string) => string;
  /** Label of an item's move-down button; English default 'Move down: {item}'. */
  moveDownLabel?: (itemLabel: string) => string;
  /** Tooltip of the drag handle; English default 'Drag to reorder: {item}'. */
  dragHandleLabel?: (itemLabel: string) => string;
  /** Announced after a move; English default '{item} moved to position {position} of {count}'. */
  movedAnnouncement?: (itemLabel: string, position: number, count: number) => string;
}

const defaults = {
  moveUpLabel: (item: string) => `Move up: ${item}`,
  moveDownLabel: (item: string) => `Move down: ${item}`,
  dragHandleLabel: (item: string) => `Drag to reorder: ${item}`,
  movedAnnouncement: (item: string, position: number, count: number) =>
    `${item} moved to position ${position} of ${count}`,
};

interface DraggedItem {
  id: string;
  group: string | undefined;
}

/**
 * A list whose items the user reorders by dragging their handle (react-dnd, HTML5 backend)
 * or with the Move up / Move down buttons, which announce the new position. Items move only
 * within their own group; disabled items stay put.
 */
export function SortableList<Item extends SortableListItem>(props: SortableListProps<Item>) {
  // react-dnd keeps one drag manager per window, so several lists may each have a provider.
  return (
    <DndProvider backend={HTML5Backend}>
      <SortableListBody {...props} />
    </DndProvider>
  );
}

function SortableListBody<Item extends SortableListItem>({
  label,
  items,
  renderItem,
  getItemLabel,
  onMove,
  disabled = false,
  busy = false,
  moveUpLabel = defaults.moveUpLabel,
  moveDownLabel = defaults.moveDownLabel,
  dragHandleLabel = defaults.dragHandleLabel,
  movedAnnouncement = defaults.movedAnnouncement,
}: SortableListProps<Item>) {
  assertItems(label, items);
  const dragType = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  // After a keyboard move the row is re-rendered elsewhere: focus follows it.
  const pendingFocus = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);

  const groupOf = (index: number) => items[index]?.group;
  const canSwapWith = (index: number, otherIndex: number) => {
    const other = items[otherIndex];
    return other !== undefined && !other.disabled && other.group === groupOf(index);
  };

  // Rows are memoised (long lists re-render only the rows a change touches), so their
  // callbacks are stable and read the latest props through this ref.
  const latest = useRef({ items, onMove, getItemLabel, movedAnnouncement });
  latest.current = { items, onMove, getItemLabel, movedAnnouncement };
  const moveTo = useCallback((itemId: string, toIndex: number) => {
    const {
      items: current,
      onMove: notify,
      getItemLabel: nameOf,
      movedAnnouncement: say,
    } = latest.current;
    const fromIndex = current.findIndex((candidate) => candidate.id === itemId);
    const item = current[fromIndex];
    if (!item || fromIndex === toIndex) return;
    notify(item.id, toIndex);
    const groupIndexes = current
      .map((candidate, index) => (candidate.group === item.group ? index : -1))
      .filter((index) => index >= 0);
    const position = toIndex - (groupIndexes[0] ?? 0) + 1;
    setAnnouncement(say(nameOf(item), position, groupIndexes.length));
  }, []);
  const moveBy = useCallback(
    (itemId: string, step: -1 | 1) => {
      const index = latest.current.items.findIndex((candidate) => candidate.id === itemId);
      pendingFocus.current = { id: itemId, direction: step === -1 ? 'up' : 'down' };
      moveTo(itemId, index + step);
    },
    [moveTo],
  );
  const dropOn = useCallback(
    (targetId: string, draggedId: string) => {
      const index = latest.current.items.findIndex((candidate) => candidate.id === targetId);
      if (index >= 0) moveTo(draggedId, index);
    },
    [moveTo],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the parent has applied a move to `items`, so the row is in its new place.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target || !listRef.current) return;
    pendingFocus.current = null;
    const row = listRef.current.querySelector(`[data-item-id="${CSS.escape(target.id)}"]`);
    const buttons = row?.querySelectorAll<HTMLButtonElement>('[data-move]');
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${target.direction}"]`);
    const next =
      same && !same.disabled ? same : [...(buttons ?? [])].find((button) => !button.disabled);
    next?.focus();
  }, [items]);

  return (
    <div>
      <ul ref={listRef} aria-label={label} className={styles.list}>
        {items.map((item, index) => (
          <SortableRow
            key={item.id}
            item={item}
            dragType={dragType}
            groupStart={index > 0 && groupOf(index - 1) !== item.group}
            movable={!disabled && !item.disabled}
            busy={busy}
            canMoveUp={!disabled && !item.disabled && canSwapWith(index, index - 1)}
            canMoveDown={!disabled && !item.disabled && canSwapWith(index, index + 1)}
            itemLabel={getItemLabel(item)}
            moveUpLabel={moveUpLabel}
            moveDownLabel={moveDownLabel}
            dragHandleLabel={dragHandleLabel}
            onMove={moveBy}
            onDropItem={dropOn}
          >
            {renderItem(item)}
          </SortableRow>
        ))}
      </ul>
      <div role="status" className={visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}

// The move buttons look like IconButtons but are plain buttons, and the icons are created
// once: a long list re-renders every row when it is disabled or enabled, and Ariakit's hooks
// per button made that slow. React skips an element object it has rendered before.
const moveButton = iconButton({ size: 'small' });
const dragHandleIcon = <DragHandleIcon />;
const arrowUpIcon = <ArrowUpIcon />;
const arrowDownIcon = <ArrowDownIcon />;

interface SortableRowProps {
  item: SortableListItem;
  dragType: string;
  groupStart: boolean;
  movable: boolean;
  busy: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  itemLabel: string;
  moveUpLabel: (itemLabel: string) => string;
  moveDownLabel: (itemLabel: string) => string;
  dragHandleLabel: (itemLabel: string) => string;
  onMove: (itemId: string, step: -1 | 1) => void;
  onDropItem: (targetId: string, draggedId: string) => void;
  children: ReactNode;
}

const SortableRow = memo(function SortableRow({
  item,
  dragType,
  groupStart,
  movable,
  busy,
  canMoveUp,
  canMoveDown,
  itemLabel,
  moveUpLabel,
  moveDownLabel,
  dragHandleLabel,
  onMove,
  onDropItem,
  children,
}: SortableRowProps) {
  const [{ dragging }, dragRef, previewRef] = useDrag<DraggedItem, unknown, { dragging: boolean }>(
    () => ({
      type: dragType,
      item: { id: item.id, group: item.group },
      canDrag: movable && !busy,
      collect: (monitor) => ({ dragging: monitor.isDragging() }),
    }),
    [dragType, item.id, item.group, movable, busy],
  );
  const [{ dropTarget }, dropRef] = useDrop<DraggedItem, unknown, { dropTarget: boolean }>(
    () => ({
      accept: dragType,
      canDrop: (dragged) => dragged.group === item.group && !item.disabled && !busy,
      drop: (dragged) => {
        if (dragged.id !== item.id) onDropItem(item.id, dragged.id);
      },
      collect: (monitor) => ({ dropTarget: monitor.isOver() && monitor.canDrop() }),
    }),
    [dragType, item.id, item.group, item.disabled, busy, onDropItem],
  );
  // Stable refs: a new ref function would make react-dnd reconnect the row at every render.
  const rowRef = useCallback(
    (element: HTMLLIElement | null) => {
      previewRef(element);
      dropRef(element);
    },
    [previewRef, dropRef],
  );
  const handleRef = useCallback(
    (element: HTMLSpanElement | null) => {
      dragRef(element);
    },
    [dragRef],
  );
  return (
    <li
      ref={rowRef}
      data-item-id={item.id}
      className={styles.row({ groupStart, dragging, dropTarget })}
    >
      {movable ? (
        <span
          ref={handleRef}
          className={styles.handle}
          title={dragHandleLabel(itemLabel)}
          // Dragging is for pointers; keyboard and screen-reader users have the move buttons.
          aria-hidden="true"
          data-drag-handle=""
        >
          {dragHandleIcon}
        </span>
      ) : (
        <span className={styles.handlePlaceholder} />
      )}
      <div className={styles.content}>{children}</div>
      {movable ? (
        <div className={styles.moveButtons}>
          <button
            type="button"
            className={moveButton}
            aria-label={moveUpLabel(itemLabel)}
            disabled={!canMoveUp}
            // Busy only for a moment: aria-disabled keeps the focus a keyboard move gave it.
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onMove(item.id, -1);
            }}
            data-move="up"
          >
            {arrowUpIcon}
          </button>
          <button
            type="button"
            className={moveButton}
            aria-label={moveDownLabel(itemLabel)}
            disabled={!canMoveDown}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onMove(item.id, 1);
            }}
            data-move="down"
          >
            {arrowDownIcon}
          </button>
        </div>
      ) : null}
    </li>
  );
}, sameRowProps);

/**
 * Row props are equal when everything but the content is identical and the content is the
 * same element type with shallowly equal props, as `renderItem` returns for an unchanged,
 * memoised item: then the row and its drag hooks need not render again.
 */
function sameRowProps(previous: SortableRowProps, next: SortableRowProps): boolean {
  for (const key of Object.keys(next) as (keyof SortableRowProps)[]) {
    if (key !== 'children' && !Object.is(previous[key], next[key])) return false;
  }
  return sameContent(previous.children, next.children);
}

function sameContent(previous: ReactNode, next: ReactNode): boolean {
  if (Object.is(previous, next)) return true;
  if (!isValidElement(previous) || !isValidElement(next)) return false;
  if (previous.type !== next.type || previous.key !== next.key) return false;
  const previousProps = previous.props as Record<string, unknown>;
  const nextProps = next.props as Record<string, unknown>;
  const keys = Object.keys(nextProps);
  return (
    keys.length === Object.keys(previousProps).length &&
    keys.every((key) => Object.is(previousProps[key], nextProps[key]))
  );
}

/** Ids must be unique and each group's items next to each other, or moves would be ambiguous. */
function assertItems(label: string, items: readonly SortableListItem[]): void {
  devAssert(
    new Set(items.map((item) => item.id)).size === items.length,
    `SortableList "${label}": item ids must be unique.`,
  );
  const closedGroups = new Set<string | undefined>();
  items.forEach((item, index) => {
    const previous = items[index - 1];
    if (previous && previous.group !== item.group) closedGroups.add(previous.group);
    devAssert(
      !closedGroups.has(item.group),
      `SortableList "${label}": the items of group "${item.group}" must be next to each other.`,
    );
  });
}
