import {
  defaultEducationFieldLabels,
  defaultExperienceFieldLabels,
  type EducationFieldLabels,
  type ExperienceFieldLabels,
  formatDateEnglish,
} from '@ats/domain';
import type { LabelsInput } from '../private/mergeLabels.ts';

/** Every text the FilledQuestionnaire shows; an app passes its translations through `labels`. */
export interface FilledQuestionnaireLabels {
  /** Where the reader is, e.g. "Page 2 of 3" (shown when there are several pages). */
  pageOf: (page: number, count: number) => string;
  previous: string;
  next: string;
  close: string;
  /** Stands in for a question the candidate left empty. */
  noAnswer: string;
  /** Field names of an education entry. */
  education: EducationFieldLabels;
  /** Field names of an experience entry. */
  experience: ExperienceFieldLabels;
  /** Names one entry, e.g. "Education 2". */
  entryName: (question: string, position: number) => string;
  /** Writes a `YYYY-MM-DD` date (MM/DD/YYYY in English). */
  formatDate: (date: string) => string;
}

/** The English texts, in the spec's words where it gives them. */
export const defaultFilledQuestionnaireLabels: FilledQuestionnaireLabels = {
  pageOf: (page, count) => `Page ${page} of ${count}`,
  previous: 'Previous',
  next: 'Next',
  close: 'Close',
  noAnswer: 'No answer',
  education: defaultEducationFieldLabels,
  experience: defaultExperienceFieldLabels,
  entryName: (question, position) => `${question} ${position}`,
  formatDate: formatDateEnglish,
};

/** Labels an app may pass: any subset, the entry field groups one by one. */
export type FilledQuestionnaireLabelsInput = LabelsInput<FilledQuestionnaireLabels>;
