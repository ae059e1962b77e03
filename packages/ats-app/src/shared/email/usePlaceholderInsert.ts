import type { RichTextEditorHandle } from '@ats/design-system';
import { type FocusEvent, useRef, useState } from 'react';
import { useForm } from 'react-final-form';
import { insertAtSelection } from './emailTexts.ts';

/** The field of an e-mail that Insert writes into: the one the user was last in. */
export type InsertField = 'subject' | 'body';

export interface PlaceholderInsertOptions {
  /** The form value's path of the subject, e.g. `subject` or `en.subject`. */
  subjectName: string;
  /** The subject's length limit: an insert that would pass it is refused. */
  subjectMaxLength: number;
}

/**
 * "Insert" of the placeholder list for a subject (text field) and a rich-text body: the token
 * goes at the cursor of the field the user was last in, the body until they go into one, and
 * the focus returns there with the cursor after the token. Give `subjectRef` to the subject,
 * `bodyRef` to the editor, `bodyAreaRef` to an element around the editor, and `rememberField`
 * as `onFocus` of an element around both.
 */
export function usePlaceholderInsert({ subjectName, subjectMaxLength }: PlaceholderInsertOptions) {
  const form = useForm();
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyAreaRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<RichTextEditorHandle>(null);
  // The body until the user goes into a field: it is where most placeholders go.
  const [insertField, setInsertField] = useState<InsertField>('body');

  // The Insert buttons take the focus when pressed: only a focus in a field changes the target.
  function rememberField(event: FocusEvent<HTMLElement>) {
    if (event.target === subjectRef.current) setInsertField('subject');
    else if (bodyAreaRef.current?.contains(event.target)) setInsertField('body');
  }

  function insert(token: string) {
    if (insertField === 'subject') insertInSubject(token);
    // The editor puts the token at its cursor (its end if never focused) and takes the focus.
    else bodyRef.current?.insertText(token);
  }

  function insertInSubject(token: string) {
    const input = subjectRef.current;
    const current: unknown = form.getFieldState(subjectName)?.value;
    const { text, cursor } = insertAtSelection(
      typeof current === 'string' ? current : '',
      token,
      { start: input?.selectionStart ?? null, end: input?.selectionEnd ?? null },
      subjectMaxLength,
    );
    form.change(subjectName, text);
    // The field shows the new text after the next render: then the cursor follows the token.
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(cursor, cursor);
    });
  }

  return { insertField, insert, rememberField, subjectRef, bodyRef, bodyAreaRef };
}
