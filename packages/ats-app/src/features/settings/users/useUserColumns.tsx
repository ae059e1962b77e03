import type { StaffUser } from '@ats/api-sdk/rtk';
import {
  Avatar,
  BanIcon,
  Box,
  CheckIcon,
  EditIcon,
  type InfiniteTableColumn,
  Menu,
  type MenuItem,
  StatusLabel,
  TruncatedText,
} from '@ats/design-system';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useFormatDate } from '../../../i18n/useFormatDate.ts';
import { usersMessages } from './messages.ts';
import { roleName, statusNames, statusTones } from './roles.ts';
import { staffName } from './staffName.ts';

/** What a row's menu asks the screen to do. */
export type UserAction = 'changeRole' | 'deactivate' | 'reactivate';

/**
 * The user list's columns: name with the avatar (the card's title), e-mail, role, status,
 * last sign-in ("Never" before the first) and the row's menu. The signed-in administrator's
 * own row has no menu: nobody changes their own role or deactivates themself.
 */
export function useUserColumns(
  currentUserId: string | undefined,
  onAction: (action: UserAction, user: StaffUser) => void,
): InfiniteTableColumn<StaffUser>[] {
  const intl = useIntl();
  const formatDate = useFormatDate();
  return useMemo(() => {
    function menuItems(user: StaffUser): MenuItem[] {
      if (user.status === 'Deactivated') {
        return [
          {
            id: 'reactivate',
            label: intl.formatMessage(usersMessages.reactivate),
            icon: <CheckIcon />,
            onSelect: () => onAction('reactivate', user),
          },
        ];
      }
      return [
        {
          id: 'changeRole',
          label: intl.formatMessage(usersMessages.changeRole),
          icon: <EditIcon />,
          onSelect: () => onAction('changeRole', user),
        },
        {
          id: 'deactivate',
          label: intl.formatMessage(
            user.status === 'Invited' ? usersMessages.withdrawInvitation : usersMessages.deactivate,
          ),
          icon: <BanIcon />,
          tone: 'critical',
          onSelect: () => onAction('deactivate', user),
        },
      ];
    }
    return [
      {
        id: 'name',
        header: intl.formatMessage(usersMessages.columnName),
        width: '24%',
        card: 'title',
        cell: (user) => {
          const name = staffName(intl, user);
          return (
            <Box display="flex" alignItems="center" gap="small">
              <Avatar name={name} src={user.avatar} size="small" decorative />
              <TruncatedText lines={2}>
                {user.id === currentUserId
                  ? intl.formatMessage(usersMessages.yourself, { name })
                  : name}
              </TruncatedText>
            </Box>
          );
        },
      },
      {
        id: 'email',
        header: intl.formatMessage(usersMessages.columnEmail),
        width: '26%',
        cell: (user) => <TruncatedText lines={1}>{user.email}</TruncatedText>,
      },
      {
        id: 'role',
        header: intl.formatMessage(usersMessages.columnRole),
        width: '16%',
        cell: (user) => roleName(intl, user.role),
      },
      {
        id: 'status',
        header: intl.formatMessage(usersMessages.columnStatus),
        width: '12%',
        cell: (user) => (
          <StatusLabel tone={statusTones[user.status]}>
            {intl.formatMessage(statusNames[user.status])}
          </StatusLabel>
        ),
      },
      {
        id: 'lastSignIn',
        header: intl.formatMessage(usersMessages.columnLastSignIn),
        width: '13%',
        align: 'end',
        cell: (user) =>
          user.lastSignInAt ? (
            <time dateTime={user.lastSignInAt}>{formatDate(user.lastSignInAt)}</time>
          ) : (
            intl.formatMessage(usersMessages.never)
          ),
      },
      {
        id: 'actions',
        header: intl.formatMessage(usersMessages.columnActions),
        width: '9%',
        align: 'end',
        card: 'actions',
        cell: (user) =>
          user.id === currentUserId ? null : (
            <Menu
              label={intl.formatMessage(usersMessages.actionsFor, {
                name: staffName(intl, user),
              })}
              items={menuItems(user)}
            />
          ),
      },
    ];
  }, [intl, formatDate, currentUserId, onAction]);
}
