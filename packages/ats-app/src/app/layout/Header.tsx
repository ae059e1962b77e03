import { Avatar, Box, Button, LogoutIcon, Text } from '@ats/design-system';
import { type Ref, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { selectCurrentUser, selectLogoutError } from '../../shared/auth/authSlice.ts';
import { useLogout } from '../../shared/auth/useLogout.ts';
import { paths, serverPaths } from '../../shared/routing/paths.ts';
import { useAppSelector } from '../../shared/store/hooks.ts';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch.tsx';
import { messages } from './messages.ts';
import { header, productName } from './shell.css.ts';

export interface HeaderProps {
  /** The header element, e.g. to measure its height. */
  ref?: Ref<HTMLElement>;
}

/** The navigation header: product name, language, the signed-in user (avatar and name), logout. */
export function Header({ ref }: HeaderProps) {
  const intl = useIntl();
  const user = useAppSelector(selectCurrentUser);
  const logoutError = useAppSelector(selectLogoutError);
  const logout = useLogout();
  // A failed logout keeps the user signed in (spec part 1 §4) and says why. The toasts' code
  // (sonner) loads only then: the frame's first paint does without it.
  const reportedError = useRef<unknown>(null);
  useEffect(() => {
    if (!logoutError || reportedError.current === logoutError) return;
    reportedError.current = logoutError;
    void import('../../shared/api/useActionFeedback.ts').then(({ actionFeedback }) => {
      actionFeedback(intl).failed(logoutError, messages.logoutFailed);
    });
  }, [logoutError, intl]);
  return (
    <header ref={ref} className={header}>
      <Link
        className={productName}
        to={paths.dashboard()}
        aria-label={intl.formatMessage(messages.home)}
      >
        {intl.formatMessage(messages.productName)}
      </Link>
      <Box display="flex" alignItems="center" gap="medium" flexWrap="wrap">
        <LanguageSwitch />
        {user ? (
          <Box display="flex" alignItems="center" gap="small">
            <Avatar
              name={`${user.firstName} ${user.lastName}`}
              src={serverPaths.currentUserAvatar()}
              size="small"
              decorative
            />
            <Text as="span" weight="medium">
              {intl.formatMessage(messages.userName, {
                firstName: user.firstName,
                lastName: user.lastName,
              })}
            </Text>
          </Box>
        ) : null}
        <Button
          variant="secondary"
          size="small"
          icon={<LogoutIcon />}
          onClick={() => void logout()}
        >
          {intl.formatMessage(messages.logOut)}
        </Button>
      </Box>
    </header>
  );
}
