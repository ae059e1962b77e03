import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Autocomplete, type AutocompleteOption, type AutocompleteProps } from './Autocomplete.tsx';

const positions: AutocompleteOption[] = [
  { value: 'p1', label: 'Backend developer' },
  { value: 'p2', label: 'Frontend developer' },
  { value: 'p3', label: 'Data engineer' },
  { value: 'p4', label: 'Designer' },
];

/** Searches the positions above as a server would, after the debounce, with a short delay. */
function SearchingAutocomplete(props: AutocompleteProps) {
  const [value, setValue] = useState(props.value);
  const [options, setOptions] = useState(props.options);
  const [loading, setLoading] = useState(props.loading ?? false);
  return (
    <Autocomplete
      {...props}
      value={value}
      options={options}
      loading={loading}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
      onSearch={(text) => {
        props.onSearch?.(text);
        setLoading(true);
        setTimeout(() => {
          const wanted = text.trim().toLowerCase();
          setOptions(positions.filter((option) => option.label.toLowerCase().includes(wanted)));
          setLoading(false);
        }, 50);
      }}
    />
  );
}

const meta = {
  title: 'Forms/Autocomplete',
  component: Autocomplete,
  args: {
    label: 'Position',
    value: '',
    options: [],
    onChange: fn(),
    onSearch: fn(),
    onSelect: fn(),
    onBlur: fn(),
  },
  render: (args) => <SearchingAutocomplete {...args} />,
} satisfies Meta<typeof Autocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DebouncedSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Position' });
    await userEvent.type(input, 'dev');
    await expect(args.onChange).toHaveBeenLastCalledWith('dev');
    // One search for the whole word, 300 ms after the last key, not one per key.
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('dev'));
    await expect(args.onSearch).toHaveBeenCalledOnce();
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('option', { name: 'Frontend developer' }));
    await expect(args.onSelect).toHaveBeenCalledWith({ value: 'p2', label: 'Frontend developer' });
    await expect(input).toHaveValue('Frontend developer');
    await expect(args.onSearch).toHaveBeenCalledOnce();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Position' });
    await userEvent.type(input, 'e');
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('option', { name: 'Data engineer' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(input).toHaveValue(
      (args.onSelect as ReturnType<typeof fn>).mock.calls[0]?.[0].label,
    );
  },
};

export const Loading: Story = {
  args: { value: 'Back', loading: true, onSearch: undefined },
  render: (args) => <Autocomplete {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Position' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Loading…')).toBeVisible();
    await expect(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
  },
};

export const CreateNew: Story = {
  args: { onCreate: fn() },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Position' });
    await userEvent.type(input, 'Recruiter');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('Recruiter'));
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('option', { name: 'Create new: Recruiter' }));
    await expect(args.onCreate).toHaveBeenCalledWith('Recruiter');
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Position' });
    await userEvent.type(input, 'xyz');
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('No results')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'This field is required', description: 'Type to search.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Position' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Type to search. This field is required');
  },
};

export const Disabled: Story = {
  args: { value: 'Designer', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Position' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Position the recruitment hires for, as shown to candidates on the public job offer',
    value: 'Senior backend developer for the payments and invoicing platform team',
  },
};

export const PolishText: Story = {
  args: {
    label: 'Stanowisko',
    onCreate: fn(),
    createLabel: (text: string) => `Utwórz nowe: ${text}`,
    emptyText: 'Brak wyników',
    loadingText: 'Ładowanie…',
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(
      within(canvasElement).getByRole('combobox', { name: 'Stanowisko' }),
      'Księgowa',
    );
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('option', { name: 'Utwórz nowe: Księgowa' })).toBeVisible();
  },
};

/** Every closed state at once: the visual-regression fixture. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="large">
      <Autocomplete label="Empty" value="" options={[]} onChange={() => {}} placeholder="Search" />
      <Autocomplete
        label="Filled"
        value="Designer"
        options={[]}
        onChange={() => {}}
        description="Description"
      />
      <Autocomplete
        label="Invalid"
        value=""
        options={[]}
        required
        error="This field is required"
        onChange={() => {}}
      />
      <Autocomplete label="Disabled" value="Designer" options={[]} disabled onChange={() => {}} />
    </Box>
  ),
};
