import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { ShowDevError } from '../private/ShowDevError.tsx';
import { Text } from '../Text/Text.tsx';
import { type StageType, StageTypeBadge } from './StageTypeBadge.tsx';

const stageTypes: { stageType: StageType; label: string }[] = [
  { stageType: 'RejectedApplication', label: 'Rejected application' },
  { stageType: 'RejectedCustom', label: 'Rejected (custom)' },
  { stageType: 'New', label: 'New' },
  { stageType: 'Custom', label: 'Custom' },
  { stageType: 'Hired', label: 'Hired' },
];

const meta = {
  title: 'Display/StageTypeBadge',
  component: StageTypeBadge,
  args: { stageType: 'New', label: 'New' },
} satisfies Meta<typeof StageTypeBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('img', { name: 'New' });
    await userEvent.hover(badge);
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('tooltip'),
    ).toHaveTextContent('New');
  },
};

export const RejectedApplication: Story = {
  args: { stageType: 'RejectedApplication', label: 'Rejected application' },
};
export const RejectedCustom: Story = {
  args: { stageType: 'RejectedCustom', label: 'Rejected (custom)' },
};
export const Custom: Story = { args: { stageType: 'Custom', label: 'Custom' } };
export const Hired: Story = { args: { stageType: 'Hired', label: 'Hired' } };

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('img', { name: 'New' })).toHaveFocus();
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('tooltip'),
    ).toBeVisible();
  },
};

export const PolishLabel: Story = {
  args: { stageType: 'Hired', label: 'Zatrudniony' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Zatrudniony' })).toBeVisible();
  },
};

export const UnknownTypeFails: Story = {
  tags: ['!autodocs'],
  render: () => (
    <ShowDevError>
      <StageTypeBadge stageType={'Interview' as StageType} label="Interview" />
    </ShowDevError>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('unknown stage type');
  },
};

/** Every stage type with its name. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="small">
      {stageTypes.map(({ stageType, label }) => (
        <Box key={stageType} display="flex" alignItems="center" gap="small">
          <StageTypeBadge stageType={stageType} label={label} />
          <Text as="span">{stageType}</Text>
        </Box>
      ))}
    </Box>
  ),
};
