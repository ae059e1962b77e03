import type { QuestionnaireListItem } from '@ats/api-sdk/rtk';
import {
  Avatar,
  Box,
  DeleteIcon,
  EditIcon,
  type InfiniteTableColumn,
  Menu,
  StatusLabel,
  TruncatedText,
} from '@ats/design-system';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useFormatDate } from '../../../i18n/useFormatDate.ts';
import { paths, serverPaths } from '../../../shared/routing/paths.ts';
import { listMessages } from '../messages.ts';
import { canDeleteQuestionnaire, statusPresentation } from '../status.ts';

/** The id of the column whose text names a row's link to the edit screen. */
export const linkColumnId = 'name';

/**
 * The list's columns (spec part 1 §2): status label, name, usage count, created by (avatar
 * and name), last edited, and the actions menu, whose Delete is refused (shown disabled)
 * for an active questionnaire that recruitments use.
 */
export function useQuestionnaireColumns(
  onDelete: (questionnaire: QuestionnaireListItem) => void,
): InfiniteTableColumn<QuestionnaireListItem>[] {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  return useMemo(() => {
    const status: InfiniteTableColumn<QuestionnaireListItem> = {
      id: 'status',
      header: intl.formatMessage(listMessages.columnStatus),
      width: '10%',
      cell: (row) => {
        const { label, tone } = statusPresentation[row.status];
        return <StatusLabel tone={tone}>{intl.formatMessage(label)}</StatusLabel>;
      },
    };
    const createdBy: InfiniteTableColumn<QuestionnaireListItem> = {
      id: 'createdBy',
      header: intl.formatMessage(listMessages.columnCreatedBy),
      width: '22%',
      cell: ({ createdByListView: author }) => {
        const name = intl.formatMessage(listMessages.userName, {
          firstName: author.firstName,
          lastName: author.lastName,
        });
        return (
          <Box display="flex" alignItems="center" gap="small">
            <Avatar name={name} src={serverPaths.userAvatar(author.id)} size="small" decorative />
            <TruncatedText lines={2}>{name}</TruncatedText>
          </Box>
        );
      },
    };
    const actions: InfiniteTableColumn<QuestionnaireListItem> = {
      id: 'actions',
      header: intl.formatMessage(listMessages.columnActions),
      width: '11%',
      align: 'end',
      card: 'actions',
      cell: (row) => (
        <Menu
          label={intl.formatMessage(listMessages.actionsFor, { name: row.name })}
          items={[
            {
              id: 'edit',
              label: intl.formatMessage(listMessages.edit),
              icon: <EditIcon />,
              onSelect: () => navigate(paths.editQuestionnaire(row.id)),
            },
            {
              id: 'delete',
              label: intl.formatMessage(listMessages.delete),
              icon: <DeleteIcon />,
              tone: 'critical',
              disabled: !canDeleteQuestionnaire(row),
              onSelect: () => onDelete(row),
            },
          ]}
        />
      ),
    };
    return [
      status,
      {
        id: linkColumnId,
        header: intl.formatMessage(listMessages.columnName),
        width: '26%',
        cell: (row) => <TruncatedText lines={3}>{row.name}</TruncatedText>,
      },
      {
        id: 'usageCount',
        header: intl.formatMessage(listMessages.columnUsageCount),
        width: '14%',
        align: 'end',
        cell: (row) => intl.formatNumber(row.usageCount),
      },
      createdBy,
      {
        id: 'lastEdited',
        header: intl.formatMessage(listMessages.columnLastEdited),
        width: '17%',
        align: 'end',
        cell: (row) => formatDate(row.lastEdited),
      },
      actions,
    ];
  }, [intl, formatDate, navigate, onDelete]);
}
