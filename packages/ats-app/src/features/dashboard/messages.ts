import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'dashboard.title', defaultMessage: 'Dashboard' },
  placeholder: {
    id: 'dashboard.placeholder',
    defaultMessage: 'Summary figures, charts and recent activities will appear here.',
  },
});
