import {
  type QuestionnaireListItem,
  useListQuestionnairesPagesInfiniteQuery,
} from '@ats/api-sdk/rtk';
import { Box, EmptyState, QuestionnaireIcon } from '@ats/design-system';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ScreenLoadError } from '../../../shared/errors/ScreenLoadError.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { ListHeading } from '../../../shared/ui/ListHeading.tsx';
import { PagedTable, usePagedList } from '../../../shared/ui/PagedTable.tsx';
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
  const list = usePagedList(
    useListQuestionnairesPagesInfiniteQuery({
      pageSize: questionnairePageSize,
      ...(searchQuery.trim() ? { searchQuery: searchQuery.trim() } : {}),
    }),
  );

  // A list that could not be loaded at all is replaced by the error view (spec part 1 §8).
  if (list.loadFailed) {
    return <ScreenLoadError error={list.query.error} onRetry={() => void list.query.refetch()} />;
  }

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <ListHeading
        title={intl.formatMessage(listMessages.title)}
        addLabel={intl.formatMessage(listMessages.addNew)}
        addHref={paths.newQuestionnaire()}
      />
      <QuestionnaireSearch initialQuery={searchQuery} onSearch={setSearchQuery} />
      <PagedTable
        list={list}
        label={intl.formatMessage(listMessages.tableLabel)}
        columns={columns}
        // Too many columns for a tablet: cards up to the desktop width.
        cardsBelow="desktop"
        getRowHref={(row) => paths.editQuestionnaire(row.id)}
        rowLinkColumnId={linkColumnId}
        loadingMessages={listMessages}
        emptyState={<NoQuestionnaires searchQuery={searchQuery} />}
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
