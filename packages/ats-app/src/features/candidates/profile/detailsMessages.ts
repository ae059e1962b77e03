import { defineMessage, defineMessages } from 'react-intl';

/**
 * Texts about whose details the profile shows: an application never changes the candidate's
 * own details; different ones it submitted wait for staff to accept (issue 24).
 */
export const detailsMessages = {
  ...defineMessages({
    noticeText: {
      id: 'candidates.profile.details.noticeText',
      defaultMessage:
        'An application with this candidate’s e-mail address submitted other details. The candidate’s details change only if you accept them.',
    },
    newPhoto: {
      id: 'candidates.profile.details.newPhoto',
      defaultMessage: 'A new photo',
    },
    submittedPhotoAlt: {
      id: 'candidates.profile.details.submittedPhotoAlt',
      defaultMessage: 'The submitted photo',
    },
    accept: { id: 'candidates.profile.details.accept', defaultMessage: 'Accept new details' },
    keep: { id: 'candidates.profile.details.keep', defaultMessage: 'Keep current details' },
    accepted: { id: 'candidates.profile.details.accepted', defaultMessage: 'New details accepted' },
    kept: { id: 'candidates.profile.details.kept', defaultMessage: 'Current details kept' },
    acceptError: {
      id: 'candidates.profile.details.acceptError',
      defaultMessage: 'The new details could not be accepted',
    },
    keepError: {
      id: 'candidates.profile.details.keepError',
      defaultMessage: 'The new details could not be dismissed',
    },
    firstName: { id: 'candidates.profile.details.firstName', defaultMessage: 'First name' },
    lastName: { id: 'candidates.profile.details.lastName', defaultMessage: 'Last name' },
    phoneNumber: { id: 'candidates.profile.details.phoneNumber', defaultMessage: 'Phone' },
    prefix: { id: 'candidates.profile.details.prefix', defaultMessage: 'Prefix' },
    photo: { id: 'candidates.profile.details.photo', defaultMessage: 'Photo' },
    sourceTerm: { id: 'candidates.profile.details.sourceTerm', defaultMessage: 'Details from' },
    submittedTitle: {
      id: 'candidates.profile.details.submittedTitle',
      defaultMessage: 'Submitted with this application',
    },
    submittedName: {
      id: 'candidates.profile.details.submittedName',
      defaultMessage: 'Name',
    },
    submittedEmail: { id: 'candidates.profile.details.submittedEmail', defaultMessage: 'Email' },
    submittedPhone: { id: 'candidates.profile.details.submittedPhone', defaultMessage: 'Phone' },
    submittedPrefix: { id: 'candidates.profile.details.submittedPrefix', defaultMessage: 'Prefix' },
  }),
  noticeTitle: defineMessage<{ date: string }>({
    id: 'candidates.profile.details.noticeTitle',
    defaultMessage: 'New details submitted on {date}',
  }),
  changeValues: defineMessage<{ current: string; submitted: string }>({
    id: 'candidates.profile.details.changeValues',
    defaultMessage: 'Now: {current} · Submitted: {submitted}',
  }),
  source: defineMessage<{ date: string }>({
    id: 'candidates.profile.details.source',
    defaultMessage: 'The application of {date}',
  }),
  sourceWithTitle: defineMessage<{ date: string; title: string }>({
    id: 'candidates.profile.details.sourceWithTitle',
    defaultMessage: 'The application of {date} ({title})',
  }),
};

/** The prefixes a candidate may choose, as the application form names them. */
export const prefixMessages = defineMessages({
  Mr: { id: 'candidates.profile.details.prefix.mr', defaultMessage: 'Mr.' },
  Mrs: { id: 'candidates.profile.details.prefix.mrs', defaultMessage: 'Mrs.' },
  Ms: { id: 'candidates.profile.details.prefix.ms', defaultMessage: 'Ms.' },
  Miss: { id: 'candidates.profile.details.prefix.miss', defaultMessage: 'Miss' },
  PreferNotToSay: {
    id: 'candidates.profile.details.prefix.preferNotToSay',
    defaultMessage: 'Prefer not to say',
  },
});
