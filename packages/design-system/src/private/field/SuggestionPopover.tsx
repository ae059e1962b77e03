import { ComboboxList, ComboboxPopover } from '@ariakit/react';
import type { ReactNode } from 'react';
import { SpinnerIcon } from '../SpinnerIcon.tsx';
import { popoverMessage } from './Field.css.ts';
import type { usePopupField } from './usePopupField.ts';

interface SuggestionPopoverProps {
  /** The popover props from usePopupField. */
  popover: ReturnType<typeof usePopupField>['popover'];
  /** Id of the field's label, which names the list. */
  labelId: string;
  /** Suggestions are being fetched: the list says `loadingText` and is marked busy. */
  loading: boolean;
  /** Text while suggestions load. */
  loadingText: string;
  /** Text under the list when it offers nothing; nothing is said when undefined. */
  emptyText?: string;
  /** The suggestions (Ariakit ComboboxItems). */
  children: ReactNode;
}

/** The popup of a combobox field (Autocomplete, TagsField): a loading line, the suggestions, an empty message. */
export function SuggestionPopover({
  popover,
  labelId,
  loading,
  loadingText,
  emptyText,
  children,
}: SuggestionPopoverProps) {
  return (
    <ComboboxPopover {...popover}>
      {loading ? (
        <div className={popoverMessage}>
          <SpinnerIcon size="small" />
          <span>{loadingText}</span>
        </div>
      ) : null}
      {/* Messages sit beside the list: a listbox may only hold options. */}
      <ComboboxList aria-labelledby={labelId} aria-busy={loading || undefined}>
        {children}
      </ComboboxList>
      {emptyText === undefined ? null : <div className={popoverMessage}>{emptyText}</div>}
    </ComboboxPopover>
  );
}
