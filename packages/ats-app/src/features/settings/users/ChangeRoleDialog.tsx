import type { StaffRole } from '@ats/api-sdk';
import { type StaffUser, useChangeUserRoleMutation } from '@ats/api-sdk/rtk';
import { Button, Modal, toast } from '@ats/design-system';
import { useId, useMemo } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { errorMessages } from '../../../shared/api/errorCatalogue.ts';
import { FormRadioGroup } from '../../../shared/forms/FormRadioGroup.tsx';
import { roleMessages, usersMessages } from './messages.ts';
import { showUserActionFailure } from './refusal.ts';
import { roleName, roleOptions } from './roles.ts';
import { staffName } from './staffName.ts';

interface RoleValues {
  role: StaffRole;
}

export interface ChangeRoleDialogProps {
  /** The person whose role to change; closed when null. */
  user: StaffUser | null;
  onClose: () => void;
}

/**
 * Change role: the four roles with what each allows, the current one chosen; Save gives the
 * person the chosen one (from their next request). Saving the same role just closes.
 */
export function ChangeRoleDialog({ user, onClose }: ChangeRoleDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const [changeUserRole] = useChangeUserRoleMutation();
  const roles = useMemo(() => roleOptions(intl), [intl]);
  const name = user ? staffName(intl, user) : '';

  async function submit({ role }: RoleValues) {
    if (!user) return;
    if (role === user.role) {
      onClose();
      return;
    }
    try {
      await changeUserRole({ userId: user.id, changeUserRoleInput: { role } }).unwrap();
    } catch (error) {
      showUserActionFailure(intl, error, user);
      return;
    }
    toast.success({
      title: intl.formatMessage(errorMessages.successTitle),
      message: intl.formatMessage(roleMessages.changed, { name, role: roleName(intl, role) }),
    });
    onClose();
  }

  return (
    <Form<RoleValues>
      key={user?.id ?? 'closed'}
      onSubmit={submit}
      initialValues={user ? { role: user.role } : undefined}
      render={({ handleSubmit, submitting }) => (
        <Modal
          open={user !== null}
          onClose={onClose}
          title={intl.formatMessage(roleMessages.title, { name })}
          description={intl.formatMessage(roleMessages.description)}
          closeLabel={intl.formatMessage(usersMessages.close)}
          dismissible={!submitting}
          footer={
            <>
              <Button variant="secondary" onClick={onClose} disabled={submitting}>
                {intl.formatMessage(usersMessages.cancel)}
              </Button>
              <Button type="submit" form={formId} loading={submitting}>
                {intl.formatMessage(usersMessages.save)}
              </Button>
            </>
          }
        >
          <form id={formId} onSubmit={handleSubmit} noValidate>
            <FormRadioGroup<StaffRole>
              name="role"
              label={intl.formatMessage(roleMessages.role)}
              options={roles}
              disabled={submitting}
            />
          </form>
        </Modal>
      )}
    />
  );
}
