import { fieldLimits } from '@ats/api-sdk';
import {
  type ListRecruiteesPagesArg,
  type RecruiteeListItem,
  useListRecruiteesPagesInfiniteQuery,
} from '@ats/api-sdk/rtk';
import { Box, EmptyState, Heading, UsersIcon } from '@ats/design-system';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ScreenLoadError } from '../../../shared/errors/ScreenLoadError.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { PagedTable, usePagedList } from '../../../shared/ui/PagedTable.tsx';
import { SearchForm } from '../../../shared/ui/SearchForm.tsx';
import { AddCandidateButton } from '../add/AddCandidateButton.tsx';
import { candidateNameOf } from '../candidateName.ts';
import { DuplicatesLink } from '../duplicates/DuplicatesLink.tsx';
import { ExportCandidatesButton } from '../export/ExportCandidatesButton.tsx';
import { ImportCandidatesLink } from '../import/ImportCandidatesLink.tsx';
import { profileApplicationId, viewableResume } from './applicantLinks.ts';
import { applicantsMessages as messages } from './messages.ts';
import { linkColumnId, useApplicantColumns } from './useApplicantColumns.tsx';

// The PDF viewer is large and needed only once a resume is opened.
const ResumeViewerModal = lazy(() =>
  import('../files/ResumeViewerModal.tsx').then((module) => ({
    default: module.ResumeViewerModal,
  })),
);

/** Rows per page of the list of all candidates (spec part 2 §9). */
const applicantPageSize = 20;

/** The contract's SearchQuery takes 200 characters, as long as a name: longer would be a 400. */
const searchMaxLength = fieldLimits.RecruiteeListItem.firstName.maxLength;

// Each entry to the screen, and each search, gets a list of its own loaded from page 1
// (spec part 1 §9 "list screens reset at page 1"), even for a search seen before.
let lists = 0;

/**
 * All candidates (spec part 2 §2.7): the search, submitted on the form, and an infinite table
 * of 20 a page with each candidate's photo, name, resume, phone, e-mail, last application
 * date and profile link (the newest application the user may see in full, else the newest).
 */
export function ApplicantsScreen() {
  const intl = useIntl();
  const [searchQuery, setSearchQuery] = useState('');
  const [listKey, setListKey] = useState(() => String(++lists));
  const [resumeOf, setResumeOf] = useState<RecruiteeListItem | null>(null);

  const nameOf = useCallback(
    (applicant: RecruiteeListItem) => candidateNameOf(intl, messages.applicantName, applicant),
    [intl],
  );
  const columns = useApplicantColumns(nameOf, setResumeOf);

  const listArg: ListRecruiteesPagesArg = useMemo(
    () => ({ pageSize: applicantPageSize, listKey, ...(searchQuery ? { searchQuery } : {}) }),
    [searchQuery, listKey],
  );
  const list = usePagedList(useListRecruiteesPagesInfiniteQuery(listArg));

  // A list that could not be loaded at all is replaced by the error view (spec part 2 §8).
  if (list.loadFailed) {
    return <ScreenLoadError error={list.query.error} onRetry={() => void list.query.refetch()} />;
  }

  const resume = resumeOf ? viewableResume(resumeOf) : null;
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <Box
        display="flex"
        justifyContent="space-between"
        alignItems="center"
        gap="medium"
        flexWrap="wrap"
      >
        <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
        <Box display="flex" alignItems="center" gap="small" flexWrap="wrap">
          <DuplicatesLink />
          <ImportCandidatesLink />
          <AddCandidateButton />
        </Box>
      </Box>
      <SearchForm
        label={intl.formatMessage(messages.searchLabel)}
        buttonLabel={intl.formatMessage(messages.searchButton)}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
        maxLength={searchMaxLength}
        initialQuery={searchQuery}
        onSearch={(submitted) => {
          setSearchQuery(submitted);
          setListKey(String(++lists));
        }}
      />
      <ExportCandidatesButton list={{ kind: 'all', searchQuery }} />
      <PagedTable
        list={list}
        // A new list starts at its top: the old scroll position would load page 2 at once.
        key={listKey}
        label={intl.formatMessage(messages.tableLabel)}
        columns={columns}
        // Too many columns for a tablet: cards up to the desktop width.
        cardsBelow="desktop"
        getRowHref={(row) => paths.applicantApplication(profileApplicationId(row))}
        rowLinkColumnId={linkColumnId}
        loadingMessages={messages}
        emptyState={<NoApplicants searchQuery={searchQuery} />}
        estimatedRowHeight={64}
      />
      {resumeOf && resume ? (
        <Suspense fallback={null}>
          <ResumeViewerModal
            jobApplicationId={resume.jobApplicationId}
            fileIdentifier={resume.fileIdentifier}
            candidateName={nameOf(resumeOf)}
            onClose={() => setResumeOf(null)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}

function NoApplicants({ searchQuery }: { searchQuery: string }) {
  const intl = useIntl();
  const icon = <UsersIcon size="large" />;
  return searchQuery ? (
    <EmptyState
      icon={icon}
      title={intl.formatMessage(messages.noMatchesTitle, { searchQuery })}
      description={intl.formatMessage(messages.noMatchesDescription)}
    />
  ) : (
    <EmptyState
      icon={icon}
      title={intl.formatMessage(messages.emptyTitle)}
      description={intl.formatMessage(messages.emptyDescription)}
    />
  );
}
