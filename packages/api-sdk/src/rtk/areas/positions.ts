/**
 * Behaviour of the Positions area that the code generator cannot know (spec part 1 §4, part 2
 * §7): the settings list changes in place after an edit or a delete instead of being fetched
 * again (a refetch would re-sort it under the user's eyes), and edit and delete succeed only
 * with status 200.
 */
import type { ListPositionsForEditPagesArg } from '../../generated/rtk/pages.ts';
import { pagesApi } from '../../generated/rtk/pages.ts';
import type { PositionForEdit } from '../../generated/rtk/positions.ts';
import type { EndpointEnhancements } from '../endpointDefinition.ts';
import { requireStatus200 } from './requireStatus200.ts';

export const positionsEnhancements: EndpointEnhancements = {
  editPosition: requireStatus200,
  deletePosition: requireStatus200,
  // No cache tag: the loaded pages are changed in place by the helpers below.
  listPositionsForEditPages: (definition) => {
    definition.providesTags = [];
  },
};

/** Puts a saved position's names in place in the loaded pages of the settings list. */
export function replacePositionInPages(arg: ListPositionsForEditPagesArg, saved: PositionForEdit) {
  return pagesApi.util.updateQueryData('listPositionsForEditPages', arg, (draft) => {
    for (const page of draft.pages) {
      const row = page.result.find((position) => position.id === saved.id);
      if (row) row.localizations = saved.localizations;
    }
  });
}

/** Takes a deleted position out of the loaded pages of the settings list (and out of the total). */
export function removePositionFromPages(arg: ListPositionsForEditPagesArg, positionId: string) {
  return pagesApi.util.updateQueryData('listPositionsForEditPages', arg, (draft) => {
    const wasLoaded = draft.pages.some((page) =>
      page.result.some((position) => position.id === positionId),
    );
    if (!wasLoaded) return;
    for (const page of draft.pages) {
      page.result = page.result.filter((position) => position.id !== positionId);
      page.totalCount = Math.max(0, page.totalCount - 1);
    }
  });
}
