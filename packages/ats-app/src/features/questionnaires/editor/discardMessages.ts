import { defineMessages } from 'react-intl';

/** Asking before the builder is left with unsaved changes (the spec gives no wording). */
export const discardMessages = defineMessages({
  title: { id: 'questionnaires.editor.discard.title', defaultMessage: 'Discard changes?' },
  message: {
    id: 'questionnaires.editor.discard.message',
    defaultMessage:
      'Your changes to this questionnaire have not been saved. If you leave now, they will be lost.',
  },
  confirm: { id: 'questionnaires.editor.discard.confirm', defaultMessage: 'Discard' },
  cancel: { id: 'questionnaires.editor.discard.cancel', defaultMessage: 'Cancel' },
  close: { id: 'questionnaires.editor.discard.close', defaultMessage: 'Close' },
});
