import { defineMessage, defineMessages } from 'react-intl';

type Named = { name: string };
type Counted = { count: number };

/** Texts of the profile's personal-data actions: export (GDPR art. 15/20) and erasure (art. 17). */
export const personalDataMessages = {
  ...defineMessages({
    exportData: { id: 'candidates.personalData.export', defaultMessage: 'Export data' },
    exportFailed: {
      id: 'candidates.personalData.exportFailed',
      defaultMessage: 'The personal data could not be exported.',
    },
    erase: { id: 'candidates.personalData.erase', defaultMessage: 'Erase data' },
    eraseTitle: {
      id: 'candidates.personalData.eraseTitle',
      defaultMessage: 'Erase personal data',
    },
    eraseKept: {
      id: 'candidates.personalData.eraseKept',
      defaultMessage:
        'Applications, stages, scores and dates stay, under the name “Erased candidate”, so that counts and charts stay right. This cannot be undone.',
    },
    eraseLoading: {
      id: 'candidates.personalData.eraseLoading',
      defaultMessage: 'Counting the candidate’s data…',
    },
    eraseLoadFailed: {
      id: 'candidates.personalData.eraseLoadFailed',
      defaultMessage: 'The candidate’s data could not be counted, so it cannot be erased now.',
    },
    alreadyErased: {
      id: 'candidates.personalData.alreadyErased',
      defaultMessage: 'The personal data of this candidate has already been erased.',
    },
    eraseConfirm: { id: 'candidates.personalData.eraseConfirm', defaultMessage: 'Erase' },
    cancel: { id: 'candidates.personalData.cancel', defaultMessage: 'Cancel' },
    close: { id: 'candidates.personalData.close', defaultMessage: 'Close' },
    erased: {
      id: 'candidates.personalData.erased',
      defaultMessage: 'The personal data has been erased.',
    },
    eraseFailed: {
      id: 'candidates.personalData.eraseFailed',
      defaultMessage: 'The personal data could not be erased.',
    },
  }),
  exportFileName: defineMessage<Named>({
    id: 'candidates.personalData.exportFileName',
    defaultMessage: '{name} - personal data.zip',
  }),
  eraseQuestion: defineMessage<Named>({
    id: 'candidates.personalData.eraseQuestion',
    defaultMessage: 'Erase the personal data of {name}? This removes:',
  }),
  eraseContactDetails: defineMessage<{ email: string; phone: string }>({
    id: 'candidates.personalData.eraseContactDetails',
    defaultMessage: 'the name, e-mail address ({email}) and phone number ({phone})',
  }),
  eraseContactDetailsNoPhone: defineMessage<{ email: string }>({
    id: 'candidates.personalData.eraseContactDetailsNoPhone',
    defaultMessage: 'the name and e-mail address ({email})',
  }),
  eraseAnswers: defineMessage<Counted>({
    id: 'candidates.personalData.eraseAnswers',
    defaultMessage:
      '{count, plural, one {the answers of # application} other {the answers of # applications}}',
  }),
  eraseFiles: defineMessage<Counted>({
    id: 'candidates.personalData.eraseFiles',
    defaultMessage:
      '{count, plural, one {# file (resume, photo or attachment)} other {# files (resumes, photos and attachments)}}',
  }),
  eraseActivityTexts: defineMessage<Counted>({
    id: 'candidates.personalData.eraseActivityTexts',
    defaultMessage:
      '{count, plural, one {the text of # note, call or meeting} other {the texts of # notes, calls and meetings}}',
  }),
  eraseScoreComments: defineMessage<Counted>({
    id: 'candidates.personalData.eraseScoreComments',
    defaultMessage: '{count, plural, one {# score comment} other {# score comments}}',
  }),
};
