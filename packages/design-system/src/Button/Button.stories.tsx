import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from './Button.tsx';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Save', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Critical: Story = { args: { variant: 'critical', children: 'Delete' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Show more' } };

export const Loading: Story = {
  args: { loading: true, children: 'Saving' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const AsLink: Story = {
  args: { href: '/recruitments/new', children: 'Add new' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Add new' });
    await expect(link).toHaveAttribute('href', '/recruitments/new');
  },
};

export const LongText: Story = {
  args: { children: 'Save the questionnaire and activate it for every open recruitment' },
};

export const PolishText: Story = {
  args: { children: 'Zapisz i aktywuj' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Zapisz i aktywuj' }),
    ).toBeVisible();
  },
};

/** Every variant, size and state at once: the visual-regression fixture. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="medium">
      {(['primary', 'secondary', 'critical', 'ghost'] as const).map((variant) => (
        <Box key={variant} display="flex" gap="small" alignItems="center">
          {(['small', 'medium', 'large'] as const).map((size) => (
            <Button key={size} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
          <Button variant={variant} loading>
            Loading
          </Button>
          <Button variant={variant} disabled>
            Disabled
          </Button>
        </Box>
      ))}
    </Box>
  ),
};
