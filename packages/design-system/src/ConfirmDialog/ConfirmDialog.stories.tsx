import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectNoHorizontalOverflow, longUnbrokenWord } from '../private/storyLayout.ts';
import { atViewport } from '../private/storyViewports.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Delete position',
    message:
      "Are you sure you want to delete position Tester? Selecting this position won't be possible in future recruitment processes. After deleting, the position will be still visible in existing recruitment processes.",
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ height: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function dialogOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
    name: 'Delete position',
  });
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const PrimaryTone: Story = {
  args: { tone: 'primary', title: 'Delete position', confirmLabel: 'Close recruitment' },
};

export const PolishText: Story = {
  args: {
    title: 'Delete position',
    message: 'Czy na pewno chcesz usunąć stanowisko Tester?',
    confirmLabel: 'Usuń',
    cancelLabel: 'Anuluj',
    closeLabel: 'Zamknij',
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Usuń' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Anuluj' })).toBeVisible();
  },
};

/** A name of one long word (a stage named with 250 letters) wraps inside the dialog. */
export const LongUnbrokenWord: Story = {
  args: {
    title: 'Delete recruitment stage',
    message: `Are you sure you want to delete stage ${longUnbrokenWord}?`,
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Delete recruitment stage',
    });
    await expect(within(dialog).getByText(new RegExp(longUnbrokenWord))).toBeVisible();
    await expectNoHorizontalOverflow(dialog);
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

/** On a phone the confirmation fills the screen, its buttons in reach at the bottom. */
export const PhoneFullScreen: Story = {
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const view = canvasElement.ownerDocument.defaultView;
    if (!view) throw new Error('no window');
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      expect([box.width, box.height]).toEqual([view.innerWidth, view.innerHeight]);
    });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await expect(confirm.getBoundingClientRect().bottom).toBeLessThanOrEqual(view.innerHeight);
  },
};

/** From the tablet width on, a small centred card. */
export const TabletCard: Story = {
  globals: atViewport('tablet'),
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const view = canvasElement.ownerDocument.defaultView;
    if (!view) throw new Error('no window');
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBeLessThan(view.innerWidth));
  },
};

/** The open confirmation, destructive tone. */
export const Gallery: Story = {};
