import { describe, expect, it } from 'vitest';
import {
  type BuilderElement,
  canDeleteElement,
  canDuplicateElement,
  canEditElement,
  createBuilderElement,
  elementLabel,
  isQuestionnaireValid,
} from './builderForm.ts';

const resume: BuilderElement = { id: 'r1', $type: 'Resume', question: 'Resume', isRequired: true };

describe('element rules (spec part 1 §4)', () => {
  it('never edits breaks or the fixed profile elements', () => {
    for (const type of [
      'PageBreak',
      'SectionBreak',
      'Education',
      'Experience',
      'CoverLetter',
      'Resume',
      'Summary',
    ] as const) {
      expect(canEditElement(type), type).toBe(false);
    }
    for (const type of [
      'Address',
      'Photo',
      'Attachment',
      'Header',
      'TextParagraph',
      'SingleLineText',
      'MultiLineText',
      'SingleChoice',
      'MultipleChoice',
    ] as const) {
      expect(canEditElement(type), type).toBe(true);
    }
  });

  it('duplicates only the special elements', () => {
    for (const type of [
      'Address',
      'CoverLetter',
      'Education',
      'Experience',
      'Photo',
      'Resume',
      'Summary',
    ] as const) {
      expect(canDuplicateElement(type), type).toBe(true);
    }
    for (const type of [
      'Header',
      'SingleLineText',
      'SingleChoice',
      'PageBreak',
      'Attachment',
    ] as const) {
      expect(canDuplicateElement(type), type).toBe(false);
    }
  });

  it('keeps the last Resume but lets a duplicate go', () => {
    const copy: BuilderElement = { ...resume, id: 'r2' };
    expect(canDeleteElement(resume, [resume])).toBe(false);
    expect(canDeleteElement(copy, [resume, copy])).toBe(true);
    const photo = createBuilderElement('Photo', 'p', 'Photo');
    expect(canDeleteElement(photo, [resume, photo])).toBe(true);
  });

  it('creates elements with the defaults: not required, named after the type', () => {
    expect(createBuilderElement('SingleLineText', 'a', 'Single line text')).toEqual({
      id: 'a',
      $type: 'SingleLineText',
      question: 'Single line text',
      isRequired: false,
    });
    expect(createBuilderElement('Header', 'b', 'Header')).toEqual({
      id: 'b',
      $type: 'Header',
      text: 'Header',
    });
    expect(createBuilderElement('SingleChoice', 'c', 'Single choice')).toMatchObject({
      options: [],
    });
    expect(createBuilderElement('PageBreak', 'd', 'Page break')).toEqual({
      id: 'd',
      $type: 'PageBreak',
    });
  });

  it('names elements by their question or text, falling back to the type name', () => {
    expect(elementLabel(resume, 'Resume type')).toBe('Resume');
    expect(elementLabel({ id: 'h', $type: 'Header', text: ' ' }, 'Header')).toBe('Header');
    expect(elementLabel({ id: 'p', $type: 'PageBreak' }, 'Page break')).toBe('Page break');
  });
});

describe('isQuestionnaireValid (spec part 1 §5)', () => {
  it('needs a name, a Resume and valid elements', () => {
    expect(isQuestionnaireValid('Form', { elements: [resume] })).toBe(true);
    expect(isQuestionnaireValid('  ', { elements: [resume] })).toBe(false);
    expect(isQuestionnaireValid('Form', { elements: [] })).toBe(false);
    const blankQuestion: BuilderElement = {
      id: 'q',
      $type: 'SingleLineText',
      question: ' ',
      isRequired: false,
    };
    expect(isQuestionnaireValid('Form', { elements: [resume, blankQuestion] })).toBe(false);
    const noOptions = createBuilderElement('MultipleChoice', 'm', 'Multiple choice');
    expect(isQuestionnaireValid('Form', { elements: [resume, noOptions] })).toBe(false);
    const blankOption: BuilderElement = {
      id: 'm',
      $type: 'MultipleChoice',
      question: 'Q',
      isRequired: false,
      options: ['A', ''],
    };
    expect(isQuestionnaireValid('Form', { elements: [resume, blankOption] })).toBe(false);
    const blankText: BuilderElement = { id: 't', $type: 'TextParagraph', text: '' };
    expect(isQuestionnaireValid('Form', { elements: [resume, blankText] })).toBe(false);
  });
});
