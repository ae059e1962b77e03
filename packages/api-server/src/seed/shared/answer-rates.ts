import type { ElementType } from '../demo/questionnaires.ts';

/** How likely a candidate answers an optional element of each type (0.7 for the others). */
export const optionalAnswerRate: Partial<Record<ElementType, number>> = {
  Photo: 0.65,
  CoverLetter: 0.45,
  Attachment: 0.4,
  Education: 0.8,
  Summary: 0.7,
  SingleChoice: 0.8,
  MultipleChoice: 0.75,
  SingleLineText: 0.6,
  MultiLineText: 0.6,
  Address: 0.8,
  Experience: 0.85,
};
