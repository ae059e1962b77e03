// How an answer reads on paper, as the design system's FilledQuestionnaire shows it on screen
// (AnswerValue): texts as written, choices by their option text, education and experience
// entries field by field, files by name; anything missing or blank is "left empty".
import type { Schema } from '@ats/api-sdk';
import type { FormLabels } from './form-labels.ts';

type Element = Schema<'QuestionnaireElement'>;
type Answer = Schema<'Answer'>;

/** One filled field of an entry: its name and value. */
export type EntryRow = [name: string, value: string];

export type AnswerText =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'entries'; entries: { name: string; rows: EntryRow[] }[] }
  | { kind: 'file'; fileName: string };

const empty: AnswerText = { kind: 'empty' };

/** Option keys in their numeric order ("2" before "10"). */
function optionKeys(options: Readonly<Record<string, string>>): string[] {
  return Object.keys(options).sort((a, b) => Number(a) - Number(b));
}

function optionsOf(element: Element): Readonly<Record<string, string>> {
  return 'options' in element ? element.options : {};
}

/** What the candidate answered to `element`; an answer of another type counts as none. */
export function answerText(
  element: Element,
  answer: Answer | undefined,
  labels: FormLabels,
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
        : { kind: 'text', text: optionsOf(element)[answer.chosenOption] ?? answer.chosenOption };
    case 'MultipleChoice': {
      if (answer.chosenOptions.length === 0) return empty;
      const options = optionsOf(element);
      const chosen = new Set(answer.chosenOptions);
      const known = optionKeys(options);
      // Known options in their order, then any key the questionnaire no longer has.
      const keys = [
        ...known.filter((key) => chosen.has(key)),
        ...answer.chosenOptions.filter((key) => !known.includes(key)),
      ];
      return { kind: 'list', items: keys.map((key) => options[key] ?? key) };
    }
    case 'Education':
      return answer.value.length === 0
        ? empty
        : {
            kind: 'entries',
            entries: answer.value.map((entry, index) => ({
              name: labels.entryName(questionOf(element), index + 1),
              rows: educationRows(entry, labels),
            })),
          };
    case 'Experience':
      return answer.value.length === 0
        ? empty
        : {
            kind: 'entries',
            entries: answer.value.map((entry, index) => ({
              name: labels.entryName(questionOf(element), index + 1),
              rows: experienceRows(entry, labels),
            })),
          };
    default:
      return { kind: 'file', fileName: answer.fileName };
  }
}

function questionOf(element: Element): string {
  return 'question' in element ? element.question : '';
}

function filled(rows: [string, string | null][]): EntryRow[] {
  return rows.filter((row): row is EntryRow => row[1] !== null && row[1].trim() !== '');
}

function dateRows(
  entry: { startDate: string | null; endDate: string | null },
  current: { is: boolean; text: string },
  names: { startDate: string; endDate: string },
  labels: FormLabels,
): EntryRow[] {
  const rows: EntryRow[] = [];
  if (entry.startDate) rows.push([names.startDate, labels.formatDate(entry.startDate)]);
  if (current.is) rows.push([names.endDate, current.text]);
  else if (entry.endDate) rows.push([names.endDate, labels.formatDate(entry.endDate)]);
  return rows;
}

function educationRows(entry: Schema<'EducationEntry'>, labels: FormLabels): EntryRow[] {
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

function experienceRows(entry: Schema<'ExperienceEntry'>, labels: FormLabels): EntryRow[] {
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
