import { QuestionnaireEditor } from './QuestionnaireEditor.tsx';

/** New questionnaire (spec part 1 §2): the builder with one Resume element and a default name. */
export function NewQuestionnaireScreen() {
  return <QuestionnaireEditor questionnaire={null} />;
}
