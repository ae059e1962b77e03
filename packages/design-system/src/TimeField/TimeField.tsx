import type { ChangeEvent, Ref } from 'react';
import { control as controlClass } from '../private/field/Field.css.ts';
import { FieldFrame } from '../private/field/FieldFrame.tsx';
import { type FieldBaseProps, splitFieldProps } from '../private/field/fieldProps.ts';
import { useFieldShell } from '../private/field/useFieldShell.ts';
import { timeField } from './TimeField.css.ts';

export interface TimeFieldProps extends FieldBaseProps {
  /** The time as typed, `HH:MM` on 24 hours when valid (controlled). */
  value: string;
  /** Called with the new text on every change. */
  onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Example text shown while empty; English default 'HH:MM'. */
  placeholder?: string;
  /** Message for text that is not a time, shown once the field is left; English default 'Invalid time format'. */
  invalidMessage?: string;
  /** Ref to the input element, e.g. to focus it. */
  ref?: Ref<HTMLInputElement>;
}

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether the text is a time of day written `HH:MM` on 24 hours (`09:05`, `23:59`). */
export function isValidTime(text: string): boolean {
  return timePattern.test(text);
}

/**
 * A time-of-day input written as `HH:MM` (24 hours). Text that is not a time shows
 * `invalidMessage` once the user leaves the field; an `error` from the form takes precedence.
 */
export function TimeField({
  value,
  onChange,
  placeholder = 'HH:MM',
  invalidMessage = 'Invalid time format',
  ...props
}: TimeFieldProps) {
  const [field, inputProps] = splitFieldProps(props);
  const { control, frame } = useFieldShell(field, {
    ownError: value !== '' && !isValidTime(value) ? invalidMessage : undefined,
  });
  return (
    <FieldFrame {...frame}>
      <input
        {...inputProps}
        {...control}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        placeholder={placeholder}
        className={`${controlClass} ${timeField}`}
        value={value}
        onChange={(event) => onChange(event.target.value, event)}
      />
    </FieldFrame>
  );
}
