import { QuestionnaireStatus } from '@ats/api-sdk';
import type { Tone } from '@ats/design-system';
import type { MessageDescriptor } from 'react-intl';
import { statusMessages } from './messages.ts';

/** How a status reads and its colour: a draft still needs work, an active form is in use. */
export const statusPresentation: Readonly<
  Record<QuestionnaireStatus, { label: MessageDescriptor; tone: Tone }>
> = {
  [QuestionnaireStatus.Draft]: { label: statusMessages.draft, tone: 'caution' },
  [QuestionnaireStatus.Active]: { label: statusMessages.active, tone: 'positive' },
  [QuestionnaireStatus.Deleted]: { label: statusMessages.deleted, tone: 'neutral' },
};

/** Deletion is allowed only for drafts or questionnaires used zero times (spec part 1 §4). */
export function canDeleteQuestionnaire(questionnaire: {
  status: QuestionnaireStatus;
  usageCount: number;
}): boolean {
  return (
    questionnaire.status === QuestionnaireStatus.Draft ||
    (questionnaire.status === QuestionnaireStatus.Active && questionnaire.usageCount === 0)
  );
}
