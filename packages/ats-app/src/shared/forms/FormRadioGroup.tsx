import { RadioGroup, type RadioGroupProps } from '@ats/design-system';
import { useFormField } from './useFormField.ts';

export interface FormRadioGroupProps<Value extends string>
  extends Omit<
    RadioGroupProps<Value>,
    'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name'
  > {
  /** The form value's path; its value is one of the options' values, or '' for none. */
  name: string;
}

/** The design system's RadioGroup bound to a react-final-form field, with its error. */
export function FormRadioGroup<Value extends string = string>({
  name,
  ...fieldProps
}: FormRadioGroupProps<Value>) {
  const field = useFormField<Value | ''>(name, '');
  return <RadioGroup<Value> {...fieldProps} {...field} />;
}
