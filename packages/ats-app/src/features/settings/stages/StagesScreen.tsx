import {
  type StageForEdit,
  type StageType,
  useGetStagesForEditQuery,
  useListLanguagesQuery,
} from '@ats/api-sdk/rtk';
import { Box, Heading, Menu, PlusIcon, SortableList, Spinner } from '@ats/design-system';
import { editableStageTypes, isEditableStageType } from '@ats/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ScreenLoadError } from '../../../shared/errors/ScreenLoadError.tsx';
import { BusyArea } from '../../../shared/ui/BusyArea.tsx';
import { AddStageModal } from './AddStageModal.tsx';
import { DeleteStageDialog } from './DeleteStageDialog.tsx';
import { stagesMessages, stageTypeMessages } from './messages.ts';
import { StageRow } from './StageRow.tsx';
import { screen, toolbar } from './StagesScreen.css.ts';
import {
  createStageId,
  deleteStage,
  insertStage,
  moveStage,
  renameStage,
  stageNameIn,
} from './stageListPlan.ts';
import { useSortableListLabels } from './useSortableListLabels.ts';
import { useStageListSave } from './useStageListSave.ts';

/** A stage as the sortable list takes it: grouped by type; fixed types stay put. */
type StageItem = StageForEdit & { group: string; disabled: boolean };

/**
 * Settings: recruitment stages (spec part 1 §2, §4): the stages grouped by type, named in the
 * interface language; custom stages are added, renamed inline, deleted after a confirmation
 * and reordered within their type by dragging or with the move buttons. Each change shows
 * at once and the whole list is then saved.
 */
export function StagesScreen() {
  const intl = useIntl();
  const query = useGetStagesForEditQuery();
  const languages = useListLanguagesQuery();
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const { save, isSaving } = useStageListSave(reload);
  const stages = query.data?.recruitmentRecruiteeStageEditViewDtos;
  // A refetch (after a save or a language switch) may replace the list: changes wait for it.
  const busy = isSaving || query.isFetching;

  const [editingId, setEditingId] = useState<string | null>(null);
  const [addingType, setAddingType] = useState<StageType | null>(null);
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);
  const labels = useSortableListLabels();
  const nameOf = useCallback(
    (stage: StageForEdit) => stageNameIn(stage.localizations, intl.locale),
    [intl.locale],
  );
  const items = useMemo<StageItem[]>(
    () =>
      (stages ?? []).map((stage) => ({
        ...stage,
        group: `stage-type-${stage.stageType}`,
        disabled: !isEditableStageType(stage.stageType),
      })),
    [stages],
  );

  // After a rename, an add or a delete, focus goes to a row's Edit button once it exists and
  // waits no more (and once a dialog has restored its own focus: hence a frame's delay).
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const button = pendingFocus.current && editButtons.current.get(pendingFocus.current);
    if (!button || button.disabled || toDelete || addingType !== null) return;
    pendingFocus.current = null;
    requestAnimationFrame(() => button.focus());
  });
  const editButtonRef = useCallback(
    (stageId: string) => (button: HTMLButtonElement | null) => {
      if (button) editButtons.current.set(stageId, button);
      else editButtons.current.delete(stageId);
    },
    [],
  );

  if (!stages) {
    if (query.isError) return <ScreenLoadError error={query.error} onRetry={reload} />;
    return (
      <Box display="flex" flexDirection="column" gap="large">
        <Heading level={1}>{intl.formatMessage(stagesMessages.title)}</Heading>
        <Spinner label={intl.formatMessage(stagesMessages.loading)} />
      </Box>
    );
  }
  if (languages.isError) {
    return <ScreenLoadError error={languages.error} onRetry={() => void languages.refetch()} />;
  }

  function closeEdit() {
    pendingFocus.current = editingId;
    setEditingId(null);
  }

  async function rename(stageId: string, name: string) {
    if (!stages) return;
    if (await save('edit', renameStage(stages, stageId, intl.locale, name))) closeEdit();
  }

  async function add(stageType: StageType, name: string) {
    if (!stages || !languages.data) return;
    const id = createStageId();
    const languageIds = languages.data.map((language) => language.id);
    if (await save('add', insertStage(stages, { id, stageType, name, languageIds }))) {
      pendingFocus.current = id;
      setAddingType(null);
    }
  }

  async function confirmDelete() {
    if (!stages || !toDelete) return;
    const editable = stages.filter((stage) => isEditableStageType(stage.stageType));
    const index = editable.findIndex((stage) => stage.id === toDelete.id);
    const neighbour = editable[index + 1] ?? editable[index - 1];
    if (await save('delete', deleteStage(stages, toDelete.id))) {
      pendingFocus.current = neighbour?.id ?? null;
    }
    setToDelete(null);
  }

  return (
    <div className={screen}>
      <div className={toolbar}>
        <Heading level={1}>{intl.formatMessage(stagesMessages.title)}</Heading>
        <Menu
          variant="button"
          label={intl.formatMessage(stagesMessages.addNew)}
          icon={<PlusIcon />}
          placement="bottom-end"
          disabled={busy || !languages.data}
          items={editableStageTypes.map((stageType) => ({
            id: String(stageType),
            label: intl.formatMessage(stageTypeMessages[stageType]),
            onSelect: () => setAddingType(stageType),
          }))}
        />
      </div>
      <BusyArea
        busy={busy}
        overlayLabel={isSaving ? intl.formatMessage(stagesMessages.saving) : null}
      >
        <SortableList<StageItem>
          label={intl.formatMessage(stagesMessages.listLabel)}
          items={items}
          busy={busy}
          getItemLabel={nameOf}
          onMove={(stageId, toIndex) => void save('reorder', moveStage(stages, stageId, toIndex))}
          renderItem={(stage) => (
            <StageRow
              stage={stage}
              name={nameOf(stage)}
              editing={stage.id === editingId}
              busy={busy}
              onEdit={setEditingId}
              onCancelEdit={closeEdit}
              onRename={rename}
              onDelete={(stageId) => setToDelete({ id: stageId, name: nameOf(stage) })}
              editButtonRef={editButtonRef(stage.id)}
            />
          )}
          {...labels}
        />
      </BusyArea>
      <AddStageModal stageType={addingType} onCancel={() => setAddingType(null)} onSave={add} />
      <DeleteStageDialog
        stageName={toDelete?.name ?? null}
        deleting={isSaving}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
