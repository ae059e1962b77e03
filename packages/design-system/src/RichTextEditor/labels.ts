import type { LabelsInput } from '../private/mergeLabels.ts';

/** Every text of the rich text editor's chrome (the field's label and help are separate props). */
export interface RichTextEditorLabels {
  /** Names the formatting toolbar. */
  toolbar: string;
  bold: string;
  italic: string;
  bulletList: string;
  orderedList: string;
  link: string;
  undo: string;
  redo: string;
  /** Label of the address field in the link popover. */
  linkAddress: string;
  /** Applies the typed address. */
  applyLink: string;
  /** Removes the link under the cursor or in the selection. */
  removeLink: string;
  /** Closes the link popover without a change. */
  cancel: string;
  /** Shown when the typed address is not an http(s) or mailto address. */
  invalidLink: string;
  /** Announced when typing or pasting is refused because the text would be too long. */
  limitReached: string;
  /** Read with the editor: how the keyboard works in it. */
  keyboardHelp: string;
}

/** The English texts. */
export const defaultRichTextEditorLabels: RichTextEditorLabels = {
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  link: 'Link',
  undo: 'Undo',
  redo: 'Redo',
  linkAddress: 'Link address',
  applyLink: 'Apply',
  removeLink: 'Remove link',
  cancel: 'Cancel',
  invalidLink: 'Enter an address starting with http://, https:// or mailto:',
  limitReached: 'The text is as long as it can be: nothing more can be added.',
  keyboardHelp:
    'In a list, Tab and Shift+Tab change the indent. Press Escape, then Tab, to leave the editor.',
};

/** The texts an app may pass: any subset. */
export type RichTextEditorLabelsInput = LabelsInput<RichTextEditorLabels>;
