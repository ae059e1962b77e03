import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { type LinkComponentProps, LinkProvider } from '../LinkProvider/LinkProvider.tsx';
import { Menu } from '../Menu/Menu.tsx';
import { expectNoHorizontalOverflow, longUnbrokenWord } from '../private/storyLayout.ts';
import { atViewport } from '../private/storyViewports.ts';
import { StatusLabel } from '../StatusLabel/StatusLabel.tsx';
import { TruncatedText } from '../TruncatedText/TruncatedText.tsx';
import {
  InfiniteTable,
  type InfiniteTableColumn,
  type InfiniteTableProps,
} from './InfiniteTable.tsx';

interface Position {
  id: string;
  name: string;
  recruitments: number;
  created: string;
}

const firstWords = ['Backend', 'Frontend', 'Data', 'Mobile', 'Platform', 'Security', 'QA', 'Cloud'];
const lastWords = ['developer', 'engineer', 'architect', 'analyst', 'tester', 'lead'];

function makePositions(count: number, from = 0): Position[] {
  return Array.from({ length: count }, (_, offset) => {
    const index = from + offset;
    return {
      id: `position-${index + 1}`,
      name: `${firstWords[index % firstWords.length]} ${lastWords[index % lastWords.length]} ${index + 1}`,
      recruitments: (index * 7) % 13,
      created: `2026-0${(index % 9) + 1}-1${index % 10}`,
    };
  });
}

const columns: InfiniteTableColumn<Position>[] = [
  { id: 'name', header: 'Position', cell: (row) => row.name, width: '50%' },
  { id: 'recruitments', header: 'Recruitments', cell: (row) => row.recruitments, align: 'end' },
  { id: 'created', header: 'Created', cell: (row) => row.created, align: 'end' },
];

/** Loads pages of 20 from a pretend server of `total` rows, with a short delay. */
function PagedTable(props: InfiniteTableProps<Position> & { total: number }) {
  const { total, ...tableProps } = props;
  const [rows, setRows] = useState(props.rows);
  const [isLoading, setLoading] = useState(false);
  return (
    <InfiniteTable
      {...tableProps}
      rows={rows}
      isLoading={isLoading}
      hasMore={rows.length < total}
      totalCount={total}
      onLoadMore={() => {
        props.onLoadMore();
        setLoading(true);
        setTimeout(() => {
          setRows((loaded) => [...loaded, ...makePositions(20, loaded.length)]);
          setLoading(false);
        }, 300);
      }}
    />
  );
}

const meta = {
  title: 'Data/InfiniteTable',
  component: InfiniteTable<Position>,
  args: {
    label: 'Recruitment positions',
    columns,
    rows: makePositions(20),
    getRowId: (row: Position) => row.id,
    hasMore: true,
    isLoading: false,
    onLoadMore: fn(),
    height: '24rem',
  },
} satisfies Meta<typeof InfiniteTable<Position>>;

export default meta;
type Story = StoryObj<typeof meta>;

function scrollToEnd(canvasElement: HTMLElement) {
  const region = within(canvasElement).getByRole('region', { name: 'Recruitment positions' });
  region.scrollTop = region.scrollHeight;
}

/** The name of the row at this index, as the pretend server makes it. */
const nameAt = (index: number) => makePositions(1, index)[0]?.name ?? '';

export const LoadsPagesNearTheEnd: Story = {
  args: { rows: makePositions(40) },
  render: (args) => <PagedTable {...args} total={65} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Recruitment positions' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Position' })).toBeVisible();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    scrollToEnd(canvasElement);
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledOnce());
    await expect(await canvas.findByRole('status', { name: 'Loading more rows' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 3000 });
    scrollToEnd(canvasElement);
    await canvas.findByText(nameAt(59));
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 3000 });
    // The last page reached the total: scrolling to the end asks for nothing more.
    scrollToEnd(canvasElement);
    await canvas.findByText(nameAt(64));
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
  },
};

export const TenThousandRows: Story = {
  args: { rows: makePositions(10_000), totalCount: 20_000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The header row and the rows around the visible area, not ten thousand.
    await expect(canvas.getAllByRole('row').length).toBeLessThan(100);
    await expect(canvas.queryByText(nameAt(9_995))).toBeNull();
    scrollToEnd(canvasElement);
    await canvas.findByText(nameAt(9_995));
    await expect(canvas.getAllByRole('row').length).toBeLessThan(100);
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledOnce());
    const lastRow = canvas.getByText(nameAt(9_999)).closest('tr');
    await expect(lastRow).toHaveAttribute('aria-rowindex', '10001');
  },
};

export const RowLinks: Story = {
  args: { getRowHref: (row: Position) => `/settings/positions/${row.id}`, hasMore: false },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Frontend engineer 2' });
    await expect(link).toHaveAttribute('href', '/settings/positions/position-2');
  },
};

/** A status column comes first, but the name (a meaningful link text) carries the row link. */
export const RowLinkOnAnotherColumn: Story = {
  args: {
    columns: [
      { id: 'recruitments', header: 'Recruitments', cell: (row) => row.recruitments },
      ...columns.filter((column) => column.id !== 'recruitments'),
    ],
    getRowHref: (row: Position) => `/settings/positions/${row.id}`,
    rowLinkColumnId: 'name',
    hasMore: false,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Frontend engineer 2' });
    await expect(link).toHaveAttribute('href', '/settings/positions/position-2');
    await expect(within(canvasElement).queryByRole('link', { name: '7' })).toBeNull();
  },
};

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <a {...props} href={`#router${href}`} data-router-link="" />;
}

export const RowLinksThroughLinkProvider: Story = {
  args: { getRowHref: (row: Position) => `/settings/positions/${row.id}`, hasMore: false },
  render: (args) => (
    <LinkProvider linkComponent={RouterLink}>
      <InfiniteTable {...args} />
    </LinkProvider>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Backend developer 1' });
    await expect(link).toHaveAttribute('href', '#router/settings/positions/position-1');
    await expect(link).toHaveAttribute('data-router-link');
  },
};

export const Empty: Story = {
  args: { rows: [], hasMore: false },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('No results')).toBeVisible();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const FirstPageLoading: Story = {
  args: { rows: [], hasMore: true, isLoading: true },
  play: async ({ canvasElement, args }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading more rows' }),
    ).toBeVisible();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const EmptyAsksForTheFirstPage: Story = {
  args: { rows: [], hasMore: true, isLoading: false },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledOnce());
  },
};

export const LongText: Story = {
  args: {
    hasMore: false,
    rows: [
      {
        id: 'long',
        name: 'Senior full-stack engineer for the applicant tracking system, payments, invoicing and reporting, remote within the European Union',
        recruitments: 12,
        created: '2026-01-15',
      },
      { id: 'unbroken', name: longUnbrokenWord, recruitments: 1, created: '2026-01-16' },
      ...makePositions(3),
    ],
    getRowHref: (row: Position) => `/positions/${row.id}`,
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Recruitment positions' });
    await expect(within(table).getByRole('link', { name: longUnbrokenWord })).toBeVisible();
    const region = within(canvasElement).getByRole('region', { name: 'Recruitment positions' });
    await expectNoHorizontalOverflow(region);
  },
};

export const PolishText: Story = {
  args: {
    label: 'Stanowiska',
    hasMore: false,
    emptyState: 'Brak wyników',
    rows: [
      { id: 'p1', name: 'Księgowa', recruitments: 2, created: '2026-03-01' },
      {
        id: 'p2',
        name: 'Główny specjalista ds. sprzedaży',
        recruitments: 0,
        created: '2026-03-02',
      },
    ],
    columns: [
      { id: 'name', header: 'Stanowisko', cell: (row: Position) => row.name, width: '50%' },
      {
        id: 'recruitments',
        header: 'Rekrutacje',
        cell: (row: Position) => row.recruitments,
        align: 'end',
      },
      { id: 'created', header: 'Utworzono', cell: (row: Position) => row.created, align: 'end' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Stanowiska' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Księgowa' })).toBeVisible();
  },
};

/** Rows with and without links, the empty state and the loading row: the visual-regression fixture. */
export const Gallery: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="large">
      <InfiniteTable
        label="Loaded"
        columns={columns}
        rows={makePositions(4)}
        getRowId={(row) => row.id}
        getRowHref={(row) => `/positions/${row.id}`}
        hasMore={false}
        isLoading={false}
        onLoadMore={() => {}}
        height="16rem"
      />
      <InfiniteTable
        label="Loading"
        columns={columns}
        rows={makePositions(2)}
        getRowId={(row) => row.id}
        hasMore
        isLoading
        onLoadMore={() => {}}
        height="12rem"
      />
      <InfiniteTable
        label="Empty"
        columns={columns}
        rows={[]}
        getRowId={(row) => row.id}
        hasMore={false}
        isLoading={false}
        onLoadMore={() => {}}
        height="8rem"
      />
    </Box>
  ),
};

interface Candidate {
  id: string;
  name: string;
  email: string;
  stage: string;
  score: string;
  applied: string;
}

/** A 600-character name, as a careless import may bring. */
const sixHundredCharacterName = `Aleksandra ${'Wiśniewska-Kowalczyk '.repeat(30)}`.slice(0, 600);
const longEmail = 'aleksandra.wisniewska-kowalczyk.recruitment.department@subsidiary.example.com';

const candidates: Candidate[] = [
  {
    id: 'c1',
    name: 'Anna Nowak',
    email: 'anna.nowak@example.com',
    stage: 'Rozmowa kwalifikacyjna',
    score: '4.5 (2 reviews)',
    applied: '11/28/2026',
  },
  {
    id: 'c2',
    name: sixHundredCharacterName,
    email: longEmail,
    stage: 'Offer',
    score: 'No score yet',
    applied: '11/27/2026',
  },
  ...Array.from({ length: 8 }, (_, index) => ({
    id: `c${index + 3}`,
    name: `Candidate ${index + 3}`,
    email: `candidate${index + 3}@example.com`,
    stage: 'New',
    score: 'No score yet',
    applied: '11/20/2026',
  })),
];

/** Columns of a candidates list: the name is the card's title, the menu sits beside it. */
const candidateColumns: InfiniteTableColumn<Candidate>[] = [
  {
    id: 'name',
    header: 'Candidate',
    width: '26%',
    cell: (row) => <TruncatedText lines={2}>{row.name}</TruncatedText>,
  },
  {
    id: 'email',
    header: 'E-mail',
    width: '24%',
    cell: (row) => <TruncatedText>{row.email}</TruncatedText>,
  },
  {
    id: 'stage',
    header: 'Stage',
    width: '17%',
    cell: (row) => <StatusLabel tone="info">{row.stage}</StatusLabel>,
  },
  { id: 'score', header: 'Score', width: '13%', cell: (row) => row.score },
  { id: 'applied', header: 'Last application', width: '12%', cell: (row) => row.applied },
  {
    id: 'actions',
    header: 'Actions',
    align: 'end',
    card: 'actions',
    cell: (row) => (
      <Menu
        label={`Actions for ${row.name.slice(0, 40)}`}
        items={[{ id: 'note', label: 'Add note', onSelect: () => {} }]}
      />
    ),
  },
];

const candidateProps: InfiniteTableProps<Candidate> = {
  label: 'Candidates',
  columns: candidateColumns,
  rows: candidates,
  getRowId: (row) => row.id,
  getRowHref: (row) => `/candidates/${row.id}`,
  hasMore: false,
  isLoading: false,
  onLoadMore: () => {},
  height: '40rem',
  cardsBelow: 'desktop',
};

function CandidatesTable(props: Partial<InfiniteTableProps<Candidate>>) {
  return <InfiniteTable {...candidateProps} {...props} />;
}

/** The labels a card shows before its values (the header, as generated content). */
function cardLabels(card: HTMLElement): string[] {
  return [...card.querySelectorAll('td')]
    .map((cell) => getComputedStyle(cell, '::before'))
    .filter((label) => label.display !== 'none' && label.content !== 'none')
    .map((label) => label.content);
}

function cardOf(canvasElement: HTMLElement, name: string): HTMLElement {
  const link = within(canvasElement).getByRole('link', { name });
  const row = link.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/**
 * At phone width every row is a card: the name on top (the row link), the menu beside it,
 * then each other value after its header. The table's roles stay, so rows and cells are found
 * as on a desktop; the long name and e-mail end with an ellipsis and keep their whole text.
 */
export const CardsOnPhones: Story = {
  globals: atViewport('phone'),
  render: () => <CandidatesTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Candidates' });
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(2);
    // The header row names the cells for assistive technology but is not shown.
    const header = within(table).getByRole('columnheader', { name: 'E-mail' });
    const headerRow = header.closest('thead') as HTMLElement;
    await expect(headerRow.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    const card = cardOf(canvasElement, 'Anna Nowak');
    await expect(cardLabels(card).join()).toContain('E-mail');
    // The label is not part of the cell's text.
    await expect(
      within(card).getByRole('cell', { name: 'anna.nowak@example.com' }),
    ).toHaveTextContent(/^anna\.nowak@example\.com$/);
    await expect(within(card).getByText('Rozmowa kwalifikacyjna')).toBeVisible();
    await expect(within(card).getByRole('cell', { name: 'Rozmowa kwalifikacyjna' })).toBeVisible();
    const stage = within(card).getByText('Rozmowa kwalifikacyjna');
    await expect(stage.scrollWidth).toBeLessThanOrEqual(stage.clientWidth);
    // The name is one readable line across the card, not a column of single letters.
    const name = within(card).getByRole('link', { name: 'Anna Nowak' });
    await expect(name.getBoundingClientRect().width).toBeGreaterThan(60);
    await expect(name.getBoundingClientRect().height).toBeLessThan(40);
    await expect(
      within(card).getByRole('button', { name: 'Actions for Anna Nowak' }),
    ).toBeVisible();

    const longCard = cardOf(canvasElement, sixHundredCharacterName);
    const longName = within(longCard).getByText(sixHundredCharacterName);
    await expect(longName.getBoundingClientRect().width).toBeGreaterThan(150);
    await expect(longName.getBoundingClientRect().height).toBeLessThan(60);
    await waitFor(() => expect(longName).toHaveAttribute('title', sixHundredCharacterName));
    const email = within(longCard).getByText(longEmail);
    await waitFor(() => expect(email).toHaveAttribute('title', longEmail));
    await expect(within(longCard).getByRole('cell', { name: longEmail })).toBeVisible();
    // A short value that fits has no tooltip repeating it.
    await expect(within(card).getByText('anna.nowak@example.com')).not.toHaveAttribute('title');

    const region = canvas.getByRole('region', { name: 'Candidates' });
    await expectNoHorizontalOverflow(region);
  },
};

/** On tablets a wide table (`cardsBelow="desktop"`) shows cards too, each field on its line. */
export const CardsOnTablets: Story = {
  globals: atViewport('tablet'),
  render: () => <CandidatesTable />,
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement, 'Anna Nowak');
    await expect(cardLabels(card).join()).toContain('Last application');
    await expectNoHorizontalOverflow(
      within(canvasElement).getByRole('region', { name: 'Candidates' }),
    );
  },
};

/** A table of few columns (`cardsBelow="tablet"`, the default) stays a table on tablets. */
export const NarrowTableOnTablets: Story = {
  globals: atViewport('tablet'),
  args: { hasMore: false },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('columnheader', { name: 'Recruitments' });
    await expect(header).toBeVisible();
    await expect(header.getBoundingClientRect().width).toBeGreaterThan(50);
  },
};

/**
 * On a desktop the same columns are a table: headers shown whole (wrapped at spaces, never
 * cut), no card labels, long values cut with an ellipsis on one line.
 */
export const TableOnDesktops: Story = {
  globals: atViewport('desktop'),
  render: () => <CandidatesTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const header of canvas.getAllByRole('columnheader')) {
      await expect(header).toBeVisible();
      await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    }
    const card = cardOf(canvasElement, 'Anna Nowak');
    await expect(cardLabels(card)).toEqual([]);
    const email = within(cardOf(canvasElement, sixHundredCharacterName)).getByText(longEmail);
    await expect(email.getBoundingClientRect().height).toBeLessThan(30);
    await waitFor(() => expect(email).toHaveAttribute('title', longEmail));
    await expectNoHorizontalOverflow(canvas.getByRole('region', { name: 'Candidates' }));
  },
};

const polishHeaders: Record<string, string> = {
  name: 'Kandydat',
  stage: 'Etap',
  score: 'Ocena',
  applied: 'Data ostatniej aplikacji',
  actions: 'Akcje',
};

/** Polish headers in narrow columns wrap at spaces, whole words, at the smallest desktop. */
export const PolishHeadersWrap: Story = {
  globals: atViewport('desktop'),
  render: () => (
    <Box style={{ width: '60rem' }}>
      <CandidatesTable
        label="Kandydaci"
        columns={candidateColumns.map((column) => ({
          ...column,
          header: polishHeaders[column.id] ?? column.header,
        }))}
      />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('columnheader', {
      name: 'Data ostatniej aplikacji',
    });
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    // Wrapped over lines, each a whole word (no word is split).
    const range = document.createRange();
    range.selectNodeContents(header);
    const lineTops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    await expect(lineTops.size).toBeGreaterThan(1);
  },
};
