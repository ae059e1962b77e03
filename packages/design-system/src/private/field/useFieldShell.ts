import { type FocusEvent, useState } from 'react';
import { type CounterLabel, type CounterState, counterState } from './characterCount.ts';
import type { FieldFrameProps, LabelComponent } from './FieldFrame.tsx';
import type { FieldShellInput } from './fieldProps.ts';
import { describedBy, errorText, useFieldIds } from './useFieldIds.ts';

/** What a field adds to the shell besides its base props. */
export interface FieldShellOptions {
  /**
   * The control's own finding (bad format, out of range), shown once the user has left the
   * field; an `error` from the form takes precedence.
   */
  ownError?: string;
  /** Counts `length` against `max` (characters typed, items chosen) in a counter tied to the control. */
  counter?: { length: number; max: number | undefined; label?: CounterLabel };
  /** An Ariakit label (SelectLabel, ComboboxLabel) that wires itself to its control; a `<label for>` otherwise. */
  labelAs?: LabelComponent;
}

/** The attributes the shell puts on the control: its id, state and ARIA wiring. */
export interface ControlWiring {
  id: string;
  disabled: boolean | undefined;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * The one field shell: ids, the message to show, the counter, and the control's ARIA wiring
 * (aria-describedby, aria-invalid), for every text, select and combobox field alike. Spread
 * `control` on the control and render it inside `<FieldFrame {...frame}>`.
 */
export function useFieldShell(
  field: FieldShellInput,
  { ownError, counter, labelAs }: FieldShellOptions = {},
): { control: ControlWiring; frame: Omit<FieldFrameProps, 'children'> } {
  const ids = useFieldIds(field.id);
  const [left, setLeft] = useState(false);
  const message = errorText(field.error) ?? (left ? ownError : undefined);
  const counted: CounterState | undefined =
    counter?.max === undefined
      ? undefined
      : counterState(counter.length, counter.max, counter.label);
  return {
    control: {
      id: ids.controlId,
      disabled: field.disabled,
      required: field.required,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': describedBy(
        ids,
        Boolean(field.description),
        message,
        counted !== undefined,
      ),
      onBlur: (event) => {
        setLeft(true);
        field.onBlur?.(event);
      },
    },
    frame: {
      ids,
      label: field.label,
      required: field.required,
      disabled: field.disabled,
      description: field.description,
      message,
      counter: counted,
      labelAs,
    },
  };
}
