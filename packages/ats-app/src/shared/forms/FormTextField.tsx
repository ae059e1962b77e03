import { TextField, type TextFieldProps } from '@ats/design-system';
import { useFormField } from './useFormField.ts';

export interface FormTextFieldProps
  extends Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name'> {
  /** The form value's path, e.g. `name` or `localizations[0].positionName`. */
  name: string;
}

/** The design system's TextField bound to a react-final-form field, with its error. */
export function FormTextField({ name, ...fieldProps }: FormTextFieldProps) {
  const field = useFormField(name, '');
  return <TextField {...fieldProps} {...field} />;
}
