import { describe, expect, it } from 'vitest';
import type { QuestionnaireElement } from './model.ts';
import { optionKeys, pageElements, questionnairePages } from './pages.ts';

const element = (
  id: string,
  order: number,
  pageNumber: number,
  sectionNumber: number,
): QuestionnaireElement => ({
  id,
  order,
  pageNumber,
  sectionNumber,
  $type: 'SingleLineText',
  question: id,
  isRequired: false,
});

describe('questionnairePages', () => {
  it('groups elements by page, then section, each in order', () => {
    const pages = questionnairePages({
      elements: [
        element('d', 4, 2, 1),
        element('b', 2, 1, 1),
        element('c', 3, 1, 2),
        element('a', 1, 1, 1),
      ],
    });
    expect(
      pages.map((page) => ({
        pageNumber: page.pageNumber,
        sections: page.sections.map((section) => section.elements.map((each) => each.id)),
      })),
    ).toEqual([
      { pageNumber: 1, sections: [['a', 'b'], ['c']] },
      { pageNumber: 2, sections: [['d']] },
    ]);
    expect(pageElements(pages[0]).map((each) => each.id)).toEqual(['a', 'b', 'c']);
  });

  it('has no pages without elements', () => {
    expect(questionnairePages({ elements: [] })).toEqual([]);
    expect(pageElements(undefined)).toEqual([]);
  });
});

describe('optionKeys', () => {
  it('orders the keys by number', () => {
    expect(optionKeys({ '10': 'j', '2': 'b', '1': 'a' })).toEqual(['1', '2', '10']);
  });
});
