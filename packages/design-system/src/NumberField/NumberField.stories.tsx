import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { withValueState } from '../private/field/withValueState.tsx';
import { ShowDevError } from '../private/ShowDevError.tsx';
import { NumberField } from './NumberField.tsx';

const ControlledNumberField = withValueState(NumberField);

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { label: 'Vacant posts', value: null, min: 1, max: 1000, onChange: fn(), onBlur: fn() },
  render: (args) => <ControlledNumberField {...args} />,
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Vacant posts' });
    await userEvent.type(input, '12');
    await expect(args.onChange).toHaveBeenLastCalledWith(12);
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const BelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Vacant posts' });
    await userEvent.type(input, '0');
    // No message while typing: the user may still be on the way to a valid number.
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Minimum value is 1');
  },
};

export const AboveMaximum: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Vacant posts' });
    await userEvent.type(input, '1001');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Maximum value is 1000');
    await userEvent.clear(input);
    await userEvent.type(input, '1000');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithFormError: Story = {
  args: { value: 3, required: true, error: 'This field is required' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Vacant posts' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('This field is required');
  },
};

/** react-final-form hands '' for a field without a value: it shows as empty. */
export const EmptyStringFromAForm: Story = {
  args: { value: '' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Vacant posts' });
    await expect(input).toHaveValue(null);
    await userEvent.type(input, '3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const Disabled: Story = {
  args: { value: 2, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('spinbutton', { name: 'Vacant posts' }),
    ).toBeDisabled();
  },
};

export const Decimals: Story = {
  args: {
    label: 'Budget per position (minimum)',
    min: 0,
    max: undefined,
    step: 'any',
    value: 4500.5,
  },
};

export const LongText: Story = {
  args: {
    label: 'Maximum budget per position, before taxes, in the currency chosen for the recruitment',
    description: 'Must be higher than the minimum budget; leave empty when not decided yet.',
  },
};

export const PolishText: Story = {
  args: {
    label: 'Liczba wakatów',
    minimumMessage: (min) => `Minimalna wartość to ${min}`,
    maximumMessage: (max) => `Maksymalna wartość to ${max}`,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Liczba wakatów' });
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Minimalna wartość to 1');
  },
};

export const MinAboveMaxFails: Story = {
  tags: ['!autodocs'],
  render: () => (
    <ShowDevError>
      <NumberField label="Budget" value={null} onChange={() => {}} min={10} max={1} />
    </ShowDevError>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'min (10) is greater than max (1)',
    );
  },
};

/** Every state at once: the visual-regression fixture. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="large">
      <NumberField label="Empty" value={null} onChange={() => {}} />
      <NumberField label="Filled" value={42} onChange={() => {}} description="Description" />
      <NumberField label="Invalid" value={0} onChange={() => {}} error="Minimum value is 1" />
      <NumberField label="Disabled" value={7} onChange={() => {}} disabled />
    </Box>
  ),
};
