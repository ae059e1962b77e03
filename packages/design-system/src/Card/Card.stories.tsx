import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { expectNoHorizontalOverflow, longUnbrokenWord } from '../private/storyLayout.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Text } from '../Text/Text.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { children: <Text>Candidates 12 · Applicants 15</Text> },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AsSection: Story = {
  args: {
    as: 'section',
    'aria-labelledby': 'position-details',
    children: (
      <Box display="flex" flexDirection="column" gap="small">
        <Heading level={2} visualLevel={3} id="position-details">
          Position details
        </Heading>
        <Text>Senior developer, Warsaw</Text>
      </Box>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Position details' }),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { children: <Spinner label="Loading the dashboard" /> } };

export const PolishText: Story = { args: { children: <Text>Kandydaci 12 · Aplikujący 15</Text> } };

export const LongText: Story = {
  args: {
    children: (
      <Text>
        {'Responsibilities include designing, building and maintaining the recruitment platform. '.repeat(
          8,
        )}
      </Text>
    ),
  },
};

/**
 * A long unbroken word (a pasted URL, a name without spaces) wraps inside a card that is a
 * flex item of a narrow row, by the theme's global `overflow-wrap: anywhere`: the card
 * shrinks to the row instead of taking the word's width.
 */
export const LongUnbrokenWord: Story = {
  args: { children: <Text>{longUnbrokenWord}</Text> },
  render: (args) => (
    <div data-testid="narrow-row" style={{ display: 'flex', width: 280 }}>
      <Card {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('narrow-row');
    const word = within(row).getByText(longUnbrokenWord);
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    await expect(word.scrollWidth).toBeLessThanOrEqual(word.clientWidth);
    // It wrapped onto several lines rather than being cut off.
    await expect(word.getBoundingClientRect().height).toBeGreaterThan(
      3 * Number.parseFloat(getComputedStyle(word).lineHeight),
    );
    await expectNoHorizontalOverflow(row);
  },
};

/** Every padding. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" gap="medium" alignItems="flex-start">
      {(['none', 'small', 'medium', 'large', 'xlarge'] as const).map((padding) => (
        <Card key={padding} padding={padding}>
          <Text size="small">{padding}</Text>
        </Card>
      ))}
    </Box>
  ),
};
