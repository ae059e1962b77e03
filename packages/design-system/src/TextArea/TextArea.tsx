import type { ChangeEvent, Ref } from 'react';
import type { CounterLabel } from '../private/field/characterCount.ts';
import { control as controlClass } from '../private/field/Field.css.ts';
import { FieldFrame } from '../private/field/FieldFrame.tsx';
import { type FieldBaseProps, splitFieldProps } from '../private/field/fieldProps.ts';
import { useFieldShell } from '../private/field/useFieldShell.ts';
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
  /** Longest text accepted, in characters: the textarea refuses more, and a counter shows while focused or near the limit. */
  maxLength?: number;
  /** Wording of the counter; English default '{length}/{maxLength}'. */
  counterLabel?: CounterLabel;
  /** Shows the value without letting it be changed. */
  readOnly?: boolean;
  /** Ref to the textarea element, e.g. to focus it. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text input with its label, description, error message and optional counter. */
export function TextArea({
  value,
  onChange,
  rows = 4,
  maxLength,
  counterLabel,
  ...props
}: TextAreaProps) {
  const [field, textAreaProps] = splitFieldProps(props);
  const { control, frame } = useFieldShell(field, {
    counter: { length: value.length, max: maxLength, label: counterLabel },
  });
  return (
    <FieldFrame {...frame}>
      <textarea
        {...textAreaProps}
        {...control}
        rows={rows}
        maxLength={maxLength}
        className={`${controlClass} ${textArea}`}
        value={value}
        onChange={(event) => onChange(event.target.value, event)}
      />
    </FieldFrame>
  );
}
