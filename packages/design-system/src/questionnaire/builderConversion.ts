// Between the builder's form (breaks as elements) and the stored structure (breaks as page and
// section numbers), spec part 1 §3 "Questionnaire element".
//
// What cannot survive a save, and so is normalised away (`normaliseForm`):
// - breaks before the first element or after the last one (they would open empty pages);
// - several breaks in a row: one page break if any of them is a page break (a new page starts
//   at section 1, so a section break next to it would open an empty section), else one
//   section break.
// Loading re-creates one break before each element whose page (page break) or section
// (section break) differs from the previous element's; its id is derived from that element's
// id, so loading is a pure function.

import type { ChoiceOptions, QuestionnaireElement, QuestionnaireStructure } from '@ats/domain';
import {
  type BreakElementType,
  type BuilderElement,
  isBreak,
  isChoiceElement,
  isTextElement,
  type QuestionnaireForm,
} from './builderForm.ts';

/**
 * The structure to send: breaks become pageNumber and sectionNumber, `order` runs from 1,
 * header and paragraph elements carry only their text, choice elements their options.
 */
export function toQuestionnaireStructure(form: QuestionnaireForm): QuestionnaireStructure {
  const elements: QuestionnaireElement[] = [];
  let pageNumber = 1;
  let sectionNumber = 1;
  let pendingBreak: BreakElementType | null = null;
  for (const element of form.elements) {
    if (isBreak(element)) {
      pendingBreak = pendingBreak === 'PageBreak' ? pendingBreak : element.$type;
      continue;
    }
    // A break takes effect only once an element follows it, and never before the first one.
    if (elements.length > 0 && pendingBreak === 'PageBreak') {
      pageNumber += 1;
      sectionNumber = 1;
    } else if (elements.length > 0 && pendingBreak === 'SectionBreak') {
      sectionNumber += 1;
    }
    pendingBreak = null;
    const placed = { id: element.id, order: elements.length + 1, pageNumber, sectionNumber };
    if (isTextElement(element)) {
      elements.push({ ...placed, $type: element.$type, text: element.text });
    } else if (isChoiceElement(element)) {
      elements.push({
        ...placed,
        $type: element.$type,
        question: element.question,
        isRequired: element.isRequired,
        options: toChoiceOptions(element.options),
      });
    } else {
      elements.push({
        ...placed,
        $type: element.$type,
        question: element.question,
        isRequired: element.isRequired,
      });
    }
  }
  return { elements };
}

/** The form to edit: a break before each element that starts a new page or section. */
export function fromQuestionnaireStructure(structure: QuestionnaireStructure): QuestionnaireForm {
  const elements: BuilderElement[] = [];
  let previous: QuestionnaireElement | undefined;
  for (const element of [...structure.elements].sort(byOrder)) {
    if (previous && element.pageNumber !== previous.pageNumber) {
      elements.push({ id: breakId('PageBreak', element.id), $type: 'PageBreak' });
    } else if (previous && element.sectionNumber !== previous.sectionNumber) {
      elements.push({ id: breakId('SectionBreak', element.id), $type: 'SectionBreak' });
    }
    elements.push(toBuilderElement(element));
    previous = element;
  }
  return { elements };
}

/** The form as a save and a load would give it back (see the rules at the top of this file). */
export function normaliseForm(form: QuestionnaireForm): QuestionnaireForm {
  const elements: BuilderElement[] = [];
  let pendingBreak: BuilderElement | null = null;
  for (const element of form.elements) {
    if (isBreak(element)) {
      if (pendingBreak?.$type !== 'PageBreak') pendingBreak = element;
      continue;
    }
    if (pendingBreak && elements.length > 0) elements.push(pendingBreak);
    pendingBreak = null;
    elements.push(element);
  }
  return { elements };
}

/** Option texts in order, keyed "1".."n". */
export function toChoiceOptions(options: readonly string[]): ChoiceOptions {
  return Object.fromEntries(options.map((option, index) => [String(index + 1), option]));
}

/** Option texts in the order of their numeric keys. */
export function fromChoiceOptions(options: ChoiceOptions): string[] {
  return Object.entries(options)
    .sort(([left], [right]) => Number(left) - Number(right))
    .map(([, text]) => text);
}

function toBuilderElement(element: QuestionnaireElement): BuilderElement {
  switch (element.$type) {
    case 'Header':
    case 'TextParagraph':
      return { id: element.id, $type: element.$type, text: element.text };
    case 'SingleChoice':
    case 'MultipleChoice':
      return {
        id: element.id,
        $type: element.$type,
        question: element.question,
        isRequired: element.isRequired,
        options: fromChoiceOptions(element.options),
      };
    default:
      return {
        id: element.id,
        $type: element.$type,
        question: element.question,
        isRequired: element.isRequired,
      };
  }
}

const breakId = (type: BreakElementType, nextElementId: string) => `${type}-${nextElementId}`;

const byOrder = (left: QuestionnaireElement, right: QuestionnaireElement) =>
  left.order - right.order;
