import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { DeleteIcon, EditIcon, MoreIcon, PlusIcon } from '../icons/icons.tsx';
import { ShowDevError } from '../private/ShowDevError.tsx';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Edit stage', icon: <EditIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit stage' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Critical: Story = {
  args: { label: 'Delete stage', icon: <DeleteIcon />, tone: 'critical' },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Edit stage' });
    await expect(button).toBeDisabled();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { label: 'Add new questionnaire', icon: <PlusIcon />, href: '/questionnaires/new' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Add new questionnaire' }),
    ).toHaveAttribute('href', '/questionnaires/new');
  },
};

export const PolishLabel: Story = {
  args: { label: 'Edytuj etap' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Edytuj etap' })).toBeVisible();
  },
};

export const EmptyLabelFails: Story = {
  tags: ['!autodocs'],
  render: () => (
    <ShowDevError>
      <IconButton label=" " icon={<EditIcon />} />
    </ShowDevError>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('non-empty label');
  },
};

/** Tones, sizes, bordered and disabled. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="small">
      {(['neutral', 'primary', 'critical'] as const).map((tone) => (
        <Box key={tone} display="flex" gap="small" alignItems="center">
          <IconButton label={`${tone} medium`} icon={<EditIcon />} tone={tone} />
          <IconButton label={`${tone} small`} icon={<DeleteIcon />} tone={tone} size="small" />
          <IconButton label={`${tone} bordered`} icon={<MoreIcon />} tone={tone} bordered />
          <IconButton label={`${tone} disabled`} icon={<PlusIcon />} tone={tone} disabled />
        </Box>
      ))}
    </Box>
  ),
};
