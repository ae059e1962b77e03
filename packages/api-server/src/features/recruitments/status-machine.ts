import { RecruitmentStatus } from '@ats/api-sdk';

const { Draft: draft, Pending: pending, Open: open, Closed: closed } = RecruitmentStatus;

/**
 * What a move may require of the recruitment besides its current status:
 * - `complete`: the stored recruitment passes the full-save rules (part 2 section 5),
 *   active questionnaire and deadline included;
 * - `activeQuestionnaire`: its questionnaire is active (candidates fill it once open).
 */
type Guard = 'complete' | 'activeQuestionnaire';

/**
 * THE status machine, read by both setRecruitmentStatus and listNextAvailableStatuses, so the
 * screen is never offered a move the server refuses. Keys are "from", values the moves in
 * the order the dropdown lists them.
 *
 * draft   -> pending, open   only when complete
 * pending -> draft           back to work on it
 * pending -> open            when its questionnaire is active
 * pending -> closed          dropped before publication
 * open    -> closed
 * closed  -> open            re-opened (closed by mistake, or more hires); active questionnaire
 *
 * Nothing goes back to draft or pending once it was open, so a draft or pending recruitment
 * has never had applicants (applications reach open recruitments only).
 */
export const STATUS_TRANSITIONS: Readonly<
  Record<RecruitmentStatus, readonly { to: RecruitmentStatus; requires: Guard[] }[]>
> = {
  [draft]: [
    { to: pending, requires: ['complete'] },
    { to: open, requires: ['complete', 'activeQuestionnaire'] },
  ],
  [pending]: [
    { to: draft, requires: [] },
    { to: open, requires: ['activeQuestionnaire'] },
    { to: closed, requires: [] },
  ],
  [open]: [{ to: closed, requires: [] }],
  [closed]: [{ to: open, requires: ['activeQuestionnaire'] }],
};

/** The facts the guards read, about the recruitment as stored. */
export interface TransitionFacts {
  status: RecruitmentStatus;
  /** Passes the full-save rules. */
  complete: boolean;
  activeQuestionnaire: boolean;
}

/** The statuses the recruitment may move to now, in the dropdown's order. */
export function nextStatuses(facts: TransitionFacts): RecruitmentStatus[] {
  return STATUS_TRANSITIONS[facts.status]
    .filter((transition) => transition.requires.every((guard) => facts[guard]))
    .map((transition) => transition.to);
}

/** Statuses in which the form may be saved (spec part 2 section 4). */
export const EDITABLE_STATUSES: ReadonlySet<number> = new Set([draft, pending, open]);

/** Statuses in which the recruitment may be deleted (spec part 2 section 4). */
export const DELETABLE_STATUSES: ReadonlySet<number> = new Set([draft, pending]);

/**
 * Statuses in which saving freezes the chosen questionnaire's newest version: nobody has
 * applied yet, so the form may still follow the questionnaire's edits.
 */
export const UNPUBLISHED_STATUSES: ReadonlySet<number> = new Set([draft, pending]);

export function isRecruitmentStatus(value: number): value is RecruitmentStatus {
  return value in STATUS_TRANSITIONS;
}
