import { defineMessage, defineMessages } from 'react-intl';

/** The compose dialog (the spec's Email action, which only opened a mailto link). */
export const composeMessages = {
  ...defineMessages({
    title: { id: 'candidates.email.title', defaultMessage: 'Send e-mail' },
    template: { id: 'candidates.email.template', defaultMessage: 'Template' },
    noTemplate: { id: 'candidates.email.noTemplate', defaultMessage: 'No template (free text)' },
    templateHelp: {
      id: 'candidates.email.templateHelp',
      defaultMessage:
        'Choosing a template fills in the subject and the body in the chosen language.',
    },
    templatesFailed: {
      id: 'candidates.email.templatesFailed',
      defaultMessage: 'The templates could not be loaded.',
    },
    templateFailed: {
      id: 'candidates.email.templateFailed',
      defaultMessage: 'The template could not be loaded.',
    },
    language: { id: 'candidates.email.language', defaultMessage: 'Language' },
    subject: { id: 'candidates.email.subject', defaultMessage: 'Subject' },
    body: { id: 'candidates.email.body', defaultMessage: 'Message' },
    subjectTarget: { id: 'candidates.email.subjectTarget', defaultMessage: 'the subject' },
    // The field's label is "Message": Insert names it so.
    bodyTarget: { id: 'candidates.email.bodyTarget', defaultMessage: 'the message' },
    preview: { id: 'candidates.email.preview', defaultMessage: 'Preview' },
    send: { id: 'candidates.email.send', defaultMessage: 'Send' },
    cancel: { id: 'candidates.email.cancel', defaultMessage: 'Cancel' },
    close: { id: 'candidates.email.close', defaultMessage: 'Close' },
    sent: { id: 'candidates.email.sent', defaultMessage: 'E-mail has been sent.' },
    sendFailed: { id: 'candidates.email.sendFailed', defaultMessage: 'E-mail could not be sent.' },
    problemsBeforeSending: {
      id: 'candidates.email.problemsBeforeSending',
      defaultMessage: 'The e-mail was not sent: fix the placeholders listed in the preview.',
    },
  }),
  intro: defineMessage<{ candidateName: string }>({
    id: 'candidates.email.intro',
    defaultMessage:
      'An e-mail to {candidateName}, from a template or as free text. Placeholders are filled in with the candidate’s details when it is sent.',
  }),
  insertGoesTo: defineMessage<{ field: string }>({
    id: 'candidates.email.insertGoesTo',
    defaultMessage:
      'Insert puts the placeholder in {field}, at its cursor. Click in the subject or the message to choose.',
  }),
  sendFailedBecause: defineMessage<{ reason: string }>({
    id: 'candidates.email.sendFailedBecause',
    defaultMessage: 'E-mail could not be sent. {reason}',
  }),
};
