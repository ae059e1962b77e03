import { TextArea, type TextAreaProps } from '@ats/design-system';
import { useFormField } from './useFormField.ts';

export interface FormTextAreaProps
  extends Omit<TextAreaProps, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name'> {
  /** The form value's path. */
  name: string;
}

/** The design system's TextArea bound to a react-final-form field, with its error. */
export function FormTextArea({ name, ...fieldProps }: FormTextAreaProps) {
  const field = useFormField(name, '');
  return <TextArea {...fieldProps} {...field} />;
}
