import { ActivityType } from '@ats/api-sdk';
import {
  type Activity,
  type Stage,
  useListActivitiesPagesInfiniteQuery,
  useListStagesQuery,
} from '@ats/api-sdk/rtk';
import { Box, type InfiniteTableColumn, Text } from '@ats/design-system';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ActivityIcon } from '../../../shared/activities/ActivityIcon.tsx';
import { activityLook } from '../../../shared/activities/activityLook.ts';
import { actorName } from '../../../shared/activities/actorName.ts';
import { useMay } from '../../../shared/auth/permissions.ts';
import { PagedLogTable } from '../../../shared/ui/PagedLogTable.tsx';
import { RecordedTime } from '../dates/RecordedTime.tsx';
import { ActivityDetails, meetingTitleId } from './ActivityDetails.tsx';
import { activityBody } from './ActivityTimeline.css.ts';
import { EmailDeliveryStatus } from './EmailDeliveryStatus.tsx';
import { isChangeableMeeting, MeetingActions, type MeetingCandidate } from './MeetingActions.tsx';
import { timelineMessages } from './messages.ts';
import { useDeliveryPolling } from './useDeliveryPolling.ts';

/** Activities per page (spec part 2 §9). */
const activityPageSize = 20;

/** Each timeline shown starts at page 1 (a cache entry of its own), newest first. */
let timelines = 0;

export interface ActivityTimelineProps {
  recruitmentId: string;
  recruiteeId: string;
  /** What the opener knows of the candidate, for a meeting's Reschedule (see MeetingActions). */
  candidate?: MeetingCandidate;
}

/**
 * The candidate's activity in the recruitment (spec part 2 §2.8, §3): newest first, 20 a
 * page, loaded as the user scrolls. Each row says what happened (with its icon), who did it
 * (the candidate, for an application) and when. After a score, stage, call, note or meeting
 * is saved, the Activities cache tag reloads it from page 1 only. A meeting not cancelled can
 * be rescheduled or cancelled from its row (whoever sees the timeline may write activities).
 * A message or meeting whose e-mail has not left says so; page 1 is read again when the user
 * comes back to the window, and every few seconds for a minute while new e-mail waits.
 */
export function ActivityTimeline({ recruitmentId, recruiteeId, candidate }: ActivityTimelineProps) {
  const [listKey] = useState(() => String(++timelines));
  const [firstPage, setFirstPage] = useState<Activity[] | undefined>();
  const pollingInterval = useDeliveryPolling(firstPage);
  const query = useListActivitiesPagesInfiniteQuery(
    { recruitmentId, recruiteeId, pageSize: activityPageSize, listKey },
    // "Activities reload from page 1" (spec part 2 §4): a refetch asks for the first page only.
    { refetchCachedPages: false, refetchOnFocus: true, pollingInterval },
  );
  const pages = query.data?.pages;
  useEffect(() => setFirstPage(pages?.[0]?.result), [pages]);
  const setCancelledMeetingId = useFocusOnCancelledMeeting(pages);
  // Stages name stage changes, deleted ones too; until they come (or if they fail) the rows
  // say "an unknown stage".
  const stages = useListStagesQuery();
  const stagesById = useMemo(
    () => new Map((stages.data ?? []).map((stage): [string, Stage] => [stage.id, stage])),
    [stages.data],
  );
  const columns = useActivityColumns(stagesById, setCancelledMeetingId, candidate);
  return (
    <PagedLogTable<Activity>
      query={query}
      columns={columns}
      messages={timelineMessages}
      estimatedRowHeight={72}
    />
  );
}

/**
 * Cancelling a meeting takes its buttons away (with the reload that follows), and the focus
 * with them: once the reload shows the meeting cancelled, its name and "Cancelled" label take
 * the focus. Returns the function that marks the meeting cancelled.
 */
function useFocusOnCancelledMeeting(pages: readonly { result: Activity[] }[] | undefined) {
  const [cancelledMeetingId, setCancelledMeetingId] = useState<string | null>(null);
  useEffect(() => {
    if (!cancelledMeetingId) return;
    const meeting = pages
      ?.flatMap((page) => page.result)
      .find((activity) => activity.id === cancelledMeetingId);
    if (meeting?.activityData.meetingCancelled !== true) return;
    document.getElementById(meetingTitleId(cancelledMeetingId))?.focus();
    setCancelledMeetingId(null);
  }, [cancelledMeetingId, pages]);
  return setCancelledMeetingId;
}

function useActivityColumns(
  stagesById: ReadonlyMap<string, Stage>,
  onMeetingCancelled: (meetingId: string) => void,
  candidate: MeetingCandidate | undefined,
): InfiniteTableColumn<Activity>[] {
  const intl = useIntl();
  // Rescheduling and cancelling contact the candidate: only roles that may (issue 27).
  const mayContact = useMay('contactCandidates');
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
                {activity.emailDelivery ? (
                  <EmailDeliveryStatus delivery={activity.emailDelivery} />
                ) : null}
                {mayContact &&
                activity.activityType === ActivityType.MeetingScheduled &&
                isChangeableMeeting(activity) ? (
                  <MeetingActions
                    meeting={activity}
                    candidate={candidate}
                    onCancelled={() => onMeetingCancelled(activity.id)}
                  />
                ) : null}
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
    [intl, stagesById, onMeetingCancelled, candidate, mayContact],
  );
}
