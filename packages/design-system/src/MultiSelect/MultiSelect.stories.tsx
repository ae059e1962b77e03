import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { openWithKeyboard } from '../private/field/selectStorySteps.ts';
import { withValueState } from '../private/field/withValueState.tsx';
import { MultiSelect } from './MultiSelect.tsx';

const ControlledMultiSelect = withValueState(MultiSelect);

const stages = [
  { value: 'new', label: 'New' },
  { value: 'phone', label: 'Phone screening' },
  { value: 'interview', label: 'Interview' },
  { value: 'hired', label: 'Hired' },
];

const meta = {
  title: 'Forms/MultiSelect',
  component: MultiSelect,
  args: { label: 'Stages', value: [], options: stages, onChange: fn(), onBlur: fn() },
  render: (args) => <ControlledMultiSelect {...args} />,
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Stages' });
    await expect(select).toHaveTextContent('Select…');
    await userEvent.click(select);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('option', { name: 'Interview' }));
    await userEvent.click(page.getByRole('option', { name: 'New' }));
    // The list stays open and the values keep the order of the options.
    await expect(args.onChange).toHaveBeenLastCalledWith(['new', 'interview']);
    await expect(page.getByRole('option', { name: 'New' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(select).toHaveTextContent('New, Interview');
  },
};

export const AllSemantics: Story = {
  args: { allLabel: 'All stages', value: ['phone'] },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Stages' });
    await expect(select).toHaveTextContent('Phone screening');
    await userEvent.click(select);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('option', { name: 'All stages' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(select).toHaveTextContent('All stages');
    await expect(page.getByRole('option', { name: 'All stages' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Stages' });
    await openWithKeyboard(canvasElement, select);
    // The first option is active at once, so Enter ticks it without a search for it.
    await userEvent.keyboard('{Enter}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['new', 'phone']);
    await userEvent.keyboard('{Escape}');
    await expect(select).toHaveTextContent('New, Phone screening');
  },
};

/** react-final-form hands '' for a field without a value: nothing is chosen. */
export const EmptyStringFromAForm: Story = {
  args: { value: '', allLabel: 'All stages' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Stages' })).toHaveTextContent(
      'All stages',
    );
  },
};

export const WithError: Story = {
  args: { required: true, error: 'This field is required' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Stages' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('This field is required');
  },
};

export const Disabled: Story = {
  args: { value: ['new'], disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Stages' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Scores given by the recruitment team to the candidate after the interviews',
    value: ['new', 'phone', 'interview', 'hired'],
  },
};

export const PolishText: Story = {
  args: {
    label: 'Etapy',
    allLabel: 'Wszystkie etapy',
    options: [
      { value: 'new', label: 'Nowy' },
      { value: 'hired', label: 'Zatrudniony' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Etapy' })).toHaveTextContent(
      'Wszystkie etapy',
    );
  },
};

/** Every state at once: the visual-regression fixture. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="large">
      <MultiSelect label="Empty" value={[]} options={stages} onChange={() => {}} />
      <MultiSelect
        label="All"
        value={[]}
        options={stages}
        allLabel="All stages"
        onChange={() => {}}
      />
      <MultiSelect label="Chosen" value={['new', 'hired']} options={stages} onChange={() => {}} />
      <MultiSelect
        label="Invalid"
        value={[]}
        options={stages}
        error="This field is required"
        onChange={() => {}}
      />
      <MultiSelect label="Disabled" value={['new']} options={stages} disabled onChange={() => {}} />
    </Box>
  ),
};
