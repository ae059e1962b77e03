// The questionnaire as the builder edits it: one flat list in which page and section breaks
// are elements of their own, as the user placed them. `builderConversion.ts` turns it into the
// stored QuestionnaireStructure (breaks become pageNumber/sectionNumber) and back.
import type {
  ChoiceElementType,
  QuestionElementType,
  QuestionnaireElementType,
  TextElementType,
} from '@ats/domain';

/** Breaks exist only in the builder; the stored structure has page and section numbers instead. */
export type BreakElementType = 'PageBreak' | 'SectionBreak';

/** Every type an element of the builder can have. */
export type BuilderElementType = QuestionnaireElementType | BreakElementType;

export interface BuilderQuestionElement {
  id: string;
  $type: QuestionElementType;
  question: string;
  isRequired: boolean;
}

export interface BuilderChoiceElement {
  id: string;
  $type: ChoiceElementType;
  question: string;
  isRequired: boolean;
  /** Option texts in display order (stored as a map keyed "1".."n"). */
  options: string[];
}

export interface BuilderTextElement {
  id: string;
  $type: TextElementType;
  text: string;
}

export interface BuilderBreakElement {
  id: string;
  $type: BreakElementType;
}

/** One element of the builder's list. */
export type BuilderElement =
  | BuilderQuestionElement
  | BuilderChoiceElement
  | BuilderTextElement
  | BuilderBreakElement;

/** The builder's editable form: its elements in order, breaks included. */
export interface QuestionnaireForm {
  elements: BuilderElement[];
}

/** Types that ask a question without options. */
export const questionElementTypes: readonly QuestionElementType[] = [
  'Address',
  'Attachment',
  'CoverLetter',
  'Education',
  'Experience',
  'MultiLineText',
  'Photo',
  'Resume',
  'SingleLineText',
  'Summary',
];
const questionTypes: ReadonlySet<BuilderElementType> = new Set(questionElementTypes);
export const isBreak = (element: BuilderElement): element is BuilderBreakElement =>
  element.$type === 'PageBreak' || element.$type === 'SectionBreak';

export const isTextElement = (element: BuilderElement): element is BuilderTextElement =>
  element.$type === 'Header' || element.$type === 'TextParagraph';

export const isChoiceElement = (element: BuilderElement): element is BuilderChoiceElement =>
  element.$type === 'SingleChoice' || element.$type === 'MultipleChoice';

export const isQuestionElement = (element: BuilderElement): element is BuilderQuestionElement =>
  questionTypes.has(element.$type);

/** Types an element editor's type selector offers; Address and Photo keep their own type. */
export const switchableElementTypes: readonly BuilderElementType[] = [
  'SingleLineText',
  'MultiLineText',
  'SingleChoice',
  'MultipleChoice',
  'Attachment',
  'Header',
  'TextParagraph',
];

/**
 * Types the user picks from an add menu (spec part 1 §2 "Element types in the builder"),
 * grouped: free questions and texts, profile elements, breaks.
 */
export const addableElementTypes: readonly BuilderElementType[] = [
  ...switchableElementTypes,
  'Address',
  'Education',
  'Experience',
  'Summary',
  'PageBreak',
  'SectionBreak',
];

/** The special elements the left panel switches on and off, by group. */
export const personalInfoElementTypes = ['Address', 'Photo'] as const;
export const candidateProfileElementTypes = [
  'Education',
  'Experience',
  'Summary',
  'CoverLetter',
] as const;
export type SwitchableSpecialType =
  | (typeof personalInfoElementTypes)[number]
  | (typeof candidateProfileElementTypes)[number];

/** Special elements (spec §4): they can be duplicated. */
const specialTypes: ReadonlySet<BuilderElementType> = new Set([
  'Address',
  'CoverLetter',
  'Education',
  'Experience',
  'Photo',
  'Resume',
  'Summary',
]);

/** Elements with a fixed question and required flag (spec §4), and breaks. */
const fixedTypes: ReadonlySet<BuilderElementType> = new Set([
  'CoverLetter',
  'Education',
  'Experience',
  'Resume',
  'Summary',
  'PageBreak',
  'SectionBreak',
]);

/** Whether the element has an editor (breaks and the fixed profile elements have none). */
export const canEditElement = (type: BuilderElementType): boolean => !fixedTypes.has(type);

/** Whether the element can be duplicated (only the special elements). */
export const canDuplicateElement = (type: BuilderElementType): boolean => specialTypes.has(type);

/**
 * Whether the element can be deleted: everything but the Resume, except that a duplicated
 * Resume may go as long as one stays (the server requires one).
 */
export function canDeleteElement(
  element: BuilderElement,
  elements: readonly BuilderElement[],
): boolean {
  if (element.$type !== 'Resume') return true;
  return elements.some((other) => other.$type === 'Resume' && other.id !== element.id);
}

/**
 * A new element of the given type with the spec's defaults: not required, its question (or
 * text) taken from the type's name, no options yet.
 */
export function createBuilderElement(
  type: BuilderElementType,
  id: string,
  typeName: string,
): BuilderElement {
  switch (type) {
    case 'PageBreak':
    case 'SectionBreak':
      return { id, $type: type };
    case 'Header':
    case 'TextParagraph':
      return { id, $type: type, text: typeName };
    case 'SingleChoice':
    case 'MultipleChoice':
      return { id, $type: type, question: typeName, isRequired: false, options: [] };
    default:
      return { id, $type: type, question: typeName, isRequired: false };
  }
}

/** The label an element is known by in buttons and announcements. */
export function elementLabel(element: BuilderElement, typeName: string): string {
  if (isBreak(element)) return typeName;
  const label = isTextElement(element) ? element.text : element.question;
  return label.trim() === '' ? typeName : label;
}

const isBlank = (text: string) => text.trim() === '';

/** Whether a saved element may be sent: the rules of spec part 1 §5 and the server's. */
export function isElementValid(element: BuilderElement): boolean {
  if (isBreak(element)) return true;
  if (isTextElement(element)) return !isBlank(element.text);
  if (isBlank(element.question)) return false;
  if (isChoiceElement(element)) {
    return element.options.length > 0 && !element.options.some(isBlank);
  }
  return true;
}

/** Whether the questionnaire can be submitted: a name, a Resume, and valid elements. */
export function isQuestionnaireValid(name: string, form: QuestionnaireForm): boolean {
  return (
    !isBlank(name) &&
    form.elements.some((element) => element.$type === 'Resume') &&
    form.elements.every(isElementValid)
  );
}
