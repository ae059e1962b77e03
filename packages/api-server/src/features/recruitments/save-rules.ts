import { QuestionnaireStatus } from '@ats/api-sdk';
/**
 * The recruitment form's rules (spec part 2 section 5) that need no database: the full save
 * (not a draft) and the draft save. Lookups (position, questionnaire, users) are the saving
 * code's; it passes their results in. The contract already bounds types and ranges
 * (vacantPosts 0..1000, budgets >= 0, latitude, longitude); these are the rules on top.
 */

/** The form's fields as the rules see them, from a request or from the stored row. */
export interface RecruitmentFields {
  title: string;
  /** A position is chosen or named. */
  hasPosition: boolean;
  /** 'YYYY-MM-DD' or null. */
  deadline: string | null;
  vacantPosts: number;
  budgetPerPositionMin: number;
  budgetPerPositionMax: number;
  /** The chosen questionnaire's status (0 draft, 1 active, 2 deleted), null when none. */
  questionnaireStatus: number | null;
  jobTitle: string;
  jobDescription: string;
  locationDescription: string;
  locationLatitude: number;
  locationLongitude: number;
}

/**
 * "Today" for the deadline rule: the calendar date in UTC−12, the last time zone to reach a
 * new day. A user anywhere may then pick their own today, whatever the server's zone; the
 * form refuses dates before the user's local today itself.
 */
export function earliestDeadline(now: Date): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Whether serialised rich text holds any text: a ProseMirror document (JSON) with at least
 * one non-blank text node, or any other non-blank string. An editor left empty still
 * serialises to a document with an empty paragraph, which must count as empty.
 */
export function richTextHasContent(serialised: string): boolean {
  if (serialised.trim() === '') return false;
  let document: unknown;
  try {
    document = JSON.parse(serialised);
  } catch {
    return true; // not JSON: plain text, and not blank
  }
  if (document === null || typeof document !== 'object' || !('type' in document)) return true;
  return hasText(document);
}

function hasText(node: unknown): boolean {
  if (node === null || typeof node !== 'object') return false;
  const { text, content } = node as { text?: unknown; content?: unknown };
  if (typeof text === 'string' && text.trim() !== '') return true;
  return Array.isArray(content) && content.some(hasText);
}

const blank = (text: string) => text.trim() === '';

/** What breaks the draft rules: only the title is required. Empty when it may be saved. */
export function draftSaveProblems(fields: Pick<RecruitmentFields, 'title'>): string[] {
  return blank(fields.title) ? ['title is required'] : [];
}

/** What breaks the full-save rules; empty when the recruitment may be saved for real. */
export function fullSaveProblems(fields: RecruitmentFields, now: Date): string[] {
  const problems = draftSaveProblems(fields);
  if (!fields.hasPosition) problems.push('position name is required');
  if (fields.deadline === null) problems.push('deadline is required');
  else if (fields.deadline < earliestDeadline(now)) problems.push('deadline is in the past');
  if (
    !Number.isInteger(fields.vacantPosts) ||
    fields.vacantPosts < 1 ||
    fields.vacantPosts > 1000
  ) {
    problems.push('vacantPosts must be 1 to 1000');
  }
  if (!(fields.budgetPerPositionMin >= 0)) problems.push('budgetPerPositionMin must be at least 0');
  if (!(fields.budgetPerPositionMax >= fields.budgetPerPositionMin)) {
    problems.push('budgetPerPositionMax must be at least budgetPerPositionMin');
  }
  if (fields.questionnaireStatus === null) problems.push('questionnaireId is required');
  else if (fields.questionnaireStatus !== QuestionnaireStatus.Active) {
    problems.push('the questionnaire is not active');
  }
  if (blank(fields.jobTitle)) problems.push('jobTitle is required');
  if (!richTextHasContent(fields.jobDescription)) problems.push('jobDescription is required');
  if (blank(fields.locationDescription)) problems.push('locationDescription is required');
  if (!(Math.abs(fields.locationLatitude) <= 90)) problems.push('locationLatitude out of range');
  if (!(Math.abs(fields.locationLongitude) <= 180)) problems.push('locationLongitude out of range');
  return problems;
}
