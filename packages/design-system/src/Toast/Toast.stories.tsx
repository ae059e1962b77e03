import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { expectNoHorizontalOverflow, longUnbrokenWord } from '../private/storyLayout.ts';
import { atViewport } from '../private/storyViewports.ts';
import { type ToastContent, Toaster, toast } from './Toast.tsx';

interface DemoProps {
  kind: 'success' | 'error' | 'info';
  content: ToastContent;
  closeLabel?: string;
}

/** A button that shows one toast, with the Toaster the app renders once. */
function ToastDemo({ kind, content, closeLabel }: DemoProps) {
  return (
    <>
      <Toaster closeLabel={closeLabel} />
      <Button onClick={() => toast[kind](content)}>Show toast</Button>
    </>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  args: {
    kind: 'success',
    content: { title: 'Questionnaire saved', message: 'It is now available for recruitments.' },
  },
  // Toasts live in a module-level queue; close them so that the next story starts empty.
  beforeEach: () => () => {
    toast.dismiss();
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

async function showToast(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
  return within(canvasElement.ownerDocument.body);
}

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const page = await showToast(canvasElement);
    await waitFor(() => expect(page.getByText('Questionnaire saved')).toBeVisible());
    await expect(page.getByText('It is now available for recruitments.')).toBeInTheDocument();
    await expect(page.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  },
};

export const ErrorToast: Story = {
  name: 'Error',
  args: {
    kind: 'error',
    content: {
      title: 'Questionnaire could not be deleted.',
      message: 'An unexpected error has occured. Please try again later.',
    },
  },
  play: async ({ canvasElement }) => {
    const page = await showToast(canvasElement);
    await waitFor(() =>
      expect(page.getByText('Questionnaire could not be deleted.')).toBeVisible(),
    );
  },
};

export const Info: Story = {
  args: {
    kind: 'info',
    content: { title: 'Link copied', message: 'https://ats.example.com/offers/42' },
  },
  play: async ({ canvasElement }) => {
    const page = await showToast(canvasElement);
    await waitFor(() => expect(page.getByText('Link copied')).toBeVisible());
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const page = await showToast(canvasElement);
    const title = await page.findByText('Questionnaire saved');
    await userEvent.click(page.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(title).not.toBeInTheDocument());
  },
};

export const PolishText: Story = {
  args: {
    kind: 'success',
    closeLabel: 'Zamknij powiadomienie',
    content: { title: 'Kwestionariusz zapisany', message: 'Jest teraz dostępny w rekrutacjach.' },
  },
  play: async ({ canvasElement }) => {
    const page = await showToast(canvasElement);
    await waitFor(() => expect(page.getByText('Kwestionariusz zapisany')).toBeVisible());
    await expect(page.getByRole('button', { name: 'Zamknij powiadomienie' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    kind: 'error',
    content: {
      title: 'Questionnaire could not be saved. Please make sure the form is filled correctly.',
      message:
        'Your request could not be processed. Please make sure the submitted data is correct. Every required question needs a text, and choice questions need at least one option.',
    },
  },
  play: async ({ canvasElement }) => {
    const page = await showToast(canvasElement);
    await waitFor(() => expect(page.getByText(/could not be saved/)).toBeVisible());
  },
};

/** A name of one long word wraps inside the toast (Sonner sets overflow-wrap: anywhere). */
export const LongUnbrokenWord: Story = {
  args: {
    kind: 'success',
    content: {
      title: 'Recruitment stage has been deleted.',
      message: `Stage ${longUnbrokenWord} is gone.`,
    },
  },
  play: async ({ canvasElement }) => {
    const page = await showToast(canvasElement);
    const message = await page.findByText(new RegExp(longUnbrokenWord));
    await waitFor(() => expect(message).toBeVisible());
    // The text column, inside the toast (Sonner's close button sits on the corner on purpose).
    const textColumn = message.closest('[data-content]');
    const toastElement = message.closest('[data-sonner-toast]');
    if (!textColumn || !toastElement) throw new Error('not a Sonner toast');
    await expectNoHorizontalOverflow(textColumn, toastElement);
  },
};

const headerHeight = 72;

/** An app's sticky header: `offsetTop` keeps the toasts below it, clear of its controls. */
export const BelowHeader: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <>
      <Box
        as="header"
        display="flex"
        alignItems="center"
        justifyContent="flex-end"
        paddingX="large"
        background="surface"
        style={{ position: 'fixed', insetInline: 0, top: 0, height: headerHeight }}
      >
        <Button variant="secondary" size="small">
          Log out
        </Button>
      </Box>
      <Box style={{ paddingTop: headerHeight + 16 }}>
        <Toaster offsetTop={headerHeight} />
        <Button onClick={() => toast.success({ title: 'Questionnaire saved' })}>Show toast</Button>
      </Box>
    </>
  ),
  play: async ({ canvasElement }) => {
    const page = await showToast(canvasElement);
    const title = await page.findByText('Questionnaire saved');
    const toastElement = title.closest('[data-sonner-toast]');
    await waitFor(() => expect(toastElement).toHaveAttribute('data-mounted', 'true'));
    const logOut = page.getByRole('button', { name: 'Log out' });
    // Toasts slide in: wait until the toast has come to rest.
    await waitFor(() => {
      const top = toastElement?.getBoundingClientRect().top ?? 0;
      expect(top).toBeGreaterThanOrEqual(headerHeight);
    });
    await expect(toastElement?.getBoundingClientRect().top ?? 0).toBeGreaterThanOrEqual(
      logOut.getBoundingClientRect().bottom,
    );
  },
};

/** A page with the toaster, a toast button and a dialog whose Save keeps it open. */
function DialogWithToasts() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Toaster />
      <Button onClick={() => toast.success({ title: 'Stage saved' })}>Show toast</Button>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Edit recruitment stage"
        size="large"
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                // Raised just before the dialog closes: it goes on in the page's toaster.
                toast.success({ title: 'Stage saved and closed' });
                setOpen(false);
              }}
            >
              Save and close
            </Button>
            <Button onClick={() => toast.success({ title: 'Stage saved' })}>Save</Button>
          </>
        }
      >
        <Box style={{ height: '60rem' }}>Stage name fields go here.</Box>
      </Modal>
    </>
  );
}

type Rect = { left: number; right: number; top: number; bottom: number };
const intersects = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** What is drawn at the centre of an element: inside it when nothing covers it. */
function topmostAtCentre(element: Element): Element | null {
  const box = element.getBoundingClientRect();
  return element.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
}

/** The dialog's own close button. */
function dialogClose(dialog: HTMLElement): HTMLElement {
  return within(dialog).getByRole('button', { name: 'Close' });
}

async function toastInsideOpenDialog(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
  const page = within(canvasElement.ownerDocument.body);
  const dialog = await page.findByRole('dialog', { name: 'Edit recruitment stage' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  // Shown inside the dialog, below its header: the close button stays clear and on top.
  const shown = await within(dialog).findByText('Stage saved');
  const close = dialogClose(dialog);
  await expect(intersects(shown.getBoundingClientRect(), close.getBoundingClientRect())).toBe(
    false,
  );
  await expect(close.contains(topmostAtCentre(close))).toBe(true);
  await expect(page.queryByText('Stage saved', { selector: '[data-sonner-toast] *' })).toBeNull();
  // Its own dismiss button, named apart from the dialog's Close (which stays the only one).
  await expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(1);
  const dismiss = within(dialog).getByRole('button', { name: 'Dismiss notification' });
  await expect(shown.closest('li')?.contains(dismiss)).toBe(true);
  // Reached with the keyboard: Tab from the dialog's Close, then Enter closes the toast only.
  close.focus();
  await userEvent.tab();
  await expect(dismiss).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(shown).not.toBeInTheDocument());
  await expect(dialog).toBeInTheDocument();
  await expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true);
  // And with the pointer.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  const again = await within(dialog).findByText('Stage saved');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss notification' }));
  await waitFor(() => expect(again).not.toBeInTheDocument());

  // Raised as the dialog closes: it goes on in the page's toaster.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save and close' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  await waitFor(() => expect(page.getByText('Stage saved and closed')).toBeVisible());
}

/** A toast raised while a dialog is open shows inside it, clear of its header (phone). */
export const InsideOpenDialogPhone: Story = {
  globals: atViewport('phone'),
  parameters: { layout: 'fullscreen' },
  render: () => <DialogWithToasts />,
  play: ({ canvasElement }) => toastInsideOpenDialog(canvasElement),
};

/** A toast raised while a dialog is open shows inside it, clear of its header (desktop). */
export const InsideOpenDialogDesktop: Story = {
  globals: atViewport('desktop'),
  parameters: { layout: 'fullscreen' },
  render: () => <DialogWithToasts />,
  play: ({ canvasElement }) => toastInsideOpenDialog(canvasElement),
};

/** A toast already shown when a dialog opens stays below the dialog's layer: it covers nothing. */
export const UnderDialogOpenedLater: Story = {
  globals: atViewport('phone'),
  parameters: { layout: 'fullscreen' },
  render: () => <DialogWithToasts />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByText('Stage saved')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await page.findByRole('dialog', { name: 'Edit recruitment stage' });
    const close = dialogClose(dialog);
    await waitFor(() => expect(close.contains(topmostAtCentre(close))).toBe(true));
  },
};

/** Success, error and info toasts stacked at the top right. */
export const Gallery: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Box style={{ height: '18rem' }}>
      <Toaster />
      <Button
        onClick={() => {
          toast.info({ title: 'Link copied', message: 'https://ats.example.com/offers/42' });
          toast.error({ title: 'Stage could not be changed.', message: 'Please try again later.' });
          toast.success({ title: 'Recruitment saved' });
        }}
      >
        Show toasts
      </Button>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toasts' }));
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByText('Recruitment saved')).toBeVisible());
  },
};
