import type { FilledQuestionnaireAnswers, Stage } from '@ats/api-sdk/rtk';

/**
 * The candidate's address (spec part 2 §2.8 "taken from the address answer"): the first
 * Address answer that says something, trimmed; null when there is none.
 */
export function addressOf(answers: FilledQuestionnaireAnswers): string | null {
  for (const answer of answers.additionalQuestionnaireAnswers) {
    if (answer.$type === 'Address' && answer.value.trim() !== '') return answer.value.trim();
  }
  return null;
}

/** The resume sent with the application (its first Resume answer), or null when none was. */
export function resumeFileIdentifierOf(answers: FilledQuestionnaireAnswers): string | null {
  const resume = answers.additionalQuestionnaireAnswers.find((answer) => answer.$type === 'Resume');
  return resume?.$type === 'Resume' ? resume.fileIdentifier : null;
}

/**
 * The stage dropdown's choices: the stages the server offers for this candidate (the
 * current one among them), with the current one put first when the server left it out (a
 * stage deleted since the candidate entered it). Empty when the stage cannot be changed at
 * all (the server offers none for a closed recruitment): the profile then shows it read-only.
 */
export function stageChoices(
  currentStageId: string,
  available: readonly Stage[],
  allStages: readonly Stage[],
): Stage[] {
  if (available.length === 0) return [];
  if (available.some((stage) => stage.id === currentStageId)) return [...available];
  const current = allStages.find((stage) => stage.id === currentStageId);
  return current ? [current, ...available] : [...available];
}
