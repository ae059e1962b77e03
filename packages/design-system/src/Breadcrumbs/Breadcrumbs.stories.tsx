import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { expectNoHorizontalOverflow, longUnbrokenWord } from '../private/storyLayout.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Recruitments', href: '/recruitments' },
      { label: 'Senior developer', href: '/recruitments/42' },
      { label: 'Candidates' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByRole('link', { name: 'Recruitments' })).toHaveAttribute(
      'href',
      '/recruitments',
    );
    await expect(within(nav).getByText('Candidates')).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const TwoLevels: Story = {
  args: {
    items: [{ label: 'Questionnaires', href: '/questionnaires' }, { label: 'New questionnaire' }],
  },
};

export const PolishText: Story = {
  args: {
    label: 'Ścieżka nawigacji',
    items: [
      { label: 'Rekrutacje', href: '/recruitments' },
      { label: 'Starszy programista', href: '/recruitments/42' },
      { label: 'Edycja' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('navigation', { name: 'Ścieżka nawigacji' }),
    ).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    items: [
      { label: 'Recruitments', href: '/recruitments' },
      {
        label:
          'Senior Full-Stack Developer (TypeScript, React, PostgreSQL) — Warsaw or remote within the EU',
        href: '/recruitments/42',
      },
      { label: 'Candidates' },
    ],
  },
};

/** A step named with one long word (a questionnaire's name) wraps inside the trail. */
export const LongUnbrokenWord: Story = {
  args: {
    items: [
      { label: 'Questionnaires', href: '/questionnaires' },
      { label: longUnbrokenWord, href: '/questionnaires/42' },
      { label: 'Edit' },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByRole('link', { name: longUnbrokenWord })).toBeVisible();
    await expectNoHorizontalOverflow(nav);
  },
};

/** Two and three levels. */
export const Gallery: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="medium">
      <Breadcrumbs
        items={[
          { label: 'Questionnaires', href: '/questionnaires' },
          { label: 'New questionnaire' },
        ]}
        label="Short"
      />
      <Breadcrumbs {...args} label="Long" />
    </Box>
  ),
};
