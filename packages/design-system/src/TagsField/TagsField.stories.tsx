import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { ShowDevError } from '../private/ShowDevError.tsx';
import { TagsField, type TagsFieldProps } from './TagsField.tsx';

const keywords = [
  'TypeScript',
  'JavaScript',
  'React',
  'Node.js',
  'PostgreSQL',
  'GraphQL',
  'Kubernetes',
  'Continuous integration and delivery',
];

/**
 * Keeps the values in state and searches the keywords above as an app would: a debounce
 * (here 50 ms), a loading state, then the matches.
 */
function SuggestingTagsField(props: TagsFieldProps) {
  const [value, setValue] = useState(props.value);
  const [suggestions, setSuggestions] = useState(props.suggestions);
  const [loading, setLoading] = useState(props.loading ?? false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  return (
    <TagsField
      {...props}
      value={value}
      suggestions={suggestions}
      loading={loading}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
      onInputChange={(text) => {
        props.onInputChange?.(text);
        clearTimeout(timer.current);
        const wanted = text.trim().toLowerCase();
        setLoading(wanted !== '');
        timer.current = setTimeout(() => {
          setSuggestions(
            wanted === '' ? [] : keywords.filter((word) => word.toLowerCase().includes(wanted)),
          );
          setLoading(false);
        }, 50);
      }}
    />
  );
}

const meta = {
  title: 'Forms/TagsField',
  component: TagsField,
  args: {
    label: 'Keywords',
    value: [],
    suggestions: [],
    onChange: fn(),
    onInputChange: fn(),
    onBlur: fn(),
  },
  render: (args) => <SuggestingTagsField {...args} />,
} satisfies Meta<typeof TagsField>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Enter adds the typed text as it is, even when suggestions are shown. */
export const TypedText: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Keywords' });
    await userEvent.type(input, 'Type');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('Type');
    await page(canvasElement).findByRole('option', { name: 'TypeScript' });
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Type']);
    await expect(input).toHaveValue('');
    await expect(canvas.getByRole('list', { name: 'Keywords' })).toHaveTextContent('Type');
    await expect(canvas.getByRole('status')).toHaveTextContent('Type added');
  },
};

/** Arrow keys and Enter, or a click, add a suggestion. */
export const ChooseSuggestion: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Keywords' });
    await userEvent.type(input, 'script');
    await page(canvasElement).findByRole('option', { name: 'TypeScript' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['TypeScript']);
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'script');
    // Values already chosen are not offered again.
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'JavaScript' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['TypeScript', 'JavaScript']);
    await expect(page(canvasElement).queryByRole('option', { name: 'TypeScript' })).toBeNull();
  },
};

/** A value already chosen, in any letter case, is not added twice. */
export const DuplicatesIgnored: Story = {
  args: { value: ['React'] },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Keywords' });
    await userEvent.type(input, ' react {Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('');
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** Backspace in the empty input removes the last value; remove buttons remove theirs. */
export const Removing: Story = {
  args: { value: ['React', 'Node.js', 'GraphQL'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Keywords' });
    await userEvent.click(input);
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['React', 'Node.js']);
    await expect(canvas.getByRole('status')).toHaveTextContent('GraphQL removed');
    await expect(input).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove React' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Node.js']);
    // The focus goes on to the next value's button, not to the page.
    await expect(canvas.getByRole('button', { name: 'Remove Node.js' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** At `maxItems` the input turns read-only and the counter shows; removing one frees it again. */
export const MaxItems: Story = {
  args: { value: ['React', 'Node.js'], maxItems: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Keywords' });
    await expect(input).toHaveAccessibleDescription('2/3');
    await userEvent.type(input, 'Docker{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['React', 'Node.js', 'Docker']);
    await expect(input).toHaveAttribute('readonly');
    await expect(canvas.getByText('3/3')).toBeVisible();
    await userEvent.type(input, 'Go{Enter}');
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Backspace}');
    await expect(input).not.toHaveAttribute('readonly');
  },
};

/** The input stops at `maxLength`; longer suggestions are left out. */
export const MaxLength: Story = {
  args: { maxLength: 12 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Keywords' });
    await expect(input).toHaveAttribute('maxlength', '12');
    await userEvent.type(input, 'Continuous delivery');
    await expect(input).toHaveValue('Continuous d');
    await waitFor(() => expect(args.onInputChange).toHaveBeenLastCalledWith('Continuous d'));
    await expect(page(canvasElement).queryByRole('option')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Continuous d']);
  },
};

export const Loading: Story = {
  args: { loading: true },
  render: (args) => <TagsField {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Keywords' }), 'k');
    await expect(await page(canvasElement).findByText('Loading…')).toBeVisible();
    await expect(page(canvasElement).getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'This field is required', description: 'Press Enter to add.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Keywords' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('Press Enter to add. This field is required');
  },
};

export const Disabled: Story = {
  args: { value: ['React', 'Node.js'], disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Keywords' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove React' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Keywords that candidates search for on job boards, in the language of the offer',
    value: [
      'Continuous integration and delivery',
      'Distributedsystemsengineeringwithoutanybreaksinthiswordatall',
      'React',
    ],
  },
};

export const PolishText: Story = {
  args: {
    label: 'Słowa kluczowe',
    value: ['Księgowość'],
    removeLabel: (value: string) => `Usuń ${value}`,
    addedAnnouncement: (value: string) => `Dodano ${value}`,
    removedAnnouncement: (value: string) => `Usunięto ${value}`,
    loadingText: 'Ładowanie…',
    placeholder: 'Wpisz i naciśnij Enter',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Usuń Księgowość' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Usunięto Księgowość');
  },
};

export const InvalidMaxItemsFails: Story = {
  tags: ['!autodocs'],
  render: () => (
    <ShowDevError>
      <TagsField label="Keywords" value={[]} suggestions={[]} maxItems={0} onChange={() => {}} />
    </ShowDevError>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'maxItems must be a positive integer',
    );
  },
};

/** Every closed state at once: the visual-regression fixture. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="large">
      <TagsField
        label="Empty"
        value={[]}
        suggestions={[]}
        onChange={() => {}}
        placeholder="Type and press Enter"
      />
      <TagsField
        label="Chosen"
        value={['TypeScript', 'React', 'Node.js']}
        suggestions={[]}
        onChange={() => {}}
        description="Description"
      />
      <TagsField
        label="Full"
        value={['TypeScript', 'React']}
        suggestions={[]}
        maxItems={2}
        onChange={() => {}}
      />
      <TagsField
        label="Invalid"
        value={[]}
        suggestions={[]}
        required
        error="This field is required"
        onChange={() => {}}
      />
      <TagsField label="Disabled" value={['React']} suggestions={[]} disabled onChange={() => {}} />
    </Box>
  ),
};
