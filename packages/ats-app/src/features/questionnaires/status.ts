import type { QuestionnaireStatus } from '@ats/api-sdk';
import type { Tone } from '@ats/design-system';
import type { MessageDescriptor } from 'react-intl';
import { statusMessages } from './messages.ts';

/** The status numbers of spec part 1 §3. */
export const questionnaireStatus = { draft: 0, active: 1, deleted: 2 } as const satisfies Record<
  string,
  QuestionnaireStatus
>;

/** How a status reads and its colour: a draft still needs work, an active form is in use. */
export const statusPresentation: Readonly<
  Record<QuestionnaireStatus, { label: MessageDescriptor; tone: Tone }>
> = {
  0: { label: statusMessages.draft, tone: 'caution' },
  1: { label: statusMessages.active, tone: 'positive' },
  2: { label: statusMessages.deleted, tone: 'neutral' },
};

/** Deletion is allowed only for drafts or questionnaires used zero times (spec part 1 §4). */
export function canDeleteQuestionnaire(questionnaire: {
  status: QuestionnaireStatus;
  usageCount: number;
}): boolean {
  return (
    questionnaire.status === questionnaireStatus.draft ||
    (questionnaire.status === questionnaireStatus.active && questionnaire.usageCount === 0)
  );
}
