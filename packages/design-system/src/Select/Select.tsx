import {
  Select as AriakitSelect,
  SelectItem,
  SelectItemCheck,
  SelectLabel,
  SelectPopover,
  SelectProvider,
} from '@ariakit/react';
import { useRef } from 'react';
import { ChevronDownIcon } from '../icons/icons.tsx';
import { devAssert } from '../private/devAssert.ts';
import { control, option as optionClass, popover } from '../private/field/Field.css.ts';
import { FieldLayout, fieldLabelClass, RequiredMark } from '../private/field/Field.tsx';
import type { FieldBaseProps } from '../private/field/fieldProps.ts';
import {
  ActivateFirstOptionOnOpen,
  assertUniqueValues,
  useLeaveHandler,
} from '../private/field/selectHelpers.ts';
import * as styles from '../private/field/selectParts.css.ts';
import { describedBy, errorText, useFieldIds } from '../private/field/useFieldIds.ts';

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
  label,
  description,
  error,
  disabled,
  required,
  id,
  name,
  onBlur,
  onFocus,
  value,
  onChange,
  options,
  placeholder = 'Select…',
}: SelectProps<Value>) {
  assertUniqueValues('Select', label, options);
  devAssert(
    value === '' || options.some((option) => option.value === value),
    `Select "${label}": value "${value}" is not one of its options.`,
  );
  const ids = useFieldIds(id);
  const message = errorText(error);
  const popoverRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const chosen = options.find((option) => option.value === value);
  const leaveField = useLeaveHandler(onBlur, [buttonRef, popoverRef]);
  return (
    <SelectProvider<string> value={value} setValue={(next) => onChange(next as Value)}>
      <ActivateFirstOptionOnOpen nothingChosen={value === ''} />
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
          <span className={`${styles.selectValue} ${chosen ? '' : styles.placeholder}`}>
            {chosen ? chosen.label : placeholder}
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
          {options.map((option) => (
            <SelectItem
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              className={optionClass}
            >
              <span className={styles.optionLabel}>{option.label}</span>
              <SelectItemCheck />
            </SelectItem>
          ))}
        </SelectPopover>
      </FieldLayout>
    </SelectProvider>
  );
}
