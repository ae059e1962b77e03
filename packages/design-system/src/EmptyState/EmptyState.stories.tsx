import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { SearchIcon, UsersIcon } from '../icons/icons.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No questionnaires yet',
    description: 'Questionnaires are the application forms candidates fill in.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  args: { action: <Button href="/questionnaires/new">Add new questionnaire</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No questionnaires yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add new questionnaire' })).toBeVisible();
  },
};

export const NoSearchResults: Story = {
  args: {
    icon: <SearchIcon size="large" />,
    title: 'No results',
    description: 'No candidate matches “Kowalsky”. Check the spelling or search by e-mail.',
  },
};

export const TitleOnly: Story = { args: { description: undefined, title: 'No activities' } };

export const PolishText: Story = {
  args: {
    icon: <UsersIcon size="large" />,
    title: 'Brak kandydatów',
    description: 'Nikt jeszcze nie złożył aplikacji w tej rekrutacji.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Brak kandydatów' }),
    ).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: 'There are no recruitments matching the status and the search text you have chosen',
    description:
      'Try the All status filter, clear the search box, or create a new recruitment; drafts appear here as soon as they are saved, even before they have a position or a deadline.',
  },
};

/** With and without description and action. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" gap="large">
      <EmptyState
        title="No questionnaires yet"
        description="Questionnaires are the application forms candidates fill in."
        action={<Button>Add new questionnaire</Button>}
      />
      <EmptyState icon={<SearchIcon size="large" />} title="No results" />
    </Box>
  ),
};
