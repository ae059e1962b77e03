import {
  type Activity,
  type Stage,
  useListActivitiesPagesInfiniteQuery,
  useListStagesQuery,
} from '@ats/api-sdk/rtk';
import {
  Box,
  Button,
  EmptyState,
  InfiniteTable,
  type InfiniteTableColumn,
  Text,
} from '@ats/design-system';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ActivityIcon } from '../../../shared/activities/ActivityIcon.tsx';
import { activityLook } from '../../../shared/activities/activityLook.ts';
import { actorName } from '../../../shared/activities/actorName.ts';
import { errorMessages } from '../../../shared/api/errorCatalogue.ts';
import { SectionLoadError } from '../../../shared/errors/SectionLoadError.tsx';
import { RecordedTime } from '../actions/RecordedTime.tsx';
import { ActivityDetails } from './ActivityDetails.tsx';
import { activityBody } from './ActivityTimeline.css.ts';
import { timelineMessages } from './messages.ts';

/** Activities per page (spec part 2 §9). */
const activityPageSize = 20;

/** Each timeline shown starts at page 1 (a cache entry of its own), newest first. */
let timelines = 0;

export interface ActivityTimelineProps {
  recruitmentId: string;
  recruiteeId: string;
}

/**
 * The candidate's activity in the recruitment (spec part 2 §2.8, §3): newest first, 20 a
 * page, loaded as the user scrolls. Each row says what happened (with its icon), who did it
 * (the candidate, for an application) and when. After a score, stage, call, note or meeting
 * is saved, the Activities cache tag reloads it from page 1 only.
 */
export function ActivityTimeline({ recruitmentId, recruiteeId }: ActivityTimelineProps) {
  const intl = useIntl();
  const [listKey] = useState(() => String(++timelines));
  const { data, error, isError, isFetching, hasNextPage, fetchNextPage, refetch } =
    useListActivitiesPagesInfiniteQuery(
      { recruitmentId, recruiteeId, pageSize: activityPageSize, listKey },
      // "Activities reload from page 1" (spec part 2 §4): a refetch asks for the first page only.
      { refetchCachedPages: false },
    );
  // Stages name stage changes, deleted ones too; until they come (or if they fail) the rows
  // say "an unknown stage".
  const stages = useListStagesQuery();
  const stagesById = useMemo(
    () => new Map((stages.data ?? []).map((stage): [string, Stage] => [stage.id, stage])),
    [stages.data],
  );
  const rows = useMemo(() => uniqueById(data?.pages.flatMap((page) => page.result) ?? []), [data]);
  const columns = useActivityColumns(stagesById);

  if (isError && rows.length === 0) {
    return (
      <SectionLoadError
        title={intl.formatMessage(timelineMessages.loadFailed)}
        error={error}
        onRetry={() => void refetch()}
        headingLevel={3}
      />
    );
  }

  return (
    <Box display="flex" flexDirection="column" gap="medium">
      <InfiniteTable<Activity>
        label={intl.formatMessage(timelineMessages.tableLabel)}
        columns={columns}
        rows={rows}
        getRowId={(activity) => activity.id}
        hasMore={hasNextPage && !isError}
        isLoading={isFetching}
        onLoadMore={() => void fetchNextPage()}
        totalCount={data?.pages.at(-1)?.totalCount}
        loadingLabel={intl.formatMessage(
          rows.length === 0 ? timelineMessages.loading : timelineMessages.loadingMore,
        )}
        emptyState={
          <EmptyState
            title={intl.formatMessage(timelineMessages.emptyTitle)}
            description={intl.formatMessage(timelineMessages.emptyDescription)}
            headingLevel={3}
          />
        }
        height="60vh"
        estimatedRowHeight={72}
      />
      {isError ? (
        <Box display="flex" gap="small" alignItems="center" flexWrap="wrap" role="alert">
          <Text as="span" tone="danger">
            {intl.formatMessage(timelineMessages.moreFailed)}
          </Text>
          <Button size="small" variant="secondary" onClick={() => void fetchNextPage()}>
            {intl.formatMessage(errorMessages.tryAgain)}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * Rows by id, first seen kept: an activity recorded while the next page loads shifts the
 * pages by one, so the last row of a page can come again at the top of the next.
 */
function uniqueById(activities: readonly Activity[]): Activity[] {
  const seen = new Set<string>();
  return activities.filter((activity) => {
    if (seen.has(activity.id)) return false;
    seen.add(activity.id);
    return true;
  });
}

function useActivityColumns(
  stagesById: ReadonlyMap<string, Stage>,
): InfiniteTableColumn<Activity>[] {
  const intl = useIntl();
  return useMemo(
    () => [
      {
        id: 'activity',
        header: intl.formatMessage(timelineMessages.columnActivity),
        width: '55%',
        cell: (activity) => {
          return (
            <Box display="flex" gap="small" alignItems="flex-start">
              <ActivityIcon activityType={activity.activityType} />
              <div className={activityBody}>
                <Text as="span" weight="bold">
                  {intl.formatMessage(activityLook(activity.activityType).label)}
                </Text>
                <ActivityDetails activity={activity} stagesById={stagesById} />
              </div>
            </Box>
          );
        },
      },
      {
        id: 'by',
        header: intl.formatMessage(timelineMessages.columnBy),
        cell: (activity) => actorName(activity, intl.formatMessage),
      },
      {
        id: 'when',
        header: intl.formatMessage(timelineMessages.columnWhen),
        cell: (activity) => <RecordedTime value={activity.creationTimestamp} />,
      },
    ],
    [intl, stagesById],
  );
}
