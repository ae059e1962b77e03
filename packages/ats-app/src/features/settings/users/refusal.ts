import type { StaffUser } from '@ats/api-sdk/rtk';
import { toast } from '@ats/design-system';
import type { IntlShape } from 'react-intl';
import { toApiError } from '../../../shared/api/errorCatalogue.ts';
import { actionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { refusalMessages } from './messages.ts';

/**
 * The error toast of a failed role change or deactivation. The server refuses (400) to leave
 * the company without an active administrator: the toast says so instead of the catalogue's
 * "check the data"; any other failure gets the catalogue's text.
 */
export function showUserActionFailure(intl: IntlShape, error: unknown, user: StaffUser): void {
  const { status } = toApiError(error);
  if (status === 400 && user.role === 'Administrator' && user.status === 'Active') {
    toast.error({
      title: intl.formatMessage(refusalMessages.title),
      message: intl.formatMessage(refusalMessages.lastAdministrator),
    });
    return;
  }
  actionFeedback(intl).failed(error);
}
