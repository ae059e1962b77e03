import { ToggleControl, type ToggleControlProps } from '../private/field/ToggleControl.tsx';

export type CheckboxProps = ToggleControlProps;

/** A checkbox with its label to the right, an optional description and an error message. */
export function Checkbox(props: CheckboxProps) {
  return <ToggleControl {...props} role="checkbox" />;
}
