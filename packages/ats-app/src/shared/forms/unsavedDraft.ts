// What the user typed into a form whose save found the session ended, kept across the sign-in
// (issue 26): in sessionStorage, so only for this tab and gone with it, never localStorage;
// one form at a time, keyed by the form and what it is about (e.g. a note on one candidate).
// Only the typed values are kept, and they are dropped once saved or discarded.
// No React here: the login page (its own small document) reads it too.

const storageKey = 'ats.unsavedForm';

interface StoredDraft {
  form: string;
  values: unknown;
}

function read(): StoredDraft | null {
  try {
    const stored = window.sessionStorage.getItem(storageKey);
    if (stored === null) return null;
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null || !('form' in parsed)) return null;
    return parsed as StoredDraft;
  } catch {
    return null;
  }
}

/** Keeps a form's typed values (replacing any other form's). */
export function keepUnsavedDraft(form: string, values: unknown): void {
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify({ form, values }));
  } catch {
    // Storage full or refused: nothing to keep them in.
  }
}

/** The values kept for this form, if any (they stay kept until saved or discarded). */
export function unsavedDraftOf<Values>(form: string): Values | undefined {
  const draft = read();
  return draft?.form === form ? (draft.values as Values) : undefined;
}

/** Drops the values kept for this form (saved or discarded). */
export function clearUnsavedDraft(form: string): void {
  if (read()?.form !== form) return;
  try {
    window.sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing to drop.
  }
}

/** Whether some form's values wait for the user to sign in again. */
export function hasUnsavedDraft(): boolean {
  return read() !== null;
}
