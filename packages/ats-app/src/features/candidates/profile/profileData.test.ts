import type { Answer, FilledQuestionnaireAnswers, Stage } from '@ats/api-sdk/rtk';
import { describe, expect, it } from 'vitest';
import { addressOf, resumeFileIdentifierOf, stageChoices } from './profileData.ts';

const answers = (...list: Answer[]): FilledQuestionnaireAnswers => ({
  additionalQuestionnaireAnswers: list,
});
const address = (value: string): Answer => ({ $type: 'Address', questionId: 'q-address', value });
const resume = (fileIdentifier: string): Answer => ({
  $type: 'Resume',
  questionId: 'q-resume',
  fileIdentifier,
  fileName: 'cv.pdf',
});
const stage = (id: string, order: number, isDeleted = false): Stage => ({
  id,
  name: `Stage ${id}`,
  order,
  isDeleted,
  stageType: 3,
});

describe('addressOf', () => {
  it('takes the first address answer that says something, trimmed', () => {
    expect(
      addressOf(answers(address('  '), address(' Main St 1, Gdańsk '), address('Other'))),
    ).toBe('Main St 1, Gdańsk');
  });

  it('is null without an address answer', () => {
    expect(addressOf(answers(resume('file-1')))).toBeNull();
    expect(addressOf(answers())).toBeNull();
  });
});

describe('resumeFileIdentifierOf', () => {
  it('takes the first resume answer', () => {
    expect(resumeFileIdentifierOf(answers(address('x'), resume('file-1'), resume('file-2')))).toBe(
      'file-1',
    );
  });

  it('is null when no resume was sent', () => {
    expect(resumeFileIdentifierOf(answers(address('x')))).toBeNull();
  });
});

describe('stageChoices', () => {
  const all = [stage('a', 1), stage('b', 2), stage('gone', 3, true)];

  it('offers the available stages as they are when the current one is among them', () => {
    expect(stageChoices('b', [all[0], all[1]] as Stage[], all).map((s) => s.id)).toEqual([
      'a',
      'b',
    ]);
  });

  it('puts a current stage the server left out (deleted) first', () => {
    expect(stageChoices('gone', [all[0], all[1]] as Stage[], all).map((s) => s.id)).toEqual([
      'gone',
      'a',
      'b',
    ]);
  });

  it('offers nothing when the server offers nothing (closed recruitment)', () => {
    expect(stageChoices('a', [], all)).toEqual([]);
  });
});
