import { fieldLimits } from '@ats/api-sdk';
import type { QuestionnaireBuilderLimits } from '@ats/design-system';

/**
 * The builder's limits, from the contract, so that it refuses what the server would refuse.
 * Option texts and counts have no property of their own in `fieldLimits` (ChoiceOptions is a
 * map): its bounds equal a question's length and the most options a candidate can choose,
 * which a contract test holds equal.
 */
export const builderLimits: QuestionnaireBuilderLimits = {
  nameLength: fieldLimits.AddQuestionnaireInput.questionnaireName.maxLength,
  questionLength: fieldLimits.SingleLineTextElement.question.maxLength,
  // One text area edits both: the contract gives them the same limit.
  textLength: Math.min(
    fieldLimits.HeaderElement.text.maxLength,
    fieldLimits.TextParagraphElement.text.maxLength,
  ),
  optionLength: fieldLimits.SingleLineTextElement.question.maxLength,
  optionCount: fieldLimits.MultipleChoiceAnswer.chosenOptions.maxItems,
};
