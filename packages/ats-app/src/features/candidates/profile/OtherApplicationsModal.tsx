import {
  type JobApplicationListItem,
  type Stage,
  useListJobApplicationsPagesInfiniteQuery,
} from '@ats/api-sdk/rtk';
import { InfiniteTable, type InfiniteTableColumn, Modal, Text } from '@ats/design-system';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFormatDate } from '../../../i18n/useFormatDate.ts';
import { rowsOfPages } from '../../../shared/api/rowsOfPages.ts';
import { SectionLoadError } from '../../../shared/errors/SectionLoadError.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { profileMessages } from './messages.ts';

/** Applications per page (spec part 2 §9). */
const applicationPageSize = 20;

// Each opening lists the applications afresh from page 1 (a new list key per opening).
let lists = 0;

export interface OtherApplicationsModalProps {
  recruiteeId: string;
  /** The application the profile shows: marked, and not a link to itself. */
  currentJobApplicationId: string;
  candidateName: string;
  /** Every stage, deleted ones included, to name each application's stage. */
  allStages: readonly Stage[];
  onClose: () => void;
}

/**
 * The candidate's applications (spec part 2 §2.8 "other applications"): those the user may
 * see in full, newest first, 20 a page as the list scrolls (60vh), each leading to the
 * profile of that application.
 */
export function OtherApplicationsModal({
  recruiteeId,
  currentJobApplicationId,
  candidateName,
  allStages,
  onClose,
}: OtherApplicationsModalProps) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const [listKey] = useState(() => String(++lists));
  const { data, error, isError, isFetching, hasNextPage, fetchNextPage, refetch } =
    useListJobApplicationsPagesInfiniteQuery({
      recruiteeId,
      pageSize: applicationPageSize,
      listKey,
    });
  const rows = useMemo(() => rowsOfPages(data?.pages), [data]);
  const none = intl.formatMessage(profileMessages.none);

  const columns: InfiniteTableColumn<JobApplicationListItem>[] = [
    {
      id: 'recruitment',
      header: intl.formatMessage(profileMessages.recruitmentHeader),
      width: '40%',
      cell: (row) =>
        row.id === currentJobApplicationId ? (
          <span>
            {row.recruitmentTitle}{' '}
            <Text as="span" size="small" tone="muted">
              ({intl.formatMessage(profileMessages.currentApplication)})
            </Text>
          </span>
        ) : (
          row.recruitmentTitle
        ),
    },
    {
      id: 'date',
      header: intl.formatMessage(profileMessages.applicationDate),
      cell: (row) => formatDate(row.createDate),
    },
    {
      id: 'stage',
      header: intl.formatMessage(profileMessages.stageHeader),
      cell: (row) =>
        allStages.find((stage) => stage.id === row.recruitmentRecruiteeStageId)?.name ?? none,
    },
    {
      id: 'myScore',
      header: intl.formatMessage(profileMessages.myScoreHeader),
      cell: (row) =>
        intl.formatMessage(profileMessages.myScore, { score: row.recruitmentRecruiteeMyScore }),
    },
  ];

  return (
    <Modal
      open
      onClose={onClose}
      size="large"
      title={intl.formatMessage(profileMessages.applicationsOf, { name: candidateName })}
      closeLabel={intl.formatMessage(profileMessages.close)}
    >
      {isError && rows.length === 0 ? (
        <SectionLoadError
          title={intl.formatMessage(profileMessages.applicationsLoadFailed)}
          error={error}
          onRetry={() => void refetch()}
          headingLevel={3}
        />
      ) : (
        <InfiniteTable
          label={intl.formatMessage(profileMessages.applicationsTableLabel)}
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          getRowHref={(row) =>
            row.id === currentJobApplicationId ? undefined : paths.applicantApplication(row.id)
          }
          hasMore={hasNextPage && !isError}
          isLoading={isFetching}
          onLoadMore={() => void fetchNextPage()}
          totalCount={data?.pages.at(-1)?.totalCount}
          loadingLabel={intl.formatMessage(
            rows.length === 0
              ? profileMessages.loadingApplications
              : profileMessages.loadingMoreApplications,
          )}
          emptyState={intl.formatMessage(profileMessages.noApplications)}
          height="60vh"
        />
      )}
    </Modal>
  );
}
