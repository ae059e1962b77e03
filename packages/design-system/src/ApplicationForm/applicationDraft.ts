// What the candidate has typed so far, and how it becomes the contract's application.
import {
  type AnswerInput,
  type EducationEntry,
  type ExperienceEntry,
  isChoiceQuestionnaireElement,
  isTextQuestionnaireElement,
  type PersonalDataPrefix,
  type QuestionnaireElement,
  type QuestionnaireStructure,
} from '@ats/domain';
import { createElementId } from '../questionnaire/createElementId.ts';
import type { FileQuestionType } from './fileRules.ts';
import type { ApplicationSubmission } from './submission.ts';

export interface PersonalDataDraft {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  prefix: PersonalDataPrefix | '';
}

/** Question types answered with a list of entries. */
export type EntryQuestionType = 'Education' | 'Experience';

/**
 * One education or experience entry being typed. `fields` holds the entry's own texts by
 * their contract names (school, degree, fieldOfStudy / title, company, locationDescription).
 */
export interface EntryDraft {
  /** Stable key of the entry in its list (React key, field ids). */
  key: string;
  fields: Record<string, string>;
  /** `YYYY-MM-DD` or ''. */
  startDate: string;
  /** `YYYY-MM-DD` or ''; ignored while `current`. */
  endDate: string;
  /** Currently studying here / currently working in this role. */
  current: boolean;
  description: string;
}

/** The form's values. Answers are keyed by question id; files by their slot (see fileSlot). */
export interface ApplicationDraft {
  personalData: PersonalDataDraft;
  /** Address, single- and multi-line text, summary, and single choice (the option key, '' for none). */
  texts: Record<string, string>;
  /** Multiple choice: the chosen option keys, in option order. */
  choices: Record<string, string[]>;
  /** Education and experience. */
  entries: Record<string, EntryDraft[]>;
  files: Record<string, File>;
  /** The consent checkbox of the last page is ticked. */
  consent: boolean;
  /** The optional "keep me for future openings" checkbox is ticked. */
  futureOpeningsConsent: boolean;
}

/** The contract's text fields of each kind of entry, and which must not be blank. */
export const entryFieldNames: Record<
  EntryQuestionType,
  { fields: readonly string[]; requiredFields: readonly string[] }
> = {
  Education: { fields: ['school', 'degree', 'fieldOfStudy'], requiredFields: ['school'] },
  Experience: {
    fields: ['title', 'company', 'locationDescription'],
    requiredFields: ['title', 'company'],
  },
};

const fileQuestionTypes: ReadonlySet<string> = new Set<FileQuestionType>([
  'Resume',
  'Photo',
  'CoverLetter',
  'Attachment',
]);

export function isFileQuestionType(type: string): type is FileQuestionType {
  return fileQuestionTypes.has(type);
}

export function isEntryQuestionType(type: string): type is EntryQuestionType {
  return type === 'Education' || type === 'Experience';
}

/**
 * Where a file question keeps its file: one `resume`, `photo` and `coverLetter` answer every
 * element of their type (the contract's file parts), each Attachment has its own, by its id.
 */
export function fileSlot(element: { $type: FileQuestionType; id: string }): string {
  switch (element.$type) {
    case 'Resume':
      return 'resume';
    case 'Photo':
      return 'photo';
    case 'CoverLetter':
      return 'coverLetter';
    case 'Attachment':
      return element.id;
  }
}

export function emptyEntry(type: EntryQuestionType): EntryDraft {
  return {
    key: createElementId(),
    fields: Object.fromEntries(entryFieldNames[type].fields.map((name) => [name, ''])),
    startDate: '',
    endDate: '',
    current: false,
    description: '',
  };
}

/** An empty form; a required education or experience question starts with one empty entry. */
export function initialDraft(structure: QuestionnaireStructure): ApplicationDraft {
  const draft: ApplicationDraft = {
    personalData: { firstName: '', lastName: '', email: '', phoneNumber: '', prefix: '' },
    texts: {},
    choices: {},
    entries: {},
    files: {},
    consent: false,
    futureOpeningsConsent: false,
  };
  for (const element of structure.elements) {
    if (isTextQuestionnaireElement(element) || isFileQuestionType(element.$type)) continue;
    if (element.$type === 'MultipleChoice') draft.choices[element.id] = [];
    else if (isEntryQuestionType(element.$type))
      draft.entries[element.id] = element.isRequired ? [emptyEntry(element.$type)] : [];
    else draft.texts[element.id] = '';
  }
  return draft;
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

function educationEntry(entry: EntryDraft): EducationEntry {
  return {
    school: (entry.fields.school ?? '').trim(),
    degree: orNull(entry.fields.degree ?? ''),
    fieldOfStudy: orNull(entry.fields.fieldOfStudy ?? ''),
    startDate: orNull(entry.startDate),
    endDate: entry.current ? null : orNull(entry.endDate),
    currentlyStudyingHere: entry.current,
    description: orNull(entry.description),
  };
}

function experienceEntry(entry: EntryDraft): ExperienceEntry {
  return {
    title: (entry.fields.title ?? '').trim(),
    company: (entry.fields.company ?? '').trim(),
    locationDescription: orNull(entry.fields.locationDescription ?? ''),
    startDate: orNull(entry.startDate),
    endDate: entry.current ? null : orNull(entry.endDate),
    currentlyWorkingInThisRole: entry.current,
    description: orNull(entry.description),
  };
}

/** The answer to one non-file question; unanswered questions are sent empty (''/null/[]). */
function answerOf(element: QuestionnaireElement, draft: ApplicationDraft): AnswerInput | null {
  const questionId = element.id;
  const text = (draft.texts[questionId] ?? '').trim();
  switch (element.$type) {
    case 'Address':
    case 'SingleLineText':
    case 'MultiLineText':
    case 'Summary':
      return { $type: element.$type, questionId, value: text };
    case 'SingleChoice':
      return { $type: 'SingleChoice', questionId, chosenOption: text === '' ? null : text };
    case 'MultipleChoice':
      return {
        $type: 'MultipleChoice',
        questionId,
        chosenOptions: draft.choices[questionId] ?? [],
      };
    case 'Education':
      return {
        $type: 'Education',
        questionId,
        value: (draft.entries[questionId] ?? []).map(educationEntry),
      };
    case 'Experience':
      return {
        $type: 'Experience',
        questionId,
        value: (draft.entries[questionId] ?? []).map(experienceEntry),
      };
    default:
      return null;
  }
}

/**
 * The apply call's body (without `referer` and `consentVersionId`) for a valid draft;
 * `futureOpeningsConsent` only when the form offered that checkbox.
 */
export function toApplicationSubmission(
  structure: QuestionnaireStructure,
  draft: ApplicationDraft,
  options: { offersFutureOpeningsConsent?: boolean } = {},
): ApplicationSubmission {
  const ordered = [...structure.elements].sort((a, b) => a.order - b.order);
  const answers = ordered
    .map((element) => answerOf(element, draft))
    .filter((answer): answer is AnswerInput => answer !== null);
  const { personalData } = draft;
  const submission: ApplicationSubmission = {
    application: {
      personalData: {
        firstName: personalData.firstName.trim(),
        lastName: personalData.lastName.trim(),
        email: personalData.email.trim(),
        phoneNumber: orNull(personalData.phoneNumber),
        prefix: personalData.prefix === '' ? null : personalData.prefix,
      },
      // Only a draft with the consent ticked passes validation, so only such a draft gets here.
      consent: true,
      answers,
      ...(options.offersFutureOpeningsConsent
        ? { futureOpeningsConsent: draft.futureOpeningsConsent }
        : {}),
    },
  };
  const attachments: Record<string, File> = {};
  for (const element of ordered) {
    if (isTextQuestionnaireElement(element) || isChoiceQuestionnaireElement(element)) continue;
    if (!isFileQuestionType(element.$type)) continue;
    const slot = fileSlot({ $type: element.$type, id: element.id });
    const file = draft.files[slot];
    if (!file) continue;
    if (element.$type === 'Attachment') attachments[element.id] = file;
    else submission[slot as 'resume' | 'photo' | 'coverLetter'] = file;
  }
  if (Object.keys(attachments).length > 0) submission.attachments = attachments;
  return submission;
}
