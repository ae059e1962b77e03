import { type RefObject, useLayoutEffect } from 'react';
import * as styles from './QuestionnaireBuilder.css.ts';

/**
 * When an element's editor opens (a new element most of all, added after the last one),
 * scrolls it fully into view: the form's button bar sticks to the bottom of the window and
 * would otherwise cover the editor's last fields and its Save button. Runs before paint,
 * after the editor has focused its first field, so the page moves once.
 */
export function useEditorInView(
  rootRef: RefObject<HTMLElement | null>,
  editingElementId: string | null,
): void {
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (editingElementId === null || !root) return;
    // One editor is open at a time, and the bar is the builder's own.
    const editor = root.querySelector<HTMLElement>(`.${styles.editor}`);
    const bar = root.querySelector<HTMLElement>(`.${styles.actions}`);
    if (!editor) return;
    const barHeight = bar ? Math.ceil(bar.getBoundingClientRect().height) : 0;
    editor.style.scrollMarginBottom = `${barHeight}px`;
    // jsdom and old browsers lack it; the focused field is in view anyway.
    editor.scrollIntoView?.({ block: 'nearest' });
  }, [rootRef, editingElementId]);
}
