import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { TextField, type TextFieldProps } from './TextField.tsx';

/** Keeps the value in state, as a form would, and reports every change. */
function ControlledTextField(props: TextFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TextField
      {...props}
      value={value}
      onChange={(next, event) => {
        setValue(next);
        props.onChange(next, event);
      }}
    />
  );
}

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'First name', value: '', onChange: fn(), onBlur: fn() },
  render: (args) => <ControlledTextField {...args} />,
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await userEvent.type(input, 'Anna');
    await expect(input).toHaveValue('Anna');
    await expect(args.onChange).toHaveBeenLastCalledWith('Anna', expect.anything());
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const WithDescription: Story = {
  args: { label: 'E-mail', type: 'email', description: 'We send the invitation here.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAccessibleDescription('We send the invitation here.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'First name' })).toBeRequired();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'This field is required', description: 'As in the passport.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('As in the passport. This field is required');
  },
};

export const Disabled: Story = {
  args: { value: 'Anna', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'First name' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Job title shown on the public offer page and in every e-mail sent to candidates',
    value: 'Senior full-stack engineer for the applicant tracking system, remote within the EU',
    description:
      'Keep it short: job boards cut titles after about sixty characters, and candidates skim.',
  },
};

export const PolishText: Story = {
  args: {
    label: 'Imię',
    value: 'Zażółć gęślą jaźń',
    error: 'To pole jest wymagane',
    placeholder: 'Wpisz imię',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Imię' })).toHaveValue(
      'Zażółć gęślą jaźń',
    );
  },
};

/** Every state at once: the visual-regression fixture. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="large">
      <TextField label="Empty" value="" onChange={() => {}} placeholder="Placeholder" />
      <TextField label="Filled" value="Anna" onChange={() => {}} description="Description" />
      <TextField label="Required" value="" onChange={() => {}} required />
      <TextField label="Invalid" value="x" onChange={() => {}} error="Invalid value" />
      <TextField label="Disabled" value="Anna" onChange={() => {}} disabled />
    </Box>
  ),
};
