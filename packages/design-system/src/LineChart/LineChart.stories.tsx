import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import type { ChartPoint } from '../private/chart/chartData.ts';
import { drawing, playResponsiveWidth, ResizingChart } from '../private/chart/chartStories.tsx';
import { applicationsPerDay } from '../private/chart/chartStoryData.ts';
import { ShowDevError } from '../private/ShowDevError.tsx';
import { playChartFitsFrame, WidthFrame } from '../private/storyWidths.tsx';
import { LineChart } from './LineChart.tsx';

const meta = {
  title: 'Data/LineChart',
  component: LineChart,
  args: {
    label: 'New applications per day',
    description: 'New applications on each of the last 7 days.',
    categoryHeader: 'Day',
    valueHeader: 'New applications',
    data: applicationsPerDay,
  },
  decorators: [
    (Story) => (
      <Box style={{ maxWidth: '40rem' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The x-axis labels drawn, each as its lines. */
function axisLabels(canvasElement: HTMLElement): string[][] {
  return [...drawing(canvasElement).querySelectorAll('text')]
    .filter((text) => text.querySelector('tspan') !== null)
    .map((text) => [...text.querySelectorAll('tspan')].map((tspan) => tspan.textContent ?? ''));
}

/** The y-axis ticks drawn. */
function valueAxis(canvasElement: HTMLElement): string[] {
  return [...drawing(canvasElement).querySelectorAll('text[text-anchor="end"]')].map(
    (text) => text.textContent ?? '',
  );
}

/** Seven days, oldest first: a point per day, zeros included, on whole-number ticks. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure', { name: 'New applications per day' });
    await expect(figure).toHaveAccessibleDescription(
      'New applications on each of the last 7 days.',
    );
    // The drawing is hidden from assistive technology; the table carries the numbers.
    await expect(drawing(canvasElement)).toHaveAttribute('aria-hidden', 'true');
    const table = within(figure).getByRole('table', { name: 'New applications per day' });
    await expect(within(table).getByRole('columnheader', { name: 'Day' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      '05/08/20253',
      '05/09/20255',
      '05/10/20250',
      '05/11/20251',
      '05/12/20258',
      '05/13/20256',
      '05/14/20252',
    ]);
    // A marker per day, every day labelled, and counts never get ticks such as 0.5.
    await expect(drawing(canvasElement).querySelectorAll('circle')).toHaveLength(7);
    await expect(axisLabels(canvasElement).map((lines) => lines.join(' '))).toEqual(
      applicationsPerDay.map((point) => point.label),
    );
    await expect(valueAxis(canvasElement)).toEqual(['0', '2', '4', '6', '8']);
    await expect(drawing(canvasElement)).toHaveAttribute('height', '300');
  },
};

export const Empty: Story = {
  args: { data: applicationsPerDay.map((point) => ({ ...point, value: 0 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No data to show')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toBeNull();
    // The figure keeps its name and its height, so nothing below moves.
    const figure = canvas.getByRole('figure', { name: 'New applications per day' });
    await expect(figure.firstElementChild?.nextElementSibling).toHaveStyle({ height: '300px' });
  },
};

export const NoPoints: Story = {
  args: { data: [], emptyLabel: 'No applications in the last 7 days' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No applications in the last 7 days'),
    ).toBeVisible();
  },
};

export const OnePoint: Story = {
  args: { data: [{ id: '2025-05-14', label: '05/14/2025', value: 4 }] },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'New applications per day' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual(['05/14/20254']);
    const marker = drawing(canvasElement).querySelector('circle');
    await expect(drawing(canvasElement).querySelectorAll('circle')).toHaveLength(1);
    // The single point stands in the middle of the plot, labelled.
    const svgWidth = Number(drawing(canvasElement).getAttribute('width'));
    await expect(Number(marker?.getAttribute('cx'))).toBeGreaterThan(svgWidth / 3);
    await expect(axisLabels(canvasElement)).toEqual([['05/14/2025']]);
  },
};

const longLabels: ChartPoint[] = [
  { id: '2025-05-12', label: 'Monday, 12 May 2025', value: 2 },
  { id: '2025-05-13', label: 'Tuesday, 13 May 2025', value: 7 },
  { id: '2025-05-14', label: 'Wednesday, 14 May 2025', value: 4 },
];

export const LongLabels: Story = {
  args: { data: longLabels },
  play: async ({ canvasElement }) => {
    // Longer than 12 characters: wrapped at spaces into lines of at most 12.
    await expect(axisLabels(canvasElement)).toEqual([
      ['Monday, 12', 'May 2025'],
      ['Tuesday, 13', 'May 2025'],
      ['Wednesday,', '14 May 2025'],
    ]);
    // The table keeps each label whole.
    await expect(
      within(canvasElement).getByRole('rowheader', { name: 'Wednesday, 14 May 2025' }),
    ).toBeInTheDocument();
  },
};

/** A narrow chart labels every other day, counted back from the last, so labels never overlap. */
export const NarrowSkipsLabels: Story = {
  decorators: [
    (Story) => (
      <Box style={{ width: '20rem' }}>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    const labels = axisLabels(canvasElement).map((lines) => lines.join(' '));
    await expect(labels.length).toBeLessThan(7);
    await expect(labels[labels.length - 1]).toBe('05/14/2025');
    // Every day is still in the table.
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(8);
  },
};

/** The container narrows: the chart redraws at the new width, and its height stays. */
export const ResponsiveWidth: Story = {
  render: () => (
    <ResizingChart>
      <LineChart label="New applications per day" data={applicationsPerDay} />
    </ResizingChart>
  ),
  play: playResponsiveWidth,
};

export const PolishText: Story = {
  args: {
    label: 'Nowe aplikacje dziennie',
    description: 'Nowe aplikacje w każdym z ostatnich 7 dni.',
    categoryHeader: 'Dzień',
    valueHeader: 'Nowe aplikacje',
    emptyLabel: 'Brak danych',
    data: applicationsPerDay.map((point) => ({
      ...point,
      label: point.id.split('-').reverse().join('.'),
    })),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Nowe aplikacje dziennie' });
    await expect(within(table).getByRole('columnheader', { name: 'Dzień' })).toBeInTheDocument();
    await expect(within(table).getByRole('rowheader', { name: '14.05.2025' })).toBeInTheDocument();
  },
};

export const NegativeValueFails: Story = {
  tags: ['!autodocs'],
  render: () => (
    <ShowDevError>
      <LineChart label="Broken" data={[{ id: 'a', label: '05/14/2025', value: -1 }]} />
    </ShowDevError>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('0 or more');
  },
};

/** Seven days; a narrow chart in another tone with large counts; one point; long labels; the empty state. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="large" style={{ width: '36rem' }}>
      <LineChart label="New applications per day" data={applicationsPerDay} />
      <Box display="grid" gap="large" style={{ gridTemplateColumns: '1fr 1fr' }}>
        <LineChart
          label="Large counts"
          tone="promote"
          height={160}
          formatValue={(value) => value.toLocaleString('en-US')}
          data={applicationsPerDay.map((point, index) => ({ ...point, value: index * 1250 }))}
        />
        <LineChart
          label="One point"
          height={160}
          data={[{ id: '2025-05-14', label: '05/14/2025', value: 4 }]}
        />
        <LineChart label="Long labels" height={160} data={longLabels} />
        <LineChart label="Nothing yet" data={[]} height={160} />
      </Box>
    </Box>
  ),
};

/** In a phone window (390 px): the chart takes the width it has, its labels inside it. */
export const AtPhoneWidth: Story = {
  render: (args) => (
    <WidthFrame width="phone">
      <LineChart {...args} />
    </WidthFrame>
  ),
  play: playChartFitsFrame,
};

/** In a tablet window (768 px). */
export const AtTabletWidth: Story = {
  render: (args) => (
    <WidthFrame width="tablet">
      <LineChart {...args} />
    </WidthFrame>
  ),
  play: playChartFitsFrame,
};

/** In a desktop window (1440 px). */
export const AtDesktopWidth: Story = {
  render: (args) => (
    <WidthFrame width="desktop">
      <LineChart {...args} />
    </WidthFrame>
  ),
  play: playChartFitsFrame,
};
