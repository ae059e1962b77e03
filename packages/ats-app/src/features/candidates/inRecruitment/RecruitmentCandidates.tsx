import { RecruitmentStatus } from '@ats/api-sdk';
import {
  type RecruitmentDetails,
  type RecruitmentRecruitee,
  type Stage,
  useListRecruitmentRecruiteesPagesInfiniteQuery,
} from '@ats/api-sdk/rtk';
import { Box, EmptyState, UsersIcon } from '@ats/design-system';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMay } from '../../../shared/auth/permissions.ts';
import { ScreenLoadError } from '../../../shared/errors/ScreenLoadError.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { PagedTable, usePagedList } from '../../../shared/ui/PagedTable.tsx';
import { AddCandidateButton } from '../add/AddCandidateButton.tsx';
import { candidateNameOf } from '../candidateName.ts';
import { ExportCandidatesButton } from '../export/ExportCandidatesButton.tsx';
import { useDownloadApplication } from '../files/useDownloadApplication.ts';
import {
  type CandidateDialog,
  type CandidateDialogKind,
  CandidateDialogs,
} from './CandidateDialogs.tsx';
import { CandidatesHeader } from './CandidatesHeader.tsx';
import {
  type CandidateFilter,
  candidateListArg,
  isFiltered,
  stagesById,
} from './candidateFilter.ts';
import { candidatesMessages as messages } from './messages.ts';
import { linkColumnId, useCandidateColumns } from './useCandidateColumns.tsx';
import { useCandidateFilter } from './useCandidateFilter.ts';

export interface RecruitmentCandidatesProps {
  recruitment: RecruitmentDetails;
  /** Every stage, deleted ones included. */
  stages: readonly Stage[];
}

/**
 * The loaded candidates screen (spec part 2 §2.6): breadcrumbs, the filters, and an infinite
 * table of 20 a page whose rows open the profile, the resume, the application form, the
 * change-stage, score and action modals, and download the application as a PDF.
 */
export function RecruitmentCandidates({ recruitment, stages }: RecruitmentCandidatesProps) {
  const intl = useIntl();
  const { filter, listKey, show } = useCandidateFilter();
  const [dialog, setDialog] = useState<CandidateDialog | null>(null);
  const download = useDownloadApplication();

  const nameOf = useCallback(
    (candidate: RecruitmentRecruitee) => candidateNameOf(intl, messages.candidateName, candidate),
    [intl],
  );
  const onOpen = useCallback(
    (kind: CandidateDialogKind, candidate: RecruitmentRecruitee) =>
      setDialog({ kind, candidate, candidateName: nameOf(candidate) }),
    [nameOf],
  );
  const onDownload = useCallback(
    (candidate: RecruitmentRecruitee) =>
      download(
        candidate.newestJobApplicationId,
        intl.formatMessage(messages.pdfFileName, { name: nameOf(candidate) }),
      ),
    [download, intl, nameOf],
  );
  const stageById = useMemo(() => stagesById(stages), [stages]);
  const mayMove = useMay('manageCandidates');
  const mayContact = useMay('contactCandidates');
  const mayReview = useMay('reviewCandidates');
  const may = useMemo(
    () => ({ move: mayMove, contact: mayContact, review: mayReview }),
    [mayMove, mayContact, mayReview],
  );
  const columns = useCandidateColumns({ stages: stageById, nameOf, onOpen, onDownload, may });

  const listArg = useMemo(
    () => candidateListArg(recruitment.id, filter, listKey),
    [recruitment.id, filter, listKey],
  );
  const list = usePagedList(useListRecruitmentRecruiteesPagesInfiniteQuery(listArg));

  // A list that could not be loaded at all is replaced by the error view (spec part 2 §8).
  if (list.loadFailed) {
    return (
      <ScreenLoadError
        forbiddenReason="notYourRecruitment"
        error={list.query.error}
        onRetry={() => void list.query.refetch()}
      />
    );
  }

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <CandidatesHeader
        recruitment={recruitment}
        stages={stages}
        view={{
          kind: 'list',
          title: intl.formatMessage(messages.title),
          breadcrumb: intl.formatMessage(messages.breadcrumbCandidates),
        }}
        filter={filter}
        onFilterChange={show}
      />
      <Box display="flex" justifyContent="flex-end" gap="small" flexWrap="wrap">
        {/* A closed recruitment takes nobody. */}
        {recruitment.status === RecruitmentStatus.Closed ? null : (
          <AddCandidateButton recruitmentId={recruitment.id} />
        )}
        <ExportCandidatesButton
          list={{ kind: 'recruitment', recruitmentId: recruitment.id, ...filter }}
        />
      </Box>
      <PagedTable
        list={list}
        // A new list starts at its top: the old scroll position would load page 2 at once.
        key={listKey}
        label={intl.formatMessage(messages.tableLabel)}
        columns={columns}
        // Too many columns for a tablet: cards up to the desktop width.
        cardsBelow="desktop"
        getRowHref={(row) => paths.applicantApplication(row.newestJobApplicationId)}
        rowLinkColumnId={linkColumnId}
        loadingMessages={messages}
        emptyState={<NoCandidates filter={filter} />}
        estimatedRowHeight={80}
      />
      <CandidateDialogs
        recruitmentId={recruitment.id}
        dialog={dialog}
        onClose={() => setDialog(null)}
      />
    </Box>
  );
}

function NoCandidates({ filter }: { filter: CandidateFilter }) {
  const intl = useIntl();
  const icon = <UsersIcon size="large" />;
  if (!isFiltered(filter)) {
    return (
      <EmptyState
        icon={icon}
        title={intl.formatMessage(messages.emptyTitle)}
        description={intl.formatMessage(messages.emptyDescription)}
      />
    );
  }
  const title =
    filter.searchQuery && filter.stageIds.length === 0 && filter.scores.length === 0
      ? intl.formatMessage(messages.noSearchMatchesTitle, { searchQuery: filter.searchQuery })
      : intl.formatMessage(messages.noMatchesTitle);
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={intl.formatMessage(messages.noMatchesDescription)}
    />
  );
}
