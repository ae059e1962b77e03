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

const timeZones = [
  { value: 'Pacific/Honolulu', label: '(UTC-10:00) Pacific/Honolulu' },
  { value: 'America/New_York', label: '(UTC-05:00) America/New_York' },
  { value: 'Europe/London', label: '(UTC+00:00) Europe/London' },
  { value: 'Europe/Warsaw', label: '(UTC+01:00) Europe/Warsaw' },
  { value: 'Asia/Tokyo', label: '(UTC+09:00) Asia/Tokyo' },
];

/** Options whose label holds every typed word, underscores read as spaces. */
function searchZones(text: string) {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return timeZones.filter((zone) =>
    words.every((word) => zone.label.toLowerCase().replace(/_/g, ' ').includes(word)),
  );
}

/** A long list with a search box: typing narrows it, arrows and Enter choose a match. */
export const Searchable: Story = {
  args: {
    label: 'Time zone',
    value: 'Europe/Warsaw',
    options: timeZones,
    search: searchZones,
    searchLabel: 'Search time zones',
    searchPlaceholder: 'City or zone',
  },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Time zone' });
    await userEvent.click(select);
    const page = within(canvasElement.ownerDocument.body);
    const search = await page.findByRole('combobox', { name: 'Search time zones' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('new york');
    await waitFor(() => expect(page.getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('America/New_York');
    await expect(select).toHaveTextContent('America/New_York');
    // Opened again, the search starts empty; a text matching nothing says so.
    await userEvent.click(select);
    const again = await page.findByRole('combobox', { name: 'Search time zones' });
    await expect(again).toHaveValue('');
    await userEvent.type(again, 'atlantis');
    await expect(await page.findByText('No results')).toBeVisible();
    await userEvent.keyboard('{Escape}');
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
