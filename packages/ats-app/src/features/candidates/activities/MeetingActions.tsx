import { type Activity, useCancelMeetingMutation } from '@ats/api-sdk/rtk';
import { Box, Button } from '@ats/design-system';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useIdempotencyKey } from '../../../shared/api/idempotencyKey.ts';
import {
  type DeleteMessages,
  DeleteWithConfirmation,
} from '../../../shared/ui/DeleteWithConfirmation.tsx';
import { timelineMessages } from './messages.ts';

// The meeting form (and moment-timezone, which it loads itself) comes only when asked for.
const ScheduleMeetingModal = lazy(() =>
  import('../actions/ScheduleMeetingModal.tsx').then((module) => ({
    default: module.ScheduleMeetingModal,
  })),
);

const cancelMessages: DeleteMessages = {
  title: timelineMessages.cancelMeeting,
  question: timelineMessages.cancelMeetingQuestion,
  confirm: timelineMessages.cancelMeeting,
  cancel: timelineMessages.cancelMeetingKeep,
  close: timelineMessages.closeDialog,
  succeeded: timelineMessages.meetingCancelledToast,
  failed: timelineMessages.cancelMeetingFailed,
};

/** What the timeline's opener (the profile) knows of the candidate, for the meeting form. */
export interface MeetingCandidate {
  /** Her e-mail address (the profile's basic data); undefined when not known. */
  email?: string | null;
  /** Whether she has been erased: she is then never invited. */
  isErased?: boolean;
}

/** Whether a meeting on the timeline can still be changed: scheduled and not cancelled. */
export function isChangeableMeeting(activity: Activity): boolean {
  return activity.activityData.meetingCancelled !== true;
}

/**
 * "Reschedule" (the schedule-meeting form, opened with the meeting) and "Cancel meeting" (after
 * a confirmation naming it) for a meeting on the timeline. The server sends the invitees the
 * updated invite or the cancellation; the timeline reloads through the Activities tag.
 */
export function MeetingActions({
  meeting,
  candidate,
  onCancelled,
}: {
  meeting: Activity;
  /** Her address and erasure, when known: "Invite the candidate" then shows or refuses them. */
  candidate?: MeetingCandidate;
  /** Runs once the server has cancelled the meeting (its buttons go with the reload). */
  onCancelled?: () => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState<'reschedule' | 'cancel' | null>(null);
  const [cancelMeeting, cancelState] = useCancelMeetingMutation();
  const keyFor = useIdempotencyKey();
  const close = () => setOpen(null);
  const candidateName = `${meeting.recruiteeFirstName} ${meeting.recruiteeLastName}`.trim();
  return (
    <>
      {/* Named after the meeting: a timeline with several meetings has several such pairs. */}
      <Box
        display="flex"
        gap="small"
        flexWrap="wrap"
        role="group"
        aria-label={meeting.activityData.meetingName || undefined}
      >
        <Button size="small" variant="secondary" onClick={() => setOpen('reschedule')}>
          {intl.formatMessage(timelineMessages.reschedule)}
        </Button>
        <Button size="small" variant="secondary" onClick={() => setOpen('cancel')}>
          {intl.formatMessage(timelineMessages.cancelMeeting)}
        </Button>
      </Box>
      {open === 'reschedule' ? (
        <Suspense fallback={null}>
          <ScheduleMeetingModal
            recruitmentId={meeting.recruitmentId}
            recruiteeId={meeting.recruiteeId}
            candidateName={candidateName}
            meeting={meeting}
            candidateEmail={candidate?.email}
            candidateErased={candidate?.isErased}
            onClose={close}
          />
        </Suspense>
      ) : null}
      <DeleteWithConfirmation
        open={open === 'cancel'}
        messages={cancelMessages}
        questionValues={{ name: meeting.activityData.meetingName ?? '' }}
        remove={() =>
          cancelMeeting({ id: meeting.id, 'Idempotency-Key': keyFor(meeting.id) }).unwrap()
        }
        loading={cancelState.isLoading}
        onDeleted={onCancelled}
        onClose={close}
      />
    </>
  );
}
