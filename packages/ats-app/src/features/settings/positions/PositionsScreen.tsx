import {
  type ListPositionsForEditPagesArg,
  type PositionForEdit,
  type PositionLocalization,
  useListLanguagesQuery,
  useListPositionsForEditPagesInfiniteQuery,
} from '@ats/api-sdk/rtk';
import {
  Box,
  BriefcaseIcon,
  Button,
  EmptyState,
  Heading,
  InfiniteTable,
  Text,
} from '@ats/design-system';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessageFor, errorMessages, toApiError } from '../../../shared/api/errorCatalogue.ts';
import { rowsOfPages } from '../../../shared/api/rowsOfPages.ts';
import { ScreenLoadError } from '../../../shared/errors/ScreenLoadError.tsx';
import { BusyArea } from '../../../shared/ui/BusyArea.tsx';
import { DeletePositionDialog } from './DeletePositionDialog.tsx';
import { positionsMessages } from './messages.ts';
import { positionNameIn } from './positionName.ts';
import { usePositionColumns } from './usePositionColumns.tsx';
import { usePositionWrites } from './usePositionWrites.ts';

/** Rows per page of the settings list, requested from page 1 (spec part 1 §9). */
const positionPageSize = 20;

// Each entry to the screen gets a list of its own, loaded from page 1 (spec part 1 §4).
let visits = 0;

/**
 * Settings: recruitment positions (spec part 1 §2): every position in an infinite table,
 * named in the interface language, edited inline and deleted after a confirmation, with an
 * overlay spinner while a change is written.
 */
export function PositionsScreen() {
  const intl = useIntl();
  const [visit] = useState(() => ++visits);
  // Names are sorted in the interface language: a list per language as well as per visit.
  const listArg: ListPositionsForEditPagesArg = useMemo(
    () => ({ pageSize: positionPageSize, listKey: `${visit}:${intl.locale}` }),
    [visit, intl.locale],
  );
  const list = useListPositionsForEditPagesInfiniteQuery(listArg);
  const languages = useListLanguagesQuery();
  const writes = usePositionWrites(listArg);
  const rows = useMemo(() => rowsOfPages(list.data?.pages), [list.data]);

  const [editingId, setEditingId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<PositionForEdit | null>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<string | null>(null);

  // Focus goes back to a row's Edit button when its form closes, or to a neighbour's after a
  // delete, once the dialog is gone. The button exists only after the row re-rendered, and
  // the dialog restores its own focus first, hence an effect and a frame's delay.
  useEffect(() => {
    const positionId = pendingFocus.current;
    if (positionId === null || toDelete !== null) return;
    pendingFocus.current = null;
    requestAnimationFrame(() => editButtons.current.get(positionId)?.focus());
  });

  const editButtonRef = useCallback(
    (positionId: string) => (button: HTMLButtonElement | null) => {
      if (button) editButtons.current.set(positionId, button);
      else editButtons.current.delete(positionId);
    },
    [],
  );
  function closeEdit() {
    pendingFocus.current = editingId;
    setEditingId(null);
  }
  async function saveNames(position: PositionForEdit, localizations: PositionLocalization[]) {
    if (await writes.save(position, localizations)) closeEdit();
  }

  async function confirmDelete() {
    if (!toDelete) return;
    const index = rows.findIndex((row) => row.id === toDelete.id);
    const neighbour = rows[index + 1] ?? rows[index - 1];
    if (await writes.remove(toDelete)) {
      pendingFocus.current = neighbour?.id ?? null;
      // Later pages moved up by one on the server: reload them so that none is skipped.
      if (list.hasNextPage) void list.refetch();
    }
    setToDelete(null);
  }

  const columns = usePositionColumns({
    editingId,
    languages: languages.data,
    isWriting: writes.isWriting,
    onEdit: (position) => setEditingId(position.id),
    onCancelEdit: closeEdit,
    onSave: saveNames,
    onDelete: setToDelete,
    editButtonRef,
  });

  if (list.isError && rows.length === 0) {
    return <ScreenLoadError error={list.error} onRetry={() => void list.refetch()} />;
  }
  if (languages.isError) {
    return <ScreenLoadError error={languages.error} onRetry={() => void languages.refetch()} />;
  }

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <Heading level={1}>{intl.formatMessage(positionsMessages.title)}</Heading>
      <BusyArea
        busy={writes.isWriting}
        overlayLabel={writes.isWriting ? intl.formatMessage(positionsMessages.saving) : null}
      >
        <InfiniteTable
          label={intl.formatMessage(positionsMessages.tableLabel)}
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          hasMore={list.hasNextPage && !list.isError}
          isLoading={list.isLoading || list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          totalCount={list.data?.pages.at(-1)?.totalCount}
          loadingLabel={intl.formatMessage(
            rows.length === 0 ? positionsMessages.loading : positionsMessages.loadingMore,
          )}
          emptyState={
            <EmptyState
              icon={<BriefcaseIcon size="large" />}
              title={intl.formatMessage(positionsMessages.emptyTitle)}
              description={intl.formatMessage(positionsMessages.emptyDescription)}
            />
          }
          height="65vh"
        />
      </BusyArea>
      {list.isError ? (
        <LoadMoreError error={list.error} onRetry={() => void list.fetchNextPage()} />
      ) : null}
      <DeletePositionDialog
        positionName={toDelete ? positionNameIn(toDelete.localizations, intl.locale) : null}
        deleting={writes.isWriting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </Box>
  );
}

/** A later page failed: the loaded rows stay, with the reason and a way to try again. */
function LoadMoreError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Box display="flex" alignItems="center" gap="medium" role="alert">
      <Text tone="danger">{intl.formatMessage(errorMessageFor(toApiError(error)))}</Text>
      <Button variant="secondary" size="small" onClick={onRetry}>
        {intl.formatMessage(errorMessages.tryAgain)}
      </Button>
    </Box>
  );
}
