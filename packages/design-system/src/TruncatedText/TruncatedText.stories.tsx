import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { TruncatedText } from './TruncatedText.tsx';

const longEmail = 'aleksandra.wisniewska-kowalczyk.recruitment.department@subsidiary.example.com';
/** A 600-character name. */
const longName = `Aleksandra ${'Wiśniewska-Kowalczyk '.repeat(30)}`.slice(0, 600);

const meta = {
  title: 'Display/TruncatedText',
  component: TruncatedText,
  args: { children: longEmail },
  render: (args) => (
    <Box style={{ width: '16rem' }}>
      <TruncatedText {...args} />
    </Box>
  ),
} satisfies Meta<typeof TruncatedText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One line, cut with an ellipsis; the whole address is its tooltip and its text. */
export const LongEmail: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(longEmail);
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(256);
    await expect(text.getBoundingClientRect().height).toBeLessThan(30);
    await waitFor(() => expect(text).toHaveAttribute('title', longEmail));
  },
};

/** A text that fits is shown whole, with no tooltip repeating it. */
export const ShortText: Story = {
  args: { children: 'anna@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('anna@example.com')).not.toHaveAttribute('title');
  },
};

/** A 600-character name over two lines at most, not nine. */
export const TwoLines: Story = {
  args: { children: longName, lines: 2 },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(longName);
    const lineHeight = Number.parseFloat(getComputedStyle(text).lineHeight);
    await expect(text.getBoundingClientRect().height).toBeLessThanOrEqual(2 * lineHeight + 1);
    await waitFor(() => expect(text).toHaveAttribute('title', longName));
  },
};

/** Polish text, cut the same way. */
export const PolishText: Story = {
  args: { children: 'Specjalista ds. marketingu – zespół Obsługa klienta, Kraków i Warszawa' },
};

/** One, two and three lines of the same long text: the visual-regression fixture. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="medium" style={{ width: '16rem' }}>
      <TruncatedText>{longName}</TruncatedText>
      <TruncatedText lines={2}>{longName}</TruncatedText>
      <TruncatedText lines={3}>{longName}</TruncatedText>
    </Box>
  ),
};
