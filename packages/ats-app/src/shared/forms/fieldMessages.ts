import { defineMessage, defineMessages } from 'react-intl';

/** The texts of the design system's fields that the app translates (their defaults are English). */
export const fieldMessages = {
  ...defineMessages({
    selectPlaceholder: { id: 'forms.field.selectPlaceholder', defaultMessage: 'Select…' },
    loading: { id: 'forms.field.loading', defaultMessage: 'Loading…' },
    noResults: { id: 'forms.field.noResults', defaultMessage: 'No results' },
  }),
  createNew: defineMessage<{ text: string }>({
    id: 'forms.field.createNew',
    defaultMessage: 'Create new: {text}',
  }),
  removeValue: defineMessage<{ value: string }>({
    id: 'forms.field.removeValue',
    defaultMessage: 'Remove {value}',
  }),
  valueAdded: defineMessage<{ value: string }>({
    id: 'forms.field.valueAdded',
    defaultMessage: '{value} added',
  }),
  valueRemoved: defineMessage<{ value: string }>({
    id: 'forms.field.valueRemoved',
    defaultMessage: '{value} removed',
  }),
};

/** The rich text editor's toolbar, link popover and keyboard help (its `labels`). */
export const richTextEditorMessages = defineMessages({
  toolbar: { id: 'forms.richText.toolbar', defaultMessage: 'Formatting' },
  bold: { id: 'forms.richText.bold', defaultMessage: 'Bold' },
  italic: { id: 'forms.richText.italic', defaultMessage: 'Italic' },
  bulletList: { id: 'forms.richText.bulletList', defaultMessage: 'Bulleted list' },
  orderedList: { id: 'forms.richText.orderedList', defaultMessage: 'Numbered list' },
  link: { id: 'forms.richText.link', defaultMessage: 'Link' },
  undo: { id: 'forms.richText.undo', defaultMessage: 'Undo' },
  redo: { id: 'forms.richText.redo', defaultMessage: 'Redo' },
  linkAddress: { id: 'forms.richText.linkAddress', defaultMessage: 'Link address' },
  applyLink: { id: 'forms.richText.applyLink', defaultMessage: 'Apply' },
  removeLink: { id: 'forms.richText.removeLink', defaultMessage: 'Remove link' },
  cancel: { id: 'forms.richText.cancel', defaultMessage: 'Cancel' },
  invalidLink: {
    id: 'forms.richText.invalidLink',
    defaultMessage: 'Enter an address starting with http://, https:// or mailto:',
  },
  limitReached: {
    id: 'forms.richText.limitReached',
    defaultMessage: 'The text is as long as it can be: nothing more can be added.',
  },
  keyboardHelp: {
    id: 'forms.richText.keyboardHelp',
    defaultMessage:
      'In a list, Tab and Shift+Tab change the indent. Press Escape, then Tab, to leave the editor.',
  },
});
