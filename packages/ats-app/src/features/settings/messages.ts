import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  emailTemplatesTitle: { id: 'settings.emailTemplates.title', defaultMessage: 'Email templates' },
  emailTemplatesStub: {
    id: 'settings.emailTemplates.stub',
    defaultMessage: 'Email templates cannot be edited here yet.',
  },
});
