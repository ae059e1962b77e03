// Story helpers shared by the Checkbox and Switch stories: both are a ToggleControl, so they
// behave, and are tested, the same way; only the role and the wording differ.
import { type ComponentType, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '../../Box/Box.tsx';
import type { ToggleControlProps } from './ToggleControl.tsx';

/**
 * For stories: the control with its `checked` kept in state, as a form would keep it; every
 * change still reaches the story's `onChange` (a spy).
 */
export function withCheckedState(Control: ComponentType<ToggleControlProps>) {
  function ControlledToggle(props: ToggleControlProps) {
    const [checked, setChecked] = useState(props.checked);
    return (
      <Control
        {...props}
        checked={checked}
        onChange={(next) => {
          setChecked(next);
          props.onChange(next);
        }}
      />
    );
  }
  return ControlledToggle;
}

interface PlayContext {
  canvasElement: HTMLElement;
  args: Pick<ToggleControlProps, 'onChange'>;
}

/** The play functions of the On, WithError and Disabled stories, for a control of `role` labelled `label`. */
export function toggleControlPlays(role: 'checkbox' | 'switch', label: string) {
  const control = (canvasElement: HTMLElement) =>
    within(canvasElement).getByRole(role, { name: label });
  return {
    /** Expects the story's description "You can change it later.". */
    on: async ({ canvasElement }: PlayContext) => {
      const toggle = control(canvasElement);
      await expect(toggle).toBeChecked();
      await expect(toggle).toHaveAccessibleDescription('You can change it later.');
    },
    withError: async ({ canvasElement }: PlayContext) => {
      const toggle = control(canvasElement);
      await expect(toggle).toHaveAttribute('aria-invalid', 'true');
      await expect(toggle).toBeRequired();
      await expect(toggle).toHaveAccessibleDescription('This field is required');
    },
    disabled: async ({ canvasElement, args }: PlayContext) => {
      await expect(control(canvasElement)).toBeDisabled();
      await userEvent.click(within(canvasElement).getByText(label));
      await expect(args.onChange).not.toHaveBeenCalled();
    },
  };
}

/** A label and description long enough to wrap. */
export const longTextArgs = {
  label:
    'I agree that my application and my personal data may be kept for future recruitments of the company for up to two years, and that I can withdraw this consent at any time',
  description: 'Withdrawing the consent does not affect applications already sent.',
};

/** Every state at once: the visual-regression fixture of a toggle control. */
export function ToggleControlGallery({ Control }: { Control: ComponentType<ToggleControlProps> }) {
  return (
    <Box display="flex" flexDirection="column" gap="medium">
      <Control label="Off" checked={false} onChange={() => {}} />
      <Control label="On" checked onChange={() => {}} description="Description" />
      <Control
        label="Required"
        checked={false}
        onChange={() => {}}
        required
        error="This field is required"
      />
      <Control label="Disabled off" checked={false} onChange={() => {}} disabled />
      <Control label="Disabled on" checked onChange={() => {}} disabled />
    </Box>
  );
}
