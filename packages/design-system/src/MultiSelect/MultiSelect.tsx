import { SelectItem } from '@ariakit/react';
import { CheckIcon } from '../icons/icons.tsx';
import { devAssert } from '../private/devAssert.ts';
import { optionCheck, option as optionClass } from '../private/field/Field.css.ts';
import { type FieldBaseProps, splitFieldProps } from '../private/field/fieldProps.ts';
import { SelectShell } from '../private/field/SelectShell.tsx';
import { assertUniqueValues } from '../private/field/selectHelpers.ts';
import * as styles from '../private/field/selectParts.css.ts';
import type { SelectOption } from '../Select/Select.tsx';
import { allOption, checkBox, checkBoxChecked } from './MultiSelect.css.ts';

export interface MultiSelectProps<Value extends string = string> extends FieldBaseProps {
  /** The chosen values, in any order; '' (react-final-form's empty value) means none. */
  value: readonly Value[] | '';
  /** Called with the chosen values, in the order of `options`. */
  onChange: (value: Value[]) => void;
  /** The choices, in display order; values must be unique. */
  options: readonly SelectOption<Value>[];
  /** Text shown while nothing is chosen (without `allLabel`); English default 'Select…'. */
  placeholder?: string;
  /**
   * Adds a first choice with this text ('All stages') that clears the others: an empty
   * choice then means "all", and the closed select shows this text.
   */
  allLabel?: string;
}

/**
 * Several choices from a list, on Ariakit Select: the list stays open while the user ticks
 * choices with the mouse, Space or Enter, and the closed control lists the chosen ones.
 */
export function MultiSelect<Value extends string = string>({
  value: givenValue,
  onChange,
  options,
  placeholder = 'Select…',
  allLabel,
  ...props
}: MultiSelectProps<Value>) {
  const [field, { name, onFocus }] = splitFieldProps(props);
  const value = givenValue === '' ? [] : givenValue;
  assertUniqueValues('MultiSelect', field.label, options);
  devAssert(
    value.every((chosen) => options.some((option) => option.value === chosen)),
    `MultiSelect "${field.label}": every value must be one of its options.`,
  );
  const chosenLabels = options
    .filter((option) => value.includes(option.value))
    .map((option) => option.label);
  const inOptionOrder = (next: readonly string[]) =>
    options.filter((option) => next.includes(option.value)).map((option) => option.value);
  return (
    <SelectShell
      field={field}
      name={name}
      onFocus={onFocus}
      value={[...value]}
      setValue={(next) => onChange(inOptionOrder(next))}
      nothingChosen={value.length === 0}
      summary={chosenLabels.length > 0 ? chosenLabels.join(', ') : (allLabel ?? placeholder)}
      placeholderShown={chosenLabels.length === 0 && !allLabel}
      options={options}
      renderOption={(option) => (
        <>
          <CheckBox checked={value.includes(option.value)} />
          <span className={styles.optionLabel}>{option.label}</span>
        </>
      )}
    >
      {allLabel ? (
        <SelectItem
          // A listbox may hold only options, so the line under "All" is a border.
          className={`${optionClass} ${allOption}`}
          // "All" is not a value: it empties the choice instead of joining it.
          setValueOnClick={false}
          onClick={() => onChange([])}
          aria-selected={value.length === 0}
        >
          <CheckBox checked={value.length === 0} />
          <span className={styles.optionLabel}>{allLabel}</span>
        </SelectItem>
      ) : null}
    </SelectShell>
  );
}

/** The drawn tick box of an option; the option's aria-selected carries the state. */
function CheckBox({ checked }: { checked: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`${optionCheck} ${checkBox} ${checked ? checkBoxChecked : ''}`}
    >
      {checked ? <CheckIcon /> : null}
    </span>
  );
}
