import { defineMessages } from 'react-intl';

/**
 * Asking before a form with unsaved changes is left or closed (the spec gives no wording):
 * the questionnaire builder's words, shared by every form with typed text.
 */
export const discardMessages = defineMessages({
  title: { id: 'forms.discard.title', defaultMessage: 'Discard changes?' },
  message: {
    id: 'forms.discard.message',
    defaultMessage: 'Your changes have not been saved. If you leave now, they will be lost.',
  },
  confirm: { id: 'forms.discard.confirm', defaultMessage: 'Discard' },
  cancel: { id: 'forms.discard.cancel', defaultMessage: 'Cancel' },
  close: { id: 'forms.discard.close', defaultMessage: 'Close' },
});
