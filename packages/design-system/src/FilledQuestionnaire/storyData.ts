// Texts and answers for the FilledQuestionnaire's stories.

import { formatDateDotted } from '@ats/domain';
import {
  polishEducationFieldLabels,
  polishExperienceFieldLabels,
} from '../private/questionnaireStoryData.ts';
import type { FilledQuestionnaireLabelsInput } from './labels.ts';

/** The view's texts in Polish, as an app passes them from its catalogue. */
export const polishLabels: FilledQuestionnaireLabelsInput = {
  pageOf: (page, count) => `Strona ${page} z ${count}`,
  previous: 'Wstecz',
  next: 'Dalej',
  close: 'Zamknij',
  noAnswer: 'Brak odpowiedzi',
  education: polishEducationFieldLabels,
  experience: polishExperienceFieldLabels,
  entryName: (question, position) => `${question} ${position}`,
  formatDate: formatDateDotted,
};

/** Builds file links as an app would, from the application and the file's identifier. */
export const fileHref = (answer: { fileIdentifier: string }) =>
  `/api/Files/JobApplications/00000000-0000-4000-8000-000000000999/Files/${answer.fileIdentifier}`;
