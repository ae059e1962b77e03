import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  emailTemplatesTitle: { id: 'settings.emailTemplates.title', defaultMessage: 'Email templates' },
});
