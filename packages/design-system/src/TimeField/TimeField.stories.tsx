import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { withValueState } from '../private/field/withValueState.tsx';
import { TimeField } from './TimeField.tsx';

const ControlledTimeField = withValueState(TimeField);

const meta = {
  title: 'Forms/TimeField',
  component: TimeField,
  args: { label: 'Meeting time', value: '', onChange: fn(), onBlur: fn() },
  render: (args) => <ControlledTimeField {...args} />,
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Meeting time' });
    await expect(input).toHaveAttribute('placeholder', 'HH:MM');
    await userEvent.type(input, '09:30');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith('09:30', expect.anything());
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const InvalidTime: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Meeting time' });
    await userEvent.type(input, '25:00');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid time format');
    await userEvent.clear(input);
    await userEvent.type(input, '23:59');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Required: Story = {
  args: { required: true, error: 'This field is required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Meeting time' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('This field is required');
  },
};

export const Disabled: Story = {
  args: { value: '14:00', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Meeting time' }),
    ).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Time of the phone call, in the time zone of the recruiter who logs the call',
    description: 'Use 24 hours: 14:30 rather than 2:30 PM.',
  },
};

export const PolishText: Story = {
  args: {
    label: 'Godzina spotkania',
    placeholder: 'GG:MM',
    invalidMessage: 'Nieprawidłowy format godziny',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Godzina spotkania' });
    await userEvent.type(input, '9.30');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Nieprawidłowy format godziny');
  },
};

/** Every state at once: the visual-regression fixture. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="large">
      <TimeField label="Empty" value="" onChange={() => {}} />
      <TimeField label="Filled" value="09:30" onChange={() => {}} description="Description" />
      <TimeField label="Invalid" value="25:00" onChange={() => {}} error="Invalid time format" />
      <TimeField label="Disabled" value="14:00" onChange={() => {}} disabled />
    </Box>
  ),
};
