import { Autocomplete, type AutocompleteProps } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { fieldMessages } from './fieldMessages.ts';
import { useFormField } from './useFormField.ts';

export interface FormAutocompleteProps
  extends Omit<AutocompleteProps, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name'> {
  /** The form value's path; its value is the text in the input. */
  name: string;
  /**
   * Called with the new text after the form took it, whether typed or a chosen suggestion's
   * label (`onSelect` follows for a suggestion), e.g. to forget an id the old text stood for.
   */
  onTextChange?: (text: string) => void;
}

/**
 * The design system's Autocomplete bound to a react-final-form text field, with its error and
 * its texts ("Create new: …", "Loading…", "No results") in the user's language.
 */
export function FormAutocomplete({ name, onTextChange, ...fieldProps }: FormAutocompleteProps) {
  const intl = useIntl();
  const field = useFormField(name, '');
  return (
    <Autocomplete
      createLabel={(text) => intl.formatMessage(fieldMessages.createNew, { text })}
      loadingText={intl.formatMessage(fieldMessages.loading)}
      emptyText={intl.formatMessage(fieldMessages.noResults)}
      {...fieldProps}
      {...field}
      onChange={(text) => {
        field.onChange(text);
        onTextChange?.(text);
      }}
    />
  );
}
