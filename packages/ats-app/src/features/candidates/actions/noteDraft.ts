import { unsavedDraftOf } from '../../../shared/forms/unsavedDraft.ts';

/** Names a note on one candidate in one recruitment, for what is kept when the session ends. */
export function noteDraftKey(recruitmentId: string, recruiteeId: string): string {
  return `note:${recruitmentId}:${recruiteeId}`;
}

/** Whether a note on this candidate was being saved when the session ended (issue 26). */
export function hasNoteDraft(recruitmentId: string, recruiteeId: string): boolean {
  return unsavedDraftOf(noteDraftKey(recruitmentId, recruiteeId)) !== undefined;
}
