import { Box, Button, Modal, type ModalSize, Spinner } from '@ats/design-system';
import type { ValidationErrors } from 'final-form';
import { type FormEvent, type ReactNode, type RefObject, useId, useRef } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { actionMessages } from './messages.ts';

export interface ActionFormModalProps<Values extends object> {
  /** The modal's heading (its accessible name). */
  title: string;
  /** A sentence under the heading naming the candidate. */
  description: string;
  /**
   * The values the form opens with; null while they are being fetched (a spinner then stands
   * in for the fields). Once given they must not change: that would reset what the user typed.
   */
  initialValues: Values | null;
  /** Names the spinner while the values are being fetched. */
  loadingLabel?: string;
  validate: (values: Values) => ValidationErrors;
  /** Saves; true when done (the modal then closes), false to stay open with the values kept. */
  onSave: (values: Values) => Promise<boolean>;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
  /** The element focused on opening; the first field by default. */
  initialFocus?: RefObject<HTMLElement | null>;
  size?: ModalSize;
}

/**
 * A modal holding one form of a candidate action (score, note, call, meeting): Cancel and
 * Save, Enter submits, nothing can be dismissed while saving, and a refused submit takes the
 * focus to the first field in error. The modal is open while it is mounted.
 */
export function ActionFormModal<Values extends object>({
  title,
  description,
  initialValues,
  validate,
  onSave,
  onClose,
  children,
  initialFocus,
  size = 'medium',
  loadingLabel,
}: ActionFormModalProps<Values>) {
  const intl = useIntl();
  const loading = initialValues === null;
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Form<Values>
      initialValues={initialValues ?? undefined}
      validate={validate}
      onSubmit={async (values) => {
        if (await onSave(values)) onClose();
      }}
      subscription={{ submitting: true }}
      render={({ form, submitting }) => (
        <Modal
          open
          onClose={onClose}
          title={title}
          description={description}
          size={size}
          closeLabel={intl.formatMessage(actionMessages.closeDialog)}
          dismissible={!submitting}
          initialFocus={initialFocus}
          footer={
            <>
              <Button variant="secondary" onClick={onClose} disabled={submitting}>
                {intl.formatMessage(actionMessages.cancel)}
              </Button>
              <Button type="submit" form={formId} loading={submitting} disabled={loading}>
                {intl.formatMessage(actionMessages.save)}
              </Button>
            </>
          }
        >
          <form
            id={formId}
            ref={formRef}
            noValidate
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              if (submitting || loading) return;
              void form.submit();
              if (form.getState().hasValidationErrors) {
                // The fields show their errors once rendered again.
                requestAnimationFrame(() => {
                  formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
                });
              }
            }}
          >
            {loading ? (
              <Spinner label={loadingLabel} />
            ) : (
              <Box display="flex" flexDirection="column" gap="medium">
                {children}
              </Box>
            )}
          </form>
        </Modal>
      )}
    />
  );
}
