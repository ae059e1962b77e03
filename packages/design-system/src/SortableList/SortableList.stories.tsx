import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShowDevError } from '../private/ShowDevError.tsx';
import { expectNoHorizontalOverflow, longUnbrokenWord } from '../private/storyLayout.ts';
import { SortableList, type SortableListProps } from './SortableList.tsx';

interface Stage {
  id: string;
  name: string;
  group: string;
  disabled?: boolean;
}

const stages: Stage[] = [
  { id: 'new', name: 'New', group: 'new', disabled: true },
  { id: 'phone', name: 'Phone screening', group: 'custom' },
  { id: 'interview', name: 'Interview', group: 'custom' },
  { id: 'offer', name: 'Offer', group: 'custom' },
  { id: 'hired', name: 'Hired', group: 'hired', disabled: true },
  { id: 'not-a-fit', name: 'Not a fit', group: 'rejectedCustom' },
  { id: 'withdrew', name: 'Withdrew', group: 'rejectedCustom' },
  { id: 'rejected', name: 'Rejected', group: 'rejectedApplication', disabled: true },
];

/** Applies each move to its own copy of the items, as the app does optimistically. */
function ReorderableList(props: SortableListProps<Stage>) {
  const [items, setItems] = useState(props.items);
  return (
    <SortableList
      {...props}
      items={items}
      onMove={(itemId, toIndex) => {
        props.onMove(itemId, toIndex);
        setItems((current) => moveItem(current, itemId, toIndex));
      }}
    />
  );
}

/** The list after moving an item to `toIndex`, as SortableList's `onMove` describes it. */
function moveItem(items: readonly Stage[], itemId: string, toIndex: number): Stage[] {
  const moved = items.find((item) => item.id === itemId);
  if (!moved) return [...items];
  const rest = items.filter((item) => item.id !== itemId);
  return [...rest.slice(0, toIndex), moved, ...rest.slice(toIndex)];
}

const meta = {
  title: 'Data/SortableList',
  component: SortableList<Stage>,
  args: {
    label: 'Recruitment stages',
    items: stages,
    renderItem: (item: Stage) => item.name,
    getItemLabel: (item: Stage) => item.name,
    onMove: fn(),
  },
  render: (args) => <ReorderableList {...args} />,
} satisfies Meta<typeof SortableList<Stage>>;

export default meta;
type Story = StoryObj<typeof meta>;

function names(canvasElement: HTMLElement): string[] {
  const list = within(canvasElement).getByRole('list', { name: 'Recruitment stages' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

export const KeyboardMoves: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move down: Phone screening' }));
    await expect(args.onMove).toHaveBeenLastCalledWith('phone', 2);
    await expect(names(canvasElement).slice(1, 4)).toEqual([
      'Interview',
      'Phone screening',
      'Offer',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Phone screening moved to position 2 of 3',
    );
    // Focus follows the moved item, so the user can keep pressing.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Move down: Phone screening' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenLastCalledWith('phone', 3);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Phone screening moved to position 3 of 3',
    );
    // At the end of its group it cannot go further down: focus moves to "Move up".
    await expect(canvas.getByRole('button', { name: 'Move down: Phone screening' })).toBeDisabled();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Move up: Phone screening' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenLastCalledWith('phone', 2);
    await expect(names(canvasElement).slice(1, 4)).toEqual([
      'Interview',
      'Phone screening',
      'Offer',
    ]);
  },
};

export const GroupBoundaries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Items move only within their own group.
    await expect(canvas.getByRole('button', { name: 'Move up: Phone screening' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move down: Offer' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move up: Not a fit' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move down: Withdrew' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move down: Not a fit' })).toBeEnabled();
  },
};

export const DisabledRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const fixed of ['New', 'Hired', 'Rejected']) {
      await expect(canvas.queryByRole('button', { name: `Move up: ${fixed}` })).toBeNull();
      await expect(canvas.queryByRole('button', { name: `Move down: ${fixed}` })).toBeNull();
    }
    const newRow = canvas.getByText('New').closest('li');
    await expect(newRow?.querySelector('[data-drag-handle]')).toBeNull();
  },
};

/** Fires the native drag events the HTML5 backend listens to, as a mouse drag would. */
async function drag(source: Element, target: Element) {
  const dataTransfer = new DataTransfer();
  fireEvent.dragStart(source, { dataTransfer });
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
  fireEvent.dragEnd(source, { dataTransfer });
}

function handleOf(canvasElement: HTMLElement, name: string): Element {
  const row = within(canvasElement).getByText(name).closest('li');
  const handle = row?.querySelector('[data-drag-handle]');
  if (!handle) throw new Error(`No drag handle for ${name}`);
  return handle;
}

export const DragAndDrop: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const offerRow = canvas.getByText('Offer').closest('li') as HTMLElement;
    await drag(handleOf(canvasElement, 'Phone screening'), offerRow);
    await waitFor(() => expect(args.onMove).toHaveBeenLastCalledWith('phone', 3));
    await expect(names(canvasElement).slice(1, 4)).toEqual([
      'Interview',
      'Offer',
      'Phone screening',
    ]);
    // A drop into another group is refused.
    const withdrewRow = canvas.getByText('Withdrew').closest('li') as HTMLElement;
    await drag(handleOf(canvasElement, 'Interview'), withdrewRow);
    await expect(args.onMove).toHaveBeenCalledOnce();
  },
};

export const WholeListDisabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** Saves each move for a moment, as the app does, with the list busy meanwhile. */
function SavingList(props: SortableListProps<Stage>) {
  const [items, setItems] = useState(props.items);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <SortableList
        {...props}
        items={items}
        busy={busy || props.busy}
        onMove={(itemId, toIndex) => {
          props.onMove(itemId, toIndex);
          setItems((current) => moveItem(current, itemId, toIndex));
          setBusy(true);
        }}
      />
      <button type="button" onClick={() => setBusy(false)} disabled={!busy}>
        Finish saving
      </button>
    </>
  );
}

/**
 * While busy (the list is saved) nothing moves, but the move buttons stay, disabled and
 * focusable, so a keyboard move keeps its focus until the next one is possible.
 */
export const Busy: Story = {
  render: (args) => <SavingList {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const moveDown = () => canvas.getByRole('button', { name: 'Move down: Phone screening' });
    await userEvent.click(moveDown());
    await expect(args.onMove).toHaveBeenCalledOnce();
    await waitFor(() => expect(moveDown()).toHaveFocus());
    await expect(moveDown()).toHaveAttribute('aria-disabled', 'true');
    await expect(moveDown()).not.toBeDisabled();
    // A press while busy does nothing.
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenCalledOnce();
    await expect(names(canvasElement).slice(1, 4)).toEqual([
      'Interview',
      'Phone screening',
      'Offer',
    ]);

    await userEvent.click(canvas.getByRole('button', { name: 'Finish saving' }));
    await expect(moveDown()).not.toHaveAttribute('aria-disabled');
    await userEvent.click(moveDown());
    await expect(args.onMove).toHaveBeenLastCalledWith('phone', 3);
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        id: 'a',
        name: 'Technical interview with the team lead and two senior engineers from the platform team',
        group: 'custom',
      },
      { id: 'b', name: 'Offer', group: 'custom' },
      { id: 'c', name: longUnbrokenWord, group: 'custom' },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Recruitment stages' });
    await expect(within(list).getByText(longUnbrokenWord)).toBeVisible();
    // The row's buttons stay in the row, next to the wrapped name.
    await expect(
      within(list).getByRole('button', { name: `Move up: ${longUnbrokenWord}` }),
    ).toBeVisible();
    await expectNoHorizontalOverflow(list);
  },
};

export const PolishText: Story = {
  args: {
    label: 'Etapy rekrutacji',
    items: [
      { id: 'new', name: 'Nowy', group: 'new', disabled: true },
      { id: 'a', name: 'Rozmowa telefoniczna', group: 'custom' },
      { id: 'b', name: 'Spotkanie z zespołem', group: 'custom' },
    ],
    moveUpLabel: (item: string) => `Przesuń w górę: ${item}`,
    moveDownLabel: (item: string) => `Przesuń w dół: ${item}`,
    dragHandleLabel: (item: string) => `Przeciągnij, aby zmienić kolejność: ${item}`,
    movedAnnouncement: (item: string, position: number, count: number) =>
      `${item}: pozycja ${position} z ${count}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Przesuń w dół: Rozmowa telefoniczna' }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Rozmowa telefoniczna: pozycja 2 z 2',
    );
  },
};

export const SplitGroupFails: Story = {
  tags: ['!autodocs'],
  render: () => (
    <ShowDevError>
      <SortableList
        label="Broken"
        items={[
          { id: 'a', name: 'A', group: 'custom' },
          { id: 'b', name: 'B', group: 'hired' },
          { id: 'c', name: 'C', group: 'custom' },
        ]}
        renderItem={(item) => item.name}
        getItemLabel={(item) => item.name}
        onMove={() => {}}
      />
    </ShowDevError>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'the items of group "custom" must be next to each other',
    );
  },
};

/** Groups, fixed rows and move buttons at group edges: the visual-regression fixture. */
export const Gallery: Story = {
  render: () => (
    <SortableList
      label="Gallery"
      items={stages}
      renderItem={(item) => item.name}
      getItemLabel={(item) => item.name}
      onMove={() => {}}
    />
  ),
};
