import { defineMessage, defineMessages } from 'react-intl';

/**
 * Plain texts of the design system's ApplicationForm (its `labels`), by label name. The
 * consent and privacy notice are not here: they are versioned texts the offer brings.
 */
export const formTextMessages = defineMessages({
  form: { id: 'offer.form.form', defaultMessage: 'Application form' },
  personalData: { id: 'offer.form.personalData', defaultMessage: 'Personal data' },
  firstName: { id: 'offer.form.firstName', defaultMessage: 'First name' },
  lastName: { id: 'offer.form.lastName', defaultMessage: 'Last name' },
  prefix: { id: 'offer.form.prefix', defaultMessage: 'Prefix' },
  prefixPlaceholder: { id: 'offer.form.prefixPlaceholder', defaultMessage: 'Choose' },
  phone: { id: 'offer.form.phone', defaultMessage: 'Phone' },
  email: { id: 'offer.form.email', defaultMessage: 'Email' },
  fileRefused: {
    id: 'offer.form.fileRefused',
    defaultMessage: 'This file was not accepted. Choose another file.',
  },
  invalidEmail: {
    id: 'offer.form.invalidEmail',
    defaultMessage: 'Enter an e-mail address like name@example.com.',
  },
  previous: { id: 'offer.form.previous', defaultMessage: 'Previous' },
  next: { id: 'offer.form.next', defaultMessage: 'Next' },
  submit: { id: 'offer.form.submit', defaultMessage: 'Apply now' },
  noFileChosen: { id: 'offer.form.noFileChosen', defaultMessage: 'No file chosen' },
  removeFile: { id: 'offer.form.removeFile', defaultMessage: 'Remove' },
  addEducation: { id: 'offer.form.addEducation', defaultMessage: 'Add education' },
  addExperience: { id: 'offer.form.addExperience', defaultMessage: 'Add experience' },
  noEntries: { id: 'offer.form.noEntries', defaultMessage: 'Nothing added yet.' },
  removeEntry: { id: 'offer.form.removeEntry', defaultMessage: 'Remove' },
  removeEntryTitle: { id: 'offer.form.removeEntryTitle', defaultMessage: 'Remove entry' },
  confirmRemove: { id: 'offer.form.confirmRemove', defaultMessage: 'Remove' },
  cancel: { id: 'offer.form.cancel', defaultMessage: 'Cancel' },
  sending: { id: 'offer.form.sending', defaultMessage: 'Sending your application' },
});

/** Salutations of the prefix dropdown. */
export const formPrefixMessages = defineMessages({
  Mr: { id: 'offer.form.prefix.mr', defaultMessage: 'Mr.' },
  Mrs: { id: 'offer.form.prefix.mrs', defaultMessage: 'Mrs.' },
  Ms: { id: 'offer.form.prefix.ms', defaultMessage: 'Ms.' },
  Miss: { id: 'offer.form.prefix.miss', defaultMessage: 'Miss' },
  PreferNotToSay: { id: 'offer.form.prefix.preferNotToSay', defaultMessage: 'Prefer not to say' },
});

/** Field names of an education entry. */
export const formEducationMessages = defineMessages({
  school: { id: 'offer.form.education.school', defaultMessage: 'School' },
  degree: { id: 'offer.form.education.degree', defaultMessage: 'Degree' },
  fieldOfStudy: { id: 'offer.form.education.fieldOfStudy', defaultMessage: 'Field of study' },
  startDate: { id: 'offer.form.education.startDate', defaultMessage: 'Start date' },
  endDate: { id: 'offer.form.education.endDate', defaultMessage: 'End date' },
  currentlyStudyingHere: {
    id: 'offer.form.education.currentlyStudyingHere',
    defaultMessage: 'Currently studying here',
  },
  description: { id: 'offer.form.education.description', defaultMessage: 'Description' },
});

/** Field names of an experience entry. */
export const formExperienceMessages = defineMessages({
  title: { id: 'offer.form.experience.title', defaultMessage: 'Title' },
  company: { id: 'offer.form.experience.company', defaultMessage: 'Company' },
  locationDescription: { id: 'offer.form.experience.location', defaultMessage: 'Location' },
  startDate: { id: 'offer.form.experience.startDate', defaultMessage: 'Start date' },
  endDate: { id: 'offer.form.experience.endDate', defaultMessage: 'End date' },
  currentlyWorkingInThisRole: {
    id: 'offer.form.experience.currentlyWorkingInThisRole',
    defaultMessage: 'Currently working in this role',
  },
  description: { id: 'offer.form.experience.description', defaultMessage: 'Description' },
});

/** Texts with values. */
export const formValueMessages = {
  pageOf: defineMessage<{ page: number; count: number }>({
    id: 'offer.form.pageOf',
    defaultMessage: 'Page {page} of {count}',
  }),
  fileRequirements: defineMessage<{ types: string; maxSize: string }>({
    id: 'offer.form.fileRequirements',
    defaultMessage: '{types}, up to {maxSize}',
  }),
  wrongFileType: defineMessage<{ kind: string; types: string }>({
    id: 'offer.form.wrongFileType',
    defaultMessage:
      '{kind, select, Resume {The resume must be a {types} file.} Photo {The photo must be a {types} image.} CoverLetter {The cover letter must be a {types} file.} other {The file must be a {types} file.}}',
  }),
  chosenFile: defineMessage<{ fileName: string; size: string }>({
    id: 'offer.form.chosenFile',
    defaultMessage: '{fileName} ({size})',
  }),
  removeFileOf: defineMessage<{ question: string }>({
    id: 'offer.form.removeFileOf',
    defaultMessage: 'Remove file: {question}',
  }),
  entryName: defineMessage<{ question: string; position: number }>({
    id: 'offer.form.entryName',
    defaultMessage: '{question} {position}',
  }),
  removeEntryOf: defineMessage<{ entry: string }>({
    id: 'offer.form.removeEntryOf',
    defaultMessage: 'Remove: {entry}',
  }),
  removeEntryMessage: defineMessage<{ entry: string }>({
    id: 'offer.form.removeEntryMessage',
    defaultMessage: 'Are you sure you want to remove {entry}?',
  }),
};
