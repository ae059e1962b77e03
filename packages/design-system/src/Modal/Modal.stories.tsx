import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { expectNoHorizontalOverflow, longUnbrokenWord } from '../private/storyLayout.ts';
import { atViewport } from '../private/storyViewports.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Text } from '../Text/Text.tsx';
import { Modal, type ModalProps } from './Modal.tsx';

/** A button that opens the modal, as screens use it. */
function ModalDemo(props: Omit<ModalProps, 'open' | 'onClose'> & { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose?.();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: ModalDemo,
  args: {
    title: 'Add new - Custom',
    children: <Text>Stage name fields go here.</Text>,
    onClose: fn(),
  },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog');
}

export const Default: Story = {
  args: {
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save</Button>
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Add new - Custom');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Open' })).toHaveFocus(),
    );
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

export const Small: Story = { args: { size: 'small', title: 'Change stage' } };

export const Large: Story = {
  args: {
    size: 'large',
    title: 'Resume: Anna Kowalska',
    children: <Text>The PDF viewer fills this area.</Text>,
  },
  play: async ({ canvasElement }) => {
    await expect(await open(canvasElement)).toHaveAccessibleName('Resume: Anna Kowalska');
  },
};

export const Loading: Story = {
  args: { title: 'Application form', children: <Spinner label="Loading the application form" /> },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(
      within(dialog).getByRole('status', { name: 'Loading the application form' }),
    ).toBeInTheDocument();
  },
};

export const ErrorContent: Story = {
  name: 'Error',
  args: {
    title: 'Application form',
    children: <Text tone="danger">An unexpected error has occured. Please try again later.</Text>,
  },
};

export const PolishText: Story = {
  args: {
    title: 'Dodaj nowy - Niestandardowy',
    closeLabel: 'Zamknij',
    description: 'Podaj nazwę etapu.',
    footer: (
      <>
        <Button variant="secondary">Anuluj</Button>
        <Button>Zapisz</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Dodaj nowy - Niestandardowy');
    await expect(dialog).toHaveAccessibleDescription('Podaj nazwę etapu.');
    await expect(within(dialog).getByRole('button', { name: 'Zamknij' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title:
      'Are you sure you want to delete position Senior Full-Stack Developer (TypeScript, React, PostgreSQL)?',
    children: (
      <Text>
        {'Selecting this position won’t be possible in future recruitment processes. '.repeat(30)}
      </Text>
    ),
  },
};

/** A title and a body of one long word each wrap inside the dialog; nothing scrolls sideways. */
export const LongUnbrokenWord: Story = {
  args: {
    size: 'small',
    title: `Edit ${longUnbrokenWord}`,
    children: <Text>{`Stage ${longUnbrokenWord} is used by 3 recruitments.`}</Text>,
    footer: <Button>Save</Button>,
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(longUnbrokenWord);
    await expectNoHorizontalOverflow(dialog);
  },
};

const longBody = (
  <Text>
    {'Selecting this position won’t be possible in future recruitment processes. '.repeat(40)}
  </Text>
);
const saveFooter = (
  <>
    <Button variant="secondary">Cancel</Button>
    <Button>Save</Button>
  </>
);

/** On a phone the dialog fills the screen; its body scrolls and the footer stays in reach. */
export const PhoneFullScreen: Story = {
  globals: atViewport('phone'),
  args: { title: 'Add new - Custom', children: longBody, footer: saveFooter },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const view = canvasElement.ownerDocument.defaultView;
    if (!view) throw new Error('no window');
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      expect([box.left, box.top, box.width, box.height]).toEqual([
        0,
        0,
        view.innerWidth,
        view.innerHeight,
      ]);
    });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(view.innerHeight);
    const body = within(dialog).getByText(/Selecting this position/).parentElement;
    if (!body) throw new Error('no body');
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expectNoHorizontalOverflow(dialog);
  },
};

/** From the tablet width on, the centred card of its size, as before. */
export const TabletCard: Story = {
  globals: atViewport('tablet'),
  args: { title: 'Add new - Custom', footer: saveFooter },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const view = canvasElement.ownerDocument.defaultView;
    if (!view) throw new Error('no window');
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBeLessThan(view.innerWidth));
    await expect(dialog.getBoundingClientRect().top).toBeGreaterThan(0);
  },
};

/** A desktop window: the centred card. */
export const DesktopCard: Story = {
  globals: atViewport('desktop'),
  args: { title: 'Add new - Custom', children: longBody, footer: saveFooter },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(640));
  },
};

/** The open dialog with a footer, in the medium size. */
export const Gallery: Story = {
  args: {
    description: 'The name is shown in every language until translated.',
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save</Button>
      </>
    ),
  },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ height: '20rem' }}>
      <Modal {...args} open onClose={() => {}} />
    </div>
  ),
};
