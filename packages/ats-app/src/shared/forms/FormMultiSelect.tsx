import { MultiSelect, type MultiSelectProps } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { fieldMessages } from './fieldMessages.ts';
import { useFormField } from './useFormField.ts';

export interface FormMultiSelectProps<Value extends string>
  extends Omit<
    MultiSelectProps<Value>,
    'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name'
  > {
  /** The form value's path; its value is a list of the options' values. */
  name: string;
}

/** The design system's MultiSelect bound to a react-final-form field, with its error. */
export function FormMultiSelect<Value extends string = string>({
  name,
  placeholder,
  ...fieldProps
}: FormMultiSelectProps<Value>) {
  const intl = useIntl();
  const field = useFormField<readonly Value[] | ''>(name, []);
  return (
    <MultiSelect<Value>
      placeholder={placeholder ?? intl.formatMessage(fieldMessages.selectPlaceholder)}
      {...fieldProps}
      {...field}
    />
  );
}
