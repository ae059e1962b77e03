import { DateField, type DateFieldProps } from '@ats/design-system';
import { useFormField } from './useFormField.ts';

export interface FormDateFieldProps
  extends Omit<DateFieldProps, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name'> {
  /** The form value's path; its value is a date as `YYYY-MM-DD`, or '' when empty. */
  name: string;
}

/** The design system's DateField bound to a react-final-form field, with its error. */
export function FormDateField({ name, ...fieldProps }: FormDateFieldProps) {
  const field = useFormField(name, '');
  return <DateField {...fieldProps} {...field} />;
}
