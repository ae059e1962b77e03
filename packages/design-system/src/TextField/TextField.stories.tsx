import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { withValueState } from '../private/field/withValueState.tsx';
import { TextField } from './TextField.tsx';

const ControlledTextField = withValueState(TextField);

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

/** The input refuses a 21st character; the counter shows while the field has the focus. */
export const WithLimit: Story = {
  args: { label: 'Stage name', maxLength: 20 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Stage name' });
    const counter = within(canvasElement).getByText('0/20');
    await expect(input).toHaveAttribute('maxlength', '20');
    await expect(counter).not.toBeVisible();
    await userEvent.type(input, 'Technical interview with the team');
    await expect(input).toHaveValue('Technical interview ');
    await expect(args.onChange).toHaveBeenLastCalledWith('Technical interview ', expect.anything());
    await expect(input).toHaveAccessibleDescription('20/20');
    await expect(within(canvasElement).getByText('20/20')).toBeVisible();
  },
};

/** Far from the limit the counter shows only with the focus; it stays the field's description. */
export const CounterOnFocus: Story = {
  args: { label: 'Stage name', value: 'Interview', maxLength: 200 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Stage name' });
    const counter = within(canvasElement).getByText('9/200');
    await expect(input).toHaveAccessibleDescription('9/200');
    await waitFor(() => expect(counter).not.toBeVisible());
    await userEvent.click(input);
    await waitFor(() => expect(counter).toBeVisible());
    await userEvent.type(input, ' 2');
    await expect(within(canvasElement).getByText('11/200')).toBeVisible();
    await userEvent.tab();
    await waitFor(() => expect(within(canvasElement).getByText('11/200')).not.toBeVisible());
  },
};

/** From 80% of the limit on, the counter shows without focus. */
export const NearLimit: Story = {
  args: { label: 'Stage name', value: 'Final interview', maxLength: 18, error: 'Name taken' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Stage name' });
    await expect(within(canvasElement).getByText('15/18')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Name taken 15/18');
  },
};

export const PolishCounter: Story = {
  args: {
    label: 'Nazwa etapu',
    value: 'Rozmowa',
    maxLength: 10,
    counterLabel: (length, max) => `${length} z ${max} znaków`,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Nazwa etapu' }),
    ).toHaveAccessibleDescription('7 z 10 znaków');
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
      <TextField label="Near the limit" value="Anna Maria" onChange={() => {}} maxLength={12} />
      <TextField label="At the limit" value="Anna Maria K" onChange={() => {}} maxLength={12} />
    </Box>
  ),
};
