import type { Activity } from '@ats/api-sdk/rtk';
import { EmptyState, Text } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ActivityIcon } from '../../shared/activities/ActivityIcon.tsx';
import { activityLook } from '../../shared/activities/activityLook.ts';
import { actorName } from '../../shared/activities/actorName.ts';
import { personMessages } from '../../shared/activities/messages.ts';
import { timeAgo } from '../../shared/dates/timeAgo.ts';
import { paths } from '../../shared/routing/paths.ts';
import { candidateLink, entry, entryBody, entryHeader, feed, time } from './Dashboard.css.ts';
import { DashboardCard, Skeleton } from './DashboardCard.tsx';
import { messages } from './messages.ts';

/** The height of the feed's place while it loads: about five entries. */
const loadingHeight = 320;

/**
 * The recent activities (spec part 1 §2): newest first, each saying which candidate, what
 * happened and who did it, and when, and leading to the candidate's profile. The server sends
 * only those the user may see.
 */
export function RecentActivitiesCard({
  activities,
}: {
  activities: readonly Activity[] | undefined;
}) {
  const intl = useIntl();
  return (
    <DashboardCard title={intl.formatMessage(messages.activitiesTitle)} busy={!activities}>
      {!activities ? (
        <Skeleton height={loadingHeight} />
      ) : activities.length === 0 ? (
        <EmptyState
          title={intl.formatMessage(messages.activitiesEmpty)}
          description={intl.formatMessage(messages.activitiesEmptyDescription)}
          headingLevel={3}
        />
      ) : (
        <ol className={feed}>
          {activities.map((activity) => (
            <ActivityEntry key={activity.id} activity={activity} />
          ))}
        </ol>
      )}
    </DashboardCard>
  );
}

function ActivityEntry({ activity }: { activity: Activity }) {
  const intl = useIntl();
  const candidate = intl.formatMessage(personMessages.personName, {
    firstName: activity.recruiteeFirstName,
    lastName: activity.recruiteeLastName,
  });
  const jobApplicationId = activity.activityData.jobApplicationId;
  const positionName = activity.activityData.positionName;
  return (
    <li className={entry}>
      <ActivityIcon activityType={activity.activityType} />
      <div className={entryBody}>
        <div className={entryHeader}>
          {jobApplicationId ? (
            <Link className={candidateLink} to={paths.applicantApplication(jobApplicationId)}>
              {candidate}
            </Link>
          ) : (
            <Text as="span" weight="bold">
              {candidate}
            </Text>
          )}
          <RelativeTime value={activity.creationTimestamp} />
        </div>
        <Text as="span" size="small">
          {intl.formatMessage(messages.activityBy, {
            activity: intl.formatMessage(activityLook(activity.activityType).label),
            actor: actorName(activity, intl.formatMessage),
          })}
        </Text>
        {positionName ? (
          <Text as="span" size="small" tone="muted">
            {positionName}
          </Text>
        ) : null}
      </div>
    </li>
  );
}

/** How long ago it was recorded, e.g. "3 hours ago". */
function RelativeTime({ value }: { value: string }) {
  const intl = useIntl();
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return null;
  const ago = timeAgo(moment, new Date());
  return (
    <time className={time} dateTime={value}>
      {intl.formatRelativeTime(ago.value, ago.unit, { numeric: 'auto' })}
    </time>
  );
}
