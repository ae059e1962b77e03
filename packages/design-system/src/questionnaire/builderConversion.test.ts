import type { QuestionnaireStructure } from '@ats/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromChoiceOptions,
  fromQuestionnaireStructure,
  normaliseForm,
  toQuestionnaireStructure,
} from './builderConversion.ts';
import {
  type BuilderElement,
  isBreak,
  type QuestionnaireForm,
  questionElementTypes,
} from './builderForm.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('toQuestionnaireStructure', () => {
  it('turns breaks into page and section numbers and numbers the order from 1', () => {
    const form: QuestionnaireForm = {
      elements: [
        { id: id(1), $type: 'Header', text: 'About you' },
        { id: id(2), $type: 'Resume', question: 'Resume', isRequired: true },
        { id: 'section', $type: 'SectionBreak' },
        {
          id: id(3),
          $type: 'SingleChoice',
          question: 'Start?',
          isRequired: false,
          options: ['Now', 'Later'],
        },
        { id: 'page', $type: 'PageBreak' },
        { id: id(4), $type: 'TextParagraph', text: 'Thanks' },
        { id: 'section2', $type: 'SectionBreak' },
        { id: id(5), $type: 'MultiLineText', question: 'Why us?', isRequired: true },
      ],
    };
    expect(toQuestionnaireStructure(form)).toEqual({
      elements: [
        {
          id: id(1),
          $type: 'Header',
          order: 1,
          pageNumber: 1,
          sectionNumber: 1,
          text: 'About you',
        },
        {
          id: id(2),
          $type: 'Resume',
          order: 2,
          pageNumber: 1,
          sectionNumber: 1,
          question: 'Resume',
          isRequired: true,
        },
        {
          id: id(3),
          $type: 'SingleChoice',
          order: 3,
          pageNumber: 1,
          sectionNumber: 2,
          question: 'Start?',
          isRequired: false,
          options: { '1': 'Now', '2': 'Later' },
        },
        {
          id: id(4),
          $type: 'TextParagraph',
          order: 4,
          pageNumber: 2,
          sectionNumber: 1,
          text: 'Thanks',
        },
        {
          id: id(5),
          $type: 'MultiLineText',
          order: 5,
          pageNumber: 2,
          sectionNumber: 2,
          question: 'Why us?',
          isRequired: true,
        },
      ],
    });
  });

  it('drops leading and trailing breaks and merges breaks in a row', () => {
    const form: QuestionnaireForm = {
      elements: [
        { id: 'a', $type: 'PageBreak' },
        { id: 'b', $type: 'SectionBreak' },
        { id: id(1), $type: 'Resume', question: 'Resume', isRequired: true },
        { id: 'c', $type: 'SectionBreak' },
        { id: 'd', $type: 'PageBreak' },
        { id: 'e', $type: 'SectionBreak' },
        { id: id(2), $type: 'Photo', question: 'Photo', isRequired: false },
        { id: 'f', $type: 'SectionBreak' },
        { id: 'g', $type: 'SectionBreak' },
        { id: id(3), $type: 'Summary', question: 'Summary', isRequired: false },
        { id: 'h', $type: 'PageBreak' },
      ],
    };
    const placement = toQuestionnaireStructure(form).elements.map((element) => [
      element.order,
      element.pageNumber,
      element.sectionNumber,
    ]);
    expect(placement).toEqual([
      [1, 1, 1],
      [2, 2, 1],
      [3, 2, 2],
    ]);
  });
});

describe('fromQuestionnaireStructure', () => {
  it('re-creates a break wherever the page or the section changes, and orders options by key', () => {
    const structure: QuestionnaireStructure = {
      elements: [
        { id: id(3), $type: 'Header', order: 3, pageNumber: 2, sectionNumber: 1, text: 'Page 2' },
        {
          id: id(1),
          $type: 'Resume',
          order: 1,
          pageNumber: 1,
          sectionNumber: 1,
          question: 'CV',
          isRequired: true,
        },
        {
          id: id(2),
          $type: 'MultipleChoice',
          order: 2,
          pageNumber: 1,
          sectionNumber: 2,
          question: 'Skills',
          isRequired: false,
          options: {
            '10': 'J',
            '2': 'B',
            '1': 'A',
            '3': 'C',
            '4': 'D',
            '5': 'E',
            '6': 'F',
            '7': 'G',
            '8': 'H',
            '9': 'I',
          },
        },
      ],
    };
    const { elements } = fromQuestionnaireStructure(structure);
    expect(elements.map((element) => element.$type)).toEqual([
      'Resume',
      'SectionBreak',
      'MultipleChoice',
      'PageBreak',
      'Header',
    ]);
    expect(elements[2]).toMatchObject({
      options: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'],
    });
    expect(elements[4]).toEqual({ id: id(3), $type: 'Header', text: 'Page 2' });
  });

  it('gives every break an id derived from the element after it', () => {
    const structure = toQuestionnaireStructure({
      elements: [
        { id: id(1), $type: 'Resume', question: 'CV', isRequired: true },
        { id: 'x', $type: 'PageBreak' },
        { id: id(2), $type: 'Photo', question: 'Photo', isRequired: false },
      ],
    });
    expect(fromQuestionnaireStructure(structure).elements[1]).toEqual({
      id: `PageBreak-${id(2)}`,
      $type: 'PageBreak',
    });
  });
});

it('reads option keys in numeric order', () => {
  expect(fromChoiceOptions({ '2': 'b', '11': 'k', '1': 'a' })).toEqual(['a', 'b', 'k']);
});

// Properties over any form the builder can hold.

const text = fc.string({ minLength: 1, maxLength: 20 }).filter((value) => value.trim() !== '');

const elementArbitrary: fc.Arbitrary<BuilderElement> = fc.oneof(
  fc.record({
    id: fc.uuid(),
    $type: fc.constantFrom(...questionElementTypes),
    question: text,
    isRequired: fc.boolean(),
  }),
  fc.record({
    id: fc.uuid(),
    $type: fc.constantFrom('SingleChoice' as const, 'MultipleChoice' as const),
    question: text,
    isRequired: fc.boolean(),
    options: fc.array(text, { minLength: 1, maxLength: 12 }),
  }),
  fc.record({
    id: fc.uuid(),
    $type: fc.constantFrom('Header' as const, 'TextParagraph' as const),
    text,
  }),
  // Breaks as often as everything else, so that runs of them and leading ones are common.
  fc.record({
    id: fc.uuid(),
    $type: fc.constantFrom('PageBreak' as const, 'SectionBreak' as const),
  }),
  fc.record({
    id: fc.uuid(),
    $type: fc.constantFrom('PageBreak' as const, 'SectionBreak' as const),
  }),
);

const formArbitrary: fc.Arbitrary<QuestionnaireForm> = fc
  .uniqueArray(elementArbitrary, { selector: (element) => element.id, maxLength: 40 })
  .map((elements) => ({ elements }));

/** Break ids are the builder's own and are not stored: compare breaks by type only. */
const withoutBreakIds = (form: QuestionnaireForm) =>
  form.elements.map((element) => (isBreak(element) ? { $type: element.$type } : element));

const save = toQuestionnaireStructure;
const load = fromQuestionnaireStructure;

describe('round trip properties', () => {
  it('load(save(form)) is the form the user built, normalised', () => {
    fc.assert(
      fc.property(formArbitrary, (form) => {
        expect(withoutBreakIds(load(save(form)))).toEqual(withoutBreakIds(normaliseForm(form)));
      }),
    );
  });

  it('a normalised form survives unchanged, and normalising twice changes nothing', () => {
    fc.assert(
      fc.property(formArbitrary, (form) => {
        const normalised = normaliseForm(form);
        expect(normaliseForm(normalised)).toEqual(normalised);
        expect(withoutBreakIds(load(save(normalised)))).toEqual(withoutBreakIds(normalised));
      }),
    );
  });

  it('save(load(structure)) is the saved structure itself', () => {
    fc.assert(
      fc.property(formArbitrary, (form) => {
        const structure = save(form);
        expect(save(load(structure))).toEqual(structure);
      }),
    );
  });

  it('saves the canonical placement the server requires', () => {
    fc.assert(
      fc.property(formArbitrary, (form) => {
        const { elements } = save(form);
        expect(elements.map((element) => element.id)).toEqual(
          form.elements.filter((element) => !isBreak(element)).map((element) => element.id),
        );
        elements.forEach((element, index) => {
          expect(element.order).toBe(index + 1);
          const previous = elements[index - 1];
          if (!previous) {
            expect([element.pageNumber, element.sectionNumber]).toEqual([1, 1]);
          } else if (element.pageNumber === previous.pageNumber) {
            expect([0, 1]).toContain(element.sectionNumber - previous.sectionNumber);
          } else {
            expect([element.pageNumber, element.sectionNumber]).toEqual([
              previous.pageNumber + 1,
              1,
            ]);
          }
        });
      }),
    );
  });

  it('sends only text for headers and paragraphs, options only for choices', () => {
    fc.assert(
      fc.property(formArbitrary, (form) => {
        for (const element of save(form).elements) {
          const keys = Object.keys(element).sort();
          const placed = ['$type', 'id', 'order', 'pageNumber', 'sectionNumber'];
          if (element.$type === 'Header' || element.$type === 'TextParagraph') {
            expect(keys).toEqual([...placed, 'text'].sort());
          } else if (element.$type === 'SingleChoice' || element.$type === 'MultipleChoice') {
            expect(keys).toEqual([...placed, 'isRequired', 'options', 'question'].sort());
          } else {
            expect(keys).toEqual([...placed, 'isRequired', 'question'].sort());
          }
        }
      }),
    );
  });
});
