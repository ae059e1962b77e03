import type { ReactNode } from 'react';
import type {
  Answer,
  EducationEntry,
  ExperienceEntry,
  FileAnswer,
} from '../questionnaire/answers.ts';
import type { ChoiceElement, QuestionElement } from '../questionnaire/model.ts';
import { optionKeys } from '../questionnaire/pages.ts';
import * as styles from './FilledQuestionnaire.css.ts';
import type { FilledQuestionnaireLabels } from './labels.ts';

interface AnswerValueProps {
  element: QuestionElement | ChoiceElement;
  /** The answer to the element, if the candidate gave one of its type. */
  answer: Answer | undefined;
  fileHref: (answer: FileAnswer) => string;
  labels: FilledQuestionnaireLabels;
}

/** What the candidate answered to one question, or a clear "No answer". */
export function AnswerValue({ element, answer, fileHref, labels }: AnswerValueProps) {
  const empty = <span className={styles.empty}>{labels.noAnswer}</span>;
  if (!answer || answer.$type !== element.$type) return empty;
  switch (answer.$type) {
    case 'Address':
    case 'SingleLineText':
    case 'MultiLineText':
    case 'Summary':
      return answer.value.trim() === '' ? empty : answer.value;
    case 'SingleChoice': {
      if (answer.chosenOption === null) return empty;
      return optionText(element, answer.chosenOption);
    }
    case 'MultipleChoice': {
      if (answer.chosenOptions.length === 0) return empty;
      const chosen = new Set(answer.chosenOptions);
      const known = 'options' in element ? optionKeys(element.options) : [];
      // Known options in their order, then any key the questionnaire no longer has.
      const keys = [
        ...known.filter((key) => chosen.has(key)),
        ...answer.chosenOptions.filter((key) => !known.includes(key)),
      ];
      return (
        <ul className={styles.list}>
          {keys.map((key) => (
            <li key={key}>{optionText(element, key)}</li>
          ))}
        </ul>
      );
    }
    case 'Education':
      return answer.value.length === 0 ? (
        empty
      ) : (
        <Entries
          question={element.question}
          rows={answer.value.map((entry) => educationRows(entry, labels))}
          labels={labels}
        />
      );
    case 'Experience':
      return answer.value.length === 0 ? (
        empty
      ) : (
        <Entries
          question={element.question}
          rows={answer.value.map((entry) => experienceRows(entry, labels))}
          labels={labels}
        />
      );
    default:
      return (
        <a className={styles.fileLink} href={fileHref(answer)}>
          {answer.fileName}
        </a>
      );
  }
}

function optionText(element: QuestionElement | ChoiceElement, key: string): string {
  return ('options' in element ? element.options[key] : undefined) ?? key;
}

/** The filled fields of an entry, as name and value, in the contract's order. */
type EntryRows = [name: string, value: string][];

function dateRows(
  entry: { startDate: string | null; endDate: string | null },
  current: boolean,
  names: { startDate: string; endDate: string },
  currentText: string,
  labels: FilledQuestionnaireLabels,
): EntryRows {
  const rows: EntryRows = [];
  if (entry.startDate) rows.push([names.startDate, labels.formatDate(entry.startDate)]);
  if (current) rows.push([names.endDate, currentText]);
  else if (entry.endDate) rows.push([names.endDate, labels.formatDate(entry.endDate)]);
  return rows;
}

function filled(rows: [string, string | null][]): EntryRows {
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1].trim() !== '');
}

function educationRows(entry: EducationEntry, labels: FilledQuestionnaireLabels): EntryRows {
  const names = labels.education;
  return [
    ...filled([
      [names.school, entry.school],
      [names.degree, entry.degree],
      [names.fieldOfStudy, entry.fieldOfStudy],
    ]),
    ...dateRows(entry, entry.currentlyStudyingHere, names, names.currentlyStudyingHere, labels),
    ...filled([[names.description, entry.description]]),
  ];
}

function experienceRows(entry: ExperienceEntry, labels: FilledQuestionnaireLabels): EntryRows {
  const names = labels.experience;
  return [
    ...filled([
      [names.title, entry.title],
      [names.company, entry.company],
      [names.locationDescription, entry.locationDescription],
    ]),
    ...dateRows(
      entry,
      entry.currentlyWorkingInThisRole,
      names,
      names.currentlyWorkingInThisRole,
      labels,
    ),
    ...filled([[names.description, entry.description]]),
  ];
}

function Entries({
  question,
  rows,
  labels,
}: {
  question: string;
  rows: EntryRows[];
  labels: FilledQuestionnaireLabels;
}): ReactNode {
  return (
    <ol className={styles.entries}>
      {rows.map((entryRows, index) => (
        // Entries have no id; their position is their identity in a read-only list.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list never changes order.
        <li key={index} className={styles.entry}>
          <span className={styles.entryName}>{labels.entryName(question, index + 1)}</span>
          <dl className={styles.entryFields}>
            {entryRows.map(([name, value]) => (
              <div key={name} className={styles.entryFieldRow}>
                <dt className={styles.entryFieldName}>{name}</dt>
                <dd className={styles.entryFieldValue}>{value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}
