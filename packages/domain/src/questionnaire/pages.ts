// How a questionnaire is shown to candidates and recruiters: one page per pageNumber, and on a
// page one section per sectionNumber, each in the elements' order.
import type { ChoiceOptions, QuestionnaireElement, QuestionnaireStructure } from './model.ts';

export interface QuestionnaireSection {
  sectionNumber: number;
  elements: QuestionnaireElement[];
}

export interface QuestionnairePage {
  pageNumber: number;
  sections: QuestionnaireSection[];
}

/** The pages of a structure in pageNumber order; empty when it has no elements. */
export function questionnairePages(structure: QuestionnaireStructure): QuestionnairePage[] {
  const ordered = [...structure.elements].sort((a, b) => a.order - b.order);
  const pages = new Map<number, Map<number, QuestionnaireElement[]>>();
  for (const element of ordered) {
    const sections = pages.get(element.pageNumber) ?? new Map<number, QuestionnaireElement[]>();
    pages.set(element.pageNumber, sections);
    const elements = sections.get(element.sectionNumber) ?? [];
    sections.set(element.sectionNumber, elements);
    elements.push(element);
  }
  return [...pages.entries()]
    .sort(([a], [b]) => a - b)
    .map(([pageNumber, sections]) => ({
      pageNumber,
      sections: [...sections.entries()]
        .sort(([a], [b]) => a - b)
        .map(([sectionNumber, elements]) => ({ sectionNumber, elements })),
    }));
}

/** The elements of a page, in order (sections flattened). */
export function pageElements(page: QuestionnairePage | undefined): QuestionnaireElement[] {
  return page ? page.sections.flatMap((section) => section.elements) : [];
}

/** Option keys in their numeric order ("2" before "10"). */
export function optionKeys(options: ChoiceOptions): string[] {
  return Object.keys(options).sort((a, b) => Number(a) - Number(b));
}
