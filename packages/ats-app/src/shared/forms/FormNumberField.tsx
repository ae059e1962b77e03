import { NumberField, type NumberFieldProps } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { useFormField } from './useFormField.ts';
import { validate } from './validationMessages.ts';

export interface FormNumberFieldProps
  extends Omit<
    NumberFieldProps,
    | 'value'
    | 'onChange'
    | 'onBlur'
    | 'onFocus'
    | 'error'
    | 'name'
    | 'minimumMessage'
    | 'maximumMessage'
  > {
  /** The form value's path; its value is a number, or null when the field is empty. */
  name: string;
}

/**
 * The design system's NumberField bound to a react-final-form field, with its error. Its own
 * range check speaks the app's words ("Minimum value is {min}"), in the user's language.
 */
export function FormNumberField({ name, ...fieldProps }: FormNumberFieldProps) {
  const intl = useIntl();
  const field = useFormField<number | null>(name, null);
  return (
    <NumberField
      {...fieldProps}
      {...field}
      minimumMessage={(min) => {
        const { message, values } = validate.minimum({ min });
        return intl.formatMessage(message, values);
      }}
      maximumMessage={(max) => {
        const { message, values } = validate.maximum({ max });
        return intl.formatMessage(message, values);
      }}
    />
  );
}
