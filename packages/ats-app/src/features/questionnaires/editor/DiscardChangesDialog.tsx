import { ConfirmDialog } from '@ats/design-system';
import { useIntl } from 'react-intl';
import type { Blocker } from 'react-router-dom';
import { discardMessages } from './discardMessages.ts';

export interface DiscardChangesDialogProps {
  /** The navigation waiting for an answer; the dialog is open while it is `blocked`. */
  blocker: Blocker;
}

/**
 * "Discard changes?" before leaving the builder with unsaved changes: Cancel (the focus
 * starts there) stays on the form as it is, Discard goes where the user was going.
 */
export function DiscardChangesDialog({ blocker }: DiscardChangesDialogProps) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={intl.formatMessage(discardMessages.title)}
      message={intl.formatMessage(discardMessages.message)}
      confirmLabel={intl.formatMessage(discardMessages.confirm)}
      cancelLabel={intl.formatMessage(discardMessages.cancel)}
      closeLabel={intl.formatMessage(discardMessages.close)}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
