import {
  type QuestionnaireListItem,
  useListQuestionnairesPagesInfiniteQuery,
} from '@ats/api-sdk/rtk';
import {
  Box,
  Button,
  EmptyState,
  Heading,
  InfiniteTable,
  PlusIcon,
  QuestionnaireIcon,
} from '@ats/design-system';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { rowsOfPages } from '../../../shared/api/rowsOfPages.ts';
import { ScreenLoadError } from '../../../shared/errors/ScreenLoadError.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { listMessages } from '../messages.ts';
import { DeleteQuestionnaireDialog } from './DeleteQuestionnaireDialog.tsx';
import { QuestionnaireSearch } from './QuestionnaireSearch.tsx';
import { linkColumnId, useQuestionnaireColumns } from './useQuestionnaireColumns.tsx';

/** Rows per page of the questionnaire list (spec part 1 §9). */
const questionnairePageSize = 20;

/**
 * The questionnaire list (spec part 1 §2): search, an infinite table of 20 a page whose rows
 * open the edit screen, "Add new questionnaire", and deletion from each row's menu.
 */
export function QuestionnairesScreen() {
  const intl = useIntl();
  const [searchQuery, setSearchQuery] = useState('');
  const [toDelete, setToDelete] = useState<QuestionnaireListItem | null>(null);
  const columns = useQuestionnaireColumns(setToDelete);
  const { data, error, isError, isFetching, hasNextPage, fetchNextPage, refetch } =
    useListQuestionnairesPagesInfiniteQuery({
      pageSize: questionnairePageSize,
      ...(searchQuery.trim() ? { searchQuery: searchQuery.trim() } : {}),
    });
  const rows = useMemo(() => rowsOfPages(data?.pages), [data]);

  // A list that could not be loaded at all is replaced by the error view (spec part 1 §8).
  if (isError && rows.length === 0) {
    return <ScreenLoadError error={error} onRetry={() => void refetch()} />;
  }

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <Box
        display="flex"
        justifyContent="space-between"
        alignItems="center"
        gap="medium"
        flexWrap="wrap"
      >
        <Heading level={1}>{intl.formatMessage(listMessages.title)}</Heading>
        <Button href={paths.newQuestionnaire()} icon={<PlusIcon />}>
          {intl.formatMessage(listMessages.addNew)}
        </Button>
      </Box>
      <QuestionnaireSearch initialQuery={searchQuery} onSearch={setSearchQuery} />
      <InfiniteTable
        label={intl.formatMessage(listMessages.tableLabel)}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        getRowHref={(row) => paths.editQuestionnaire(row.id)}
        rowLinkColumnId={linkColumnId}
        hasMore={hasNextPage && !isError}
        isLoading={isFetching}
        onLoadMore={() => void fetchNextPage()}
        totalCount={data?.pages.at(-1)?.totalCount}
        loadingLabel={intl.formatMessage(
          rows.length === 0 ? listMessages.loading : listMessages.loadingMore,
        )}
        emptyState={<NoQuestionnaires searchQuery={searchQuery} />}
        height="65vh"
      />
      <DeleteQuestionnaireDialog questionnaire={toDelete} onClose={() => setToDelete(null)} />
    </Box>
  );
}

function NoQuestionnaires({ searchQuery }: { searchQuery: string }) {
  const intl = useIntl();
  if (searchQuery) {
    return (
      <EmptyState
        icon={<QuestionnaireIcon size="large" />}
        title={intl.formatMessage(listMessages.noMatchesTitle, { searchQuery })}
        description={intl.formatMessage(listMessages.noMatchesDescription)}
      />
    );
  }
  return (
    <EmptyState
      icon={<QuestionnaireIcon size="large" />}
      title={intl.formatMessage(listMessages.emptyTitle)}
      description={intl.formatMessage(listMessages.emptyDescription)}
    />
  );
}
