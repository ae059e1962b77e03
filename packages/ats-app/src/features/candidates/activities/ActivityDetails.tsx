import { ActivityType, CallType } from '@ats/api-sdk';
import type { Activity, Stage } from '@ats/api-sdk/rtk';
import { Box, RichTextView, StatusLabel, Text } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { useFormatDate } from '../../../i18n/useFormatDate.ts';
import { actorName } from '../../../shared/activities/actorName.ts';
import { parseCalendarDate } from '../../../shared/dates/calendarDate.ts';
import { useFormatDateTime } from '../../../shared/dates/useFormatDateTime.ts';
import { durationMessages } from '../actions/messages.ts';
import { zonedCalendarDate } from '../dates/zonedCalendarDate.ts';
import { ScoreStars } from '../scores/ScoreStars.tsx';
import { multiLineText } from './ActivityTimeline.css.ts';
import { timelineMessages } from './messages.ts';

export interface ActivityDetailsProps {
  activity: Activity;
  /** Every stage by id, deleted ones included, to name a stage change. */
  stagesById: ReadonlyMap<string, Stage>;
}

/** What happened (spec part 2 §3 "Data fields by type"), for each kind of activity. */
export function ActivityDetails({ activity, stagesById }: ActivityDetailsProps) {
  const data = activity.activityData;
  switch (activity.activityType) {
    case ActivityType.JobApplicationSent:
      return <ApplicationSent positionName={data.positionName ?? null} />;
    case ActivityType.ScoreChanged:
      return (
        <Box display="flex" flexDirection="column" gap="xsmall">
          {data.newScore ? <ScoreStars score={data.newScore} /> : null}
          <RichTextView value={data.comment} />
        </Box>
      );
    case ActivityType.PhoneCallPerformed:
      return (
        <PhoneCall
          callType={data.callType}
          callTime={activity.activityTime}
          description={data.description}
        />
      );
    case ActivityType.MessageSent:
      return <MessageSent activity={activity} />;
    case ActivityType.NoteAdded:
      return <PlainText text={data.text} />;
    case ActivityType.StageChanged:
      return <StageChange stage={data.newStageId ? stagesById.get(data.newStageId) : undefined} />;
    case ActivityType.MeetingScheduled:
      return <Meeting activity={activity} />;
    case ActivityType.CandidateAdded:
      return <CandidateAdded activity={activity} />;
    default:
      return null;
  }
}

/** "Candidate added by {user}": staff added the person by hand (or imported them). */
function CandidateAdded({ activity }: { activity: Activity }) {
  const intl = useIntl();
  return (
    <Text>
      {intl.formatMessage(timelineMessages.candidateAddedBy, {
        userName: actorName(activity, intl.formatMessage),
      })}
    </Text>
  );
}

/** Text as typed: its line breaks kept, long words wrapped. */
function PlainText({ text }: { text: string | undefined }) {
  if (!text) return null;
  return <p className={multiLineText}>{text}</p>;
}

/**
 * An e-mail sent from the app: its subject and its body as sent (placeholders filled), rich
 * text like a meeting's message. Messages recorded before e-mail was sent from the app have
 * only a plain text.
 */
function MessageSent({ activity }: { activity: Activity }) {
  const intl = useIntl();
  const { subject, messageContent, text } = activity.activityData;
  if (!subject && !messageContent) return <PlainText text={text} />;
  return (
    <Box display="flex" flexDirection="column" gap="xsmall">
      {subject ? (
        <Text weight="medium">
          {intl.formatMessage(timelineMessages.messageSubject, { subject })}
        </Text>
      ) : null}
      <RichTextView value={messageContent} />
    </Box>
  );
}

function ApplicationSent({ positionName }: { positionName: string | null }) {
  const intl = useIntl();
  return (
    <Text>
      {positionName
        ? intl.formatMessage(timelineMessages.appliedFor, { positionName })
        : intl.formatMessage(timelineMessages.applicationSentNoPosition)}
    </Text>
  );
}

function PhoneCall({
  callType,
  callTime,
  description,
}: {
  callType: number | undefined;
  callTime: string;
  description: string | undefined;
}) {
  const intl = useIntl();
  const formatDateTime = useFormatDateTime();
  const dateTime = formatDateTime(new Date(callTime));
  const heading =
    callType === CallType.Incoming
      ? timelineMessages.incomingCallAt
      : timelineMessages.outgoingCallAt;
  return (
    <Box display="flex" flexDirection="column" gap="xsmall">
      <Text weight="medium">{intl.formatMessage(heading, { dateTime })}</Text>
      <PlainText text={description} />
    </Box>
  );
}

function StageChange({ stage }: { stage: Stage | undefined }) {
  const intl = useIntl();
  const stageName = !stage
    ? intl.formatMessage(timelineMessages.unknownStage)
    : stage.isDeleted
      ? intl.formatMessage(timelineMessages.deletedStage, { stageName: stage.name })
      : stage.name;
  return <Text>{intl.formatMessage(timelineMessages.movedTo, { stageName })}</Text>;
}

/** The id of a meeting's name and status line on the timeline. */
export function meetingTitleId(activityId: string): string {
  return `meeting-title-${activityId}`;
}

/**
 * The meeting's name (with "Cancelled", or "Updated" once rescheduled), its time on the clocks
 * of its own time zone, length, invitees, message.
 */
function Meeting({ activity }: { activity: Activity }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const data = activity.activityData;
  const moment = new Date(data.meetingDateTime ?? activity.activityTime);
  const timeZone = data.timeZoneId ?? 'UTC';
  const zonedDate = zonedCalendarDate(moment, timeZone);
  const when = zonedDate
    ? intl.formatMessage(timelineMessages.meetingWhen, {
        date: formatDate(parseCalendarDate(zonedDate) ?? moment),
        time: intl.formatTime(moment, { hour: '2-digit', minute: '2-digit', timeZone }),
        timeZone,
      })
    : null;
  const duration = durationMessages[data.durationInMinutes as keyof typeof durationMessages];
  const candidateName = `${activity.recruiteeFirstName} ${activity.recruiteeLastName}`.trim();
  // The candidate first when she is invited (her address is not kept with the meeting).
  const invitees = [
    ...(data.candidateInvited
      ? [intl.formatMessage(timelineMessages.meetingCandidateInvitee, { candidateName })]
      : []),
    ...(data.invitedPeople ?? []),
  ];
  const status = data.meetingCancelled
    ? ({ message: timelineMessages.meetingCancelled, tone: 'critical' } as const)
    : (data.meetingSequence ?? 0) > 0
      ? ({ message: timelineMessages.meetingUpdated, tone: 'info' } as const)
      : null;
  return (
    <Box display="flex" flexDirection="column" gap="xsmall">
      {data.meetingName || status ? (
        // Focusable from code only: it takes the focus once the meeting is cancelled and its
        // buttons are gone.
        <Box
          id={meetingTitleId(activity.id)}
          tabIndex={-1}
          display="flex"
          gap="small"
          alignItems="center"
          flexWrap="wrap"
        >
          {data.meetingName ? <Text weight="medium">{data.meetingName}</Text> : null}
          {status ? (
            <StatusLabel tone={status.tone}>{intl.formatMessage(status.message)}</StatusLabel>
          ) : null}
        </Box>
      ) : null}
      {when ? <Text>{when}</Text> : null}
      {duration ? (
        <Text>
          {intl.formatMessage(timelineMessages.meetingDuration, {
            duration: intl.formatMessage(duration),
          })}
        </Text>
      ) : null}
      {invitees.length > 0 ? (
        <Text>
          {intl.formatMessage(timelineMessages.meetingInvitees, {
            invitees: intl.formatList(invitees, { type: 'unit' }),
          })}
        </Text>
      ) : null}
      <RichTextView value={data.messageContent} />
    </Box>
  );
}
