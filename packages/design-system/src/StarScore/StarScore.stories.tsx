import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { ShowDevError } from '../private/ShowDevError.tsx';
import { Text } from '../Text/Text.tsx';
import { StarScore } from './StarScore.tsx';

const meta = {
  title: 'Display/StarScore',
  component: StarScore,
  args: { average: 3.67, reviewCount: 3 },
} satisfies Meta<typeof StarScore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 3.67 rounded to 1 significant digit.
    await expect(canvas.getByRole('img', { name: 'Average score 4 of 5' })).toBeVisible();
    await expect(canvas.getByText('3 reviews')).toBeVisible();
  },
};

export const NoScoreYet: Story = {
  args: { average: 0, reviewCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'No score yet' })).toBeVisible();
  },
};

export const ReviewsOpenList: Story = {
  args: { average: 2.5, reviewCount: 1, onReviewsClick: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Average score 3 of 5' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '1 review' }));
    await expect((args as { onReviewsClick: () => void }).onReviewsClick).toHaveBeenCalledOnce();
  },
};

export const PolishText: Story = {
  args: {
    average: 4.2,
    reviewCount: 5,
    formatScoreLabel: (score) => `Średnia ocena ${score} na 5`,
    formatReviews: (count) => `${count} ocen`,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Średnia ocena 4 na 5' }),
    ).toBeVisible();
  },
};

/** The interactive form keeps its value in the screen's state. */
function Interactive({
  initial,
  onChange,
}: {
  initial: number;
  onChange: (score: number) => void;
}) {
  const [score, setScore] = useState(initial);
  return (
    <StarScore
      value={score}
      label="Your score"
      onChange={(next) => {
        setScore(next);
        onChange(next);
      }}
    />
  );
}

export const InteractiveEmpty: Story = {
  render: () => <Interactive initial={0} onChange={fn()} />,
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Your score' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(5);
    for (const radio of radios) await expect(radio).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(within(group).getByRole('radio', { name: '4 stars' }));
    await expect(within(group).getByRole('radio', { name: '4 stars' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const InteractiveKeyboard: Story = {
  render: () => <Interactive initial={3} onChange={fn()} />,
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Your score' });
    await userEvent.tab();
    await expect(within(group).getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(group).getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await expect(within(group).getByRole('radio', { name: '4 stars' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(within(group).getByRole('radio', { name: '2 stars' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const InteractivePolish: Story = {
  render: () => (
    <StarScore
      value={2}
      label="Twoja ocena"
      formatStarLabel={(n) => `${n} gwiazdki`}
      onChange={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radiogroup', { name: 'Twoja ocena' }),
    ).toBeVisible();
  },
};

export const ScoreOutOfRangeFails: Story = {
  tags: ['!autodocs'],
  render: () => (
    <ShowDevError>
      <StarScore value={7} onChange={fn()} />
    </ShowDevError>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'between 0 and 5, got 7',
    );
  },
};

/** Read-only averages (rounded) and the interactive form from 0 to 5. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="small">
      {[0, 1, 2.5, 3.67, 4.2, 5].map((average) => (
        <Box key={average} display="flex" gap="medium" alignItems="center">
          <Text as="span" size="small">{`average ${average}`}</Text>
          <StarScore average={average} reviewCount={average === 0 ? 0 : 3} />
        </Box>
      ))}
      {[0, 3, 5].map((value) => (
        <StarScore key={value} value={value} label={`Score ${value}`} onChange={() => {}} />
      ))}
    </Box>
  ),
};
