import { RecruitmentStatus } from '@ats/api-sdk';
import { type RecruitmentAccess, recruitmentActions } from '../recruitmentActions.ts';

/**
 * The edit and delete tools of the details header (spec part 2 §2.4): a menu with Edit and
 * Delete (draft, pending), an edit link alone (open), or nothing (closed, and for staff who
 * may only read the recruitment).
 */
export type DetailsTools =
  | { kind: 'menu'; actions: ('edit' | 'delete')[] }
  | { kind: 'editLink' }
  | { kind: 'none' };

/** The tools the details header shows, from the same rules as the list's row menu. */
export function detailsTools(recruitment: RecruitmentAccess): DetailsTools {
  const actions = recruitmentActions(recruitment);
  if (actions.includes('delete')) return { kind: 'menu', actions };
  if (actions.includes('edit')) return { kind: 'editLink' };
  return { kind: 'none' };
}

/** What decides whether the job offer's link is shown. */
interface OfferLinkSource {
  status: RecruitmentStatus;
  jobOfferUrl: string | null;
}

/**
 * The public job offer's address, when there is one to share (spec part 2 §2.4: the
 * copy-link button and the job post link appear only while open and when a URL exists).
 */
export function shareableOfferUrl(recruitment: OfferLinkSource): string | null {
  return recruitment.status === RecruitmentStatus.Open && recruitment.jobOfferUrl
    ? recruitment.jobOfferUrl
    : null;
}

/**
 * The choices of the status dropdown (spec part 2 §4): the current status first, then the
 * next statuses the server allows, each once. While a change is being confirmed the two can
 * overlap (the status is replaced at once, the next statuses a moment later).
 */
export function statusChoices(
  current: RecruitmentStatus,
  next: readonly RecruitmentStatus[],
): RecruitmentStatus[] {
  return [current, ...new Set(next.filter((status) => status !== current))];
}
