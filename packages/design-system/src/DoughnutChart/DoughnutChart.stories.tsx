import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { applicationsBySource, candidatesByStage } from '../private/chart/chartStoryData.ts';
import { ShowDevError } from '../private/ShowDevError.tsx';
import { playChartFitsFrame, WidthFrame } from '../private/storyWidths.tsx';
import { DoughnutChart } from './DoughnutChart.tsx';

const meta = {
  title: 'Data/DoughnutChart',
  component: DoughnutChart,
  args: { label: 'Applications by source', data: applicationsBySource },
} satisfies Meta<typeof DoughnutChart>;

export default meta;
type Story = StoryObj<typeof meta>;

function legendRows(canvasElement: HTMLElement): string[] {
  const table = within(canvasElement).getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');
}

export const ApplicationsBySource: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure', { name: 'Applications by source' });
    await expect(figure.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // The legend is the table alternative: in the order given (here sorted by count), then the total.
    const table = within(figure).getByRole('table', { name: 'Applications by source' });
    await expect(legendRows(canvasElement)).toEqual([
      'pracuj.pl18',
      'Direct links11',
      'justjoin.it6',
      'linkedin.com3',
      'company-blog.example1',
      'Total39',
    ]);
    await expect(within(table).getByRole('rowheader', { name: 'Direct links' })).toBeVisible();
    // The centre shows the total.
    await expect(figure.querySelector('svg')).toHaveTextContent('39Total');
    // One slice per source with applications.
    await expect(figure.querySelectorAll('svg path')).toHaveLength(5);
  },
};

export const KeepsTheGivenOrder: Story = {
  args: { label: 'Candidates by stage', data: candidatesByStage },
  play: async ({ canvasElement }) => {
    // A chart by stage follows stage order, not counts: the chart never reorders.
    await expect(legendRows(canvasElement).slice(0, 3)).toEqual([
      'New12',
      'Phone screening7',
      'Technical interview with team4',
    ]);
  },
};

export const ZeroSlicesStayInTheLegend: Story = {
  args: {
    data: [
      { id: 'direct', label: 'Direct links', value: 4, tone: 'info' },
      { id: 'board', label: 'pracuj.pl', value: 0, colour: 'violet' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(legendRows(canvasElement)).toEqual(['Direct links4', 'pracuj.pl0', 'Total4']);
    await expect(canvasElement.querySelectorAll('svg path')).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: {
    data: applicationsBySource.map((datum) => ({ ...datum, value: 0 })),
    emptyLabel: 'No applications yet',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No applications yet')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const PolishText: Story = {
  args: {
    label: 'Aplikacje według źródła',
    totalLabel: 'Razem',
    categoryHeader: 'Źródło',
    valueHeader: 'Liczba',
    data: [
      { id: 'direct', label: 'Bezpośrednie linki', value: 7, tone: 'info' },
      { id: 'board', label: 'pracuj.pl', value: 2, colour: 'violet' },
    ],
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Aplikacje według źródła' });
    await expect(within(table).getByRole('columnheader', { name: 'Źródło' })).toBeInTheDocument();
    await expect(within(table).getByRole('rowheader', { name: 'Razem' })).toBeInTheDocument();
  },
};

export const UnknownColourFails: Story = {
  tags: ['!autodocs'],
  render: () => (
    <ShowDevError>
      <DoughnutChart
        label="Broken"
        data={[{ id: 'a', label: 'Somewhere', value: 1, colour: 'gold' as 'teal' }]}
      />
    </ShowDevError>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'needs a known tone or chart colour',
    );
  },
};

/** Sources with named colours, every tone and chart colour, one slice, and the empty state. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexWrap="wrap" gap="xlarge" style={{ width: '46rem' }}>
      <DoughnutChart label="Applications by source" data={applicationsBySource} />
      <DoughnutChart
        label="Every fill"
        data={[
          { id: 'positive', label: 'positive', value: 1, tone: 'positive' },
          { id: 'critical', label: 'critical', value: 1, tone: 'critical' },
          { id: 'caution', label: 'caution', value: 1, tone: 'caution' },
          { id: 'info', label: 'info', value: 1, tone: 'info' },
          { id: 'promote', label: 'promote', value: 1, tone: 'promote' },
          { id: 'neutral', label: 'neutral', value: 1, tone: 'neutral' },
          { id: 'teal', label: 'teal', value: 1, colour: 'teal' },
          { id: 'violet', label: 'violet', value: 1, colour: 'violet' },
          { id: 'orange', label: 'orange', value: 1, colour: 'orange' },
          { id: 'pink', label: 'pink', value: 1, colour: 'pink' },
          { id: 'other', label: 'other', value: 1, colour: 'other' },
        ]}
      />
      <DoughnutChart
        label="One source"
        size={120}
        data={[{ id: 'direct', label: 'Direct links', value: 1250, tone: 'info' }]}
      />
      <DoughnutChart label="Nothing yet" data={[]} />
    </Box>
  ),
};

/** In a phone window (390 px): the chart takes the width it has, its labels inside it. */
export const AtPhoneWidth: Story = {
  render: (args) => (
    <WidthFrame width="phone">
      <DoughnutChart {...args} />
    </WidthFrame>
  ),
  play: playChartFitsFrame,
};

/** In a tablet window (768 px). */
export const AtTabletWidth: Story = {
  render: (args) => (
    <WidthFrame width="tablet">
      <DoughnutChart {...args} />
    </WidthFrame>
  ),
  play: playChartFitsFrame,
};

/** In a desktop window (1440 px). */
export const AtDesktopWidth: Story = {
  render: (args) => (
    <WidthFrame width="desktop">
      <DoughnutChart {...args} />
    </WidthFrame>
  ),
  play: playChartFitsFrame,
};
