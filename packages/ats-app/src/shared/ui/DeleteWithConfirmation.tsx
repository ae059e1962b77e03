import { ConfirmDialog } from '@ats/design-system';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useActionFeedback } from '../api/useActionFeedback.ts';

/** The texts of one kind of deletion: the dialog's and the toasts' (the question names the item). */
export interface DeleteMessages {
  title: MessageDescriptor;
  question: MessageDescriptor;
  confirm: MessageDescriptor;
  cancel: MessageDescriptor;
  close: MessageDescriptor;
  succeeded: MessageDescriptor;
  failed: MessageDescriptor;
}

export interface DeleteWithConfirmationProps {
  /** Whether the dialog is open. */
  open: boolean;
  messages: DeleteMessages;
  /** Values of the question, e.g. `{ title }`. */
  questionValues: Record<string, string>;
  /** Deletes the item; rejects when the server refuses (the RTK mutation's `unwrap()`). */
  remove: () => Promise<unknown>;
  /** A deletion is under way (the confirm button spins). */
  loading: boolean;
  /** Closes the dialog (after the deletion, whatever its result, or on Cancel). */
  onClose: () => void;
  /** Runs after a successful deletion, before `onClose`. */
  onDeleted?: () => void;
}

/**
 * Asks before deleting an item, naming it, then deletes it and toasts how it went: the
 * success text, or the failure text with the catalogue's reason (spec part 1 §8).
 */
export function DeleteWithConfirmation({
  open,
  messages,
  questionValues,
  remove,
  loading,
  onClose,
  onDeleted,
}: DeleteWithConfirmationProps) {
  const intl = useIntl();
  const feedback = useActionFeedback();

  async function confirm() {
    try {
      await remove();
      feedback.succeeded(messages.succeeded);
      onDeleted?.();
    } catch (error) {
      feedback.failed(error, messages.failed);
    }
    onClose();
  }

  return (
    <ConfirmDialog
      open={open}
      title={intl.formatMessage(messages.title)}
      message={intl.formatMessage(messages.question, questionValues)}
      confirmLabel={intl.formatMessage(messages.confirm)}
      cancelLabel={intl.formatMessage(messages.cancel)}
      closeLabel={intl.formatMessage(messages.close)}
      loading={loading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
