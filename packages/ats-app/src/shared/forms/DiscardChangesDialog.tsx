import { ConfirmDialog } from '@ats/design-system';
import { useIntl } from 'react-intl';
import type { Blocker } from 'react-router-dom';
import { discardMessages } from './discardMessages.ts';

export interface DiscardChangesDialogProps {
  /** Whether it is shown. */
  open: boolean;
  /** Discard: the changes are dropped and the user goes (or the form closes). */
  onDiscard: () => void;
  /** Cancel, Escape or the close button: the form stays as it is. */
  onStay: () => void;
  /** What is lost, if the form has its own words; "Your changes have not been saved…" else. */
  message?: string;
}

/**
 * "Discard changes?" before a form with unsaved changes is left or closed: Cancel (the focus
 * starts there, so Enter by habit loses nothing) stays on the form as it is, Discard drops
 * the changes.
 */
export function DiscardChangesDialog({
  open,
  onDiscard,
  onStay,
  message,
}: DiscardChangesDialogProps) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={open}
      title={intl.formatMessage(discardMessages.title)}
      message={message ?? intl.formatMessage(discardMessages.message)}
      confirmLabel={intl.formatMessage(discardMessages.confirm)}
      cancelLabel={intl.formatMessage(discardMessages.cancel)}
      closeLabel={intl.formatMessage(discardMessages.close)}
      onConfirm={onDiscard}
      onCancel={onStay}
    />
  );
}

export interface LeaveDialogProps {
  /** The navigation waiting for an answer (useLeaveGuard's); the dialog is open while blocked. */
  blocker: Blocker;
  message?: string;
}

/** "Discard changes?" for a page form: Discard goes where the user was going, Cancel stays. */
export function LeaveDialog({ blocker, message }: LeaveDialogProps) {
  return (
    <DiscardChangesDialog
      open={blocker.state === 'blocked'}
      onDiscard={() => blocker.proceed?.()}
      onStay={() => blocker.reset?.()}
      message={message}
    />
  );
}
