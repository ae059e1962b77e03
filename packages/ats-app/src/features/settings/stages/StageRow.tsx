import type { StageForEdit } from '@ats/api-sdk/rtk';
import { Button, DeleteIcon, EditIcon, IconBadge } from '@ats/design-system';
import { isEditableStageType } from '@ats/domain';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { stageTypeLook } from '../../../shared/stages/stageTypeLook.ts';
import { stagesMessages, stageTypeMessages } from './messages.ts';
import { StageNameForm } from './StageNameForm.tsx';
import { name as nameStyle, row, rowButtons } from './StagesScreen.css.ts';

export interface StageRowProps {
  stage: StageForEdit;
  /** The stage's name in the interface language. */
  name: string;
  /** The row shows its inline edit form. */
  editing: boolean;
  /** A change is being saved: the buttons wait. */
  busy: boolean;
  onEdit: (stageId: string) => void;
  onCancelEdit: () => void;
  onRename: (stageId: string, name: string) => Promise<void>;
  onDelete: (stageId: string) => void;
  /** The row's Edit button, so that focus can return to it. */
  editButtonRef: Ref<HTMLButtonElement>;
}

/**
 * One stage of the list (spec part 1 §2): its type's icon with the type's name as tooltip,
 * its name in the interface language, and Edit and Delete when its type may be edited.
 */
export function StageRow({
  stage,
  name,
  editing,
  busy,
  onEdit,
  onCancelEdit,
  onRename,
  onDelete,
  editButtonRef,
}: StageRowProps) {
  const intl = useIntl();
  const editable = isEditableStageType(stage.stageType);
  return (
    <div className={row}>
      <IconBadge
        {...stageTypeLook[stage.stageType]}
        label={intl.formatMessage(stageTypeMessages[stage.stageType])}
      />
      {editing ? (
        <StageNameForm
          name={name}
          onCancel={onCancelEdit}
          onSave={(newName) => onRename(stage.id, newName)}
        />
      ) : (
        <span className={nameStyle}>{name}</span>
      )}
      {editable && !editing ? (
        <div className={rowButtons}>
          <Button
            ref={editButtonRef}
            variant="ghost"
            size="small"
            icon={<EditIcon />}
            aria-label={intl.formatMessage(stagesMessages.editStage, { name })}
            disabled={busy}
            onClick={() => onEdit(stage.id)}
          >
            {intl.formatMessage(stagesMessages.edit)}
          </Button>
          <Button
            variant="ghost"
            size="small"
            icon={<DeleteIcon />}
            aria-label={intl.formatMessage(stagesMessages.deleteStage, { name })}
            disabled={busy}
            onClick={() => onDelete(stage.id)}
          >
            {intl.formatMessage(stagesMessages.delete)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
