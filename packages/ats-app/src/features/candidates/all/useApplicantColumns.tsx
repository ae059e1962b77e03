import type { RecruiteeListItem } from '@ats/api-sdk/rtk';
import {
  Avatar,
  Box,
  Button,
  type InfiniteTableColumn,
  TruncatedText,
  ViewIcon,
} from '@ats/design-system';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useFormatDate } from '../../../i18n/useFormatDate.ts';
import { paths, serverPaths } from '../../../shared/routing/paths.ts';
import { profileApplicationId, viewableResume } from './applicantLinks.ts';
import { applicantsMessages as messages } from './messages.ts';

/** The id of the column whose content (photo and name) is the row's link to the profile. */
export const linkColumnId = 'name';

type Column = InfiniteTableColumn<RecruiteeListItem>;

/**
 * The table's columns (spec part 2 §2.7): photo with first and last name (the row's link),
 * the resume button, phone, e-mail, the last application's date and "See profile".
 */
export function useApplicantColumns(
  nameOf: (applicant: RecruiteeListItem) => string,
  onViewResume: (applicant: RecruiteeListItem) => void,
): Column[] {
  const intl = useIntl();
  const formatDate = useFormatDate();
  return useMemo(() => {
    const none = intl.formatMessage(messages.none);
    return [
      {
        id: linkColumnId,
        header: intl.formatMessage(messages.columnName),
        width: '21%',
        cell: (row) => (
          <Box as="span" display="flex" alignItems="center" gap="small">
            <Avatar name={nameOf(row)} src={serverPaths.listedRecruiteePhoto(row)} decorative />
            <TruncatedText lines={2}>{nameOf(row)}</TruncatedText>
          </Box>
        ),
      },
      {
        id: 'resume',
        header: intl.formatMessage(messages.columnResume),
        width: '13%',
        // No button when there is no resume the user may open (no access, or none sent).
        cell: (row) =>
          viewableResume(row) ? (
            <Button
              variant="secondary"
              size="small"
              icon={<ViewIcon />}
              aria-label={intl.formatMessage(messages.viewResumeOf, { name: nameOf(row) })}
              onClick={() => onViewResume(row)}
            >
              {intl.formatMessage(messages.viewResume)}
            </Button>
          ) : null,
      },
      {
        id: 'phone',
        header: intl.formatMessage(messages.columnPhone),
        width: '15%',
        cell: (row) => (row.phoneNumber ? <TruncatedText>{row.phoneNumber}</TruncatedText> : none),
      },
      {
        id: 'email',
        header: intl.formatMessage(messages.columnEmail),
        width: '24%',
        // An erased candidate's stored address is a placeholder: no address is shown.
        cell: (row) => (row.isErased ? none : <TruncatedText>{row.email}</TruncatedText>),
      },
      {
        id: 'lastApplication',
        header: intl.formatMessage(messages.columnLastApplication),
        width: '13%',
        cell: (row) => formatDate(row.newestJobApplicationDate),
      },
      {
        id: 'profile',
        header: intl.formatMessage(messages.columnProfile),
        width: '14%',
        align: 'end',
        card: 'actions',
        cell: (row) => (
          <Button
            variant="ghost"
            size="small"
            href={paths.applicantApplication(profileApplicationId(row))}
            aria-label={intl.formatMessage(messages.seeProfileOf, { name: nameOf(row) })}
          >
            {intl.formatMessage(messages.seeProfile)}
          </Button>
        ),
      },
    ];
  }, [intl, formatDate, nameOf, onViewResume]);
}
