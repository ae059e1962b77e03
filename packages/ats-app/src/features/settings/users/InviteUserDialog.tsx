import { fieldLimits, type StaffRole, staffRoles } from '@ats/api-sdk';
import { useInviteUserMutation } from '@ats/api-sdk/rtk';
import { Box, Button, Modal, toast } from '@ats/design-system';
import { useId, useMemo, useRef } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { mixed, object, string } from 'yup';
import { toApiError } from '../../../shared/api/errorCatalogue.ts';
import { useIdempotencyKey } from '../../../shared/api/idempotencyKey.ts';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { FormRadioGroup } from '../../../shared/forms/FormRadioGroup.tsx';
import { FormTextField } from '../../../shared/forms/FormTextField.tsx';
import { validateWithSchema } from '../../../shared/forms/validateWithSchema.ts';
import { validate } from '../../../shared/forms/validationMessages.ts';
import { inviteMessages, usersMessages } from './messages.ts';
import { roleOptions } from './roles.ts';

export interface InviteValues {
  email: string;
  role: StaffRole | '';
  firstName: string;
  lastName: string;
}

const limits = fieldLimits.InviteUserInput;
const emptyValues: InviteValues = { email: '', role: '', firstName: '', lastName: '' };

/** The form's rules: the contract's bounds, an address that looks like one, a role. */
const inviteSchema = object({
  email: string()
    .trim()
    .required(validate.required)
    .max(limits.email.maxLength, validate.maximumLength)
    // The server decides what an address is; this catches the obvious slips before it.
    .matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: { message: inviteMessages.notAnEmail } }),
  role: mixed<StaffRole>().oneOf(staffRoles, validate.required).required(validate.required),
  firstName: string().max(limits.firstName.maxLength, validate.maximumLength),
  lastName: string().max(limits.lastName.maxLength, validate.maximumLength),
});
const validateInvite = validateWithSchema<InviteValues>(inviteSchema);

export interface InviteUserDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Invite (issue 27): an e-mail address, a role (each with what it allows) and, optionally, the
 * person's name. The server refuses an address already a user's or invited (400, field
 * `email`): the field says so. Success closes the dialog with "Invitation sent to …".
 */
export function InviteUserDialog({ open, onClose }: InviteUserDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const feedback = useActionFeedback();
  const keyFor = useIdempotencyKey();
  const [inviteUser] = useInviteUserMutation();
  const roles = useMemo(() => roleOptions(intl), [intl]);

  async function submit(values: InviteValues) {
    const inviteUserInput = {
      email: values.email.trim(),
      role: values.role as StaffRole,
      ...(values.firstName.trim() ? { firstName: values.firstName.trim() } : {}),
      ...(values.lastName.trim() ? { lastName: values.lastName.trim() } : {}),
    };
    try {
      await inviteUser({
        'Idempotency-Key': keyFor(inviteUserInput),
        inviteUserInput,
      }).unwrap();
    } catch (error) {
      const apiError = toApiError(error);
      const field = (error as { data?: { field?: unknown } }).data?.field;
      if (apiError.status === 400 && field === 'email') {
        return { email: { message: inviteMessages.refusedEmail } };
      }
      feedback.failed(error);
      return undefined;
    }
    toast.success({
      title: intl.formatMessage(inviteMessages.sentTitle),
      message: intl.formatMessage(inviteMessages.sent, { email: inviteUserInput.email }),
    });
    onClose();
    return undefined;
  }

  return (
    <Form<InviteValues>
      // A new form for each opening, so nothing is left over from the last invitation.
      key={open ? 'open' : 'closed'}
      onSubmit={submit}
      initialValues={emptyValues}
      validate={validateInvite}
      render={({ handleSubmit, submitting }) => (
        <Modal
          open={open}
          onClose={onClose}
          title={intl.formatMessage(inviteMessages.title)}
          description={intl.formatMessage(inviteMessages.description)}
          closeLabel={intl.formatMessage(usersMessages.close)}
          dismissible={!submitting}
          initialFocus={emailRef}
          footer={
            <>
              <Button variant="secondary" onClick={onClose} disabled={submitting}>
                {intl.formatMessage(usersMessages.cancel)}
              </Button>
              <Button type="submit" form={formId} loading={submitting}>
                {intl.formatMessage(inviteMessages.send)}
              </Button>
            </>
          }
        >
          <form id={formId} onSubmit={handleSubmit} noValidate>
            <Box display="flex" flexDirection="column" gap="medium">
              <FormTextField
                name="email"
                type="email"
                label={intl.formatMessage(inviteMessages.email)}
                required
                autoComplete="off"
                maxLength={limits.email.maxLength}
                disabled={submitting}
                ref={emailRef}
              />
              <FormRadioGroup<StaffRole>
                name="role"
                label={intl.formatMessage(inviteMessages.role)}
                required
                options={roles}
                disabled={submitting}
              />
              <Box display="flex" gap="medium" flexWrap="wrap">
                <Box flexGrow={1}>
                  <FormTextField
                    name="firstName"
                    label={intl.formatMessage(inviteMessages.firstName)}
                    description={intl.formatMessage(inviteMessages.optional)}
                    autoComplete="off"
                    maxLength={limits.firstName.maxLength}
                    disabled={submitting}
                  />
                </Box>
                <Box flexGrow={1}>
                  <FormTextField
                    name="lastName"
                    label={intl.formatMessage(inviteMessages.lastName)}
                    autoComplete="off"
                    maxLength={limits.lastName.maxLength}
                    disabled={submitting}
                  />
                </Box>
              </Box>
            </Box>
          </form>
        </Modal>
      )}
    />
  );
}
