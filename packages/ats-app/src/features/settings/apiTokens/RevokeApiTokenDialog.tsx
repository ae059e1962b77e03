import { type ApiToken, useRevokeApiTokenMutation } from '@ats/api-sdk/rtk';
import { ConfirmDialog, toast } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { errorMessages } from '../../../shared/api/errorCatalogue.ts';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { apiTokensMessages, revokeMessages } from './messages.ts';

export interface RevokeApiTokenDialogProps {
  /** The token to revoke; closed when null. */
  token: ApiToken | null;
  onClose: () => void;
}

/** "Revoke the token “<name>”?": the tools using it are refused from their next request. */
export function RevokeApiTokenDialog({ token, onClose }: RevokeApiTokenDialogProps) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const [revokeApiToken, { isLoading }] = useRevokeApiTokenMutation();
  const name = token?.name ?? '';

  async function confirm() {
    if (!token) return;
    try {
      await revokeApiToken({ id: token.id }).unwrap();
    } catch (error) {
      feedback.failed(error);
      return;
    }
    toast.success({
      title: intl.formatMessage(errorMessages.successTitle),
      message: intl.formatMessage(revokeMessages.revoked, { name }),
    });
    onClose();
  }

  return (
    <ConfirmDialog
      open={token !== null}
      tone="critical"
      title={intl.formatMessage(revokeMessages.title, { name })}
      message={intl.formatMessage(revokeMessages.explanation, { prefix: token?.prefix ?? '' })}
      confirmLabel={intl.formatMessage(apiTokensMessages.revoke)}
      cancelLabel={intl.formatMessage(apiTokensMessages.cancel)}
      closeLabel={intl.formatMessage(apiTokensMessages.close)}
      loading={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
