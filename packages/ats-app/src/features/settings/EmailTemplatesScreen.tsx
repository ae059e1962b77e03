import { fieldLimits } from '@ats/api-sdk';
import {
  type EmailTemplateListItem,
  useListEmailTemplatesPagesInfiniteQuery,
} from '@ats/api-sdk/rtk';
import {
  Box,
  Button,
  EmptyState,
  Heading,
  InfiniteTable,
  MailIcon,
  PlusIcon,
} from '@ats/design-system';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { rowsOfPages } from '../../shared/api/rowsOfPages.ts';
import { ScreenLoadError } from '../../shared/errors/ScreenLoadError.tsx';
import { paths } from '../../shared/routing/paths.ts';
import { SearchForm } from '../../shared/ui/SearchForm.tsx';
import { DeleteEmailTemplateDialog } from './emailTemplates/DeleteEmailTemplateDialog.tsx';
import { listMessages } from './emailTemplates/messages.ts';
import {
  linkColumnId,
  useEmailTemplateColumns,
} from './emailTemplates/useEmailTemplateColumns.tsx';
import { messages } from './messages.ts';

/** Rows per page of the template list (spec part 1 §9). */
const templatePageSize = 20;

/** The search is bounded like a template's name (a longer one could match nothing). */
const searchMaxLength = fieldLimits.EmailTemplateInput.name.maxLength;

/**
 * Settings: e-mail templates: search, an infinite table of 20 a page whose rows open the edit
 * form, "Add new template", and deletion from each row's menu after a confirmation.
 */
export function EmailTemplatesScreen() {
  const intl = useIntl();
  const [searchQuery, setSearchQuery] = useState('');
  const [toDelete, setToDelete] = useState<EmailTemplateListItem | null>(null);
  const columns = useEmailTemplateColumns(setToDelete);
  const { data, error, isError, isFetching, hasNextPage, fetchNextPage, refetch } =
    useListEmailTemplatesPagesInfiniteQuery({
      pageSize: templatePageSize,
      ...(searchQuery ? { searchQuery } : {}),
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
        <Heading level={1}>{intl.formatMessage(messages.emailTemplatesTitle)}</Heading>
        <Button href={paths.newEmailTemplate()} icon={<PlusIcon />}>
          {intl.formatMessage(listMessages.addNew)}
        </Button>
      </Box>
      <SearchForm
        label={intl.formatMessage(listMessages.searchLabel)}
        buttonLabel={intl.formatMessage(listMessages.searchButton)}
        maxLength={searchMaxLength}
        initialQuery={searchQuery}
        onSearch={setSearchQuery}
      />
      <InfiniteTable
        label={intl.formatMessage(listMessages.tableLabel)}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        getRowHref={(row) => paths.editEmailTemplate(row.id)}
        rowLinkColumnId={linkColumnId}
        hasMore={hasNextPage && !isError}
        isLoading={isFetching}
        onLoadMore={() => void fetchNextPage()}
        totalCount={data?.pages.at(-1)?.totalCount}
        loadingLabel={intl.formatMessage(
          rows.length === 0 ? listMessages.loading : listMessages.loadingMore,
        )}
        emptyState={<NoTemplates searchQuery={searchQuery} />}
        height="65vh"
      />
      <DeleteEmailTemplateDialog template={toDelete} onClose={() => setToDelete(null)} />
    </Box>
  );
}

function NoTemplates({ searchQuery }: { searchQuery: string }) {
  const intl = useIntl();
  return searchQuery ? (
    <EmptyState
      icon={<MailIcon size="large" />}
      title={intl.formatMessage(listMessages.noMatchesTitle, { searchQuery })}
      description={intl.formatMessage(listMessages.noMatchesDescription)}
    />
  ) : (
    <EmptyState
      icon={<MailIcon size="large" />}
      title={intl.formatMessage(listMessages.emptyTitle)}
      description={intl.formatMessage(listMessages.emptyDescription)}
    />
  );
}
