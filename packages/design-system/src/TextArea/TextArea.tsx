import type { ChangeEvent, Ref } from 'react';
import { control } from '../private/field/Field.css.ts';
import { FieldLabel, FieldLayout } from '../private/field/Field.tsx';
import type { FieldBaseProps } from '../private/field/fieldProps.ts';
import { describedBy, errorText, useFieldIds } from '../private/field/useFieldIds.ts';
import { textArea } from './TextArea.css.ts';

export interface TextAreaProps extends FieldBaseProps {
  /** The current text (controlled). */
  value: string;
  /** Called with the new text on every change. */
  onChange: (value: string, event: ChangeEvent<HTMLTextAreaElement>) => void;
  /** Visible lines of text before it scrolls; 4 by default. */
  rows?: number;
  /** Example text shown while empty (never a replacement for the label). */
  placeholder?: string;
  /** Longest text accepted, in characters. */
  maxLength?: number;
  /** Shows the value without letting it be changed. */
  readOnly?: boolean;
  /** Ref to the textarea element, e.g. to focus it. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text input with its label, description and error message. */
export function TextArea({
  label,
  description,
  error,
  disabled,
  required,
  id,
  value,
  onChange,
  rows = 4,
  ...textAreaProps
}: TextAreaProps) {
  const ids = useFieldIds(id);
  const message = errorText(error);
  return (
    <FieldLayout
      ids={ids}
      label={
        <FieldLabel htmlFor={ids.controlId} required={required} disabled={disabled}>
          {label}
        </FieldLabel>
      }
      description={description}
      error={message}
    >
      <textarea
        {...textAreaProps}
        id={ids.controlId}
        rows={rows}
        className={`${control} ${textArea}`}
        value={value}
        onChange={(event) => onChange(event.target.value, event)}
        disabled={disabled}
        required={required}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(description), message)}
      />
    </FieldLayout>
  );
}
