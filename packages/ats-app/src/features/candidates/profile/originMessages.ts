import { defineMessage, defineMessages } from 'react-intl';

/** How the candidate reached this application, as the profile tells it. */
export const originMessages = {
  ...defineMessages({
    source: { id: 'candidates.profile.origin.source', defaultMessage: 'Source' },
    offerPage: {
      id: 'candidates.profile.origin.offerPage',
      defaultMessage: 'Applied through the job offer',
    },
    addedBy: { id: 'candidates.profile.origin.addedBy', defaultMessage: 'Added by' },
    formerUser: {
      id: 'candidates.profile.origin.formerUser',
      defaultMessage: 'a former user',
    },
    consent: { id: 'candidates.profile.origin.consent', defaultMessage: 'Consent' },
    consentNotAsked: {
      id: 'candidates.profile.origin.consentNotAsked',
      defaultMessage: 'Not asked (added by staff)',
    },
    noFormTitle: {
      id: 'candidates.profile.origin.noFormTitle',
      defaultMessage: 'No application form',
    },
    noFormDescription: {
      id: 'candidates.profile.origin.noFormDescription',
      defaultMessage:
        'This person was added by staff, so there are no form answers. Their resume, if one was added, is on the Resume tab.',
    },
  }),
  consentGiven: defineMessage<{ date: string }>({
    id: 'candidates.profile.origin.consentGiven',
    defaultMessage: 'Given on {date}',
  }),
};
