import { Combobox, ComboboxItem, ComboboxLabel, ComboboxProvider } from '@ariakit/react';
import { type Ref, useEffect, useRef, useState } from 'react';
import { PlusIcon } from '../icons/icons.tsx';
import { devAssert } from '../private/devAssert.ts';
import type { CounterLabel } from '../private/field/characterCount.ts';
import { control as controlClass, option as optionClass } from '../private/field/Field.css.ts';
import { FieldFrame } from '../private/field/FieldFrame.tsx';
import { type FieldBaseProps, splitFieldProps } from '../private/field/fieldProps.ts';
import { SuggestionPopover } from '../private/field/SuggestionPopover.tsx';
import { usePopupField } from '../private/field/usePopupField.ts';
import * as styles from './Autocomplete.css.ts';

/** One suggestion of an Autocomplete. */
export interface AutocompleteOption {
  /** Identifies the suggestion (e.g. a position id); unique within the list. */
  value: string;
  /** The text the user sees; it fills the input when the suggestion is chosen. */
  label: string;
}

export interface AutocompleteProps extends FieldBaseProps {
  /** The text in the input (controlled). */
  value: string;
  /** Called with the new text when the user types or chooses a suggestion. */
  onChange: (value: string) => void;
  /** Suggestions for the current text, usually from the server; shown in this order. */
  options: readonly AutocompleteOption[];
  /** Called when the user chooses a suggestion (after `onChange` with its label). */
  onSelect?: (option: AutocompleteOption) => void;
  /** Called with the typed text once the user pauses typing for `searchDelay`; fetch suggestions here. */
  onSearch?: (text: string) => void;
  /** Pause in milliseconds before `onSearch`; 300 by default (the spec's autosuggest debounce). */
  searchDelay?: number;
  /** Suggestions are being fetched: the list shows `loadingText` and is marked busy. */
  loading?: boolean;
  /** Offers a "create new" choice for typed text that matches no suggestion; called with the text. */
  onCreate?: (text: string) => void;
  /** Text of the "create new" choice; English default 'Create new: {text}'. */
  createLabel?: (text: string) => string;
  /** Text while suggestions load; English default 'Loading…'. */
  loadingText?: string;
  /** Text when nothing matches; English default 'No results'. */
  emptyText?: string;
  /** Example text shown while empty. */
  placeholder?: string;
  /** Longest text accepted, in characters: the input refuses more, and a counter shows while focused or near the limit. */
  maxLength?: number;
  /** Wording of the counter; English default '{length}/{maxLength}'. */
  counterLabel?: CounterLabel;
  /** Ref to the input element, e.g. to focus it. */
  ref?: Ref<HTMLInputElement>;
}

const defaultCreateLabel = (text: string) => `Create new: ${text}`;

/**
 * A text input with suggestions (Ariakit Combobox): arrow keys move through them, Enter
 * chooses, Escape closes. Suggestions are searched after a pause in typing, and an optional
 * "create new" choice turns the typed text into a new entry.
 */
export function Autocomplete({
  value,
  onChange,
  options,
  onSelect,
  onSearch,
  searchDelay = 300,
  loading = false,
  onCreate,
  createLabel = defaultCreateLabel,
  loadingText = 'Loading…',
  emptyText = 'No results',
  placeholder,
  maxLength,
  counterLabel,
  ref,
  ...props
}: AutocompleteProps) {
  const [field, inputProps] = splitFieldProps(props);
  devAssert(searchDelay >= 0, `Autocomplete "${field.label}": searchDelay must not be negative.`);
  const { control, frame, popover } = usePopupField<HTMLInputElement>(field, ComboboxLabel, {
    ref,
    counter: { length: value.length, max: maxLength, label: counterLabel },
  });
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(searchTimer.current), []);

  const typed = (text: string) => {
    onChange(text);
    if (!onSearch) return;
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => onSearch(text), searchDelay);
  };

  const trimmed = value.trim();
  const exactMatch = options.some(
    (option) => option.label.toLocaleLowerCase() === trimmed.toLocaleLowerCase(),
  );
  // Stays while suggestions load, so that it does not flicker under the pointer.
  const offerCreate = onCreate !== undefined && trimmed !== '' && !exactMatch;
  const empty = !loading && options.length === 0 && !offerCreate;
  const [open, setOpen] = useState(false);
  // Nothing typed and nothing suggested: an empty list would only get in the way.
  const hasContent = trimmed !== '' || options.length > 0 || loading;

  return (
    <ComboboxProvider
      value={value}
      setValue={typed}
      open={open && hasContent}
      setOpen={setOpen}
      // The typed text is the field's value: closing the list must not reset it.
      resetValueOnHide={false}
    >
      <FieldFrame {...frame}>
        <Combobox
          {...inputProps}
          {...control}
          className={controlClass}
          placeholder={placeholder}
          maxLength={maxLength}
          autoSelect
        />
        <SuggestionPopover
          popover={popover}
          labelId={frame.ids.labelId}
          loading={loading}
          loadingText={loadingText}
          emptyText={empty ? emptyText : undefined}
        >
          {loading
            ? null
            : options.map((option) => (
                <ComboboxItem
                  key={option.value}
                  value={option.label}
                  className={optionClass}
                  // Choosing fills the input without starting another search.
                  setValueOnClick={false}
                  onClick={() => {
                    clearTimeout(searchTimer.current);
                    onChange(option.label);
                    onSelect?.(option);
                  }}
                >
                  {option.label}
                </ComboboxItem>
              ))}
          {offerCreate ? (
            <ComboboxItem
              value={trimmed}
              className={`${optionClass} ${styles.createOption}`}
              setValueOnClick={false}
              onClick={() => {
                clearTimeout(searchTimer.current);
                onCreate(trimmed);
              }}
            >
              <span className={styles.createIcon}>
                <PlusIcon />
              </span>
              {createLabel(trimmed)}
            </ComboboxItem>
          ) : null}
        </SuggestionPopover>
      </FieldFrame>
    </ComboboxProvider>
  );
}
