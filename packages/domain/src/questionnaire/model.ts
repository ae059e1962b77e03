// The plain data of a questionnaire, shared by the builder, the renderers (the design system's
// React components, the server's PDF) and the rules on it. It mirrors the API's
// QuestionnaireStructure field for field, so the API's objects pass straight in, and other
// tools build them by hand.

/** Element types that ask a question and may be required. */
export type QuestionElementType =
  | 'Address'
  | 'Attachment'
  | 'CoverLetter'
  | 'Education'
  | 'Experience'
  | 'MultiLineText'
  | 'Photo'
  | 'Resume'
  | 'SingleLineText'
  | 'Summary';

/** Element types that let the candidate pick among options. */
export type ChoiceElementType = 'MultipleChoice' | 'SingleChoice';

/** Element types that only show text. */
export type TextElementType = 'Header' | 'TextParagraph';

export type QuestionnaireElementType = QuestionElementType | ChoiceElementType | TextElementType;

/** Where an element stands: its running order from 1, its page from 1, its section from 1 within the page. */
interface Placed {
  id: string;
  order: number;
  pageNumber: number;
  sectionNumber: number;
}

export interface QuestionElement extends Placed {
  $type: QuestionElementType;
  question: string;
  isRequired: boolean;
}

/** Option texts keyed by their 1-based index as a string ("1", "2", ...). */
export type ChoiceOptions = Record<string, string>;

export interface ChoiceElement extends Placed {
  $type: ChoiceElementType;
  question: string;
  isRequired: boolean;
  options: ChoiceOptions;
}

export interface TextElement extends Placed {
  $type: TextElementType;
  text: string;
}

/** One element as stored and sent: page and section breaks exist only as pageNumber/sectionNumber. */
export type QuestionnaireElement = QuestionElement | ChoiceElement | TextElement;

export interface QuestionnaireStructure {
  elements: QuestionnaireElement[];
}

/** Whether an element only shows text (Header, TextParagraph). */
export function isTextQuestionnaireElement(element: QuestionnaireElement): element is TextElement {
  return element.$type === 'Header' || element.$type === 'TextParagraph';
}

/** Whether an element lets the candidate pick among options (SingleChoice, MultipleChoice). */
export function isChoiceQuestionnaireElement(
  element: QuestionnaireElement,
): element is ChoiceElement {
  return element.$type === 'SingleChoice' || element.$type === 'MultipleChoice';
}
