import {
  defaultEducationFieldLabels,
  defaultExperienceFieldLabels,
  type EducationFieldLabels,
  type ExperienceFieldLabels,
  formatDateEnglish,
  formatFileSize,
} from '@ats/domain';
import type { LabelsInput } from '../private/mergeLabels.ts';
import type { FileQuestionType } from './fileRules.ts';

/**
 * Every text the ApplicationForm shows, in the spec's English words where it gives them. An
 * app passes its translations (all or some; groups one by one) through the `labels` prop.
 */
export interface ApplicationFormLabels {
  /** Accessible name of the form. */
  form: string;

  /** Heading of the personal data on the first page. */
  personalData: string;
  firstName: string;
  lastName: string;
  prefix: string;
  /** Placeholder of the prefix dropdown. */
  prefixPlaceholder: string;
  prefixes: { Mr: string; Mrs: string; Ms: string; Miss: string; PreferNotToSay: string };
  phone: string;
  email: string;

  /** Where the candidate is, e.g. "Page 2 of 3" (shown when there are several pages). */
  pageOf: (page: number, count: number) => string;
  previous: string;
  next: string;
  /** The submit button on the last page. */
  submit: string;

  /** The consent checkbox above the submit button (required). */
  consent: string;
  /** The privacy notice under the consent checkbox, unless the form's `privacyNotice` prop gives one. */
  privacyNotice: string;
  /** Names the upload progress bars and is announced once when sending starts. */
  sending: string;

  /** Spec part 1 §5: an empty required field. */
  required: string;
  /** Spec part 1 §5: a value that is not allowed. */
  invalid: string;
  /** An e-mail address the API would refuse: what is wrong and what is accepted. */
  invalidEmail: string;
  /** A file whose content (or name) is not of a type its question takes, e.g. "The photo must be a JPG, PNG or WebP image." */
  wrongFileType: (type: FileQuestionType) => string;
  /** At a file the server refused when the application was sent (`refusedField`). */
  fileRefused: string;
  /** Spec part 1 §5: above the maximum, e.g. a file larger than "10 MB". */
  maximum: (max: string) => string;
  /** A text longer than its limit (one the field got from outside its own typing). */
  maximumLength: (max: number) => string;
  /** Spec part 1 §5: a date before another, e.g. an end date before the start date. */
  dateLaterThan: (min: string) => string;
  /** A date outside the years the form takes (`limits.dates`), e.g. the years 1900 to 2999. */
  dateOutOfRange: (minYear: string, maxYear: string) => string;

  /** Under a file question: the files it takes; `maxSize` is null when any size is accepted. */
  fileRequirements: (type: FileQuestionType, maxSize: string | null) => string;
  /** Beside a file question with no file yet. */
  noFileChosen: string;
  /** Beside a file question with a file, e.g. "cv.pdf (120 KB)". */
  chosenFile: (fileName: string, size: string) => string;
  /** Visible text of the button that clears a file question. */
  removeFile: string;
  /** Accessible name of that button, e.g. "Remove file: Resume". */
  removeFileOf: (question: string) => string;

  /** Field names of an education entry. */
  education: EducationFieldLabels;
  /** Field names of an experience entry. */
  experience: ExperienceFieldLabels;
  addEducation: string;
  addExperience: string;
  /** Shown in an education or experience question without entries. */
  noEntries: string;
  /** Names one entry, e.g. "Education 2". */
  entryName: (question: string, position: number) => string;
  /** Visible text of an entry's remove button. */
  removeEntry: string;
  /** Accessible name of an entry's remove button, e.g. "Remove: Education 2". */
  removeEntryOf: (entry: string) => string;
  /** Title of the confirmation before removing a filled entry. */
  removeEntryTitle: string;
  /** Question of that confirmation. */
  removeEntryMessage: (entry: string) => string;
  /** Buttons of that confirmation. */
  confirmRemove: string;
  cancel: string;

  /** Writes a `YYYY-MM-DD` date for messages (MM/DD/YYYY in English). */
  formatDate: (date: string) => string;
  /** Writes a file size, e.g. "1.5 MB". */
  formatFileSize: (bytes: number) => string;
}

const fileKinds: Record<FileQuestionType, string> = {
  Resume: 'PDF',
  Photo: 'JPG, PNG or WebP',
  CoverLetter: 'PDF, DOC, DOCX, ODT, RTF or TXT',
  Attachment: 'PDF, DOC, DOCX, ODT, RTF, TXT, JPG, PNG or WebP',
};

const wrongFileTypes: Record<FileQuestionType, string> = {
  Resume: `The resume must be a ${fileKinds.Resume} file.`,
  Photo: `The photo must be a ${fileKinds.Photo} image.`,
  CoverLetter: `The cover letter must be a ${fileKinds.CoverLetter} file.`,
  Attachment: `The file must be a ${fileKinds.Attachment} file.`,
};

/** The English texts, in the spec's words where it gives them. */
export const defaultApplicationFormLabels: ApplicationFormLabels = {
  form: 'Application form',
  personalData: 'Personal data',
  firstName: 'First name',
  lastName: 'Last name',
  prefix: 'Prefix',
  prefixPlaceholder: 'Choose',
  prefixes: {
    Mr: 'Mr.',
    Mrs: 'Mrs.',
    Ms: 'Ms.',
    Miss: 'Miss',
    PreferNotToSay: 'Prefer not to say',
  },
  phone: 'Phone',
  email: 'Email',
  pageOf: (page, count) => `Page ${page} of ${count}`,
  previous: 'Previous',
  next: 'Next',
  submit: 'Apply now',
  consent: 'I agree to the processing of my personal data for the purpose of this recruitment.',
  privacyNotice:
    'Your data is processed only for this recruitment process and kept until it ends. You may ask to see, correct or delete your data at any time.',
  sending: 'Sending your application',
  required: 'This field is required',
  invalid: 'Invalid value',
  invalidEmail: 'Enter an e-mail address like name@example.com.',
  wrongFileType: (type) => wrongFileTypes[type],
  fileRefused: 'This file was not accepted. Choose another file.',
  maximum: (max) => `Maximum value is ${max}`,
  maximumLength: (max) => `Maximum length is ${max} characters`,
  dateLaterThan: (min) => `must be later than ${min}`,
  dateOutOfRange: (minYear, maxYear) => `Choose a date in the years ${minYear} to ${maxYear}`,
  fileRequirements: (type, maxSize) =>
    maxSize === null ? fileKinds[type] : `${fileKinds[type]}, up to ${maxSize}`,
  noFileChosen: 'No file chosen',
  chosenFile: (fileName, size) => `${fileName} (${size})`,
  removeFile: 'Remove',
  removeFileOf: (question) => `Remove file: ${question}`,
  education: defaultEducationFieldLabels,
  experience: defaultExperienceFieldLabels,
  addEducation: 'Add education',
  addExperience: 'Add experience',
  noEntries: 'Nothing added yet.',
  entryName: (question, position) => `${question} ${position}`,
  removeEntry: 'Remove',
  removeEntryOf: (entry) => `Remove: ${entry}`,
  removeEntryTitle: 'Remove entry',
  removeEntryMessage: (entry) => `Are you sure you want to remove ${entry}?`,
  confirmRemove: 'Remove',
  cancel: 'Cancel',
  formatDate: formatDateEnglish,
  formatFileSize: (bytes) => formatFileSize(bytes, 'en'),
};

/** Labels an app may pass: any subset, groups (prefixes, education, experience) one by one. */
export type ApplicationFormLabelsInput = LabelsInput<ApplicationFormLabels>;
