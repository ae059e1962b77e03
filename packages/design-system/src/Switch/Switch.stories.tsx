import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Switch, type SwitchProps } from './Switch.tsx';

function ControlledSwitch(props: SwitchProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <Switch
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
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Save as draft', checked: false, onChange: fn(), onBlur: fn() },
  render: (args) => <ControlledSwitch {...args} />,
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: 'Save as draft' });
    await expect(control).not.toBeChecked();
    await userEvent.click(canvas.getByText('Save as draft'));
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
    const control = within(canvasElement).getByRole('switch', { name: 'Save as draft' });
    await expect(control).toBeChecked();
    await expect(control).toHaveAccessibleDescription('You can change it later.');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'This field is required' },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Save as draft' });
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toBeRequired();
    await expect(control).toHaveAccessibleDescription('This field is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, checked: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: 'Save as draft' });
    await expect(control).toBeDisabled();
    await userEvent.click(canvas.getByText('Save as draft'));
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
  args: { label: 'Zapisz jako szkic', checked: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Zapisz jako szkic' }),
    ).toBeChecked();
  },
};

/** Every state at once: the visual-regression fixture. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="medium">
      <Switch label="Off" checked={false} onChange={() => {}} />
      <Switch label="On" checked onChange={() => {}} description="Description" />
      <Switch
        label="Required"
        checked={false}
        onChange={() => {}}
        required
        error="This field is required"
      />
      <Switch label="Disabled off" checked={false} onChange={() => {}} disabled />
      <Switch label="Disabled on" checked onChange={() => {}} disabled />
    </Box>
  ),
};
