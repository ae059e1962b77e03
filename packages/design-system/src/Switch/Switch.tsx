import { ToggleControl, type ToggleControlProps } from '../private/field/ToggleControl.tsx';

export type SwitchProps = ToggleControlProps;

/**
 * An on/off switch (role switch) for a setting that applies at once or a yes/no form value,
 * with its label to the right, an optional description and an error message.
 */
export function Switch(props: SwitchProps) {
  return <ToggleControl {...props} role="switch" />;
}
