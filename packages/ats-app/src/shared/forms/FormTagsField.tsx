import { TagsField, type TagsFieldProps } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { fieldMessages } from './fieldMessages.ts';
import { useFormField } from './useFormField.ts';

export interface FormTagsFieldProps
  extends Omit<TagsFieldProps, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name'> {
  /** The form value's path; its value is the list of chosen texts. */
  name: string;
}

/**
 * The design system's TagsField bound to a react-final-form list field, with its error and its
 * texts ("Remove …", the announcements, "Loading…") in the user's language.
 */
export function FormTagsField({ name, ...fieldProps }: FormTagsFieldProps) {
  const intl = useIntl();
  const field = useFormField<readonly string[] | ''>(name, []);
  return (
    <TagsField
      removeLabel={(value) => intl.formatMessage(fieldMessages.removeValue, { value })}
      addedAnnouncement={(value) => intl.formatMessage(fieldMessages.valueAdded, { value })}
      removedAnnouncement={(value) => intl.formatMessage(fieldMessages.valueRemoved, { value })}
      loadingText={intl.formatMessage(fieldMessages.loading)}
      {...fieldProps}
      {...field}
    />
  );
}
