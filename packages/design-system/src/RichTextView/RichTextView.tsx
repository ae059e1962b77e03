import { type ReactNode, useMemo } from 'react';
import { renderDocument } from '../private/richText/renderDocument.tsx';
import { richTextContent } from '../private/richText/richTextContent.css.ts';
import { isEmptyDocument, parseRichText } from '../private/richText/serialisation.ts';

export interface RichTextViewProps {
  /** The stored value (ProseMirror document JSON, as RichTextEditor writes it); invalid or empty shows `fallback`. */
  value: string | null | undefined;
  /** Shown when there is no text, e.g. a dash; nothing by default. */
  fallback?: ReactNode;
}

/**
 * Rich text for reading: the same typography as the editor, without its chrome. Links open
 * in a new tab (rel="noopener noreferrer"), and only http(s) and mailto addresses become links.
 */
export function RichTextView({ value, fallback = null }: RichTextViewProps) {
  const doc = useMemo(() => parseRichText(value), [value]);
  if (isEmptyDocument(doc)) return <>{fallback}</>;
  return <div className={richTextContent}>{renderDocument(doc)}</div>;
}
