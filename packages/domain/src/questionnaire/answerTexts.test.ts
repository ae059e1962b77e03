import { describe, expect, it } from 'vitest';
import type { EducationAnswer, FileAnswer, MultipleChoiceAnswer } from './answers.ts';
import { type AnswerTextLabels, answerText } from './answerTexts.ts';
import { defaultEducationFieldLabels, defaultExperienceFieldLabels } from './entryLabels.ts';
import { formatDateDotted } from './formats.ts';
import type { ChoiceElement, QuestionElement } from './model.ts';

const labels: AnswerTextLabels = {
  education: defaultEducationFieldLabels,
  experience: defaultExperienceFieldLabels,
  entryName: (question, position) => `${question} ${position}`,
  formatDate: formatDateDotted,
};

const placed = { id: 'q1', order: 1, pageNumber: 1, sectionNumber: 1, isRequired: false };
const question = (type: QuestionElement['$type'], text = 'Question'): QuestionElement => ({
  ...placed,
  $type: type,
  question: text,
});
const choice = (type: ChoiceElement['$type']): ChoiceElement => ({
  ...placed,
  $type: type,
  question: 'Languages',
  options: { '1': 'English', '2': 'Polish', '10': 'German' },
});

describe('answerText', () => {
  it('is empty without an answer, with one of another type, or with a blank one', () => {
    expect(answerText(question('SingleLineText'), undefined, labels)).toEqual({ kind: 'empty' });
    const address = { $type: 'Address', questionId: 'q1', value: 'Main St 1' } as const;
    expect(answerText(question('SingleLineText'), address, labels)).toEqual({ kind: 'empty' });
    const blank = { $type: 'SingleLineText', questionId: 'q1', value: '  ' } as const;
    expect(answerText(question('SingleLineText'), blank, labels)).toEqual({ kind: 'empty' });
  });

  it('reads a text as written and a single choice by its option text', () => {
    const text = { $type: 'Summary', questionId: 'q1', value: 'Ten years of SQL' } as const;
    expect(answerText(question('Summary'), text, labels)).toEqual({
      kind: 'text',
      text: 'Ten years of SQL',
    });
    const chosen = { $type: 'SingleChoice', questionId: 'q1', chosenOption: '2' } as const;
    expect(answerText(choice('SingleChoice'), chosen, labels)).toEqual({
      kind: 'text',
      text: 'Polish',
    });
  });

  it('lists multiple choices in the options’ order, then keys the questionnaire no longer has', () => {
    const chosen: MultipleChoiceAnswer = {
      $type: 'MultipleChoice',
      questionId: 'q1',
      chosenOptions: ['7', '10', '1'],
    };
    expect(answerText(choice('MultipleChoice'), chosen, labels)).toEqual({
      kind: 'list',
      items: [
        { key: '1', text: 'English' },
        { key: '10', text: 'German' },
        { key: '7', text: '7' },
      ],
    });
  });

  it('writes entries field by field, filled fields only, dates in the labels’ format', () => {
    const education: EducationAnswer = {
      $type: 'Education',
      questionId: 'q1',
      value: [
        {
          school: 'Warsaw University',
          degree: null,
          fieldOfStudy: ' ',
          startDate: '2015-10-01',
          endDate: '2019-06-30',
          currentlyStudyingHere: true,
          description: null,
        },
      ],
    };
    expect(answerText(question('Education', 'Education'), education, labels)).toEqual({
      kind: 'entries',
      entries: [
        {
          name: 'Education 1',
          rows: [
            ['School', 'Warsaw University'],
            ['Start date', '01.10.2015'],
            ['End date', 'Currently studying here'],
          ],
        },
      ],
    });
  });

  it('names a file answer by the file', () => {
    const file: FileAnswer = {
      $type: 'Resume',
      questionId: 'q1',
      fileIdentifier: 'f1',
      fileName: 'cv.pdf',
    };
    expect(answerText(question('Resume'), file, labels)).toEqual({ kind: 'file', file });
  });
});
