import { Combobox, ComboboxItem, ComboboxLabel, ComboboxProvider } from '@ariakit/react';
import { type KeyboardEvent, type Ref, useLayoutEffect, useRef, useState } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { CloseIcon } from '../icons/icons.tsx';
import { devAssert } from '../private/devAssert.ts';
import type { CounterLabel } from '../private/field/characterCount.ts';
import { control as controlClass, option as optionClass } from '../private/field/Field.css.ts';
import { FieldFrame } from '../private/field/FieldFrame.tsx';
import { type FieldBaseProps, splitFieldProps } from '../private/field/fieldProps.ts';
import { SuggestionPopover } from '../private/field/SuggestionPopover.tsx';
import { usePopupField } from '../private/field/usePopupField.ts';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import * as styles from './TagsField.css.ts';

export interface TagsFieldProps extends FieldBaseProps {
  /** The chosen values, in the order they were added; '' (react-final-form's empty value) means none. */
  value: readonly string[] | '';
  /** Called with all the values after one was added or removed. */
  onChange: (value: string[]) => void;
  /** Suggestions for the typed text, usually from the server; values already chosen are left out. */
  suggestions: readonly string[];
  /** Suggestions are being fetched: the list shows `loadingText` and is marked busy. */
  loading?: boolean;
  /** Called with the typed text on every keystroke; the app debounces it and fetches `suggestions`. */
  onInputChange?: (text: string) => void;
  /** Most values; the input turns read-only when they are reached, and a counter shows how many are chosen. */
  maxItems?: number;
  /** Longest value in characters: the input refuses more, and longer suggestions are left out. */
  maxLength?: number;
  /** Example text shown while the input is empty. */
  placeholder?: string;
  /** Accessible name of a value's remove button; English default 'Remove {value}'. */
  removeLabel?: (value: string) => string;
  /** Announced when a value was added; English default '{value} added'. */
  addedAnnouncement?: (value: string) => string;
  /** Announced when a value was removed; English default '{value} removed'. */
  removedAnnouncement?: (value: string) => string;
  /** Wording of the counter of values (with `maxItems`); English default '{count}/{maxItems}'. */
  counterLabel?: CounterLabel;
  /** Text while suggestions load; English default 'Loading…'. */
  loadingText?: string;
  /** Ref to the input element, e.g. to focus it. */
  ref?: Ref<HTMLInputElement>;
}

const defaultRemoveLabel = (value: string) => `Remove ${value}`;
const defaultAddedAnnouncement = (value: string) => `${value} added`;
const defaultRemovedAnnouncement = (value: string) => `${value} removed`;

const sameValue = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * Several free-text values (keywords) with suggestions, on Ariakit Combobox. Enter adds the
 * typed text (or the suggestion chosen with the arrow keys); a value already chosen, in any
 * letter case, is not added twice. Chosen values are listed under the input, each with a
 * remove button; Backspace in the empty input removes the last one.
 */
export function TagsField({
  value: givenValue,
  onChange,
  suggestions,
  loading = false,
  onInputChange,
  maxItems,
  maxLength,
  placeholder,
  removeLabel = defaultRemoveLabel,
  addedAnnouncement = defaultAddedAnnouncement,
  removedAnnouncement = defaultRemovedAnnouncement,
  counterLabel,
  loadingText = 'Loading…',
  ref,
  ...props
}: TagsFieldProps) {
  const [field, { onFocus }] = splitFieldProps(props);
  const values = givenValue === '' ? [] : givenValue;
  devAssert(
    maxItems === undefined || (Number.isInteger(maxItems) && maxItems > 0),
    `TagsField "${field.label}": maxItems must be a positive integer.`,
  );
  const { control, controlElement, frame, popover } = usePopupField<HTMLInputElement>(
    field,
    ComboboxLabel,
    {
      ref,
      counter: { length: values.length, max: maxItems, label: counterLabel },
    },
  );
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  // After a remove button took its value away, focus goes to the next button (or the input).
  const focusAfterRemoval = useRef<number | null>(null);

  // The field's value is the chosen list, not the typed text: `required` would make an empty
  // input invalid beside chosen values, so the state is announced with aria-required.
  const { required, ...inputProps } = control;
  const full = maxItems !== undefined && values.length >= maxItems;
  const offered = suggestions.filter(
    (suggestion) =>
      !values.some((chosen) => sameValue(chosen, suggestion)) &&
      (maxLength === undefined || suggestion.length <= maxLength),
  );

  const type = (next: string) => {
    setText(next);
    onInputChange?.(next);
  };

  const add = (raw: string) => {
    const added = raw.trim();
    type('');
    if (added === '' || full || values.some((chosen) => sameValue(chosen, added))) return;
    onChange([...values, added]);
    setAnnouncement(addedAnnouncement(added));
  };

  const remove = (index: number) => {
    const removed = values[index];
    if (removed === undefined) return;
    onChange(values.filter((_, position) => position !== index));
    setAnnouncement(removedAnnouncement(removed));
  };

  useLayoutEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = [...(listRef.current?.querySelectorAll('button') ?? [])];
    (buttons[Math.min(index, buttons.length - 1)] ?? controlElement.current)?.focus();
  });

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && text.trim() !== '') {
      // With a suggestion active, Ariakit chooses it; otherwise the typed text is the value.
      const activeSuggestion = event.currentTarget.getAttribute('aria-activedescendant');
      if (activeSuggestion) return;
      event.preventDefault();
      add(text);
    } else if (event.key === 'Backspace' && text === '' && values.length > 0) {
      remove(values.length - 1);
    }
  };

  return (
    <ComboboxProvider
      value={text}
      setValue={type}
      open={open && !full && (loading || offered.length > 0)}
      setOpen={setOpen}
      resetValueOnHide={false}
    >
      <FieldFrame {...frame}>
        <Combobox
          {...inputProps}
          aria-required={required || undefined}
          onFocus={onFocus}
          onKeyDown={keyDown}
          className={controlClass}
          placeholder={placeholder}
          maxLength={maxLength}
          readOnly={full}
          // Typing adds free text: a suggestion becomes active only with the arrow keys.
          autoSelect={false}
        />
        <SuggestionPopover
          popover={popover}
          labelId={frame.ids.labelId}
          loading={loading}
          loadingText={loadingText}
        >
          {loading
            ? null
            : offered.map((suggestion) => (
                <ComboboxItem
                  key={suggestion}
                  value={suggestion}
                  className={optionClass}
                  setValueOnClick={false}
                  onClick={() => add(suggestion)}
                >
                  {suggestion}
                </ComboboxItem>
              ))}
        </SuggestionPopover>
        {values.length > 0 ? (
          <ul ref={listRef} className={styles.tags} aria-labelledby={frame.ids.labelId}>
            {values.map((chosen, index) => (
              <li key={chosen} className={styles.tag}>
                <span className={styles.tagText}>{chosen}</span>
                <IconButton
                  label={removeLabel(chosen)}
                  icon={<CloseIcon />}
                  size="small"
                  disabled={field.disabled}
                  onClick={() => {
                    focusAfterRemoval.current = index;
                    remove(index);
                  }}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <span role="status" className={visuallyHidden}>
          {announcement}
        </span>
      </FieldFrame>
    </ComboboxProvider>
  );
}
