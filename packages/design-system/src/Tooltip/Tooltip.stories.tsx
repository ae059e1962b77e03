import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { DeleteIcon } from '../icons/icons.tsx';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Display/Tooltip',
  component: Tooltip,
  args: {
    content: 'Stages of this type cannot be deleted',
    children: <Button variant="secondary">Delete stage</Button>,
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Top: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Delete stage' }));
    const tip = await body.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Stages of this type cannot be deleted');
    await userEvent.unhover(within(canvasElement).getByRole('button'));
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const Bottom: Story = { args: { placement: 'bottom' } };

export const OnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(await body.findByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const OnIconButton: Story = {
  args: {
    content: 'Delete',
    children: <IconButton label="Delete" icon={<DeleteIcon />} tone="critical" />,
  },
};

export const PolishText: Story = {
  args: { content: 'Etapów tego typu nie można usunąć', children: <Button>Usuń etap</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Usuń etap' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('tooltip'),
    ).toHaveTextContent('Etapów tego typu nie można usunąć');
  },
};

export const LongText: Story = {
  args: {
    content:
      'Stages of type Rejected application, New and Hired belong to every recruitment; they cannot be edited, deleted or moved.',
    defaultOpen: true,
  },
};

/** Both placements, open. */
export const Gallery: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <Box display="flex" gap="xxlarge" paddingY="xxlarge" paddingX="xxlarge">
      <Tooltip content="Placed on top" placement="top" defaultOpen>
        <Button variant="secondary">Top</Button>
      </Tooltip>
      <Tooltip content="Placed below" placement="bottom" defaultOpen>
        <Button variant="secondary">Bottom</Button>
      </Tooltip>
    </Box>
  ),
};
