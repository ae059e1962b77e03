import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DeleteIcon, EditIcon, PlusIcon } from '../icons/icons.tsx';
import { Menu } from './Menu.tsx';

const meta = {
  title: 'Actions/Menu',
  component: Menu,
  args: {
    label: 'Actions for Senior developer',
    items: [
      { id: 'edit', label: 'Edit', icon: <EditIcon />, onSelect: fn() },
      { id: 'delete', label: 'Delete', icon: <DeleteIcon />, tone: 'critical', onSelect: fn() },
    ],
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Senior developer' }));
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    await expect(args.items[0]?.onSelect).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.items[1]?.onSelect).toHaveBeenCalledOnce();
  },
};

export const DisabledItem: Story = {
  args: {
    items: [
      { id: 'edit', label: 'Edit', onSelect: fn() },
      { id: 'delete', label: 'Delete', tone: 'critical', disabled: true, onSelect: fn() },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button'));
    const deleteItem = await body.findByRole('menuitem', { name: 'Delete' });
    await expect(deleteItem).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(deleteItem);
    await expect(args.items[1]?.onSelect).not.toHaveBeenCalled();
  },
};

export const PolishText: Story = {
  args: {
    label: 'Akcje dla: Starszy programista',
    items: [
      { id: 'call', label: 'Zadzwoń', onSelect: fn() },
      { id: 'meeting', label: 'Zaplanuj spotkanie', onSelect: fn() },
      { id: 'note', label: 'Dodaj notatkę', onSelect: fn() },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Akcje dla: Starszy programista' }),
    );
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('menuitem', {
        name: 'Zaplanuj spotkanie',
      }),
    ).toBeVisible();
  },
};

/** A labelled dropdown button, as "Add new" on the recruitment stages settings. */
export const DropdownButton: Story = {
  args: {
    label: 'Add new',
    variant: 'button',
    icon: <PlusIcon />,
    placement: 'bottom-start',
    items: [
      { id: 'custom', label: 'Custom', onSelect: fn() },
      { id: 'rejectedCustom', label: 'Rejected custom', onSelect: fn() },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Add new' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(button);
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Rejected custom' }));
    await expect(args.items[1]?.onSelect).toHaveBeenCalledOnce();
  },
};

/** A disabled menu button, e.g. while the list is being saved. */
export const DisabledButton: Story = {
  args: { ...DropdownButton.args, disabled: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add new' });
    await expect(button).toBeDisabled();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        id: 'long',
        label: 'Download the merged application form and resume as one PDF',
        onSelect: fn(),
      },
      { id: 'short', label: 'Edit', onSelect: fn() },
    ],
  },
};

/** The open menu, with a normal, a critical and a disabled item. */
export const Gallery: Story = {
  args: {
    items: [
      { id: 'edit', label: 'Edit', icon: <EditIcon />, onSelect: fn() },
      { id: 'archive', label: 'Archive', disabled: true, onSelect: fn() },
      { id: 'delete', label: 'Delete', icon: <DeleteIcon />, tone: 'critical', onSelect: fn() },
    ],
  },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ height: '10rem', paddingLeft: '8rem' }}>
      <Menu {...args} placement="bottom-start" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await within(canvasElement.ownerDocument.body).findByRole('menu');
  },
};
