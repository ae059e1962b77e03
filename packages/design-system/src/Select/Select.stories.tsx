import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { openWithKeyboard } from '../private/field/selectStorySteps.ts';
import { withValueState } from '../private/field/withValueState.tsx';
import { ShowDevError } from '../private/ShowDevError.tsx';
import { Select } from './Select.tsx';

const ControlledSelect = withValueState(Select);

const durations = [
  { value: '30', label: '30 minutes' },
  { value: '60', label: '1 hour' },
  { value: '120', label: '2 hours' },
  { value: '180', label: '3 hours' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Duration', value: '', options: durations, onChange: fn(), onBlur: fn() },
  render: (args) => <ControlledSelect {...args} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Duration' });
    await expect(select).toHaveTextContent('Select…');
    await userEvent.click(select);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('option', { name: '2 hours' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('120');
    await expect(select).toHaveTextContent('2 hours');
    // Opening the list and choosing did not count as leaving the field.
    await expect(args.onBlur).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  args: { value: '60' },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Duration' });
    await openWithKeyboard(canvasElement, select);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('120');
    await waitFor(() => expect(select).toHaveFocus());
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const WithError: Story = {
  args: {
    required: true,
    error: 'This field is required',
    description: 'How long the meeting lasts.',
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Duration' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAttribute('aria-required', 'true');
    await expect(select).toHaveAccessibleDescription(
      'How long the meeting lasts. This field is required',
    );
  },
};

export const Disabled: Story = {
  args: { value: '60', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Duration' })).toBeDisabled();
  },
};

export const DisabledOption: Story = {
  args: { options: [...durations, { value: '240', label: '4 hours', disabled: true }] },
};

export const LongText: Story = {
  args: {
    label: 'Questionnaire that candidates fill in when they apply through the public job offer',
    options: [
      {
        value: 'a',
        label: 'Senior engineers, backend and platform teams, with the coding assignment',
      },
      { value: 'b', label: 'Short form' },
    ],
    value: 'a',
  },
};

export const PolishText: Story = {
  args: {
    label: 'Czas trwania',
    placeholder: 'Wybierz…',
    options: [
      { value: '30', label: '30 minut' },
      { value: '60', label: '1 godzina' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Czas trwania' }),
    ).toHaveTextContent('Wybierz…');
  },
};

export const UnknownValueFails: Story = {
  tags: ['!autodocs'],
  render: () => (
    <ShowDevError>
      <Select label="Duration" value="45" options={durations} onChange={() => {}} />
    </ShowDevError>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'value "45" is not one of its options',
    );
  },
};

/** Every state at once: the visual-regression fixture. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="large">
      <Select label="Placeholder" value="" options={durations} onChange={() => {}} />
      <Select
        label="Chosen"
        value="60"
        options={durations}
        onChange={() => {}}
        description="Description"
      />
      <Select
        label="Invalid"
        value=""
        options={durations}
        required
        error="This field is required"
        onChange={() => {}}
      />
      <Select label="Disabled" value="60" options={durations} disabled onChange={() => {}} />
    </Box>
  ),
};
