import type { Schema } from '@ats/api-sdk';

export type QuestionnaireElement = Schema<'QuestionnaireElement'>;
export type QuestionnaireStructureInput = Schema<'QuestionnaireStructure'>;
type ElementType = QuestionnaireElement['$type'];

/**
 * Elements whose question the builder never lets the user change (spec part 1 §4: education,
 * experience, cover letter, resume and summary "cannot be edited"). Their question is the
 * builder's default label, so only the contract's non-empty rule applies to it.
 */
const fixedQuestionTypes: ReadonlySet<ElementType> = new Set([
  'CoverLetter',
  'Education',
  'Experience',
  'Resume',
  'Summary',
]);

const isBlank = (value: string) => value.trim() === '';

/**
 * The rules of spec part 1 §3–§5 that the contract's schema cannot express. Returns why the
 * structure is refused (for the log), or null when it is valid. The canonical shape:
 * - at least one Resume element (the builder cannot delete it);
 * - element ids unique; `order` equals the position in the list, from 1;
 * - the first element is on page 1, section 1; each next element stays on the same page and
 *   section, moves to the next section of the page, or opens the next page at section 1
 *   (no gaps: an empty page or section is not sent);
 * - editable elements have a non-blank question; Header and TextParagraph a non-blank text;
 * - choice options are keyed "1".."n" without gaps, each with a non-blank text.
 */
export function structureProblem(structure: QuestionnaireStructureInput): string | null {
  const { elements } = structure;
  if (!elements.some((element) => element.$type === 'Resume')) {
    return 'the structure has no Resume element';
  }
  const seenIds = new Set<string>();
  let previous: QuestionnaireElement | undefined;
  for (const [index, element] of elements.entries()) {
    const where = `element ${index + 1} (${element.$type})`;
    const id = element.id.toLowerCase();
    if (seenIds.has(id)) return `${where} repeats the id ${element.id}`;
    seenIds.add(id);
    if (element.order !== index + 1) return `${where} has order ${element.order}`;
    const placement = placementProblem(previous, element);
    if (placement) return `${where} ${placement}`;
    const content = contentProblem(element);
    if (content) return `${where} ${content}`;
    previous = element;
  }
  return null;
}

function placementProblem(
  previous: QuestionnaireElement | undefined,
  element: QuestionnaireElement,
): string | null {
  const { pageNumber, sectionNumber } = element;
  const at = `is on page ${pageNumber}, section ${sectionNumber}`;
  if (!previous) return pageNumber === 1 && sectionNumber === 1 ? null : `${at}, not 1, 1`;
  if (pageNumber === previous.pageNumber) {
    const step = sectionNumber - previous.sectionNumber;
    return step === 0 || step === 1 ? null : `${at} after section ${previous.sectionNumber}`;
  }
  if (pageNumber === previous.pageNumber + 1) {
    return sectionNumber === 1 ? null : `${at}: a new page starts at section 1`;
  }
  return `${at} after page ${previous.pageNumber}`;
}

function contentProblem(element: QuestionnaireElement): string | null {
  if (element.$type === 'Header' || element.$type === 'TextParagraph') {
    return isBlank(element.text) ? 'has a blank text' : null;
  }
  if (!fixedQuestionTypes.has(element.$type) && isBlank(element.question)) {
    return 'has a blank question';
  }
  if (element.$type === 'SingleChoice' || element.$type === 'MultipleChoice') {
    const keys = Object.keys(element.options);
    const expected = keys.map((_, index) => String(index + 1));
    if ([...keys].sort(byNumber).join() !== expected.join()) {
      return `has option keys ${keys.join(', ')} instead of 1..${keys.length}`;
    }
    if (Object.values(element.options).some(isBlank)) return 'has a blank option';
  }
  return null;
}

const byNumber = (left: string, right: string) => Number(left) - Number(right);
