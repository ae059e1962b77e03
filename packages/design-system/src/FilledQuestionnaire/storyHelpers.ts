// Reading the filled questionnaire as a user does: the answer under a question.
import { within } from 'storybook/test';

/** The answer (description list definition) to the question with this exact text. */
export function answerTo(canvasElement: HTMLElement, question: string): HTMLElement {
  const term = within(canvasElement).getByText(question, { selector: 'dt' });
  const definition = term.nextElementSibling;
  if (!(definition instanceof HTMLElement) || definition.tagName !== 'DD')
    throw new Error(`No answer follows the question "${question}"`);
  return definition;
}
