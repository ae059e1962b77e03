// The rules of the application form, with the spec's generic messages (part 1 §5). Errors are
// keyed by field (see the *Key helpers) and listed in the order the fields are shown, so that
// the first one is where the focus goes.
import {
  isChoiceQuestionnaireElement,
  isEmailAddress,
  isTextQuestionnaireElement,
  type QuestionnaireElement,
} from '@ats/domain';
import {
  type ApplicationDraft,
  type EntryDraft,
  entryFieldNames,
  fileSlot,
  isEntryQuestionType,
  isFileQuestionType,
  type PersonalDataDraft,
} from './applicationDraft.ts';
import {
  type FileProblem,
  type FileQuestionType,
  type FileRule,
  fileProblem,
} from './fileRules.ts';
import type { ApplicationFormLabels } from './labels.ts';
import { type ApplicationFormLimits, entryFieldLimit } from './limits.ts';

/** Error messages by field key, in display order. */
export type FieldErrors = Map<string, string>;

export const personalDataKey = (field: keyof PersonalDataDraft) => `personalData.${field}`;
/** A whole question (its only field, or its group: choices, files, entries). */
export const questionKey = (questionId: string) => questionId;
/** A date as `YYYY-MM-DD` with a four-digit year (text comparison holds only then). */
const isoDate = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/** One field of an education or experience entry (a contract field name, or startDate, endDate, description). */
export const entryFieldKey = (questionId: string, entryKey: string, field: string) =>
  `${questionId}.${entryKey}.${field}`;
/** The consent checkbox of the last page (question ids are UUIDs, so nothing else is called so). */
export const consentKey = 'consent';

export interface ValidationContext {
  draft: ApplicationDraft;
  labels: ApplicationFormLabels;
  fileRules: Record<FileQuestionType, FileRule>;
  limits: ApplicationFormLimits;
  /**
   * What the content check of a chosen file found (`fileContentProblem`, run when it was
   * chosen): undefined while it runs or when it has not run.
   */
  contentProblemOf?: (file: File) => FileProblem | null | undefined;
}

/** Where a page stands: the first opens with the personal data, the last ends with the consent. */
export interface PagePosition {
  isFirst: boolean;
  isLast: boolean;
}

/** The errors of one page, with the personal data on the first and the consent on the last. */
export function validatePage(
  elements: readonly QuestionnaireElement[],
  { isFirst, isLast }: PagePosition,
  context: ValidationContext,
): FieldErrors {
  const errors: FieldErrors = new Map();
  if (isFirst) validatePersonalData(context, errors);
  for (const element of elements) validateElement(element, context, errors);
  if (isLast && !context.draft.consent) errors.set(consentKey, context.labels.required);
  return errors;
}

/** The message of a text longer than `max` characters, if it is. */
function lengthError(text: string, max: number | undefined, labels: ApplicationFormLabels) {
  return max !== undefined && text.length > max ? labels.maximumLength(max) : undefined;
}

function validatePersonalData({ draft, labels, limits }: ValidationContext, errors: FieldErrors) {
  const { firstName, lastName, email, phoneNumber } = draft.personalData;
  const setLengthError = (field: keyof ApplicationFormLimits['personalData'], text: string) => {
    const message = lengthError(text, limits.personalData[field], labels);
    if (message) errors.set(personalDataKey(field), message);
  };
  if (firstName.trim() === '') errors.set(personalDataKey('firstName'), labels.required);
  else setLengthError('firstName', firstName);
  if (lastName.trim() === '') errors.set(personalDataKey('lastName'), labels.required);
  else setLengthError('lastName', lastName);
  setLengthError('phoneNumber', phoneNumber);
  if (email.trim() === '') errors.set(personalDataKey('email'), labels.required);
  else if (!isEmailAddress(email.trim())) errors.set(personalDataKey('email'), labels.invalidEmail);
  else setLengthError('email', email);
}

function validateElement(
  element: QuestionnaireElement,
  context: ValidationContext,
  errors: FieldErrors,
) {
  if (isTextQuestionnaireElement(element)) return;
  const { draft, labels } = context;
  const key = questionKey(element.id);
  if (isChoiceQuestionnaireElement(element)) {
    const chosen =
      element.$type === 'MultipleChoice'
        ? (draft.choices[element.id] ?? []).length > 0
        : (draft.texts[element.id] ?? '') !== '';
    if (element.isRequired && !chosen) errors.set(key, labels.required);
    return;
  }
  const type = element.$type;
  if (isFileQuestionType(type)) {
    const file = draft.files[fileSlot({ $type: type, id: element.id })];
    const message = file ? fileMessage(file, type, context) : null;
    if (message) errors.set(key, message);
    else if (element.isRequired && !file) errors.set(key, labels.required);
    return;
  }
  if (isEntryQuestionType(type)) {
    const entries = draft.entries[element.id] ?? [];
    const maxEntries = context.limits.entries[type];
    if (element.isRequired && entries.length === 0) errors.set(key, labels.required);
    else if (entries.length > maxEntries) errors.set(key, labels.maximum(String(maxEntries)));
    for (const entry of entries) validateEntry(element.id, type, entry, context, errors);
    return;
  }
  const text = draft.texts[element.id] ?? '';
  const tooLong = lengthError(text, context.limits.answers[type], labels);
  if (element.isRequired && text.trim() === '') errors.set(key, labels.required);
  else if (tooLong) errors.set(key, tooLong);
}

function fileMessage(
  file: File,
  type: FileQuestionType,
  { fileRules, labels, contentProblemOf }: ValidationContext,
): string | null {
  const rule = fileRules[type];
  const problem = fileProblem(file, rule) ?? contentProblemOf?.(file) ?? null;
  if (problem === 'type') return labels.wrongFileType(type);
  if (problem === 'size' && rule.maxBytes !== undefined)
    return labels.maximum(labels.formatFileSize(rule.maxBytes));
  return null;
}

function validateEntry(
  questionId: string,
  type: 'Education' | 'Experience',
  entry: EntryDraft,
  { labels, limits }: ValidationContext,
  errors: FieldErrors,
) {
  const { fields, requiredFields } = entryFieldNames[type];
  for (const field of fields) {
    const text = entry.fields[field] ?? '';
    const tooLong = lengthError(text, entryFieldLimit(limits, type, field), labels);
    if (requiredFields.includes(field) && text.trim() === '')
      errors.set(entryFieldKey(questionId, entry.key, field), labels.required);
    else if (tooLong) errors.set(entryFieldKey(questionId, entry.key, field), tooLong);
  }
  // A browser's date control takes any year (1 or 275760); the API takes the limits' years.
  const { earliest, latest } = limits.dates;
  const endDate = entry.current ? '' : entry.endDate;
  for (const [field, date] of [
    ['startDate', entry.startDate],
    ['endDate', endDate],
  ] as const) {
    if (date !== '' && !(isoDate.test(date) && date >= earliest && date <= latest)) {
      errors.set(
        entryFieldKey(questionId, entry.key, field),
        labels.dateOutOfRange(earliest.slice(0, 4), latest.slice(0, 4)),
      );
    }
  }
  // ISO dates compare as text; an end on the start day is allowed.
  if (!entry.current && entry.startDate !== '' && entry.endDate !== '') {
    if (entry.endDate < entry.startDate)
      errors.set(
        entryFieldKey(questionId, entry.key, 'endDate'),
        labels.dateLaterThan(labels.formatDate(entry.startDate)),
      );
  }
  const descriptionTooLong = lengthError(
    entry.description,
    entryFieldLimit(limits, type, 'description'),
    labels,
  );
  if (descriptionTooLong)
    errors.set(entryFieldKey(questionId, entry.key, 'description'), descriptionTooLong);
}
