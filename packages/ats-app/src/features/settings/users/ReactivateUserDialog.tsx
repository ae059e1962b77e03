import { type StaffUser, useReactivateUserMutation } from '@ats/api-sdk/rtk';
import { ConfirmDialog, toast } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { errorMessages } from '../../../shared/api/errorCatalogue.ts';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { reactivateMessages, usersMessages } from './messages.ts';
import { roleName } from './roles.ts';
import { staffName } from './staffName.ts';

export interface ReactivateUserDialogProps {
  /** The deactivated person; closed when null. */
  user: StaffUser | null;
  onClose: () => void;
}

/** "Reactivate <name>?": they may sign in again with their former role (an invitation is one again). */
export function ReactivateUserDialog({ user, onClose }: ReactivateUserDialogProps) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const [reactivateUser, { isLoading }] = useReactivateUserMutation();
  const name = user ? staffName(intl, user) : '';

  async function confirm() {
    if (!user) return;
    try {
      await reactivateUser({ userId: user.id }).unwrap();
    } catch (error) {
      feedback.failed(error);
      return;
    }
    toast.success({
      title: intl.formatMessage(errorMessages.successTitle),
      message: intl.formatMessage(reactivateMessages.reactivated, { name }),
    });
    onClose();
  }

  return (
    <ConfirmDialog
      open={user !== null}
      tone="primary"
      title={intl.formatMessage(reactivateMessages.title, { name })}
      message={intl.formatMessage(reactivateMessages.explanation, {
        role: user ? roleName(intl, user.role) : '',
      })}
      confirmLabel={intl.formatMessage(usersMessages.reactivate)}
      cancelLabel={intl.formatMessage(usersMessages.cancel)}
      closeLabel={intl.formatMessage(usersMessages.close)}
      loading={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
