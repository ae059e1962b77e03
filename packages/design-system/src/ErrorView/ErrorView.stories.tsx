import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { ErrorView } from './ErrorView.tsx';

const meta = {
  title: 'Feedback/ErrorView',
  component: ErrorView,
  args: {
    code: 404,
    title: 'Not found',
    subtitle: 'This page does not exist.',
    description: 'Requested resource does not exist.',
  },
} satisfies Meta<typeof ErrorView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: { action: <Button href="/">Back to the dashboard</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const LoadError: Story = {
  args: {
    code: undefined,
    title: 'Something went wrong',
    subtitle: 'unable to fetch data from api',
    description: 'An unexpected error has occured. Please try again later.',
    headingLevel: 2,
    action: <Button onClick={fn()}>Try again</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Something went wrong' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
  },
};

export const TitleOnly: Story = {
  args: { code: undefined, subtitle: undefined, description: undefined, title: 'Error' },
};

export const PolishText: Story = {
  args: {
    code: 403,
    title: 'Brak dostępu',
    subtitle: 'Nie masz uprawnień do tej strony.',
    description: 'Twoje konto nie ma wystarczających uprawnień do wykonania tego żądania.',
    action: <Button href="/">Wróć do pulpitu</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Brak dostępu' }),
    ).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    code: 500,
    title: 'An unexpected error has occured while the server was processing your request',
    description:
      'An unexpected error has occured. Please try again later. If the problem persists, tell your administrator what you were doing when it happened, and the time it happened, so that the logs can be searched.',
  },
};

/** A page-level error with a code and a screen-level error with an icon. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" gap="large">
      <ErrorView
        code={401}
        title="Unauthorized"
        subtitle="Please sign in."
        description="You must sign-in first before submitting your request."
        action={<Button href="/">Back to the dashboard</Button>}
      />
      <ErrorView
        headingLevel={2}
        title="Something went wrong"
        subtitle="unable to fetch data from api"
        action={<Button variant="secondary">Try again</Button>}
      />
    </Box>
  ),
};
