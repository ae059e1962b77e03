import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { expectNoHorizontalOverflow, longUnbrokenWord } from '../private/storyLayout.ts';
import { Heading } from './Heading.tsx';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { level: 1, children: 'Recruitments' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageTitle: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Recruitments' }),
    ).toBeVisible();
  },
};

export const PolishText: Story = { args: { children: 'Rekrutacje i kandydaci' } };

export const LongText: Story = {
  args: {
    level: 2,
    children:
      'Senior Full-Stack Developer (TypeScript, React, PostgreSQL) — Warsaw or remote within the EU',
  },
};

/** A heading of one long word (a questionnaire's name) wraps within its width. */
export const LongUnbrokenWord: Story = {
  args: { level: 1, children: longUnbrokenWord },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(longUnbrokenWord);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** Every level. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="small">
      {([1, 2, 3, 4] as const).map((level) => (
        <Heading key={level} level={level}>{`Heading level ${level}`}</Heading>
      ))}
    </Box>
  ),
};
