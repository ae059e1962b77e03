import type { ChangeEvent, Ref } from 'react';
import { devAssert } from '../private/devAssert.ts';
import { control as controlClass } from '../private/field/Field.css.ts';
import { FieldFrame } from '../private/field/FieldFrame.tsx';
import { type FieldBaseProps, splitFieldProps } from '../private/field/fieldProps.ts';
import { useFieldShell } from '../private/field/useFieldShell.ts';
import { dateField } from './DateField.css.ts';

export interface DateFieldProps extends FieldBaseProps {
  /** The date as `YYYY-MM-DD`, or '' when empty (controlled). */
  value: string;
  /** Called with the new date (`YYYY-MM-DD`, or '' when cleared). */
  onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Earliest date that can be picked, `YYYY-MM-DD`. */
  min?: string;
  /** Latest date that can be picked, `YYYY-MM-DD`. */
  max?: string;
  /** Ref to the input element, e.g. to focus it. */
  ref?: Ref<HTMLInputElement>;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date input. It uses the browser's date control, which shows and takes the date
 * in the user's locale (MM/DD/YYYY, DD.MM.YYYY, ...) and offers a calendar, while the value
 * stays `YYYY-MM-DD`. Range messages come from the form's validation through `error`.
 */
export function DateField({ value, onChange, min, max, ...props }: DateFieldProps) {
  const [field, inputProps] = splitFieldProps(props);
  const { label } = field;
  devAssert(
    value === '' || isoDate.test(value),
    `DateField "${label}": value "${value}" is not YYYY-MM-DD.`,
  );
  devAssert(
    min === undefined || isoDate.test(min),
    `DateField "${label}": min "${min}" is not YYYY-MM-DD.`,
  );
  devAssert(
    max === undefined || isoDate.test(max),
    `DateField "${label}": max "${max}" is not YYYY-MM-DD.`,
  );
  const { control, frame } = useFieldShell(field);
  return (
    <FieldFrame {...frame}>
      <input
        {...inputProps}
        {...control}
        type="date"
        className={`${controlClass} ${dateField}`}
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value, event)}
      />
    </FieldFrame>
  );
}
