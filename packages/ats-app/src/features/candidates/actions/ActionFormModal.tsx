import { Box, Button, Modal, type ModalSize, Spinner, Text } from '@ats/design-system';
import type { FormApi, ValidationErrors } from 'final-form';
import {
  type FormEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Form, useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useStore } from 'react-redux';
import { selectAuthStatus } from '../../../shared/auth/authSlice.ts';
import {
  clearUnsavedDraft,
  keepUnsavedDraft,
  unsavedDraftOf,
} from '../../../shared/forms/unsavedDraft.ts';
import { useCloseGuard } from '../../../shared/forms/useCloseGuard.tsx';
import type { RootState } from '../../../shared/store/types.ts';
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
  /**
   * Names what the form is about (e.g. `note:<recruitment>:<candidate>`): when a save finds
   * the session ended, what was typed is kept for this tab under it, and the form opens with
   * it again after the sign-in. Without it, nothing is kept.
   */
  draftKey?: string;
}

/**
 * A modal holding one form of a candidate action (score, note, call, meeting): Cancel and
 * Save, Enter submits, nothing can be dismissed while saving, and a refused submit takes the
 * focus to the first field in error. With unsaved changes, closing it or leaving the screen
 * asks "Discard changes?" first. The modal is open while it is mounted.
 */
export function ActionFormModal<Values extends object>(props: ActionFormModalProps<Values>) {
  const { initialValues, validate, onSave, onClose, draftKey } = props;
  const store = useStore<RootState>();
  // What was typed before the session ended, restored once (it is dropped when saved or
  // discarded); the form opens dirty with it, so closing it asks first.
  const [restored] = useState(() =>
    draftKey === undefined ? undefined : unsavedDraftOf<Values>(draftKey),
  );
  return (
    <Form<Values>
      initialValues={initialValues ?? undefined}
      validate={validate}
      onSubmit={async (values) => {
        // Kept before the call: a 401 takes the user to the sign-in at once.
        if (draftKey !== undefined) keepUnsavedDraft(draftKey, values);
        const saved = await onSave(values);
        const sessionEnded = selectAuthStatus(store.getState()) === 'loggedOut';
        if (draftKey !== undefined && !sessionEnded) clearUnsavedDraft(draftKey);
        if (saved) onClose();
      }}
      subscription={{}}
      render={({ form }) => <ActionFormModalBody {...props} form={form} restored={restored} />}
    />
  );
}

interface ActionFormModalBodyProps<Values extends object> extends ActionFormModalProps<Values> {
  form: FormApi<Values>;
  /** The values kept when the session ended, to be put back once the fields exist. */
  restored: Values | undefined;
}

function ActionFormModalBody<Values extends object>({
  title,
  description,
  initialValues,
  onClose,
  children,
  initialFocus,
  size = 'medium',
  loadingLabel,
  draftKey,
  form,
  restored,
}: ActionFormModalBodyProps<Values>) {
  const intl = useIntl();
  const loading = initialValues === null;
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { submitting, dirty } = useFormState<Values>({
    subscription: { submitting: true, dirty: true },
  });
  const [showRestored, setShowRestored] = useState(false);
  useEffect(() => {
    if (restored === undefined || loading) return;
    // Changes, not initial values: the form is dirty with them, as when they were typed.
    form.batch(() => {
      for (const [name, value] of Object.entries(restored)) {
        form.change(name as keyof Values, value as Values[keyof Values]);
      }
    });
    setShowRestored(true);
  }, [restored, loading, form]);
  const guard = useCloseGuard({
    dirty: Boolean(dirty),
    onClose,
    onDiscard: () => {
      if (draftKey !== undefined) clearUnsavedDraft(draftKey);
    },
  });
  return (
    <Modal
      open
      onClose={guard.requestClose}
      title={title}
      description={description}
      size={size}
      closeLabel={intl.formatMessage(actionMessages.closeDialog)}
      dismissible={!submitting}
      initialFocus={initialFocus}
      footer={
        <>
          <Button variant="secondary" onClick={guard.requestClose} disabled={submitting}>
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
            {showRestored ? (
              <div role="status">
                <Text tone="muted">{intl.formatMessage(actionMessages.restoredAfterSignIn)}</Text>
              </div>
            ) : null}
            {children}
          </Box>
        )}
      </form>
      {guard.dialog}
    </Modal>
  );
}
