import { toggleMark } from 'prosemirror-commands';
import type { MarkType, Node, NodeType, ResolvedPos } from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem, wrapInList } from 'prosemirror-schema-list';
import type { Command, EditorState } from 'prosemirror-state';
import { richTextSchema } from './schema.ts';

const { nodes, marks } = richTextSchema;
const listItem = nodes.list_item as NodeType;
const bulletList = nodes.bullet_list as NodeType;
const orderedList = nodes.ordered_list as NodeType;
const strong = marks.strong as MarkType;
const em = marks.em as MarkType;
const link = marks.link as MarkType;

/** The list kinds of the toolbar. */
export type ListKind = 'bullet' | 'ordered';

const listTypes: Record<ListKind, NodeType> = { bullet: bulletList, ordered: orderedList };

/** The inline marks of the toolbar. */
export type MarkKind = 'bold' | 'italic';

const markTypes: Record<MarkKind, MarkType> = { bold: strong, italic: em };

/** Bold or italic on or off, over the selection or for the next typed text. */
export function toggleInlineMark(kind: MarkKind): Command {
  return toggleMark(markTypes[kind]);
}

/** True when the selection is bold (or italic): all of it, or the text about to be typed. */
export function isMarkActive(state: EditorState, kind: MarkKind): boolean {
  const type = markTypes[kind];
  const { from, to, empty, $from } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
}

/** The nearest list around a position, with its depth. */
function listAround($position: ResolvedPos): { node: Node; depth: number } | null {
  for (let depth = $position.depth; depth > 0; depth -= 1) {
    const node = $position.node(depth);
    if (node.type === bulletList || node.type === orderedList) return { node, depth };
  }
  return null;
}

/** The kind of list the selection is in, or null. */
export function activeList(state: EditorState): ListKind | null {
  const list = listAround(state.selection.$from);
  if (!list) return null;
  return list.node.type === bulletList ? 'bullet' : 'ordered';
}

/**
 * The toolbar's list button: wraps the selected blocks in a list of that kind, turns the
 * surrounding list into that kind, or, when already in one, lifts the items out of it.
 */
export function toggleList(kind: ListKind): Command {
  const type = listTypes[kind];
  return (state, dispatch) => {
    const list = listAround(state.selection.$from);
    if (!list) return wrapInList(type)(state, dispatch);
    if (list.node.type === type) return liftListItem(listItem)(state, dispatch);
    if (dispatch) {
      const position = state.selection.$from.before(list.depth);
      dispatch(state.tr.setNodeMarkup(position, type).scrollIntoView());
    }
    return true;
  };
}

/** Enter in a list item starts the next item (an empty item leaves the list, via the base keymap). */
export const splitItem: Command = splitListItem(listItem);
/** Tab in a list item nests it under the previous item. */
export const sinkItem: Command = sinkListItem(listItem);
/** Shift-Tab in a list item moves it out one level. */
export const liftItem: Command = liftListItem(listItem);

/** A link in the document: its address and the extent of its text. */
export interface LinkRange {
  href: string;
  from: number;
  to: number;
}

/**
 * The link at the selection: the whole link around (or touching) the cursor, or the first
 * link inside a selected range; null when there is none.
 */
export function linkAt(state: EditorState): LinkRange | null {
  const { from, to, empty } = state.selection;
  if (empty) return linkAround(state.doc, from);
  let found: LinkRange | null = null;
  state.doc.nodesBetween(from, to, (node, position) => {
    if (found) return false;
    const mark = link.isInSet(node.marks);
    if (mark) found = linkAround(state.doc, Math.max(from, position));
    return true;
  });
  return found;
}

/** The link whose text contains `position` or ends or starts right at it. */
function linkAround(doc: Node, position: number): LinkRange | null {
  const $position = doc.resolve(position);
  const parent = $position.parent;
  const index = $position.index();
  const candidates = $position.textOffset > 0 ? [index] : [index - 1, index];
  for (const candidate of candidates) {
    const mark = link.isInSet(parent.maybeChild(candidate)?.marks ?? []);
    if (!mark) continue;
    let first = candidate;
    let last = candidate;
    while (first > 0 && mark.isInSet(parent.child(first - 1).marks)) first -= 1;
    while (last + 1 < parent.childCount && mark.isInSet(parent.child(last + 1).marks)) last += 1;
    let from = $position.start();
    for (let i = 0; i < first; i += 1) from += parent.child(i).nodeSize;
    let to = from;
    for (let i = first; i <= last; i += 1) to += parent.child(i).nodeSize;
    return { href: String(mark.attrs.href), from, to };
  }
  return null;
}

/**
 * Links the selection to `href` (replacing any link there). With nothing selected it
 * changes the link under the cursor, or inserts the address itself as linked text.
 */
export function setLink(href: string): Command {
  return (state, dispatch) => {
    const mark = link.create({ href });
    const { from, to, empty } = state.selection;
    const current = empty ? linkAt(state) : null;
    if (dispatch) {
      const tr = state.tr;
      if (!empty) tr.removeMark(from, to, link).addMark(from, to, mark);
      else if (current)
        tr.removeMark(current.from, current.to, link).addMark(current.from, current.to, mark);
      else {
        const text = href.replace(/^mailto:/, '');
        tr.insert(from, richTextSchema.text(text, [...state.selection.$from.marks(), mark]));
      }
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

/** Removes the link from the selection, or the whole link under the cursor. */
export const removeLink: Command = (state, dispatch) => {
  const current = linkAt(state);
  const { from, to, empty } = state.selection;
  if (!current && (empty || !state.doc.rangeHasMark(from, to, link))) return false;
  if (dispatch) {
    const range = empty && current ? current : { from, to };
    dispatch(state.tr.removeMark(range.from, range.to, link).scrollIntoView());
  }
  return true;
};
