import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Checkbox, type CheckboxProps } from './Checkbox.tsx';

function ControlledCheckbox(props: CheckboxProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <Checkbox
      {...props}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: {
    label: 'I agree to the processing of my personal data',
    checked: false,
    onChange: fn(),
    onBlur: fn(),
  },
  render: (args) => <ControlledCheckbox {...args} />,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('checkbox', {
      name: 'I agree to the processing of my personal data',
    });
    await expect(control).not.toBeChecked();
    await userEvent.click(canvas.getByText('I agree to the processing of my personal data'));
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  args: { checked: true, description: 'You can change it later.' },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('checkbox', {
      name: 'I agree to the processing of my personal data',
    });
    await expect(control).toBeChecked();
    await expect(control).toHaveAccessibleDescription('You can change it later.');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'This field is required' },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('checkbox', {
      name: 'I agree to the processing of my personal data',
    });
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toBeRequired();
    await expect(control).toHaveAccessibleDescription('This field is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, checked: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('checkbox', {
      name: 'I agree to the processing of my personal data',
    });
    await expect(control).toBeDisabled();
    await userEvent.click(canvas.getByText('I agree to the processing of my personal data'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label:
      'I agree that my application and my personal data may be kept for future recruitments of the company for up to two years, and that I can withdraw this consent at any time',
    description: 'Withdrawing the consent does not affect applications already sent.',
  },
};

export const PolishText: Story = {
  args: { label: 'Wyrażam zgodę na przetwarzanie moich danych osobowych', checked: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', {
        name: 'Wyrażam zgodę na przetwarzanie moich danych osobowych',
      }),
    ).toBeChecked();
  },
};

/** Every state at once: the visual-regression fixture. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="medium">
      <Checkbox label="Off" checked={false} onChange={() => {}} />
      <Checkbox label="On" checked onChange={() => {}} description="Description" />
      <Checkbox
        label="Required"
        checked={false}
        onChange={() => {}}
        required
        error="This field is required"
      />
      <Checkbox label="Disabled off" checked={false} onChange={() => {}} disabled />
      <Checkbox label="Disabled on" checked onChange={() => {}} disabled />
    </Box>
  ),
};
