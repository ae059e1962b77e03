import { Select, type SelectOption, type SelectProps } from '@ats/design-system';
import { useMemo } from 'react';
import { useFormField } from './useFormField.ts';

/** The option standing for "none"; no id or code of the contract looks like it. */
const noneValue = '-none-';

export interface FormOptionalSelectProps
  extends Omit<
    SelectProps,
    'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name' | 'placeholder'
  > {
  /** The form value's path; its value is one of the options' values, or '' for none. */
  name: string;
  /** The first option, which empties the field ("No hiring manager"). */
  noneLabel: string;
}

/**
 * A Select bound to a form field that may be left empty and emptied again (spec part 2 §5:
 * the hiring manager is "optional and clearable"): its first option says "none" and stands
 * for '', so the choice can be undone with the keyboard like any other.
 */
export function FormOptionalSelect({
  name,
  noneLabel,
  options,
  ...fieldProps
}: FormOptionalSelectProps) {
  const field = useFormField(name, '');
  const withNone = useMemo<SelectOption[]>(
    () => [{ value: noneValue, label: noneLabel }, ...options],
    [noneLabel, options],
  );
  return (
    <Select
      {...fieldProps}
      {...field}
      options={withNone}
      value={field.value === '' ? noneValue : field.value}
      onChange={(value) => field.onChange(value === noneValue ? '' : value)}
    />
  );
}
