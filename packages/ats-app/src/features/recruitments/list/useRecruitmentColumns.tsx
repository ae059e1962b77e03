import type { RecruitmentListItem, UserSummary } from '@ats/api-sdk/rtk';
import {
  Box,
  DeleteIcon,
  EditIcon,
  type InfiniteTableColumn,
  Menu,
  type MenuItem,
  StatusLabel,
  Text,
  Tooltip,
  TruncatedText,
} from '@ats/design-system';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useFormatDate } from '../../../i18n/useFormatDate.ts';
import { recruitmentStatusLook } from '../../../shared/recruitments/recruitmentStatusLook.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { recruitmentActions } from '../recruitmentActions.ts';
import { deadlinePassedBy, localCalendarDate, parseCalendarDate } from '../recruitmentDeadline.ts';
import { listMessages } from './messages.ts';

/** The id of the column whose text names a row's link (the title). */
export const linkColumnId = 'title';

type Column = InfiniteTableColumn<RecruitmentListItem>;

/**
 * The list's columns (spec part 2 §2.1): status label, title, position, hiring manager (a dash
 * if none) and owner, candidates and applicants with the red "new applications" label, the
 * deadline with how long ago it passed in red, and the row's actions menu.
 */
export function useRecruitmentColumns(
  onDelete: (recruitment: RecruitmentListItem) => void,
  /** Whether the role manages recruitments (issue 27): without, there is no actions column. */
  mayManage = true,
): Column[] {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  return useMemo(() => {
    const none = intl.formatMessage(listMessages.none);
    const nameOf = (user: UserSummary) =>
      intl.formatMessage(listMessages.userName, {
        firstName: user.firstName,
        lastName: user.lastName,
      });
    // The calendar day the list was drawn on; deadlines before it have passed.
    const today = localCalendarDate(new Date());

    const status: Column = {
      id: 'status',
      header: intl.formatMessage(listMessages.columnStatus),
      width: '13%',
      cell: (row) => {
        const { label, tone } = recruitmentStatusLook[row.status];
        return <StatusLabel tone={tone}>{intl.formatMessage(label)}</StatusLabel>;
      },
    };
    const people: Column = {
      id: 'people',
      header: intl.formatMessage(listMessages.columnPeople),
      width: '17%',
      cell: (row) => (
        <Box display="flex" flexDirection="column">
          <Text as="span" size="small">
            {intl.formatMessage(listMessages.hiringManager, {
              name: row.hiringManager ? nameOf(row.hiringManager) : none,
            })}
          </Text>
          <Text as="span" size="small" tone="muted">
            {intl.formatMessage(listMessages.owner, { name: nameOf(row.recruitmentOwner) })}
          </Text>
        </Box>
      ),
    };
    const candidates: Column = {
      id: 'candidates',
      header: intl.formatMessage(listMessages.columnCandidates),
      width: '18%',
      cell: (row) => (
        <Box display="flex" flexDirection="column" alignItems="flex-start" gap="xxsmall">
          <Text as="span" size="small">
            {intl.formatMessage(listMessages.candidatesCount, { count: row.candidatesCount })}
          </Text>
          <Text as="span" size="small">
            {intl.formatMessage(listMessages.applicantsCount, { count: row.applicantsCount })}
          </Text>
          {row.newRecruiteesCount > 0 ? (
            <StatusLabel tone="critical">
              {intl.formatMessage(listMessages.newApplications, {
                count: row.newRecruiteesCount,
              })}
            </StatusLabel>
          ) : null}
        </Box>
      ),
    };
    const deadline: Column = {
      id: 'deadline',
      header: intl.formatMessage(listMessages.columnDeadline),
      width: '12%',
      cell: (row) => {
        const date = row.deadline ? parseCalendarDate(row.deadline) : null;
        if (!row.deadline || !date) return none;
        const passed = deadlinePassedBy(row.deadline, today);
        return (
          <Box display="flex" flexDirection="column">
            <Text as="span" size="small">
              {formatDate(date)}
            </Text>
            {passed ? (
              <Text as="span" size="small" tone="danger">
                {intl.formatRelativeTime(passed.value, passed.unit, { numeric: 'auto' })}
              </Text>
            ) : null}
          </Box>
        );
      },
    };
    const actions: Column = {
      id: 'actions',
      header: intl.formatMessage(listMessages.columnActions),
      width: '10%',
      align: 'end',
      card: 'actions',
      cell: (row) => {
        const items = recruitmentActions(row).map(
          (action): MenuItem =>
            action === 'edit'
              ? {
                  id: 'edit',
                  label: intl.formatMessage(listMessages.edit),
                  icon: <EditIcon />,
                  onSelect: () => navigate(paths.editRecruitment(row.id)),
                }
              : {
                  id: 'delete',
                  label: intl.formatMessage(listMessages.delete),
                  icon: <DeleteIcon />,
                  tone: 'critical',
                  onSelect: () => onDelete(row),
                },
        );
        // Staff who may only read a recruitment are told why there is nothing to do (issue 26).
        if (!row.canEdit) {
          return (
            <Tooltip content={intl.formatMessage(listMessages.viewOnlyReason)}>
              {/* Focusable, so that keyboard users reach the reason too. */}
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the tooltip's anchor */}
              <span tabIndex={0}>
                <Text as="span" size="small" tone="muted">
                  {intl.formatMessage(listMessages.viewOnly)}
                </Text>
              </span>
            </Tooltip>
          );
        }
        // A closed recruitment offers nothing.
        if (items.length === 0) return null;
        return (
          <Menu
            label={intl.formatMessage(listMessages.actionsFor, { title: row.title })}
            items={items}
          />
        );
      },
    };
    return [
      status,
      {
        id: linkColumnId,
        header: intl.formatMessage(listMessages.columnTitle),
        width: '17%',
        cell: (row) => <TruncatedText lines={3}>{row.title}</TruncatedText>,
      },
      {
        id: 'position',
        header: intl.formatMessage(listMessages.columnPosition),
        width: '13%',
        cell: (row) =>
          row.positionName ? <TruncatedText lines={2}>{row.positionName}</TruncatedText> : none,
      },
      people,
      candidates,
      deadline,
      ...(mayManage ? [actions] : []),
    ];
  }, [intl, formatDate, navigate, onDelete, mayManage]);
}
