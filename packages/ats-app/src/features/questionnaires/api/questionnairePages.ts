import { api, type QuestionnaireListItemPage } from '@ats/api-sdk/rtk';
import { pageNumberPaging } from '../../../shared/api/pageNumberPaging.ts';

/** Rows per page of the questionnaire list (spec part 1 §9). */
export const questionnairePageSize = 20;

/** What identifies one list: the search text (empty for all). */
export interface QuestionnairePagesArg {
  searchQuery: string;
}

/**
 * The list as an RTK Query infinite query over the generated `listQuestionnaires` call: one
 * cache entry holds every page loaded so far, and the area tag makes a delete or save refetch
 * them all. The generator only makes plain queries, hence this hand-written endpoint.
 */
const questionnairePagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listQuestionnairePages: build.infiniteQuery<
      QuestionnaireListItemPage,
      QuestionnairePagesArg,
      number
    >({
      infiniteQueryOptions: pageNumberPaging,
      query: ({ queryArg, pageParam }) => {
        const searchQuery = queryArg.searchQuery.trim();
        // The generated endpoint's parameter names (SearchQuery, pageNumber, pageSize).
        return {
          url: '/api/Questionnaires',
          params: {
            ...(searchQuery ? { SearchQuery: searchQuery } : {}),
            pageNumber: pageParam,
            pageSize: questionnairePageSize,
          },
        };
      },
      providesTags: ['Questionnaires'],
    }),
  }),
  overrideExisting: false,
});

export const { useListQuestionnairePagesInfiniteQuery } = questionnairePagesApi;
