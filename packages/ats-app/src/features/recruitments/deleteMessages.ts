import { defineMessage, defineMessages } from 'react-intl';

/** Deleting a recruitment, from the list or the details (spec part 2 §2.1, §2.4, §8). */
export const deleteMessages = {
  ...defineMessages({
    title: { id: 'recruitments.delete.title', defaultMessage: 'Delete recruitment' },
    cancel: { id: 'recruitments.delete.cancel', defaultMessage: 'Cancel' },
    confirm: { id: 'recruitments.delete.confirm', defaultMessage: 'Delete' },
    close: { id: 'recruitments.delete.close', defaultMessage: 'Close' },
    // The spec's translation keys (part 2 §8); their wording is ours.
    succeeded: {
      id: 'recruitments.deleteRecruitmentSuccess',
      defaultMessage: 'Recruitment has been deleted.',
    },
    failed: {
      id: 'recruitments.deleteRecruitmentError',
      defaultMessage: 'Recruitment could not be deleted.',
    },
  }),
  question: defineMessage<{ title: string }>({
    id: 'recruitments.delete.question',
    defaultMessage: 'Are you sure you want to delete recruitment {title}?',
  }),
};
