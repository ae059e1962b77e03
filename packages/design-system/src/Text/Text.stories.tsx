import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Text } from './Text.tsx';

const meta = {
  title: 'Typography/Text',
  component: Text,
  args: { children: 'Questionnaires are the application forms candidates fill in.' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/application forms/)).toBeVisible();
  },
};

export const Muted: Story = { args: { tone: 'muted', size: 'small' } };

export const PolishText: Story = {
  args: { children: 'Zażółć gęślą jaźń — kwestionariusze to formularze aplikacyjne.' },
};

/** Sizes, weights and tones. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="xsmall">
      {(['xsmall', 'small', 'medium', 'large'] as const).map((size) => (
        <Text key={size} size={size}>{`Size ${size}`}</Text>
      ))}
      {(['regular', 'medium', 'bold'] as const).map((weight) => (
        <Text key={weight} weight={weight}>{`Weight ${weight}`}</Text>
      ))}
      {(['default', 'muted', 'danger', 'success'] as const).map((tone) => (
        <Text key={tone} tone={tone}>{`Tone ${tone}`}</Text>
      ))}
    </Box>
  ),
};
