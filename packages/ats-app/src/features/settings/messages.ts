import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  notFound: { id: 'settings.notFound', defaultMessage: 'Not found' },
  emailTemplatesTitle: { id: 'settings.emailTemplates.title', defaultMessage: 'E-mail templates' },
  emailTemplatesStub: {
    id: 'settings.emailTemplates.stub',
    defaultMessage: 'E-mail templates cannot be edited here yet.',
  },
});
