import type { ChangeEvent, Ref } from 'react';
import { control } from '../private/field/Field.css.ts';
import { FieldLabel, FieldLayout } from '../private/field/Field.tsx';
import type { FieldBaseProps } from '../private/field/fieldProps.ts';
import { describedBy, errorText, useFieldIds } from '../private/field/useFieldIds.ts';

/** Kinds of single-line text a TextField takes. */
export type TextFieldType = 'text' | 'email' | 'tel' | 'url' | 'search' | 'password';

export interface TextFieldProps extends FieldBaseProps {
  /** The current text (controlled). */
  value: string;
  /** Called with the new text on every change. */
  onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Kind of text, for the keyboard and autofill; `text` by default. */
  type?: TextFieldType;
  /** Example text shown while empty (never a replacement for the label). */
  placeholder?: string;
  /** Autofill hint (`email`, `given-name`, `off`, ...). */
  autoComplete?: string;
  /** Longest text accepted, in characters. */
  maxLength?: number;
  /** Shows the value without letting it be changed (still focusable and submitted). */
  readOnly?: boolean;
  /** Ref to the input element, e.g. to focus it. */
  ref?: Ref<HTMLInputElement>;
}

/** A single-line text input with its label, description and error message. */
export function TextField({
  label,
  description,
  error,
  disabled,
  required,
  id,
  value,
  onChange,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
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
      <input
        {...inputProps}
        id={ids.controlId}
        type={type}
        className={control}
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
