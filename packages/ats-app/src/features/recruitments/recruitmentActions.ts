import { RecruitmentStatus } from '@ats/api-sdk';
import { paths } from '../../shared/routing/paths.ts';

/** What the screens need to know of a recruitment to decide where it leads and what it offers. */
export interface RecruitmentAccess {
  id: string;
  status: RecruitmentStatus;
  /** Whether the signed-in user may write it (its owner, hiring manager or a team member). */
  canEdit: boolean;
}

/** An action of a recruitment's menu. */
export type RecruitmentAction = 'edit' | 'delete';

/** Statuses in which a recruitment can be edited (spec part 2 §4: draft, pending, open). */
const editableStatuses: ReadonlySet<RecruitmentStatus> = new Set([
  RecruitmentStatus.Draft,
  RecruitmentStatus.Pending,
  RecruitmentStatus.Open,
]);

/** Statuses in which a recruitment can be deleted (spec part 2 §4: draft, pending). */
const deletableStatuses: ReadonlySet<RecruitmentStatus> = new Set([
  RecruitmentStatus.Draft,
  RecruitmentStatus.Pending,
]);

/**
 * Where a recruitment opens (spec part 2 §2.1): a draft is still being written, so it opens
 * in the edit form; any other status opens the details. Staff whose role may not manage
 * recruitments (issue 27) open a draft's details too: the form would be refused.
 */
export function recruitmentHref(
  recruitment: Pick<RecruitmentAccess, 'id' | 'status'>,
  mayManage = true,
): string {
  return mayManage && recruitment.status === RecruitmentStatus.Draft
    ? paths.editRecruitment(recruitment.id)
    : paths.recruitment(recruitment.id);
}

/**
 * The recruitment as the signed-in user may write it: `canEdit` (the server's: one of its
 * staff) only when the role also manages recruitments (issue 27). A hiring manager is staff
 * of his recruitments, yet may not edit them, change their status or team.
 */
export function writableBy<T extends RecruitmentAccess>(recruitment: T, mayManage: boolean): T {
  return mayManage || !recruitment.canEdit ? recruitment : { ...recruitment, canEdit: false };
}

/**
 * The actions offered for a recruitment, in menu order (spec part 2 §2.1, §4): Edit in draft,
 * pending and open, Delete in draft and pending, and neither to staff who may only read it
 * (the server would refuse them with a 403).
 */
export function recruitmentActions(recruitment: RecruitmentAccess): RecruitmentAction[] {
  if (!recruitment.canEdit) return [];
  const actions: RecruitmentAction[] = [];
  if (editableStatuses.has(recruitment.status)) actions.push('edit');
  if (deletableStatuses.has(recruitment.status)) actions.push('delete');
  return actions;
}
