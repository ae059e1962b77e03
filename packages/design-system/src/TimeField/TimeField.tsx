import { type ChangeEvent, type Ref, useState } from 'react';
import { control } from '../private/field/Field.css.ts';
import { FieldLabel, FieldLayout } from '../private/field/Field.tsx';
import type { FieldBaseProps } from '../private/field/fieldProps.ts';
import { describedBy, errorText, useFieldIds } from '../private/field/useFieldIds.ts';
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
  label,
  description,
  error,
  disabled,
  required,
  id,
  value,
  onChange,
  placeholder = 'HH:MM',
  invalidMessage = 'Invalid time format',
  onBlur,
  ...inputProps
}: TimeFieldProps) {
  const ids = useFieldIds(id);
  const [left, setLeft] = useState(false);
  const formatMessage = left && value !== '' && !isValidTime(value) ? invalidMessage : undefined;
  const message = errorText(error) ?? formatMessage;
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
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        placeholder={placeholder}
        className={`${control} ${timeField}`}
        value={value}
        onChange={(event) => onChange(event.target.value, event)}
        onBlur={(event) => {
          setLeft(true);
          onBlur?.(event);
        }}
        disabled={disabled}
        required={required}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(description), message)}
      />
    </FieldLayout>
  );
}
