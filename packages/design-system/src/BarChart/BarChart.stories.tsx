import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import type { ChartDatum } from '../private/chart/chartData.ts';
import { drawing, playResponsiveWidth, ResizingChart } from '../private/chart/chartStories.tsx';
import { candidatesByStage } from '../private/chart/chartStoryData.ts';
import { ShowDevError } from '../private/ShowDevError.tsx';
import { playChartFitsFrame, WidthFrame } from '../private/storyWidths.tsx';
import { BarChart } from './BarChart.tsx';

const meta = {
  title: 'Data/BarChart',
  component: BarChart,
  args: { label: 'Candidates by stage', data: candidatesByStage },
  decorators: [
    (Story) => (
      <Box style={{ maxWidth: '40rem' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CandidatesByStage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure', { name: 'Candidates by stage' });
    // The drawing is hidden from assistive technology; the table carries the numbers.
    await expect(drawing(canvasElement)).toHaveAttribute('aria-hidden', 'true');
    const table = within(figure).getByRole('table', { name: 'Candidates by stage' });
    await expect(within(table).getByRole('columnheader', { name: 'Category' })).toBeInTheDocument();
    await expect(within(table).getByRole('columnheader', { name: 'Count' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      'New12',
      'Phone screening7',
      'Technical interview with team4',
      'Offer1',
      'Hired1',
      'Rejected9',
    ]);
    await expect(within(table).getByRole('rowheader', { name: 'Phone screening' })).toBeVisible();
  },
};

export const BarsAreAtMost32PixelsThick: Story = {
  args: { data: candidatesByStage.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const bars = [...drawing(canvasElement).querySelectorAll('rect')];
    await expect(bars).toHaveLength(2);
    for (const bar of bars) await expect(Number(bar.getAttribute('width'))).toBe(32);
  },
};

export const LongLabelsWrap: Story = {
  play: async ({ canvasElement }) => {
    const texts = [...drawing(canvasElement).querySelectorAll('text')].filter(
      (text) => text.querySelector('tspan') !== null,
    );
    const lines = (label: string) =>
      [
        ...(texts
          .find((text) => text.textContent?.replace(/\s/g, '') === label.replace(/\s/g, ''))
          ?.querySelectorAll('tspan') ?? []),
      ].map((tspan) => tspan.textContent);
    // Longer than 12 characters: wrapped at spaces into lines of at most 12.
    await expect(lines('Technical interview with team')).toEqual([
      'Technical',
      'interview',
      'with team',
    ]);
    await expect(lines('Phone screening')).toEqual(['Phone', 'screening']);
    await expect(lines('New')).toEqual(['New']);
  },
};

export const IntegerTicks: Story = {
  args: {
    data: [
      { id: 'a', label: 'New', value: 3, tone: 'info' },
      { id: 'b', label: 'Hired', value: 1, tone: 'promote' },
    ],
  },
  play: async ({ canvasElement }) => {
    const axis = [...drawing(canvasElement).querySelectorAll('text[text-anchor="end"]')].map(
      (text) => text.textContent,
    );
    // Small counts never get ticks such as 0.5.
    await expect(axis).toEqual(['0', '1', '2', '3']);
  },
};

export const Empty: Story = {
  args: {
    data: candidatesByStage.map((datum) => ({ ...datum, value: 0 })),
    emptyLabel: 'No candidates yet',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No candidates yet')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

export const NoData: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data to show')).toBeVisible();
  },
};

/** The container narrows: the chart redraws at the new width, and its height stays. */
export const ResponsiveWidth: Story = {
  render: () => (
    <ResizingChart>
      <BarChart label="Candidates by stage" data={candidatesByStage} />
    </ResizingChart>
  ),
  play: playResponsiveWidth,
};

export const PolishText: Story = {
  args: {
    label: 'Kandydaci według etapu',
    categoryHeader: 'Etap',
    valueHeader: 'Liczba',
    emptyLabel: 'Brak danych',
    data: [
      { id: 'new', label: 'Nowy', value: 5, tone: 'info' },
      { id: 'phone', label: 'Rozmowa telefoniczna', value: 3, tone: 'caution' },
      { id: 'hired', label: 'Zatrudniony', value: 1, tone: 'promote' },
    ],
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Kandydaci według etapu' });
    await expect(within(table).getByRole('columnheader', { name: 'Etap' })).toBeInTheDocument();
  },
};

export const NegativeValueFails: Story = {
  tags: ['!autodocs'],
  render: () => (
    <ShowDevError>
      <BarChart
        label="Broken"
        data={[{ id: 'a', label: 'New', value: -1, tone: 'info' } satisfies ChartDatum]}
      />
    </ShowDevError>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('0 or more');
  },
};

/** Stages with long names, few bars, one large count, and the empty state. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="large" style={{ width: '36rem' }}>
      <BarChart label="Candidates by stage" data={candidatesByStage} />
      <BarChart
        label="Few bars"
        height={160}
        data={[
          { id: 'a', label: 'New', value: 140, tone: 'info' },
          { id: 'b', label: 'Hired', value: 3, tone: 'positive' },
        ]}
      />
      <BarChart label="Nothing yet" data={[]} height={120} />
    </Box>
  ),
};

/** In a phone window (390 px): the chart takes the width it has, its labels inside it. */
export const AtPhoneWidth: Story = {
  render: (args) => (
    <WidthFrame width="phone">
      <BarChart {...args} />
    </WidthFrame>
  ),
  play: playChartFitsFrame,
};

/** In a tablet window (768 px). */
export const AtTabletWidth: Story = {
  render: (args) => (
    <WidthFrame width="tablet">
      <BarChart {...args} />
    </WidthFrame>
  ),
  play: playChartFitsFrame,
};

/** In a desktop window (1440 px). */
export const AtDesktopWidth: Story = {
  render: (args) => (
    <WidthFrame width="desktop">
      <BarChart {...args} />
    </WidthFrame>
  ),
  play: playChartFitsFrame,
};

/** Polish stage names on a phone: long words, written aslant, none cut at the left edge. */
export const PolishAtPhoneWidth: Story = {
  args: {
    label: 'Kandydaci według etapu',
    data: [
      { id: 'new', label: 'Nowy', value: 12, tone: 'info' },
      { id: 'phone', label: 'Rozmowa telefoniczna', value: 7, tone: 'caution' },
      { id: 'interview', label: 'Rozmowa kwalifikacyjna', value: 4, tone: 'caution' },
      { id: 'task', label: 'Zadanie rekrutacyjne', value: 2, tone: 'caution' },
      { id: 'offer', label: 'Oferta', value: 1, tone: 'caution' },
      { id: 'hired', label: 'Zatrudniony', value: 1, tone: 'promote' },
      { id: 'rejected', label: 'Odrzucony przez nas', value: 9, tone: 'critical' },
      { id: 'withdrew', label: 'Kandydat zrezygnował', value: 3, tone: 'critical' },
    ],
  },
  render: (args) => (
    <WidthFrame width="phone">
      <BarChart {...args} />
    </WidthFrame>
  ),
  play: playChartFitsFrame,
};
