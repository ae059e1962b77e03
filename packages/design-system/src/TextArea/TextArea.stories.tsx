import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { TextArea, type TextAreaProps } from './TextArea.tsx';

function ControlledTextArea(props: TextAreaProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TextArea
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
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Note', value: '', onChange: fn(), onBlur: fn() },
  render: (args) => <ControlledTextArea {...args} />,
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Note' });
    await userEvent.type(textArea, 'Called back.{Enter}Interested.');
    await expect(textArea).toHaveValue('Called back.\nInterested.');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      'Called back.\nInterested.',
      expect.anything(),
    );
  },
};

export const WithError: Story = {
  args: { required: true, error: 'This field is required', description: 'Visible to the team.' },
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Note' });
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(textArea).toBeRequired();
    await expect(textArea).toHaveAccessibleDescription(
      'Visible to the team. This field is required',
    );
  },
};

export const Disabled: Story = {
  args: { value: 'Read only while saving', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Note' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Message to the invited people, sent with the calendar invitation of the meeting',
    value: Array.from({ length: 12 }, (_, line) => `Line ${line + 1} of a long message.`).join(
      '\n',
    ),
  },
};

export const PolishText: Story = {
  args: { label: 'Notatka', value: 'Kandydatka oddzwoni w piątek; zażółć gęślą jaźń.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Notatka' })).toBeVisible();
  },
};

/** Every state at once: the visual-regression fixture. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="large">
      <TextArea label="Empty" value="" onChange={() => {}} placeholder="Placeholder" />
      <TextArea
        label="Filled"
        value={'Two\nlines'}
        onChange={() => {}}
        description="Description"
        rows={2}
      />
      <TextArea
        label="Invalid"
        value=""
        onChange={() => {}}
        required
        error="This field is required"
        rows={2}
      />
      <TextArea label="Disabled" value="Text" onChange={() => {}} disabled rows={2} />
    </Box>
  ),
};
