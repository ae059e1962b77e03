import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { DndProvider, useDrag, useDrop } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { IconButton } from '../IconButton/IconButton.tsx';
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

  const move = (item: Item, toIndex: number) => {
    const fromIndex = items.indexOf(item);
    if (fromIndex === toIndex) return;
    onMove(item.id, toIndex);
    const groupIndexes = items
      .map((candidate, index) => (candidate.group === item.group ? index : -1))
      .filter((index) => index >= 0);
    const position = toIndex - (groupIndexes[0] ?? 0) + 1;
    setAnnouncement(movedAnnouncement(getItemLabel(item), position, groupIndexes.length));
  };

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
            index={index}
            dragType={dragType}
            groupStart={index > 0 && groupOf(index - 1) !== item.group}
            movable={!disabled && !item.disabled}
            canMoveUp={!disabled && !item.disabled && canSwapWith(index, index - 1)}
            canMoveDown={!disabled && !item.disabled && canSwapWith(index, index + 1)}
            itemLabel={getItemLabel(item)}
            moveUpLabel={moveUpLabel}
            moveDownLabel={moveDownLabel}
            dragHandleLabel={dragHandleLabel}
            onMoveUp={() => {
              pendingFocus.current = { id: item.id, direction: 'up' };
              move(item, index - 1);
            }}
            onMoveDown={() => {
              pendingFocus.current = { id: item.id, direction: 'down' };
              move(item, index + 1);
            }}
            onDropItem={(draggedId) => {
              const dragged = items.find((candidate) => candidate.id === draggedId);
              if (dragged) move(dragged, index);
            }}
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

interface SortableRowProps {
  item: SortableListItem;
  index: number;
  dragType: string;
  groupStart: boolean;
  movable: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  itemLabel: string;
  moveUpLabel: (itemLabel: string) => string;
  moveDownLabel: (itemLabel: string) => string;
  dragHandleLabel: (itemLabel: string) => string;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onDropItem: (draggedId: string) => void;
  children: ReactNode;
}

function SortableRow({
  item,
  dragType,
  groupStart,
  movable,
  canMoveUp,
  canMoveDown,
  itemLabel,
  moveUpLabel,
  moveDownLabel,
  dragHandleLabel,
  onMoveUp,
  onMoveDown,
  onDropItem,
  children,
}: SortableRowProps) {
  const [{ dragging }, dragRef, previewRef] = useDrag<DraggedItem, unknown, { dragging: boolean }>(
    () => ({
      type: dragType,
      item: { id: item.id, group: item.group },
      canDrag: movable,
      collect: (monitor) => ({ dragging: monitor.isDragging() }),
    }),
    [dragType, item.id, item.group, movable],
  );
  const [{ dropTarget }, dropRef] = useDrop<DraggedItem, unknown, { dropTarget: boolean }>(
    () => ({
      accept: dragType,
      canDrop: (dragged) => dragged.group === item.group && !item.disabled,
      drop: (dragged) => {
        if (dragged.id !== item.id) onDropItem(dragged.id);
      },
      collect: (monitor) => ({ dropTarget: monitor.isOver() && monitor.canDrop() }),
    }),
    [dragType, item.id, item.group, item.disabled, onDropItem],
  );
  return (
    <li
      ref={(element) => {
        previewRef(element);
        dropRef(element);
      }}
      data-item-id={item.id}
      className={styles.row({ groupStart, dragging, dropTarget })}
    >
      {movable ? (
        <span
          ref={(element) => {
            dragRef(element);
          }}
          className={styles.handle}
          title={dragHandleLabel(itemLabel)}
          // Dragging is for pointers; keyboard and screen-reader users have the move buttons.
          aria-hidden="true"
          data-drag-handle=""
        >
          <DragHandleIcon />
        </span>
      ) : (
        <span className={styles.handlePlaceholder} />
      )}
      <div className={styles.content}>{children}</div>
      {movable ? (
        <div className={styles.moveButtons}>
          <IconButton
            label={moveUpLabel(itemLabel)}
            icon={<ArrowUpIcon />}
            size="small"
            disabled={!canMoveUp}
            onClick={onMoveUp}
            data-move="up"
          />
          <IconButton
            label={moveDownLabel(itemLabel)}
            icon={<ArrowDownIcon />}
            size="small"
            disabled={!canMoveDown}
            onClick={onMoveDown}
            data-move="down"
          />
        </div>
      ) : null}
    </li>
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
