import type { EmailTemplateListItem } from '@ats/api-sdk/rtk';
import {
  DeleteIcon,
  EditIcon,
  type InfiniteTableColumn,
  Menu,
  TruncatedText,
} from '@ats/design-system';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useFormatDate } from '../../../i18n/useFormatDate.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { listMessages } from './messages.ts';

/** The id of the column whose text names a row's link to the edit form. */
export const linkColumnId = 'name';

/**
 * The template list's columns: name (the row's link to its form), subject in the interface
 * language, last edited, and the actions menu (Edit, Delete).
 */
export function useEmailTemplateColumns(
  onDelete: (template: EmailTemplateListItem) => void,
): InfiniteTableColumn<EmailTemplateListItem>[] {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  return useMemo(
    () => [
      {
        id: linkColumnId,
        header: intl.formatMessage(listMessages.columnName),
        width: '30%',
        cell: (row) => <TruncatedText lines={2}>{row.name}</TruncatedText>,
      },
      {
        id: 'subject',
        header: intl.formatMessage(listMessages.columnSubject),
        width: '42%',
        cell: (row) => <TruncatedText lines={2}>{row.subject}</TruncatedText>,
      },
      {
        id: 'lastEdited',
        header: intl.formatMessage(listMessages.columnLastEdited),
        width: '17%',
        align: 'end',
        cell: (row) => formatDate(row.lastEdited),
      },
      {
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
                onSelect: () => navigate(paths.editEmailTemplate(row.id)),
              },
              {
                id: 'delete',
                label: intl.formatMessage(listMessages.delete),
                icon: <DeleteIcon />,
                tone: 'critical',
                onSelect: () => onDelete(row),
              },
            ]}
          />
        ),
      },
    ],
    [intl, formatDate, navigate, onDelete],
  );
}
