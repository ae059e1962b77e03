import { SelectItemCheck } from '@ariakit/react';
import { devAssert } from '../private/devAssert.ts';
import { type FieldBaseProps, splitFieldProps } from '../private/field/fieldProps.ts';
import { SelectShell } from '../private/field/SelectShell.tsx';
import { assertUniqueValues } from '../private/field/selectHelpers.ts';
import * as styles from '../private/field/selectParts.css.ts';

/** One choice of a Select or MultiSelect. */
export interface SelectOption<Value extends string = string> {
  /** The value the form receives. */
  value: Value;
  /** The text the user sees. */
  label: string;
  /** Shown but cannot be chosen. */
  disabled?: boolean;
}

export interface SelectProps<Value extends string = string> extends FieldBaseProps {
  /** The chosen value, or '' when nothing is chosen (controlled). */
  value: Value | '';
  /** Called with the value the user chose. */
  onChange: (value: Value) => void;
  /** The choices, in display order; values must be unique. */
  options: readonly SelectOption<Value>[];
  /** Text shown while nothing is chosen; English default 'Select…'. */
  placeholder?: string;
}

/**
 * A single choice from a list, on Ariakit Select (a combobox button with a listbox popup):
 * arrow keys, typeahead, Enter and Escape work as users expect.
 */
export function Select<Value extends string = string>({
  value,
  onChange,
  options,
  placeholder = 'Select…',
  ...props
}: SelectProps<Value>) {
  const [field, { name, onFocus }] = splitFieldProps(props);
  assertUniqueValues('Select', field.label, options);
  devAssert(
    value === '' || options.some((option) => option.value === value),
    `Select "${field.label}": value "${value}" is not one of its options.`,
  );
  const chosen = options.find((option) => option.value === value);
  return (
    <SelectShell
      field={field}
      name={name}
      onFocus={onFocus}
      value={value}
      setValue={(next) => onChange(next as Value)}
      nothingChosen={value === ''}
      summary={chosen ? chosen.label : placeholder}
      placeholderShown={!chosen}
      options={options}
      renderOption={(option) => (
        <>
          <span className={`${styles.optionLabel} ${styles.chosenOptionLabel}`}>
            {option.label}
          </span>
          <SelectItemCheck />
        </>
      )}
    />
  );
}
