import type { FocusEvent } from 'react';
import { useField } from 'react-final-form';
import { useFieldErrorText } from './useFieldErrorText.ts';

/** The props a DS form control takes from a react-final-form field. */
export interface FormFieldBinding<Value> {
  name: string;
  value: Value;
  onChange: (value: Value) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  error: string | undefined;
}

/** Binds a DS control (value-first `onChange`) to the form field at `name`, with its error. */
export function useFormField<Value>(name: string, emptyValue: Value): FormFieldBinding<Value> {
  const { input, meta } = useField<Value>(name);
  const error = useFieldErrorText(meta);
  return {
    name: input.name,
    value: input.value ?? emptyValue,
    onChange: (value) => input.onChange(value),
    onBlur: input.onBlur,
    onFocus: input.onFocus,
    error,
  };
}
