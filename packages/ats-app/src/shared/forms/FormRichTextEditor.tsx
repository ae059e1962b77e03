import { RichTextEditor, type RichTextEditorProps } from '@ats/design-system';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { richTextEditorMessages } from './fieldMessages.ts';
import { useFormField } from './useFormField.ts';

export interface FormRichTextEditorProps
  extends Omit<
    RichTextEditorProps,
    'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name' | 'labels'
  > {
  /** The form value's path; its value is the serialised ProseMirror document, '' when empty. */
  name: string;
}

/**
 * The design system's RichTextEditor bound to a react-final-form field (the stored JSON), with
 * its error and its toolbar, link and keyboard texts in the user's language.
 */
export function FormRichTextEditor({ name, ...fieldProps }: FormRichTextEditorProps) {
  const intl = useIntl();
  const field = useFormField(name, '');
  const labels = useMemo(() => {
    const entries = Object.entries(richTextEditorMessages).map(
      ([key, message]) => [key, intl.formatMessage(message)] as const,
    );
    return Object.fromEntries(entries) as Record<keyof typeof richTextEditorMessages, string>;
  }, [intl]);
  return <RichTextEditor {...fieldProps} {...field} labels={labels} />;
}
