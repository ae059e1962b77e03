import { type ReactElement, useState } from 'react';
import { DiscardChangesDialog } from './DiscardChangesDialog.tsx';
import { useLeaveGuard } from './useLeaveGuard.ts';

export interface CloseGuardOptions {
  /** Whether the form holds unsaved changes (react-final-form's `dirty`). */
  dirty: boolean;
  /** Closes the form (the modal, the inline editor). */
  onClose: () => void;
  /** Runs when the user chose to drop the changes (by closing or by leaving the screen). */
  onDiscard?: () => void;
  /** What is lost, if the form has its own words. */
  message?: string;
}

export interface CloseGuard {
  /** Cancel, Escape, the close button, a click outside: closes at once, or asks first. */
  requestClose: () => void;
  /** "Discard changes?"; render it with the form. */
  dialog: ReactElement;
}

/**
 * The leave guard of a form that closes without leaving the screen (a modal, an inline
 * editor): with unsaved changes, closing it asks "Discard changes?" first, and so do leaving
 * the screen (a link, the browser's back) and closing or reloading the tab (the browser's own
 * question), as for page forms (useLeaveGuard).
 */
export function useCloseGuard({
  dirty,
  onClose,
  onDiscard,
  message,
}: CloseGuardOptions): CloseGuard {
  const { blocker } = useLeaveGuard(dirty);
  const [askingToClose, setAskingToClose] = useState(false);
  const leaving = blocker.state === 'blocked';

  function requestClose() {
    if (dirty) setAskingToClose(true);
    else onClose();
  }

  const dialog = (
    <DiscardChangesDialog
      open={askingToClose || leaving}
      message={message}
      onDiscard={() => {
        setAskingToClose(false);
        onDiscard?.();
        if (leaving) blocker.proceed?.();
        else onClose();
      }}
      onStay={() => {
        setAskingToClose(false);
        if (leaving) blocker.reset?.();
      }}
    />
  );
  return { requestClose, dialog };
}
