import {
  type ChoiceElement,
  type FileAnswer,
  type FilledQuestionnaireAnswers,
  isTextQuestionnaireElement,
  type QuestionElement,
  type QuestionnaireElement,
  type QuestionnaireStructure,
  questionnairePages,
  type TextElement,
} from '@ats/domain';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import type { HeadingLevel } from '../Heading/Heading.tsx';
import { mergeLabels } from '../private/mergeLabels.ts';
import { PageIndicator, QuestionnaireText, sectionClass } from '../private/QuestionnaireLayout.tsx';
import { AnswerValue } from './AnswerValue.tsx';
import * as styles from './FilledQuestionnaire.css.ts';
import {
  defaultFilledQuestionnaireLabels,
  type FilledQuestionnaireLabels,
  type FilledQuestionnaireLabelsInput,
} from './labels.ts';

export interface FilledQuestionnaireProps {
  /** The questionnaire as it was when the candidate applied (the contract's filledQuestionnaireStructure). */
  structure: QuestionnaireStructure;
  /** The candidate's answers (the contract's filledQuestionnaireAnswers). */
  answers: FilledQuestionnaireAnswers;
  /** The address of a file answer (resume, photo, cover letter, attachment); its link shows the file's name. */
  fileHref: (answer: FileAnswer) => string;
  /** Called by the Close button; without it there is no Close button (e.g. in a tab). */
  onClose?: () => void;
  /** Outline level of Header elements; 3 by default. */
  headingLevel?: HeadingLevel;
  /** Texts (all or some) replacing the English defaults, e.g. Polish. */
  labels?: FilledQuestionnaireLabelsInput;
}

/**
 * The answers of a filled questionnaire, read-only, paged by the elements' pageNumber like the
 * application form, with Previous, Next and Close (spec part 2 §2.6 "application form modal").
 * Questions left empty read "No answer"; files are links named after the file.
 */
export function FilledQuestionnaire({
  structure,
  answers,
  fileHref,
  onClose,
  headingLevel = 3,
  labels: labelsInput,
}: FilledQuestionnaireProps) {
  const labels = useMemo(
    () => mergeLabels(defaultFilledQuestionnaireLabels, labelsInput),
    [labelsInput],
  );
  const pages = useMemo(() => questionnairePages(structure), [structure]);
  const answerByQuestion = useMemo(
    () =>
      new Map(answers.additionalQuestionnaireAnswers.map((answer) => [answer.questionId, answer])),
    [answers],
  );
  const [pageIndex, setPageIndex] = useState(0);
  const pageIndicatorRef = useRef<HTMLParagraphElement>(null);
  const movedPage = useRef(false);

  // After Previous or Next, the reader starts at the top of the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes.
  useEffect(() => {
    if (!movedPage.current) return;
    movedPage.current = false;
    pageIndicatorRef.current?.focus();
  }, [pageIndex]);

  const goTo = (index: number) => {
    movedPage.current = true;
    setPageIndex(index);
  };
  const page = pages[Math.min(pageIndex, pages.length - 1)];
  const paged = pages.length > 1;

  return (
    <div className={styles.root}>
      {paged ? (
        <PageIndicator ref={pageIndicatorRef} text={labels.pageOf(pageIndex + 1, pages.length)} />
      ) : null}
      {(page?.sections ?? []).map((section) => (
        <div key={section.sectionNumber} className={sectionClass}>
          {runsOf(section.elements).map((run) =>
            run.kind === 'text' ? (
              <QuestionnaireText
                key={run.element.id}
                element={run.element}
                headingLevel={headingLevel}
              />
            ) : (
              <dl key={run.questions[0]?.id} className={styles.answers}>
                {run.questions.map((element) => (
                  <div key={element.id} className={styles.answer}>
                    <dt className={styles.question}>{element.question}</dt>
                    <dd className={styles.value}>
                      <AnswerValue
                        element={element}
                        answer={answerByQuestion.get(element.id)}
                        fileHref={fileHref}
                        labels={labels}
                      />
                    </dd>
                  </div>
                ))}
              </dl>
            ),
          )}
        </div>
      ))}
      <PagerButtons
        paged={paged}
        isFirst={pageIndex === 0}
        isLast={pageIndex >= pages.length - 1}
        onPrevious={() => goTo(pageIndex - 1)}
        onNext={() => goTo(pageIndex + 1)}
        onClose={onClose}
        labels={labels}
      />
    </div>
  );
}

interface PagerButtonsProps {
  paged: boolean;
  isFirst: boolean;
  isLast: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onClose: (() => void) | undefined;
  labels: FilledQuestionnaireLabels;
}

function PagerButtons({
  paged,
  isFirst,
  isLast,
  onPrevious,
  onNext,
  onClose,
  labels,
}: PagerButtonsProps) {
  if (!paged && !onClose) return null;
  return (
    <div className={styles.actions}>
      <div className={styles.actionsGroup}>
        {paged ? (
          <Fragment>
            <Button variant="secondary" disabled={isFirst} onClick={onPrevious}>
              {labels.previous}
            </Button>
            <Button variant="secondary" disabled={isLast} onClick={onNext}>
              {labels.next}
            </Button>
          </Fragment>
        ) : null}
      </div>
      {onClose ? <Button onClick={onClose}>{labels.close}</Button> : null}
    </div>
  );
}

type Run =
  | { kind: 'text'; element: TextElement }
  | { kind: 'questions'; questions: (QuestionElement | ChoiceElement)[] };

/** Splits a section into headers/paragraphs and runs of questions (one description list each). */
function runsOf(elements: readonly QuestionnaireElement[]): Run[] {
  const runs: Run[] = [];
  for (const element of elements) {
    if (isTextQuestionnaireElement(element)) {
      runs.push({ kind: 'text', element });
      continue;
    }
    const last = runs.at(-1);
    if (last?.kind === 'questions') last.questions.push(element);
    else runs.push({ kind: 'questions', questions: [element] });
  }
  return runs;
}
