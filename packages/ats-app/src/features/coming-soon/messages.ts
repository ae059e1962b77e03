import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'comingSoon.title', defaultMessage: 'Coming soon' },
  text: {
    id: 'comingSoon.text',
    defaultMessage: 'This part of ATS is being built. Please come back later.',
  },
});
