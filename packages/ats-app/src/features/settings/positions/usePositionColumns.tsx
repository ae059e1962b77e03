import type { Language, PositionForEdit, PositionLocalization } from '@ats/api-sdk/rtk';
import {
  Box,
  Button,
  DeleteIcon,
  EditIcon,
  type InfiniteTableColumn,
  TruncatedText,
} from '@ats/design-system';
import { useIntl } from 'react-intl';
import { positionsMessages } from './messages.ts';
import { PositionNameForm } from './PositionNameForm.tsx';
import { positionNameIn } from './positionName.ts';

export interface PositionColumnsOptions {
  /** The position being edited inline, if any. */
  editingId: string | null;
  /** Languages a position is named in; undefined while they load (editing waits for them). */
  languages: readonly Language[] | undefined;
  /** An edit or a delete is being written: the row buttons wait. */
  isWriting: boolean;
  onEdit: (position: PositionForEdit) => void;
  onCancelEdit: () => void;
  onSave: (position: PositionForEdit, localizations: PositionLocalization[]) => Promise<void>;
  onDelete: (position: PositionForEdit) => void;
  /** Registers a row's Edit button, so that focus can return to it after the inline form. */
  editButtonRef: (positionId: string) => (button: HTMLButtonElement | null) => void;
}

/**
 * The list's columns (spec part 1 §2): the name in the interface language, which becomes
 * the inline form while edited, and the Edit and Delete buttons.
 */
export function usePositionColumns(
  options: PositionColumnsOptions,
): InfiniteTableColumn<PositionForEdit>[] {
  const intl = useIntl();
  const { editingId, languages, isWriting } = options;
  const nameOf = (position: PositionForEdit) => positionNameIn(position.localizations, intl.locale);
  // Built on every render: the table renders its rows anew anyway, and the cells read state.
  return [
    {
      id: 'name',
      header: intl.formatMessage(positionsMessages.columnName),
      width: '75%',
      cell: (position) =>
        position.id === editingId && languages ? (
          <PositionNameForm
            position={position}
            displayName={nameOf(position)}
            languages={languages}
            uiLanguage={intl.locale}
            onCancel={options.onCancelEdit}
            onSave={(localizations) => options.onSave(position, localizations)}
          />
        ) : (
          <TruncatedText lines={2}>{nameOf(position)}</TruncatedText>
        ),
    },
    {
      id: 'actions',
      header: intl.formatMessage(positionsMessages.columnActions),
      align: 'end',
      cell: (position) =>
        position.id === editingId ? null : (
          <Box display="flex" justifyContent="flex-end" gap="xsmall">
            <Button
              ref={options.editButtonRef(position.id)}
              variant="ghost"
              size="small"
              icon={<EditIcon />}
              aria-label={intl.formatMessage(positionsMessages.editPosition, {
                name: nameOf(position),
              })}
              disabled={!languages || isWriting}
              onClick={() => options.onEdit(position)}
            >
              {intl.formatMessage(positionsMessages.edit)}
            </Button>
            <Button
              variant="ghost"
              size="small"
              icon={<DeleteIcon />}
              aria-label={intl.formatMessage(positionsMessages.deletePosition, {
                name: nameOf(position),
              })}
              disabled={isWriting}
              onClick={() => options.onDelete(position)}
            >
              {intl.formatMessage(positionsMessages.delete)}
            </Button>
          </Box>
        ),
    },
  ];
}
