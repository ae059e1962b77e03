import {
  type Answer,
  type AnswerEntry,
  answerText,
  type ChoiceElement,
  type FileAnswer,
  type QuestionElement,
} from '@ats/domain';
import type { ReactNode } from 'react';
import * as styles from './FilledQuestionnaire.css.ts';
import type { FilledQuestionnaireLabels } from './labels.ts';

interface AnswerValueProps {
  element: QuestionElement | ChoiceElement;
  /** The answer to the element, if the candidate gave one of its type. */
  answer: Answer | undefined;
  fileHref: (answer: FileAnswer) => string;
  labels: FilledQuestionnaireLabels;
}

/** What the candidate answered to one question, or a clear "No answer" (the domain's answerText). */
export function AnswerValue({ element, answer, fileHref, labels }: AnswerValueProps) {
  const text = answerText(element, answer, labels);
  switch (text.kind) {
    case 'empty':
      return <span className={styles.empty}>{labels.noAnswer}</span>;
    case 'text':
      return text.text;
    case 'list':
      return (
        <ul className={styles.list}>
          {text.items.map((item) => (
            <li key={item.key}>{item.text}</li>
          ))}
        </ul>
      );
    case 'entries':
      return <Entries entries={text.entries} />;
    case 'file':
      return (
        <a className={styles.fileLink} href={fileHref(text.file)}>
          {text.file.fileName}
        </a>
      );
  }
}

function Entries({ entries }: { entries: AnswerEntry[] }): ReactNode {
  return (
    <ol className={styles.entries}>
      {entries.map((entry, index) => (
        // Entries have no id; their position is their identity in a read-only list.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list never changes order.
        <li key={index} className={styles.entry}>
          <span className={styles.entryName}>{entry.name}</span>
          <dl className={styles.entryFields}>
            {entry.rows.map(([name, value]) => (
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
