import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import {
  BanIcon,
  CheckIcon,
  DocumentIcon,
  PencilSquareIcon,
  PlusCircleIcon,
  StarIcon,
} from '../icons/icons.tsx';
import { ShowDevError } from '../private/ShowDevError.tsx';
import { type Tone, tones } from '../private/tones.ts';
import { Text } from '../Text/Text.tsx';
import { IconBadge } from './IconBadge.tsx';

const meta = {
  title: 'Display/IconBadge',
  component: IconBadge,
  args: { tone: 'info', icon: PlusCircleIcon, label: 'New' },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof IconBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hover: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('img', { name: 'New' });
    await userEvent.hover(badge);
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('tooltip'),
    ).toHaveTextContent('New');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('img', { name: 'New' })).toHaveFocus();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('New');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const Critical: Story = { args: { tone: 'critical', icon: BanIcon, label: 'Rejected' } };
export const Caution: Story = {
  args: { tone: 'caution', icon: PencilSquareIcon, label: 'Custom' },
};
export const Promote: Story = { args: { tone: 'promote', icon: CheckIcon, label: 'Hired' } };

export const PolishLabel: Story = {
  args: { tone: 'promote', icon: CheckIcon, label: 'Zatrudniony' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Zatrudniony' })).toBeVisible();
  },
};

export const UnknownToneFails: Story = {
  tags: ['!autodocs'],
  render: () => (
    <ShowDevError>
      <IconBadge tone={'danger' as Tone} icon={DocumentIcon} label="Rejected application" />
    </ShowDevError>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('unknown tone');
  },
};

export const EmptyLabelFails: Story = {
  tags: ['!autodocs'],
  render: () => (
    <ShowDevError>
      <IconBadge tone="info" icon={StarIcon} label=" " />
    </ShowDevError>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('label is required');
  },
};

const galleryIcons = [PlusCircleIcon, BanIcon, PencilSquareIcon, CheckIcon, DocumentIcon, StarIcon];

/** Every tone, each with another icon. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="small">
      {tones.map((tone, index) => (
        <Box key={tone} display="flex" alignItems="center" gap="small">
          <IconBadge tone={tone} icon={galleryIcons[index] ?? StarIcon} label={tone} />
          <Text as="span">{tone}</Text>
        </Box>
      ))}
    </Box>
  ),
};
