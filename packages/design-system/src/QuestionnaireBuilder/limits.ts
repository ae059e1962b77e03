/**
 * The longest texts and the most options the builder accepts. The defaults mirror the API
 * contract's bounds (the design system does not import the contract): an app passes the
 * contract's own numbers through the `limits` prop.
 */
export interface QuestionnaireBuilderLimits {
  /** Characters of the questionnaire's name; 200 by default. */
  nameLength: number;
  /** Characters of a question; 1,000 by default. */
  questionLength: number;
  /** Characters of a header's or a text paragraph's text; 20,000 by default. */
  textLength: number;
  /** Characters of one option of a choice question; 1,000 by default. */
  optionLength: number;
  /** Options of one choice question; 100 by default. */
  optionCount: number;
}

/** The contract's bounds at the time of writing. */
export const defaultQuestionnaireBuilderLimits: QuestionnaireBuilderLimits = {
  nameLength: 200,
  questionLength: 1000,
  textLength: 20000,
  optionLength: 1000,
  optionCount: 100,
};

/** Limits an app may pass: any subset; the others keep their defaults. */
export type QuestionnaireBuilderLimitsInput = Partial<QuestionnaireBuilderLimits>;
