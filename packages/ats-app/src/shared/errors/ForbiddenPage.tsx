import { useIntl } from 'react-intl';
import { selectCurrentUser } from '../auth/authSlice.ts';
import { roleNames } from '../auth/roleNames.ts';
import { useAppSelector } from '../store/hooks.ts';
import { ErrorPage } from './ErrorPage.tsx';
import { forbiddenForRole, messages } from './messages.ts';

/**
 * Why a page is refused (issue 27): `role` when the signed-in user's role does not allow it,
 * `notYourRecruitment` when the server refused a recruitment the user is not staff of.
 */
export type ForbiddenReason = 'role' | 'notYourRecruitment';

/** The 403 page, saying why when the reason is known. */
export function ForbiddenPage({ reason }: { reason?: ForbiddenReason | undefined }) {
  const intl = useIntl();
  if (reason === 'role') return <ForbiddenForRole />;
  if (reason === 'notYourRecruitment') {
    return (
      <ErrorPage
        kind="forbidden"
        description={intl.formatMessage(messages.forbiddenNotYourRecruitment)}
      />
    );
  }
  return <ErrorPage kind="forbidden" />;
}

/** The 403 page naming the signed-in user's role. */
function ForbiddenForRole() {
  const intl = useIntl();
  const user = useAppSelector(selectCurrentUser);
  if (!user) return <ErrorPage kind="forbidden" />;
  const role = intl.formatMessage(roleNames[user.role]);
  return (
    <ErrorPage kind="forbidden" description={intl.formatMessage(forbiddenForRole, { role })} />
  );
}
