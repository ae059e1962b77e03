import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { MenuIcon } from '../icons/icons.tsx';
import { atViewport } from '../private/storyViewports.ts';
import { Text } from '../Text/Text.tsx';
import { Drawer, type DrawerProps } from './Drawer.tsx';

const entries = ['Dashboard', 'Recruitments', 'Applicants', 'Questionnaires'];

/** A Menu button that opens the drawer with a navigation menu, as the app's shell uses it. */
function DrawerDemo(
  props: Omit<DrawerProps, 'open' | 'onClose' | 'children'> & { onClose?: () => void },
) {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('Dashboard');
  const close = () => {
    setOpen(false);
    props.onClose?.();
  };
  return (
    <>
      <Button variant="secondary" icon={<MenuIcon />} onClick={() => setOpen(true)}>
        Menu
      </Button>
      <Text>Current page: {current}</Text>
      <Drawer {...props} open={open} onClose={close}>
        <nav aria-label="Main menu">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {entries.map((entry) => (
              <li key={entry}>
                <a
                  href={`#${entry.toLowerCase()}`}
                  aria-current={entry === current ? 'page' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    setCurrent(entry);
                    close();
                  }}
                >
                  {entry}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Drawer>
    </>
  );
}

const meta = {
  title: 'Overlays/Drawer',
  component: DrawerDemo,
  args: { title: 'Menu', onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DrawerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDrawer(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
}

/** On a phone: the drawer covers most of the width, from the start edge, the full height. */
export const Phone: Story = {
  globals: atViewport('phone'),
  play: async ({ canvasElement, args }) => {
    const drawer = await openDrawer(canvasElement);
    const view = canvasElement.ownerDocument.defaultView;
    if (!view) throw new Error('no window');
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBe(0));
    await expect(drawer.getBoundingClientRect().height).toBe(view.innerHeight);
    await expect(drawer.getBoundingClientRect().width).toBeLessThan(view.innerWidth);
    // Focus is inside, and stays there.
    await waitFor(() =>
      expect(drawer).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Choosing an entry closes it.
    await userEvent.click(within(drawer).getByRole('link', { name: 'Applicants' }));
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(within(canvasElement).getByText('Current page: Applicants')).toBeVisible();
  },
};

/** On a tablet: Escape closes it, and focus returns to the Menu button. */
export const Tablet: Story = {
  globals: atViewport('tablet'),
  play: async ({ canvasElement, args }) => {
    const drawer = await openDrawer(canvasElement);
    await waitFor(() =>
      expect(drawer).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Menu' })).toHaveFocus(),
    );
  },
};

/** On a desktop window (where the app keeps its menu beside the screen): the close button closes it. */
export const Desktop: Story = {
  globals: atViewport('desktop'),
  play: async ({ canvasElement, args }) => {
    const drawer = await openDrawer(canvasElement);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
  },
};

/** Polish labels. */
export const PolishText: Story = {
  globals: atViewport('phone'),
  args: { title: 'Menu główne', closeLabel: 'Zamknij menu' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Menu główne',
    });
    await expect(within(drawer).getByRole('button', { name: 'Zamknij menu' })).toBeVisible();
  },
};

/** The open drawer with a menu and a footer (the visual-regression fixture). */
export const Gallery: Story = {
  render: (args) => (
    <div style={{ height: '30rem' }}>
      <Drawer
        title={args.title}
        open
        onClose={() => {}}
        footer={<Button variant="secondary">Log out</Button>}
      >
        <nav aria-label="Main menu">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {entries.map((entry) => (
              <li key={entry}>
                <a href={`#${entry.toLowerCase()}`}>{entry}</a>
              </li>
            ))}
          </ul>
        </nav>
      </Drawer>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Menu',
    });
    await expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};
