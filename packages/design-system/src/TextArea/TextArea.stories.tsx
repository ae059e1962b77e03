import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { withValueState } from '../private/field/withValueState.tsx';
import { TextArea } from './TextArea.tsx';

const ControlledTextArea = withValueState(TextArea);

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

/** The textarea refuses text beyond the limit, pasted or typed; the counter follows. */
export const WithLimit: Story = {
  args: { label: 'Note', maxLength: 40 },
  play: async ({ canvasElement, args }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Note' });
    await expect(textArea).toHaveAttribute('maxlength', '40');
    await userEvent.click(textArea);
    await userEvent.paste('Called back on Friday.\nWants the offer in writing first.');
    await expect(textArea).toHaveValue('Called back on Friday.\nWants the offer i');
    await userEvent.type(textArea, 'more');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      'Called back on Friday.\nWants the offer i',
      expect.anything(),
    );
    await expect(textArea).toHaveAccessibleDescription('40/40');
    // The counter fades in (an opacity transition) when it leaves the quiet level.
    await waitFor(() => expect(within(canvasElement).getByText('40/40')).toBeVisible());
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
      <TextArea
        label="Near the limit"
        value={'Called back.\nInterested.'}
        onChange={() => {}}
        maxLength={28}
        rows={2}
      />
    </Box>
  ),
};
