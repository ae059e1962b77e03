import type { LabelsInput } from '../private/mergeLabels.ts';
import type { EntryQuestionType } from './applicationDraft.ts';

/** Question types answered with one text. */
export type TextQuestionType = 'SingleLineText' | 'Address' | 'MultiLineText' | 'Summary';

/**
 * The longest texts and the most entries the application form accepts: each field shows its
 * counter near the limit and takes no more. The defaults mirror the API contract's bounds of
 * an application (JobApplicationData; the design system does not import the contract): an app
 * passes the contract's own numbers through the `limits` prop.
 */
export interface ApplicationFormLimits {
  /** Characters of the personal data: names 200, e-mail 254 and phone 50 by default. */
  personalData: { firstName: number; lastName: number; email: number; phoneNumber: number };
  /** Characters of a text answer: single-line and address 1,000, multi-line and summary 20,000 by default. */
  answers: Record<TextQuestionType, number>;
  /** Entries of one education or experience answer; 50 by default. */
  entries: Record<EntryQuestionType, number>;
  /** Characters of an education entry's fields: 200 each, the description 20,000 by default. */
  education: { school: number; degree: number; fieldOfStudy: number; description: number };
  /** Characters of an experience entry's fields: title and company 200, location 1,000, description 20,000 by default. */
  experience: {
    title: number;
    company: number;
    locationDescription: number;
    description: number;
  };
  /** The dates of education and experience entries, `YYYY-MM-DD`: 1900-01-01 to 2999-12-31 by default. */
  dates: { earliest: string; latest: string };
}

/** The contract's bounds at the time of writing. */
export const defaultApplicationFormLimits: ApplicationFormLimits = {
  personalData: { firstName: 200, lastName: 200, email: 254, phoneNumber: 50 },
  answers: { SingleLineText: 1000, Address: 1000, MultiLineText: 20000, Summary: 20000 },
  entries: { Education: 50, Experience: 50 },
  education: { school: 200, degree: 200, fieldOfStudy: 200, description: 20000 },
  experience: { title: 200, company: 200, locationDescription: 1000, description: 20000 },
  dates: { earliest: '1900-01-01', latest: '2999-12-31' },
};

/** Limits an app may pass: any subset, and within a group any subset; the others keep their defaults. */
export type ApplicationFormLimitsInput = LabelsInput<ApplicationFormLimits>;

/** The limit of one field of an entry (a contract field name, or `description`). */
export function entryFieldLimit(
  limits: ApplicationFormLimits,
  type: EntryQuestionType,
  field: string,
): number | undefined {
  const group: Record<string, number> =
    type === 'Education' ? { ...limits.education } : { ...limits.experience };
  return group[field];
}
