import type { FocusEvent, ReactNode } from 'react';

/** Props every form control shares: its label, help, error, state and form wiring. */
export interface FieldBaseProps {
  /** Visible label; it is also the control's accessible name. */
  label: string;
  /** Help text shown under the label and linked to the control with aria-describedby. */
  description?: ReactNode;
  /** Error message; when given (non-empty) the control is marked invalid and describes itself with it. */
  error?: string | false | null;
  /** Disables the control: it cannot be focused or changed. */
  disabled?: boolean;
  /** Marks the control as required, visibly and for assistive technology. */
  required?: boolean;
  /** Element id of the control; generated when omitted. */
  id?: string;
  /** Field name, as given by react-final-form's `input.name`. */
  name?: string;
  /** Called when the control loses focus (react-final-form marks the field as touched). */
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  /** Called when the control receives focus. */
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
}

/** The props the field shell handles itself; the rest belong to the control element. */
export type FieldShellInput = Pick<
  FieldBaseProps,
  'label' | 'description' | 'error' | 'disabled' | 'required' | 'id' | 'onBlur'
>;

/** Separates what the field shell handles (label, help, error, state, blur) from the control's own props. */
export function splitFieldProps<Props extends FieldShellInput>(
  props: Props,
): [FieldShellInput, Omit<Props, keyof FieldShellInput>] {
  const { label, description, error, disabled, required, id, onBlur, ...controlProps } = props;
  return [{ label, description, error, disabled, required, id, onBlur }, controlProps];
}
