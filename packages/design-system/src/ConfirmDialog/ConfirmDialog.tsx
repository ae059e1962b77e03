import { type ReactNode, useRef } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { Text } from '../Text/Text.tsx';

export interface ConfirmDialogProps {
  /** Whether it is shown. */
  open: boolean;
  /** The question, e.g. "Delete questionnaire". */
  title: string;
  /** What will happen, e.g. "Are you sure you want to delete position Tester?" */
  message: ReactNode;
  /** Runs the action; keep `loading` on until it finishes. */
  onConfirm: () => void;
  /** Closes without acting (Cancel, Escape, close button). */
  onCancel: () => void;
  /** Text of the confirming button; English default. */
  confirmLabel?: string;
  /** Text of the cancelling button; English default. */
  cancelLabel?: string;
  /** Accessible name of the close button; English default. */
  closeLabel?: string;
  /** `critical` (red) for destructive actions, the default; `primary` otherwise. */
  tone?: 'critical' | 'primary';
  /** Shows a spinner on the confirming button and blocks closing while the action runs. */
  loading?: boolean;
}

/**
 * Asks before a destructive action (Cancel / Delete). Focus starts on Cancel so that
 * pressing Enter by habit does not delete anything.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  closeLabel,
  tone = 'critical',
  loading = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!loading) onCancel();
      }}
      title={title}
      size="small"
      role="alertdialog"
      closeLabel={closeLabel}
      dismissible={!loading}
      initialFocus={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {typeof message === 'string' ? <Text>{message}</Text> : message}
    </Modal>
  );
}
