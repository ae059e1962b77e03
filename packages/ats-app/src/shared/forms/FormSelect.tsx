import { Select, type SelectProps } from '@ats/design-system';
import { useFormField } from './useFormField.ts';

export interface FormSelectProps<Value extends string>
  extends Omit<SelectProps<Value>, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name'> {
  /** The form value's path; its value is one of the options' values, or '' for none. */
  name: string;
}

/** The design system's Select bound to a react-final-form field, with its error. */
export function FormSelect<Value extends string = string>({
  name,
  ...fieldProps
}: FormSelectProps<Value>) {
  const field = useFormField<Value | ''>(name, '');
  return <Select<Value> {...fieldProps} {...field} />;
}
