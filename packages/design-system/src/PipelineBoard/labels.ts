import type { LabelsInput } from '../private/mergeLabels.ts';

/** Every text the PipelineBoard shows or reads out; an app passes its translations through `labels`. */
export interface PipelineBoardLabels {
  /** Shown under the board and read as each card's description: how to move a card without a mouse. */
  keyboardHint: string;
  /** Names a card's "Move to…" menu button, e.g. "Move Ada Lovelace to…". */
  moveMenu: (cardLabel: string) => string;
  /** The menu's item while the columns that accept the card are being found out. */
  moveMenuLoading: string;
  /** The menu's only item when no other column accepts the card. */
  moveMenuEmpty: string;
  /** Announced after a move, e.g. "Moved Ada Lovelace to Interview". */
  moved: (cardLabel: string, columnTitle: string) => string;
  /** Announced when a column refuses the card or the move fails, e.g. "Ada Lovelace cannot move to Hired". */
  cannotMove: (cardLabel: string, columnTitle: string) => string;
  /** Announced when no column in that direction accepts the card. */
  noColumnThere: (cardLabel: string, direction: 'previous' | 'next') => string;
  /** Names a column's card count, e.g. "12 cards". */
  count: (count: number) => string;
  /** Shown on a column that does not accept the card being dragged. */
  refusesDrop: string;
  /** Announced while a column loads a page. */
  loading: string;
  /** Shown in a column without cards. */
  empty: string;
  /** Shown in a column whose cards could not be loaded. */
  loadError: string;
  /** Names the button that loads a failed column again. */
  retry: string;
}

/** The English texts. */
export const defaultPipelineBoardLabels: PipelineBoardLabels = {
  keyboardHint:
    'To move a card with the keyboard, focus it and press Alt+Left arrow or Alt+Right arrow, or use its Move to menu. Up and Down arrows go through the cards of a column.',
  moveMenu: (card) => `Move ${card} to…`,
  moveMenuLoading: 'Finding the stages…',
  moveMenuEmpty: 'No other column accepts this card',
  moved: (card, column) => `Moved ${card} to ${column}`,
  cannotMove: (card, column) => `${card} cannot move to ${column}`,
  noColumnThere: (card, direction) =>
    direction === 'next'
      ? `No column after this one accepts ${card}`
      : `No column before this one accepts ${card}`,
  count: (count) => (count === 1 ? '1 card' : `${count} cards`),
  refusesDrop: 'Cannot move here',
  loading: 'Loading cards',
  empty: 'No cards',
  loadError: 'The cards could not be loaded.',
  retry: 'Try again',
};

/** Labels an app may pass: any subset. */
export type PipelineBoardLabelsInput = LabelsInput<PipelineBoardLabels>;
