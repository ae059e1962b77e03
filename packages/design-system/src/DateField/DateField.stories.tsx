import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { withValueState } from '../private/field/withValueState.tsx';
import { DateField } from './DateField.tsx';

const ControlledDateField = withValueState(DateField);

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { label: 'Deadline', value: '', onChange: fn(), onBlur: fn() },
  render: (args) => <ControlledDateField {...args} />,
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

// The browser's date control has no role of its own to type into portably: the tests set its
// value as the calendar would, and check what the form receives.
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText(/^Deadline/);
    await expect(input).toHaveAttribute('type', 'date');
    fireEvent.change(input, { target: { value: '2026-12-24' } });
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-24', expect.anything());
    await expect(input).toHaveValue('2026-12-24');
  },
};

export const WithRange: Story = {
  args: { min: '2026-01-01', max: '2026-12-31', description: 'Within this year.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Deadline/);
    await expect(input).toHaveAttribute('min', '2026-01-01');
    await expect(input).toHaveAccessibleDescription('Within this year.');
  },
};

export const WithError: Story = {
  args: { value: '2020-01-01', required: true, error: 'Please select future date' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Deadline/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please select future date');
  },
};

export const Disabled: Story = {
  args: { value: '2026-06-01', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^Deadline/)).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Last day on which candidates can send an application through the public job offer',
    value: '2026-06-30',
  },
};

export const PolishText: Story = {
  args: { label: 'Termin', value: '2026-06-30', error: 'Wybierz przyszłą datę' },
};

/** Every state at once: the visual-regression fixture. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="large">
      <DateField label="Filled" value="2026-06-30" onChange={() => {}} description="Description" />
      <DateField
        label="Invalid"
        value="2020-01-01"
        onChange={() => {}}
        error="Please select future date"
      />
      <DateField label="Disabled" value="2026-06-30" onChange={() => {}} disabled />
    </Box>
  ),
};
