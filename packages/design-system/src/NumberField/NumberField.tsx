import { type Ref, useEffect, useState } from 'react';
import { devAssert } from '../private/devAssert.ts';
import { control as controlClass } from '../private/field/Field.css.ts';
import { FieldFrame } from '../private/field/FieldFrame.tsx';
import { type FieldBaseProps, splitFieldProps } from '../private/field/fieldProps.ts';
import { useFieldShell } from '../private/field/useFieldShell.ts';

export interface NumberFieldProps extends FieldBaseProps {
  /** The current number, or null when empty; '' (react-final-form's empty value) also means empty. */
  value: number | null | '';
  /** Called with the new number, or null when the field is emptied. */
  onChange: (value: number | null) => void;
  /** Smallest allowed value; a smaller one shows `minimumMessage` once the field is left. */
  min?: number;
  /** Largest allowed value; a larger one shows `maximumMessage` once the field is left. */
  max?: number;
  /** Step of the arrow keys and of valid values; 1 by default (`any` for free decimals). */
  step?: number | 'any';
  /** Example text shown while empty. */
  placeholder?: string;
  /** Message for a value under `min`; English default 'Minimum value is {min}'. */
  minimumMessage?: (min: number) => string;
  /** Message for a value over `max`; English default 'Maximum value is {max}'. */
  maximumMessage?: (max: number) => string;
  /** Ref to the input element, e.g. to focus it. */
  ref?: Ref<HTMLInputElement>;
}

const defaultMinimumMessage = (min: number) => `Minimum value is ${min}`;
const defaultMaximumMessage = (max: number) => `Maximum value is ${max}`;

/** The message for a value outside [min, max], or undefined when it is inside (or empty). */
export function numberRangeError(
  value: number | null,
  min: number | undefined,
  max: number | undefined,
  minimumMessage: (min: number) => string = defaultMinimumMessage,
  maximumMessage: (max: number) => string = defaultMaximumMessage,
): string | undefined {
  if (value === null) return undefined;
  if (min !== undefined && value < min) return minimumMessage(min);
  if (max !== undefined && value > max) return maximumMessage(max);
  return undefined;
}

/**
 * A number input (a spin button: arrow keys step the value) with its label, description and
 * error message. Out-of-range values show the min/max message once the user leaves the
 * field; an `error` from the form takes precedence.
 */
export function NumberField({
  value: givenValue,
  onChange,
  min,
  max,
  step = 1,
  minimumMessage,
  maximumMessage,
  ...props
}: NumberFieldProps) {
  const [field, inputProps] = splitFieldProps(props);
  devAssert(
    min === undefined || max === undefined || min <= max,
    `NumberField "${field.label}": min (${min}) is greater than max (${max}).`,
  );
  const value = givenValue === '' ? null : givenValue;
  devAssert(
    value === null || Number.isFinite(value),
    `NumberField "${field.label}": value must be a finite number or null, got ${value}.`,
  );
  // The typed text is kept apart from the number so that intermediate input ("-", "1.")
  // survives re-renders; it follows the value when the value changes from outside.
  const [text, setText] = useState(value === null ? '' : String(value));
  useEffect(() => {
    setText((current) =>
      parseNumber(current) === value ? current : value === null ? '' : String(value),
    );
  }, [value]);
  const { control, frame } = useFieldShell(field, {
    ownError: numberRangeError(value, min, max, minimumMessage, maximumMessage),
  });
  return (
    <FieldFrame {...frame}>
      <input
        {...inputProps}
        {...control}
        type="number"
        inputMode={step === 1 ? 'numeric' : 'decimal'}
        className={controlClass}
        value={text}
        min={min}
        max={max}
        step={step}
        onChange={(event) => {
          setText(event.target.value);
          // A half-typed number ("1e") is not a value yet: keep the last one.
          if (event.target.validity.badInput) return;
          onChange(parseNumber(event.target.value));
        }}
      />
    </FieldFrame>
  );
}

function parseNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}
