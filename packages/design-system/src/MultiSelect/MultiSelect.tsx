import {
  Select as AriakitSelect,
  SelectItem,
  SelectLabel,
  SelectPopover,
  SelectProvider,
} from '@ariakit/react';
import { useRef } from 'react';
import { CheckIcon, ChevronDownIcon } from '../icons/icons.tsx';
import { devAssert } from '../private/devAssert.ts';
import {
  control,
  optionCheck,
  option as optionClass,
  popover,
} from '../private/field/Field.css.ts';
import { FieldLayout, fieldLabelClass, RequiredMark } from '../private/field/Field.tsx';
import type { FieldBaseProps } from '../private/field/fieldProps.ts';
import {
  ActivateFirstOptionOnOpen,
  assertUniqueValues,
  useLeaveHandler,
} from '../private/field/selectHelpers.ts';
import * as styles from '../private/field/selectParts.css.ts';
import { describedBy, errorText, useFieldIds } from '../private/field/useFieldIds.ts';
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
  label,
  description,
  error,
  disabled,
  required,
  id,
  name,
  onBlur,
  onFocus,
  value: givenValue,
  onChange,
  options,
  placeholder = 'Select…',
  allLabel,
}: MultiSelectProps<Value>) {
  const value = givenValue === '' ? [] : givenValue;
  assertUniqueValues('MultiSelect', label, options);
  devAssert(
    value.every((chosen) => options.some((option) => option.value === chosen)),
    `MultiSelect "${label}": every value must be one of its options.`,
  );
  const ids = useFieldIds(id);
  const message = errorText(error);
  const popoverRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const leaveField = useLeaveHandler(onBlur, [buttonRef, popoverRef]);
  const chosenLabels = options
    .filter((option) => value.includes(option.value))
    .map((option) => option.label);
  const summary = chosenLabels.length > 0 ? chosenLabels.join(', ') : (allLabel ?? placeholder);
  const inOptionOrder = (next: readonly string[]) =>
    options.filter((option) => next.includes(option.value)).map((option) => option.value);
  return (
    <SelectProvider<string[]> value={[...value]} setValue={(next) => onChange(inOptionOrder(next))}>
      <ActivateFirstOptionOnOpen nothingChosen={value.length === 0} />
      <FieldLayout
        ids={ids}
        label={
          <SelectLabel id={ids.labelId} className={fieldLabelClass(disabled)}>
            {label}
            {required ? <RequiredMark /> : null}
          </SelectLabel>
        }
        description={description}
        error={message}
      >
        <AriakitSelect
          ref={buttonRef}
          id={ids.controlId}
          name={name}
          className={`${control} ${styles.selectButton}`}
          disabled={disabled}
          onBlur={leaveField}
          onFocus={onFocus}
          aria-required={required || undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy(ids, Boolean(description), message)}
        >
          <span
            className={`${styles.selectValue} ${
              chosenLabels.length > 0 || allLabel ? '' : styles.placeholder
            }`}
          >
            {summary}
          </span>
          <span className={styles.arrow}>
            <ChevronDownIcon />
          </span>
        </AriakitSelect>
        <SelectPopover
          ref={popoverRef}
          gutter={4}
          sameWidth
          unmountOnHide
          className={popover}
          onBlur={leaveField}
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
          {options.map((option) => (
            <SelectItem
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              className={optionClass}
            >
              <CheckBox checked={value.includes(option.value)} />
              <span className={styles.optionLabel}>{option.label}</span>
            </SelectItem>
          ))}
        </SelectPopover>
      </FieldLayout>
    </SelectProvider>
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
