import { defineMessage, defineMessages } from 'react-intl';

/** The languages an e-mail is written in, by their names in the interface language. */
export const emailLanguageMessages = defineMessages({
  en: { id: 'email.language.en', defaultMessage: 'English' },
  pl: { id: 'email.language.pl', defaultMessage: 'Polish' },
});

/** The placeholder list, the preview and the problems found in a text. */
export const emailMessages = {
  ...defineMessages({
    placeholdersTitle: { id: 'email.placeholders.title', defaultMessage: 'Placeholders' },
    placeholdersHelp: {
      id: 'email.placeholders.help',
      defaultMessage:
        'A placeholder is replaced by the candidate’s value when the e-mail is sent. Insert puts one at the cursor of the field its button names; Copy puts it on the clipboard, to paste.',
    },
    placeholdersLoading: {
      id: 'email.placeholders.loading',
      defaultMessage: 'Loading placeholders',
    },
    placeholdersFailed: {
      id: 'email.placeholders.failed',
      defaultMessage: 'The placeholders could not be loaded.',
    },
    columnPlaceholder: {
      id: 'email.placeholders.columnPlaceholder',
      defaultMessage: 'Placeholder',
    },
    columnExample: { id: 'email.placeholders.columnExample', defaultMessage: 'Example' },
    columnActions: { id: 'email.placeholders.columnActions', defaultMessage: 'Actions' },
    insert: { id: 'email.placeholders.insert', defaultMessage: 'Insert' },
    copy: { id: 'email.placeholders.copy', defaultMessage: 'Copy' },
    copyFailed: {
      id: 'email.placeholders.copyFailed',
      defaultMessage: 'The placeholder could not be copied. Select it and copy it yourself.',
    },
    preview: { id: 'email.preview.button', defaultMessage: 'Preview' },
    previewFailed: {
      id: 'email.preview.failed',
      defaultMessage: 'The preview could not be prepared.',
    },
    previewSubject: { id: 'email.preview.subject', defaultMessage: 'Subject' },
    problemsTitle: {
      id: 'email.problems.title',
      defaultMessage: 'Fix these before the e-mail can be saved or sent:',
    },
  }),
  previewTitle: defineMessage<{ language: string }>({
    id: 'email.preview.title',
    defaultMessage: 'Preview ({language})',
  }),
  previewFrame: defineMessage<{ subject: string }>({
    id: 'email.preview.frame',
    defaultMessage: 'E-mail body: {subject}',
  }),
  insertLabel: defineMessage<{ token: string; field: string }>({
    id: 'email.placeholders.insertLabel',
    defaultMessage: 'Insert {token} in {field}',
  }),
  copyLabel: defineMessage<{ token: string }>({
    id: 'email.placeholders.copyLabel',
    defaultMessage: 'Copy {token}',
  }),
  copied: defineMessage<{ token: string }>({
    id: 'email.placeholders.copied',
    defaultMessage: '{token} copied. Paste it where it should go.',
  }),
};

/** A problem of a text, in words: which placeholder or brace, in the subject or the body. */
export const emailProblemMessages = {
  unknownPlaceholderSubject: defineMessage<{ token: string }>({
    id: 'email.problems.unknownPlaceholderSubject',
    defaultMessage: 'Unknown placeholder “{token}” in the subject.',
  }),
  unknownPlaceholderBody: defineMessage<{ token: string }>({
    id: 'email.problems.unknownPlaceholderBody',
    defaultMessage: 'Unknown placeholder “{token}” in the body.',
  }),
  unbalancedBraceSubject: defineMessage<{ token: string }>({
    id: 'email.problems.unbalancedBraceSubject',
    defaultMessage:
      'Unbalanced brace in “{token}” in the subject: a placeholder needs its opening and its closing brace.',
  }),
  unbalancedBraceBody: defineMessage<{ token: string }>({
    id: 'email.problems.unbalancedBraceBody',
    defaultMessage:
      'Unbalanced brace in “{token}” in the body: a placeholder needs its opening and its closing brace, in the same formatting.',
  }),
};
