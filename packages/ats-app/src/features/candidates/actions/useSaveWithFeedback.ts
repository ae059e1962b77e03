import type { MessageDescriptor } from 'react-intl';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';

/** What a save says when it is done, or when it failed (with the catalogue's reason). */
export interface SaveToasts {
  succeeded: MessageDescriptor;
  failed: MessageDescriptor;
}

/**
 * Runs a save (an RTK Query mutation's `unwrap()`), shows its success or error toast (spec
 * part 2 §8) and says whether it was done, so the modal closes or stays with what was typed.
 */
export function useSaveWithFeedback(): (
  save: () => Promise<unknown>,
  toasts: SaveToasts,
) => Promise<boolean> {
  const feedback = useActionFeedback();
  return async (save, toasts) => {
    try {
      await save();
      feedback.succeeded(toasts.succeeded);
      return true;
    } catch (error) {
      feedback.failed(error, toasts.failed);
      return false;
    }
  };
}
