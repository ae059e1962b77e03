import { Checkbox, type CheckboxProps } from '@ats/design-system';
import { useField } from 'react-final-form';
import { useFieldErrorText } from './useFieldErrorText.ts';

export interface FormCheckboxProps
  extends Omit<
    CheckboxProps,
    'checked' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name'
  > {
  /** The form value's path; its value is a boolean. */
  name: string;
}

/** The design system's Checkbox bound to a boolean react-final-form field, with its error. */
export function FormCheckbox({ name, ...fieldProps }: FormCheckboxProps) {
  const { input, meta } = useField<boolean>(name);
  const error = useFieldErrorText(meta);
  return (
    <Checkbox
      {...fieldProps}
      name={input.name}
      checked={input.value === true}
      onChange={(checked) => input.onChange(checked)}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={error}
    />
  );
}
