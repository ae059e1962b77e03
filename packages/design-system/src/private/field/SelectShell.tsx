import {
  Select as AriakitSelect,
  Combobox,
  ComboboxItem,
  ComboboxList,
  ComboboxProvider,
  SelectItem,
  SelectLabel,
  SelectPopover,
  SelectProvider,
} from '@ariakit/react';
import type { FocusEvent, ReactNode } from 'react';
import { ChevronDownIcon } from '../../icons/icons.tsx';
import {
  control as controlClass,
  option as optionClass,
  popoverMessage,
  searchControl,
} from './Field.css.ts';
import { FieldFrame } from './FieldFrame.tsx';
import type { FieldShellInput } from './fieldProps.ts';
import { ActivateFirstOptionOnOpen } from './selectHelpers.ts';
import * as styles from './selectParts.css.ts';
import { usePopupField } from './usePopupField.ts';

/** One value (Select) or several (MultiSelect). */
type SelectValue = string | string[];

/** What the shell needs of an option; Select's and MultiSelect's options have more. */
interface ShellOption {
  value: string;
  disabled?: boolean;
}

/** A search box at the top of the list; the shell shows the options it is given. */
export interface ShellSearch {
  /** The typed text (controlled). */
  text: string;
  /** Called as the user types; the text is cleared when the list closes. */
  setText: (text: string) => void;
  /** Accessible name of the search box. */
  label: string;
  /** Example text in the empty search box. */
  placeholder?: string;
  /** Said when no option matches the text. */
  emptyText: string;
}

interface SelectShellProps<Value extends SelectValue, Option extends ShellOption> {
  /** The field's label, help, error and state. */
  field: FieldShellInput;
  /** Field name, for native forms. */
  name?: string;
  /** Called when the button receives focus. */
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  /** The chosen value (Ariakit's store value). */
  value: Value;
  /** Called with the value Ariakit chose (of the same kind as `value`). */
  setValue: (value: Value) => void;
  /** Nothing is chosen: the list opens on its first option. */
  nothingChosen: boolean;
  /** The text of the closed select: the choice, or the placeholder. */
  summary: string;
  /** `summary` is the placeholder, drawn muted. */
  placeholderShown: boolean;
  /** The choices, in display order. */
  options: readonly Option[];
  /** What an option shows (its label, a tick). */
  renderOption: (option: Option) => ReactNode;
  /** Items before the options (MultiSelect's "All"). */
  children?: ReactNode;
  /** A search box above the options (which are then the matches). */
  search?: ShellSearch;
}

/**
 * What Select and MultiSelect share: the Ariakit provider, the label, the button showing the
 * choice with its arrow, and the popover holding the options.
 */
export function SelectShell<Value extends SelectValue, Option extends ShellOption>({
  field,
  name,
  onFocus,
  value,
  setValue,
  nothingChosen,
  summary,
  placeholderShown,
  options,
  renderOption,
  children,
  search,
}: SelectShellProps<Value, Option>) {
  const { control, frame, popover } = usePopupField<HTMLButtonElement>(field, SelectLabel);
  // A button takes no `required`: the state is announced with aria-required.
  const { required, ...buttonProps } = control;
  const items = options.map((option) => (
    <SelectItem
      key={option.value}
      value={option.value}
      disabled={option.disabled}
      className={optionClass}
      // Inside a search, the items are the search box's too (arrows move while typing).
      render={search ? <ComboboxItem /> : undefined}
    >
      {renderOption(option)}
    </SelectItem>
  ));
  const shell = (
    // Ariakit types a string value as any string; the value keeps the kind it was given.
    <SelectProvider<SelectValue> value={value} setValue={(next) => setValue(next as Value)}>
      <ActivateFirstOptionOnOpen nothingChosen={nothingChosen} />
      <FieldFrame {...frame}>
        <AriakitSelect
          {...buttonProps}
          name={name}
          onFocus={onFocus}
          className={`${controlClass} ${styles.selectButton}`}
          aria-required={required || undefined}
        >
          {/* A long choice is shortened with an ellipsis; the title shows it whole on hover. */}
          <span
            className={`${styles.selectValue} ${placeholderShown ? styles.placeholder : ''}`}
            title={summary}
          >
            {summary}
          </span>
          <span className={styles.arrow}>
            <ChevronDownIcon />
          </span>
        </AriakitSelect>
        <SelectPopover {...popover}>
          {search ? (
            <>
              <Combobox
                autoSelect
                aria-label={search.label}
                placeholder={search.placeholder}
                className={`${controlClass} ${searchControl}`}
              />
              <ComboboxList aria-labelledby={frame.ids.labelId}>
                {children}
                {items}
              </ComboboxList>
              {options.length === 0 ? (
                <div className={popoverMessage}>{search.emptyText}</div>
              ) : null}
            </>
          ) : (
            <>
              {children}
              {items}
            </>
          )}
        </SelectPopover>
      </FieldFrame>
    </SelectProvider>
  );
  return search ? (
    <ComboboxProvider resetValueOnHide value={search.text} setValue={search.setText}>
      {shell}
    </ComboboxProvider>
  ) : (
    shell
  );
}
