import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { RadioGroup, type RadioGroupProps } from './RadioGroup.tsx';

function ControlledRadioGroup(props: RadioGroupProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RadioGroup
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const callTypes = [
  { value: 'outgoing', label: 'Outgoing' },
  { value: 'incoming', label: 'Incoming' },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Call type', value: '', options: callTypes, onChange: fn(), onBlur: fn() },
  render: (args) => <ControlledRadioGroup {...args} />,
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Call type' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Incoming' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('incoming');
    await expect(canvas.getByRole('radio', { name: 'Incoming' })).toBeChecked();
  },
};

export const Keyboard: Story = {
  args: { value: 'outgoing' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Outgoing' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Incoming' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('incoming');
  },
};

export const Horizontal: Story = {
  args: { value: 'outgoing', orientation: 'horizontal' },
};

export const WithDescriptions: Story = {
  args: {
    value: 'outgoing',
    options: [
      { value: 'outgoing', label: 'Outgoing', description: 'You called the candidate.' },
      { value: 'incoming', label: 'Incoming', description: 'The candidate called you.' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radio', { name: 'Incoming' }),
    ).toHaveAccessibleDescription('The candidate called you.');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'This field is required', description: 'Pick one.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Call type' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Pick one. This field is required');
  },
};

export const Disabled: Story = {
  args: { value: 'outgoing', disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
    }
  },
};

export const DisabledOption: Story = {
  args: {
    value: 'outgoing',
    options: [...callTypes, { value: 'video', label: 'Video call', disabled: true }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Video call' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'How should the candidate be told about the decision after the final interview?',
    value: 'phone',
    options: [
      { value: 'phone', label: 'By phone, by the hiring manager, on the day of the decision' },
      {
        value: 'mail',
        label: 'By e-mail from the recruitment team, with written feedback attached',
      },
    ],
  },
};

export const PolishText: Story = {
  args: {
    label: 'Rodzaj połączenia',
    value: 'outgoing',
    options: [
      { value: 'outgoing', label: 'Wychodzące' },
      { value: 'incoming', label: 'Przychodzące' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Wychodzące' })).toBeChecked();
  },
};

/** Every state at once: the visual-regression fixture. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="large">
      <RadioGroup label="Vertical" value="outgoing" options={callTypes} onChange={() => {}} />
      <RadioGroup
        label="Horizontal"
        value="incoming"
        options={callTypes}
        orientation="horizontal"
        onChange={() => {}}
      />
      <RadioGroup
        label="Invalid"
        value=""
        options={callTypes}
        required
        error="This field is required"
        onChange={() => {}}
      />
      <RadioGroup
        label="Disabled"
        value="outgoing"
        options={callTypes}
        disabled
        onChange={() => {}}
      />
    </Box>
  ),
};
