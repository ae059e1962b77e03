import { fieldLimits } from '@ats/api-sdk';
import {
  type EmailTemplateListItem,
  useListEmailTemplatesPagesInfiniteQuery,
} from '@ats/api-sdk/rtk';
import { Box, EmptyState, MailIcon } from '@ats/design-system';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ScreenLoadError } from '../../shared/errors/ScreenLoadError.tsx';
import { paths } from '../../shared/routing/paths.ts';
import { ListHeading } from '../../shared/ui/ListHeading.tsx';
import { PagedTable, usePagedList } from '../../shared/ui/PagedTable.tsx';
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
  const list = usePagedList(
    useListEmailTemplatesPagesInfiniteQuery({
      pageSize: templatePageSize,
      ...(searchQuery ? { searchQuery } : {}),
    }),
  );

  // A list that could not be loaded at all is replaced by the error view (spec part 1 §8).
  if (list.loadFailed) {
    return <ScreenLoadError error={list.query.error} onRetry={() => void list.query.refetch()} />;
  }

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <ListHeading
        title={intl.formatMessage(messages.emailTemplatesTitle)}
        addLabel={intl.formatMessage(listMessages.addNew)}
        addHref={paths.newEmailTemplate()}
      />
      <SearchForm
        label={intl.formatMessage(listMessages.searchLabel)}
        buttonLabel={intl.formatMessage(listMessages.searchButton)}
        maxLength={searchMaxLength}
        initialQuery={searchQuery}
        onSearch={setSearchQuery}
      />
      <PagedTable
        list={list}
        label={intl.formatMessage(listMessages.tableLabel)}
        columns={columns}
        getRowHref={(row) => paths.editEmailTemplate(row.id)}
        rowLinkColumnId={linkColumnId}
        loadingMessages={listMessages}
        emptyState={<NoTemplates searchQuery={searchQuery} />}
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
