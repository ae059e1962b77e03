import { createContext, useContext } from 'react';
import type { IconComponent } from '../icons/createIcon.tsx';
import type { Tone } from '../private/tones.ts';
import type { MoveDirection } from './adjacentColumn.ts';
import type { PipelineBoardLabels } from './labels.ts';

/** One column of a PipelineBoard, in board order. */
export interface PipelineColumnInfo {
  /** Stable, unique id of the column (a stage id). */
  id: string;
  /** The column's heading, e.g. "Interview". */
  title: string;
  /** Colour of the column's badge and top edge; the app maps its stage types to tones. */
  tone: Tone;
  /** A decorative icon in the column's badge. */
  icon?: IconComponent;
}

/** What a drag carries: the card and where it comes from. */
export interface DraggedCard {
  cardId: string;
  card: unknown;
  fromColumnId: string;
}

/** The card being dragged and the columns that accept it (null until they are known). */
export interface DragState {
  cardId: string;
  fromColumnId: string;
  acceptingColumnIds: readonly string[] | null;
}

/** Where the focus goes once a moved card shows up in its new column. */
export interface PendingFocus {
  cardId: string;
  columnId: string;
}

/** What the board shares with its columns and cards (cards are `unknown` here: the board is generic). */
export interface BoardContextValue {
  columns: readonly PipelineColumnInfo[];
  labels: PipelineBoardLabels;
  /** The react-dnd item type of this board's cards. */
  dragType: string;
  /** Id of the visible keyboard hint, the description of every card. */
  hintId: string;
  /** Cards cannot be moved (see PipelineBoardProps.readOnly). */
  readOnly: boolean;
  getCardId: (card: unknown) => string;
  getCardLabel: (card: unknown) => string;
  /** The other columns that accept the card, in board order. */
  acceptingColumns: (card: unknown, fromColumnId: string) => Promise<readonly string[]>;
  /** Moves the card (when not already moving) and announces the result. */
  move: (
    card: unknown,
    fromColumnId: string,
    toColumnId: string,
    options: { keepFocus: boolean },
  ) => Promise<void>;
  /** Moves a dropped card when the column accepts it (asked if not known yet), else says it cannot. */
  dropCard: (card: unknown, fromColumnId: string, toColumnId: string) => Promise<void>;
  /** Moves the card to the nearest accepting column in `direction` (keyboard). */
  moveBy: (card: unknown, fromColumnId: string, direction: MoveDirection) => Promise<void>;
  /** Ids of the cards whose move is being saved. */
  movingCardIds: ReadonlySet<string>;
  drag: DragState | null;
  beginDrag: (card: unknown, fromColumnId: string) => void;
  endDrag: () => void;
  pendingFocus: PendingFocus | null;
  clearPendingFocus: () => void;
}

export const BoardContext = createContext<BoardContextValue | null>(null);

export function useBoard(): BoardContextValue {
  const board = useContext(BoardContext);
  if (!board) throw new Error('PipelineColumn must be rendered inside a PipelineBoard.');
  return board;
}
