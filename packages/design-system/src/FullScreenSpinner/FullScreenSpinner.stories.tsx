import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FullScreenSpinner } from './FullScreenSpinner.tsx';

const meta = {
  title: 'Feedback/FullScreenSpinner',
  component: FullScreenSpinner,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ height: '16rem' }}>{Story()}</div>],
} satisfies Meta<typeof FullScreenSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CheckingSession: Story = {
  args: { label: 'Checking your session' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Checking your session' }),
    ).toBeInTheDocument();
  },
};

export const SigningOut: Story = { args: { label: 'Signing out' } };

export const PolishLabel: Story = {
  args: { label: 'Wylogowywanie' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Wylogowywanie' }),
    ).toBeInTheDocument();
  },
};

/** The overlay with its large spinner. */
export const Gallery: Story = {};
