/** A page of a list as the API answers it (contract: `{ result, totalCount, pageNumber }`). */
interface ListPage {
  result: readonly unknown[];
  totalCount: number;
}

/**
 * `infiniteQueryOptions` of an RTK Query infinite query over a paged list: pages are numbered
 * from 1, and the next one is asked for while fewer rows are loaded than the total (an empty
 * page ends the list, should the total be stale).
 */
export const pageNumberPaging = {
  initialPageParam: 1,
  getNextPageParam: (
    lastPage: ListPage,
    allPages: readonly ListPage[],
    lastPageNumber: number,
  ): number | undefined => {
    const loaded = allPages.reduce((count, page) => count + page.result.length, 0);
    return loaded < lastPage.totalCount && lastPage.result.length > 0
      ? lastPageNumber + 1
      : undefined;
  },
};
