import { defineMessage, defineMessages } from 'react-intl';

/** The activity timeline of a candidate in a recruitment (spec part 2 §2.8, §3). */
export const timelineMessages = {
  ...defineMessages({
    tableLabel: { id: 'candidates.activities.tableLabel', defaultMessage: 'Activity' },
    columnActivity: { id: 'candidates.activities.columnActivity', defaultMessage: 'Activity' },
    columnBy: { id: 'candidates.activities.columnBy', defaultMessage: 'By' },
    columnWhen: { id: 'candidates.activities.columnWhen', defaultMessage: 'When' },
    loading: { id: 'candidates.activities.loading', defaultMessage: 'Loading activities' },
    loadFailed: {
      id: 'candidates.activities.loadFailed',
      defaultMessage: 'The activity could not be loaded',
    },
    loadingMore: {
      id: 'candidates.activities.loadingMore',
      defaultMessage: 'Loading more activities',
    },
    emptyTitle: { id: 'candidates.activities.emptyTitle', defaultMessage: 'No activity yet' },
    emptyDescription: {
      id: 'candidates.activities.emptyDescription',
      defaultMessage:
        'Applications, scores, stage changes, phone calls, e-mails, notes and meetings will show here.',
    },
    moreFailed: {
      id: 'candidates.activities.moreFailed',
      defaultMessage: 'More activities could not be loaded.',
    },
    unknownStage: { id: 'candidates.activities.unknownStage', defaultMessage: 'an unknown stage' },
    reschedule: { id: 'candidates.activities.reschedule', defaultMessage: 'Reschedule' },
    cancelMeeting: {
      id: 'candidates.activities.cancelMeeting',
      defaultMessage: 'Cancel meeting',
    },
    cancelMeetingKeep: {
      id: 'candidates.activities.cancelMeetingKeep',
      defaultMessage: 'Keep meeting',
    },
    closeDialog: { id: 'candidates.activities.closeDialog', defaultMessage: 'Close' },
    meetingCancelledToast: {
      id: 'candidates.activities.meetingCancelledToast',
      defaultMessage: 'Meeting has been cancelled.',
    },
    cancelMeetingFailed: {
      id: 'candidates.activities.cancelMeetingFailed',
      defaultMessage: 'Meeting could not be cancelled.',
    },
    meetingCancelled: { id: 'candidates.activities.meetingCancelled', defaultMessage: 'Cancelled' },
    meetingUpdated: { id: 'candidates.activities.meetingUpdated', defaultMessage: 'Updated' },
    deliveryFailed: { id: 'candidates.activities.deliveryFailed', defaultMessage: 'Not delivered' },
    deliveryWaiting: { id: 'candidates.activities.deliveryWaiting', defaultMessage: 'Sending…' },
    deliveryRetrying: {
      id: 'candidates.activities.deliveryRetrying',
      defaultMessage: 'Delayed, retrying',
    },
    applicationSentNoPosition: {
      id: 'candidates.activities.applicationSentNoPosition',
      defaultMessage: 'Sent a job application.',
    },
  }),
  candidateAddedBy: defineMessage<{ userName: string }>({
    id: 'candidates.activities.candidateAddedBy',
    defaultMessage: 'Candidate added by {userName}.',
  }),
  appliedFor: defineMessage<{ positionName: string }>({
    id: 'candidates.activities.appliedFor',
    defaultMessage: 'Applied for {positionName}.',
  }),
  outgoingCallAt: defineMessage<{ dateTime: string }>({
    id: 'candidates.activities.outgoingCallAt',
    defaultMessage: 'Outgoing call, {dateTime}',
  }),
  incomingCallAt: defineMessage<{ dateTime: string }>({
    id: 'candidates.activities.incomingCallAt',
    defaultMessage: 'Incoming call, {dateTime}',
  }),
  movedTo: defineMessage<{ stageName: string }>({
    id: 'candidates.activities.movedTo',
    defaultMessage: 'Moved to {stageName}',
  }),
  deletedStage: defineMessage<{ stageName: string }>({
    id: 'candidates.activities.deletedStage',
    defaultMessage: '{stageName} (deleted)',
  }),
  meetingWhen: defineMessage<{ date: string; time: string; timeZone: string }>({
    id: 'candidates.activities.meetingWhen',
    defaultMessage: '{date}, {time} ({timeZone})',
  }),
  meetingDuration: defineMessage<{ duration: string }>({
    id: 'candidates.activities.meetingDuration',
    defaultMessage: 'Duration: {duration}',
  }),
  messageSubject: defineMessage<{ subject: string }>({
    id: 'candidates.activities.messageSubject',
    defaultMessage: 'Subject: {subject}',
  }),
  meetingInvitees: defineMessage<{ invitees: string }>({
    id: 'candidates.activities.meetingInvitees',
    defaultMessage: 'Invited: {invitees}',
  }),
  meetingCandidateInvitee: defineMessage<{ candidateName: string }>({
    id: 'candidates.activities.meetingCandidateInvitee',
    defaultMessage: '{candidateName} (candidate)',
  }),
  deliveryFailedTo: defineMessage<{ recipients: string }>({
    id: 'candidates.activities.deliveryFailedTo',
    defaultMessage: 'The mail server refused the e-mail to {recipients}.',
  }),
  cancelMeetingQuestion: defineMessage<{ name: string }>({
    id: 'candidates.activities.cancelMeetingQuestion',
    defaultMessage: 'Cancel the meeting “{name}”? Its invitees will be sent a cancellation.',
  }),
};
