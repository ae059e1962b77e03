import type { ChangeEvent, Ref } from 'react';
import type { CounterLabel } from '../private/field/characterCount.ts';
import { control as controlClass } from '../private/field/Field.css.ts';
import { FieldFrame } from '../private/field/FieldFrame.tsx';
import { type FieldBaseProps, splitFieldProps } from '../private/field/fieldProps.ts';
import { useFieldShell } from '../private/field/useFieldShell.ts';

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
  /** Longest text accepted, in characters: the input refuses more, and a counter shows while focused or near the limit. */
  maxLength?: number;
  /** Wording of the counter; English default '{length}/{maxLength}'. */
  counterLabel?: CounterLabel;
  /** Shows the value without letting it be changed (still focusable and submitted). */
  readOnly?: boolean;
  /** Ref to the input element, e.g. to focus it. */
  ref?: Ref<HTMLInputElement>;
}

/** A single-line text input with its label, description, error message and optional counter. */
export function TextField({
  value,
  onChange,
  type = 'text',
  maxLength,
  counterLabel,
  ...props
}: TextFieldProps) {
  const [field, inputProps] = splitFieldProps(props);
  const { control, frame } = useFieldShell(field, {
    counter: { length: value.length, max: maxLength, label: counterLabel },
  });
  return (
    <FieldFrame {...frame}>
      <input
        {...inputProps}
        {...control}
        type={type}
        maxLength={maxLength}
        className={controlClass}
        value={value}
        onChange={(event) => onChange(event.target.value, event)}
      />
    </FieldFrame>
  );
}
