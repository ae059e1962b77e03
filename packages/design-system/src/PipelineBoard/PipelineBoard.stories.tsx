import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton.tsx';
import { BanIcon, CheckIcon, MailIcon, PencilSquareIcon, PlusCircleIcon } from '../icons/icons.tsx';
import { tabTo } from '../private/storyKeyboard.ts';
import { expectFrameFits, type StoryWidth, WidthFrame } from '../private/storyWidths.tsx';
import type { PipelineBoardLabelsInput } from './labels.ts';
import { PipelineBoard, type PipelineColumnInfo } from './PipelineBoard.tsx';
import { PipelineCard } from './PipelineCard.tsx';
import { PipelineColumn } from './PipelineColumn.tsx';

interface Candidate {
  id: string;
  name: string;
  averageScore: number;
  reviewCount: number;
  daysInStage: number;
}

const stages: PipelineColumnInfo[] = [
  { id: 'new', title: 'New', tone: 'info', icon: PlusCircleIcon },
  { id: 'screening', title: 'Phone screening', tone: 'caution', icon: PencilSquareIcon },
  { id: 'interview', title: 'Interview', tone: 'caution', icon: PencilSquareIcon },
  { id: 'hired', title: 'Hired', tone: 'promote', icon: CheckIcon },
  { id: 'rejected', title: 'Rejected', tone: 'critical', icon: BanIcon },
];

const ada: Candidate = {
  id: 'ada',
  name: 'Ada Lovelace',
  averageScore: 4,
  reviewCount: 2,
  daysInStage: 3,
};
const ben: Candidate = {
  id: 'ben',
  name: 'Ben Okafor',
  averageScore: 0,
  reviewCount: 0,
  daysInStage: 0,
};
const cyd: Candidate = {
  id: 'cyd',
  name: 'Cyd Charisse',
  averageScore: 2.5,
  reviewCount: 4,
  daysInStage: 1,
};
const dan: Candidate = {
  id: 'dan',
  name: 'Dan Brzęczyszczykiewicz',
  averageScore: 5,
  reviewCount: 1,
  daysInStage: 41,
};

type Placement = Record<string, readonly Candidate[]>;

const placement: Placement = {
  new: [ada, ben],
  screening: [cyd],
  interview: [dan],
  hired: [],
  rejected: [],
};

/** Ben cannot go to Phone screening: the stages a card accepts come from the caller. */
function targetsOf(candidate: Candidate): string[] {
  return stages
    .map((stage) => stage.id)
    .filter((id) => !(candidate.id === 'ben' && id === 'screening'));
}

function manyCandidates(count: number): Candidate[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `candidate-${index + 1}`,
    name: `Candidate ${index + 1}`,
    averageScore: index % 6,
    reviewCount: index % 6 === 0 ? 0 : 1,
    daysInStage: index % 30,
  }));
}

interface DemoBoardProps {
  /** Where the candidates start. */
  initial: Placement;
  /** A spy on every move asked for. */
  onMove: (candidateId: string, from: string, to: string) => void;
  /** The pretend server refuses every move. */
  refuseMoves?: boolean;
  labels?: PipelineBoardLabelsInput;
  /** Columns shown as loading, failed, or with more cards than loaded. */
  loadingColumns?: readonly string[];
  failedColumns?: readonly string[];
  totalCounts?: Record<string, number>;
  /** With it, each card has an "Email …" button (the card's actions). */
  onEmail?: (candidateId: string) => void;
  /** The user may not move cards. */
  readOnly?: boolean;
}

/** A board over its own state, moving cards after a short "save", as the app does. */
function DemoBoard({
  initial,
  onMove,
  refuseMoves = false,
  labels,
  loadingColumns = [],
  failedColumns = [],
  totalCounts = {},
  onEmail,
  readOnly = false,
}: DemoBoardProps) {
  const [cards, setCards] = useState(initial);
  return (
    <PipelineBoard<Candidate>
      label="Pipeline"
      columns={stages}
      getCardId={(card) => card.id}
      getCardLabel={(card) => card.name}
      getMoveTargets={async (card) => targetsOf(card)}
      labels={labels}
      readOnly={readOnly}
      onMove={async (card, from, to) => {
        onMove(card.id, from, to);
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (refuseMoves) return false;
        setCards((current) => ({
          ...current,
          [from]: (current[from] ?? []).filter((candidate) => candidate.id !== card.id),
          [to]: [card, ...(current[to] ?? [])],
        }));
        return true;
      }}
    >
      {stages.map((stage) => (
        <PipelineColumn<Candidate>
          key={stage.id}
          columnId={stage.id}
          cards={cards[stage.id] ?? []}
          totalCount={totalCounts[stage.id]}
          hasMore={false}
          isLoading={loadingColumns.includes(stage.id)}
          isError={failedColumns.includes(stage.id)}
          onRetry={() => {}}
          onLoadMore={() => {}}
          height="22rem"
          renderCard={(card) => (
            <PipelineCard
              name={card.name}
              href={`#/candidates/${card.id}`}
              averageScore={card.averageScore}
              reviewCount={card.reviewCount}
              daysInStage={card.daysInStage}
              actions={
                onEmail ? (
                  <IconButton
                    label={`Email ${card.name}`}
                    icon={<MailIcon />}
                    size="small"
                    onClick={() => onEmail(card.id)}
                  />
                ) : undefined
              }
            />
          )}
        />
      ))}
    </PipelineBoard>
  );
}

const meta = {
  title: 'Data/PipelineBoard',
  component: DemoBoard,
  args: { initial: placement, onMove: fn() },
} satisfies Meta<typeof DemoBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

function columnOf(canvasElement: HTMLElement, title: string) {
  return within(within(canvasElement).getByRole('region', { name: title }));
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'New 2 cards' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Hired 0 cards' })).toBeVisible();
    const card = columnOf(canvasElement, 'New').getByRole('article', { name: 'Ada Lovelace' });
    await expect(within(card).getByRole('link', { name: 'Ada Lovelace' })).toBeVisible();
    await expect(within(card).getByText('3 days in stage')).toBeVisible();
    await expect(columnOf(canvasElement, 'Hired').getByText('No cards')).toBeVisible();
  },
};

/** A card's own buttons (here "Email …") work by mouse and keyboard and move nothing. */
export const CardActions: Story = {
  args: { onEmail: fn() },
  play: async ({ canvasElement, args }) => {
    const card = columnOf(canvasElement, 'New').getByRole('article', { name: 'Ada Lovelace' });
    const email = within(card).getByRole('button', { name: 'Email Ada Lovelace' });
    await userEvent.click(email);
    await expect(args.onEmail).toHaveBeenCalledWith('ada');
    email.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEmail).toHaveBeenCalledTimes(2);
    await expect(args.onMove).not.toHaveBeenCalled();
    await expect(
      columnOf(canvasElement, 'New').getByRole('article', { name: 'Ada Lovelace' }),
    ).toBeVisible();
  },
};

/** For a user who may not move cards: no hint, no "Move to…" menu, the move keys do nothing. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const adaCard = canvas.getByRole('article', { name: 'Ada Lovelace' });
    await expect(canvas.queryByRole('button', { name: /^Move .* to…$/ })).toBeNull();
    await expect(adaCard).not.toHaveAttribute('aria-describedby');
    await tabTo(adaCard);
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await expect(args.onMove).not.toHaveBeenCalled();
    await expect(within(adaCard).getByRole('link', { name: 'Ada Lovelace' })).toBeVisible();
  },
};

/** Alt+Right and Alt+Left move the focused card to the nearest column that accepts it. */
export const KeyboardMoves: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const adaCard = canvas.getByRole('article', { name: 'Ada Lovelace' });
    await tabTo(adaCard);
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await expect(args.onMove).toHaveBeenLastCalledWith('ada', 'new', 'screening');
    await waitFor(() =>
      expect(
        columnOf(canvasElement, 'Phone screening').getByRole('article', { name: 'Ada Lovelace' }),
      ).toHaveFocus(),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Moved Ada Lovelace to Phone screening',
    );
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    await expect(args.onMove).toHaveBeenLastCalledWith('ada', 'screening', 'new');
    await waitFor(() =>
      expect(
        columnOf(canvasElement, 'New').getByRole('article', { name: 'Ada Lovelace' }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No column before this one accepts Ada Lovelace',
    );

    // Down arrow goes to the next card of the column; Ben skips Phone screening, which refuses him.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('article', { name: 'Ben Okafor' })).toHaveFocus();
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await expect(args.onMove).toHaveBeenLastCalledWith('ben', 'new', 'interview');
    await waitFor(() =>
      expect(
        columnOf(canvasElement, 'Interview').getByRole('article', { name: 'Ben Okafor' }),
      ).toHaveFocus(),
    );
    await expect(canvas.getByRole('heading', { name: 'Interview 2 cards' })).toBeVisible();
  },
};

/** The "Move to…" menu lists the other columns that accept the card. */
export const MoveMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Move Ben Okafor to…' }));
    const menu = await body.findByRole('menu');
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Interview', 'Hired', 'Rejected']),
    );
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Hired' }));
    await expect(args.onMove).toHaveBeenLastCalledWith('ben', 'new', 'hired');
    await waitFor(() =>
      expect(
        columnOf(canvasElement, 'Hired').getByRole('article', { name: 'Ben Okafor' }),
      ).toHaveFocus(),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Moved Ben Okafor to Hired');
  },
};

/** Drags a card onto a column's list with native drag events, as the HTML5 backend reads them. */
async function dragOnto(card: HTMLElement, target: HTMLElement, whileOver?: () => Promise<void>) {
  const dataTransfer = new DataTransfer();
  fireEvent.dragStart(card, { dataTransfer });
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  await whileOver?.();
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
  fireEvent.dragEnd(card, { dataTransfer });
}

/** While a card is dragged, the columns that refuse it say so and do not take it. */
export const DragAndDrop: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const screening = columnOf(canvasElement, 'Phone screening');
    await dragOnto(
      canvas.getByRole('article', { name: 'Ben Okafor' }),
      screening.getByRole('list', { name: 'Phone screening' }),
      async () => {
        await expect(await screening.findByText('Cannot move here')).toBeVisible();
        await expect(
          columnOf(canvasElement, 'Interview').queryByText('Cannot move here'),
        ).toBeNull();
      },
    );
    // The refusing column does not take the drop.
    await expect(args.onMove).not.toHaveBeenCalled();
    await expect(screening.queryByText('Cannot move here')).toBeNull();

    const interview = columnOf(canvasElement, 'Interview');
    await dragOnto(
      canvas.getByRole('article', { name: 'Ben Okafor' }),
      interview.getByRole('list', { name: 'Interview' }),
    );
    await waitFor(() => expect(args.onMove).toHaveBeenLastCalledWith('ben', 'new', 'interview'));
    await waitFor(() =>
      expect(interview.getByRole('article', { name: 'Ben Okafor' })).toBeVisible(),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Moved Ben Okafor to Interview');
  },
};

/** The caller refuses the move (e.g. the server did): the card stays and it is announced. */
export const RefusedMove: Story = {
  args: { refuseMoves: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('article', { name: 'Ada Lovelace' }));
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await expect(args.onMove).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Ada Lovelace cannot move to Phone screening',
      ),
    );
    await expect(
      columnOf(canvasElement, 'New').getByRole('article', { name: 'Ada Lovelace' }),
    ).toBeVisible();
  },
};

/** 5,000 cards in one column: only those in and near view are in the document. */
export const ManyCards: Story = {
  args: { initial: { ...placement, new: manyCandidates(5000) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'New 5000 cards' })).toBeVisible();
    const rendered = columnOf(canvasElement, 'New').getAllByRole('article');
    await expect(rendered.length).toBeLessThan(30);
    // End goes to the last card, which the column scrolls into view.
    await tabTo(canvas.getByRole('article', { name: 'Candidate 1' }));
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(canvas.getByRole('article', { name: 'Candidate 5000' })).toHaveFocus(),
    );
  },
};

/** A column loading, one that failed with its retry button, one empty. */
export const ColumnStates: Story = {
  args: {
    initial: { ...placement, interview: [] },
    loadingColumns: ['interview'],
    failedColumns: ['hired'],
    totalCounts: { screening: 12 },
  },
  play: async ({ canvasElement }) => {
    await expect(columnOf(canvasElement, 'Interview').getByRole('status')).toBeVisible();
    const hired = columnOf(canvasElement, 'Hired');
    await expect(hired.getByText('The cards could not be loaded.')).toBeVisible();
    await expect(hired.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(columnOf(canvasElement, 'Rejected').getByText('No cards')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Phone screening 12 cards' }),
    ).toBeVisible();
  },
};

const polishLabels: PipelineBoardLabelsInput = {
  keyboardHint:
    'Aby przenieść kartę klawiaturą, zaznacz ją i naciśnij Alt+strzałka w lewo lub Alt+strzałka w prawo albo użyj menu Przenieś do.',
  moveMenu: (card) => `Przenieś: ${card} do…`,
  moved: (card, column) => `Przeniesiono: ${card} do etapu ${column}`,
  count: (count) => `kart: ${count}`,
  empty: 'Brak kart',
};

export const PolishText: Story = {
  args: { labels: polishLabels },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Przenieś: Ada Lovelace do…' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'New kart: 2' })).toBeVisible();
  },
};

/** Columns of every tone with cards, an empty column, one loading and one failed. */
export const Gallery: Story = {
  args: { loadingColumns: ['hired'], failedColumns: ['rejected'] },
  // The board scrolls sideways inside its container; the picture shows that container.
  render: (args) => (
    <div style={{ width: '60rem' }}>
      <DemoBoard {...args} />
    </div>
  ),
};

/**
 * The board in a window of the given width: only its strip of columns scrolls sideways (the
 * frame, standing for the page, never does), and every column keeps its readable width.
 */
function atWidth(width: StoryWidth): Story {
  return {
    render: (args) => (
      <WidthFrame width={width}>
        <DemoBoard {...args} />
      </WidthFrame>
    ),
    play: async ({ canvasElement }) => {
      await expectFrameFits(canvasElement);
      const columns = within(canvasElement).getAllByRole('region', { name: /New|Hired/ });
      for (const column of columns) {
        // 17rem: a name, the score and the days in stage on one card without squeezing.
        await expect(column.getBoundingClientRect().width).toBeGreaterThanOrEqual(16 * 16);
      }
      const strip = columns[0]?.parentElement;
      if (!strip) throw new Error('The columns are in a strip.');
      const scrolls = strip.scrollWidth > strip.clientWidth;
      await expect(getComputedStyle(strip).overflowX).toBe('auto');
      // Five columns of 17rem need more than a phone's or a tablet's width.
      if (width !== 'desktop') await expect(scrolls).toBe(true);
    },
  };
}

export const AtPhoneWidth: Story = atWidth('phone');
export const AtTabletWidth: Story = atWidth('tablet');
export const AtDesktopWidth: Story = atWidth('desktop');
