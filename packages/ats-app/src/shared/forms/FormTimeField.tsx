import { TimeField, type TimeFieldProps } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { useFormField } from './useFormField.ts';
import { validationMessages } from './validationMessages.ts';

export interface FormTimeFieldProps
  extends Omit<
    TimeFieldProps,
    'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name' | 'invalidMessage'
  > {
  /** The form value's path; its value is the time as typed (`HH:MM` when valid), '' when empty. */
  name: string;
}

/**
 * The design system's TimeField bound to a react-final-form field, with its error; its own
 * "not a time" message in the user's language (spec 'general.validation.timeInvalid').
 */
export function FormTimeField({ name, ...fieldProps }: FormTimeFieldProps) {
  const intl = useIntl();
  const field = useFormField(name, '');
  return (
    <TimeField
      {...fieldProps}
      {...field}
      invalidMessage={intl.formatMessage(validationMessages.invalidTime)}
    />
  );
}
