import { SelectItemCheck } from '@ariakit/react';
import { useState } from 'react';
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
  /**
   * Offers a search box at the top of the list (for long lists): called with the typed text,
   * it answers the options to show, in that order (all of them for no text). Absent, the list
   * has only the button's type-ahead.
   */
  search?: (text: string) => readonly SelectOption<Value>[];
  /** Accessible name of the search box; English default 'Search'. */
  searchLabel?: string;
  /** Example text in the search box. */
  searchPlaceholder?: string;
  /** Said when the search finds nothing; English default 'No results'. */
  emptyText?: string;
}

/**
 * A single choice from a list, on Ariakit Select (a combobox button with a listbox popup):
 * arrow keys, typeahead, Enter and Escape work as users expect. With `search`, the list opens
 * with a search box (Ariakit's select with combobox): typing narrows the options, arrows and
 * Enter choose among the matches.
 */
export function Select<Value extends string = string>({
  value,
  onChange,
  options,
  placeholder = 'Select…',
  search,
  searchLabel = 'Search',
  searchPlaceholder,
  emptyText = 'No results',
  ...props
}: SelectProps<Value>) {
  const [searchText, setSearchText] = useState('');
  const [field, { name, onFocus }] = splitFieldProps(props);
  assertUniqueValues('Select', field.label, options);
  devAssert(
    value === '' || options.some((option) => option.value === value),
    `Select "${field.label}": value "${value}" is not one of its options.`,
  );
  const chosen = options.find((option) => option.value === value);
  const shown = search ? search(searchText) : options;
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
      options={shown}
      search={
        search
          ? {
              text: searchText,
              setText: setSearchText,
              label: searchLabel,
              placeholder: searchPlaceholder,
              emptyText,
            }
          : undefined
      }
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
