import {
  api,
  type PositionForEdit,
  type PositionForEditPage,
  type PositionsForEdit,
} from '@ats/api-sdk/rtk';
import type { FetchArgs } from '@reduxjs/toolkit/query';

/** Rows per page of the settings list, requested from page 1 (spec part 1 §9). */
export const positionPageSize = 20;

/**
 * What identifies one loaded list: the visit (each entry to the screen starts a fresh list,
 * spec part 1 §4) and the language its names are sorted in.
 */
export interface PositionPagesArg {
  visit: number;
  language: string;
}

/**
 * The settings list as an RTK Query infinite query over `listPositionsForEdit` (the code
 * generator makes plain queries only). It provides no cache tag on purpose: an edit or a
 * delete changes the loaded pages in place (spec part 1 §4) instead of refetching them all,
 * which would re-sort the list under the user's eyes.
 */
const positionPagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPositionPages: build.infiniteQuery<PositionForEditPage, PositionPagesArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, allPages, lastPageNumber) => {
          const loaded = allPages.reduce((count, page) => count + page.result.length, 0);
          return loaded < lastPage.totalCount && lastPage.result.length > 0
            ? lastPageNumber + 1
            : undefined;
        },
      },
      query: ({ pageParam }) => ({
        url: '/api/RecruitmentPositions/edit',
        params: { pageNumber: pageParam, pageSize: positionPageSize },
      }),
      transformResponse: (response: PositionsForEdit) =>
        response.recruitmentPositionForEditViewDtos,
    }),
  }),
  overrideExisting: false,
});

export const { useListPositionPagesInfiniteQuery } = positionPagesApi;

/** Puts a saved position's names in place in the loaded pages. */
export function replacePositionInPages(arg: PositionPagesArg, saved: PositionForEdit) {
  return positionPagesApi.util.updateQueryData('listPositionPages', arg, (draft) => {
    for (const page of draft.pages) {
      const row = page.result.find((position) => position.id === saved.id);
      if (row) row.localizations = saved.localizations;
    }
  });
}

/** Takes a deleted position out of the loaded pages (and out of the total). */
export function removePositionFromPages(arg: PositionPagesArg, positionId: string) {
  return positionPagesApi.util.updateQueryData('listPositionPages', arg, (draft) => {
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

/** The endpoints whose success is status 200 exactly (spec part 2 §7), any other is a failure. */
type StrictEndpointDefinition = { query?: (arg: unknown) => string | FetchArgs };

function requireStatus200(definition: StrictEndpointDefinition): void {
  const generatedQuery = definition.query;
  if (!generatedQuery) return;
  definition.query = (arg) => {
    const request = generatedQuery(arg);
    return {
      ...(typeof request === 'string' ? { url: request } : request),
      validateStatus: (response: Response) => response.status === 200,
    };
  };
}

api.enhanceEndpoints({
  endpoints: { editPosition: requireStatus200, deletePosition: requireStatus200 },
});
