import type { Node } from 'prosemirror-model';
import { EditorState, type Transaction } from 'prosemirror-state';
import { isSafeHref } from './links.ts';
import { richTextSchema } from './schema.ts';

/** An empty document: one empty paragraph. */
export function emptyDocument(): Node {
  const doc = richTextSchema.topNodeType.createAndFill();
  if (!doc) throw new Error('The rich text schema cannot make an empty document.');
  return doc;
}

/**
 * The document a stored value holds. An empty, unreadable or invalid value (not JSON, not a
 * document, unknown nodes, content the schema forbids) opens as an empty document instead
 * of failing; links to addresses other than http(s) and mailto are dropped.
 */
export function parseRichText(value: string | null | undefined): Node {
  if (typeof value !== 'string' || value.trim() === '') return emptyDocument();
  try {
    const doc = richTextSchema.nodeFromJSON(JSON.parse(value));
    if (doc.type !== richTextSchema.topNodeType) return emptyDocument();
    doc.check();
    return withoutUnsafeLinks(doc);
  } catch {
    return emptyDocument();
  }
}

/** The value to store: the document as JSON, or '' when it holds nothing (so "required" rules see it empty). */
export function serialiseRichText(doc: Node): string {
  return isEmptyDocument(doc) ? '' : JSON.stringify(doc.toJSON());
}

/** True when a document holds no text (only white space) and no other content such as an image or a rule. */
export function isEmptyDocument(doc: Node): boolean {
  let empty = true;
  doc.descendants((node) => {
    if (!empty) return false;
    if (node.isText) empty = (node.text ?? '').trim() === '';
    else if (node.isLeaf && node.type.name !== 'hard_break') empty = false;
    return empty;
  });
  return empty;
}

/** The plain text of a stored value, blocks separated by blank lines (e.g. for a preview or a search). */
export function richTextToPlainText(value: string | null | undefined): string {
  const doc = parseRichText(value);
  return doc.textBetween(0, doc.content.size, '\n\n', '\n').trim();
}

function withoutUnsafeLinks(doc: Node): Node {
  const linkType = richTextSchema.marks.link;
  let transaction: Transaction | null = null;
  doc.descendants((node, position) => {
    for (const mark of node.marks) {
      if (mark.type !== linkType || isSafeHref(mark.attrs.href)) continue;
      transaction ??= EditorState.create({ doc }).tr;
      // Removing a mark never moves positions, so the walk's positions stay valid.
      transaction.removeMark(position, position + node.nodeSize, mark);
    }
  });
  return transaction === null ? doc : (transaction as Transaction).doc;
}
