// How an answer reads, on screen (the design system's FilledQuestionnaire) and on paper (the
// server's application PDF) alike: texts as written, choices by their option text, education
// and experience entries field by field, files by name; anything missing or blank is empty.
import type { Answer, EducationEntry, ExperienceEntry, FileAnswer } from './answers.ts';
import type { EducationFieldLabels, ExperienceFieldLabels } from './entryLabels.ts';
import type { ChoiceElement, QuestionElement } from './model.ts';
import { optionKeys } from './pages.ts';

/** The texts an answer is written with, in the reader's language. */
export interface AnswerTextLabels {
  /** Field names of an education entry. */
  education: EducationFieldLabels;
  /** Field names of an experience entry. */
  experience: ExperienceFieldLabels;
  /** Names one entry, e.g. "Education 2". */
  entryName: (question: string, position: number) => string;
  /** Writes a `YYYY-MM-DD` date. */
  formatDate: (date: string) => string;
}

/** One filled field of an entry: its name and value. */
export type EntryRow = [name: string, value: string];

/** One education or experience entry: its name ("Education 2") and its filled fields. */
export interface AnswerEntry {
  name: string;
  rows: EntryRow[];
}

/** One chosen option of a MultipleChoice answer: its key, and its text (the key if unknown). */
export interface ChosenOption {
  key: string;
  text: string;
}

/** What an answer reads as; `empty` when the candidate left the question empty. */
export type AnswerText =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: ChosenOption[] }
  | { kind: 'entries'; entries: AnswerEntry[] }
  | { kind: 'file'; file: FileAnswer };

const empty: AnswerText = { kind: 'empty' };

function optionText(element: QuestionElement | ChoiceElement, key: string): string {
  return ('options' in element ? element.options[key] : undefined) ?? key;
}

/** What the candidate answered to `element`; an answer of another type counts as none. */
export function answerText(
  element: QuestionElement | ChoiceElement,
  answer: Answer | undefined,
  labels: AnswerTextLabels,
): AnswerText {
  if (!answer || answer.$type !== element.$type) return empty;
  switch (answer.$type) {
    case 'Address':
    case 'SingleLineText':
    case 'MultiLineText':
    case 'Summary':
      return answer.value.trim() === '' ? empty : { kind: 'text', text: answer.value };
    case 'SingleChoice':
      return answer.chosenOption === null
        ? empty
        : { kind: 'text', text: optionText(element, answer.chosenOption) };
    case 'MultipleChoice': {
      if (answer.chosenOptions.length === 0) return empty;
      const chosen = new Set(answer.chosenOptions);
      const known = 'options' in element ? optionKeys(element.options) : [];
      // Known options in their order, then any key the questionnaire no longer has.
      const keys = [
        ...known.filter((key) => chosen.has(key)),
        ...answer.chosenOptions.filter((key) => !known.includes(key)),
      ];
      return { kind: 'list', items: keys.map((key) => ({ key, text: optionText(element, key) })) };
    }
    case 'Education':
      return answer.value.length === 0
        ? empty
        : {
            kind: 'entries',
            entries: answer.value.map((entry, index) => ({
              name: labels.entryName(element.question, index + 1),
              rows: educationRows(entry, labels),
            })),
          };
    case 'Experience':
      return answer.value.length === 0
        ? empty
        : {
            kind: 'entries',
            entries: answer.value.map((entry, index) => ({
              name: labels.entryName(element.question, index + 1),
              rows: experienceRows(entry, labels),
            })),
          };
    default:
      return { kind: 'file', file: answer };
  }
}

function filled(rows: [string, string | null][]): EntryRow[] {
  return rows.filter((row): row is EntryRow => row[1] !== null && row[1].trim() !== '');
}

function dateRows(
  entry: { startDate: string | null; endDate: string | null },
  current: { is: boolean; text: string },
  names: { startDate: string; endDate: string },
  labels: AnswerTextLabels,
): EntryRow[] {
  const rows: EntryRow[] = [];
  if (entry.startDate) rows.push([names.startDate, labels.formatDate(entry.startDate)]);
  if (current.is) rows.push([names.endDate, current.text]);
  else if (entry.endDate) rows.push([names.endDate, labels.formatDate(entry.endDate)]);
  return rows;
}

function educationRows(entry: EducationEntry, labels: AnswerTextLabels): EntryRow[] {
  const names = labels.education;
  return [
    ...filled([
      [names.school, entry.school],
      [names.degree, entry.degree],
      [names.fieldOfStudy, entry.fieldOfStudy],
    ]),
    ...dateRows(
      entry,
      { is: entry.currentlyStudyingHere, text: names.currentlyStudyingHere },
      names,
      labels,
    ),
    ...filled([[names.description, entry.description]]),
  ];
}

function experienceRows(entry: ExperienceEntry, labels: AnswerTextLabels): EntryRow[] {
  const names = labels.experience;
  return [
    ...filled([
      [names.title, entry.title],
      [names.company, entry.company],
      [names.locationDescription, entry.locationDescription],
    ]),
    ...dateRows(
      entry,
      { is: entry.currentlyWorkingInThisRole, text: names.currentlyWorkingInThisRole },
      names,
      labels,
    ),
    ...filled([[names.description, entry.description]]),
  ];
}
