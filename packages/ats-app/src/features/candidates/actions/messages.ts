import { defineMessage, defineMessages } from 'react-intl';
import { personMessages } from '../../../shared/activities/messages.ts';

/** Texts the action modals share: their buttons and the scorer's or author's name. */
export const actionMessages = {
  ...defineMessages({
    cancel: { id: 'candidates.actions.cancel', defaultMessage: 'Cancel' },
    save: { id: 'candidates.actions.save', defaultMessage: 'Save' },
    close: { id: 'candidates.actions.close', defaultMessage: 'Close' },
    closeDialog: { id: 'candidates.actions.closeDialog', defaultMessage: 'Close dialog' },
    restoredAfterSignIn: {
      id: 'candidates.actions.restoredAfterSignIn',
      defaultMessage: 'What you typed before your session ended is back. Save it now.',
    },
  }),
  personName: personMessages.personName,
};

/** The add-note modal. */
export const noteMessages = {
  ...defineMessages({
    title: { id: 'candidates.actions.note.title', defaultMessage: 'Add note' },
    text: { id: 'candidates.actions.note.text', defaultMessage: 'Note' },
    added: { id: 'candidates.actions.note.added', defaultMessage: 'Note has been added.' },
    addFailed: {
      id: 'candidates.actions.note.addFailed',
      defaultMessage: 'Note could not be added.',
    },
  }),
  intro: defineMessage<{ candidateName: string }>({
    id: 'candidates.actions.note.intro',
    defaultMessage: 'A note about {candidateName}, added to the activity timeline.',
  }),
};

/** The log-phone-call modal. */
export const callMessages = {
  ...defineMessages({
    title: { id: 'candidates.actions.call.title', defaultMessage: 'Log phone call' },
    callType: { id: 'candidates.actions.call.callType', defaultMessage: 'Call type' },
    outgoing: { id: 'candidates.actions.call.outgoing', defaultMessage: 'Outgoing' },
    incoming: { id: 'candidates.actions.call.incoming', defaultMessage: 'Incoming' },
    callDate: { id: 'candidates.actions.call.callDate', defaultMessage: 'Date' },
    callTime: { id: 'candidates.actions.call.callTime', defaultMessage: 'Time' },
    callTimeHelp: {
      id: 'candidates.actions.call.callTimeHelp',
      defaultMessage: 'HH:MM, 24 hours, in your time zone',
    },
    description: { id: 'candidates.actions.call.description', defaultMessage: 'Description' },
    logged: { id: 'candidates.actions.call.logged', defaultMessage: 'Phone call has been logged.' },
    logFailed: {
      id: 'candidates.actions.call.logFailed',
      defaultMessage: 'Phone call could not be logged.',
    },
  }),
  intro: defineMessage<{ candidateName: string }>({
    id: 'candidates.actions.call.intro',
    defaultMessage: 'A phone call with {candidateName}, added to the activity timeline.',
  }),
  callNumber: defineMessage<{ phoneNumber: string }>({
    id: 'candidates.actions.call.callNumber',
    defaultMessage: 'Call {phoneNumber}',
  }),
};

/** The schedule-meeting modal. */
export const meetingMessages = {
  ...defineMessages({
    title: { id: 'candidates.actions.meeting.title', defaultMessage: 'Schedule meeting' },
    meetingName: { id: 'candidates.actions.meeting.meetingName', defaultMessage: 'Meeting name' },
    meetingDate: { id: 'candidates.actions.meeting.meetingDate', defaultMessage: 'Date' },
    meetingTime: { id: 'candidates.actions.meeting.meetingTime', defaultMessage: 'Time' },
    meetingTimeHelp: {
      id: 'candidates.actions.meeting.meetingTimeHelp',
      defaultMessage: 'HH:MM, 24 hours, in the time zone below',
    },
    timeZone: { id: 'candidates.actions.meeting.timeZone', defaultMessage: 'Time zone' },
    timeZoneSearch: {
      id: 'candidates.actions.meeting.timeZoneSearch',
      defaultMessage: 'Search time zones',
    },
    timeZoneSearchPlaceholder: {
      id: 'candidates.actions.meeting.timeZoneSearchPlaceholder',
      defaultMessage: 'City, zone or UTC offset',
    },
    timeZoneNoMatch: {
      id: 'candidates.actions.meeting.timeZoneNoMatch',
      defaultMessage: 'No time zone matches.',
    },
    timeZonesLoading: {
      id: 'candidates.actions.meeting.timeZonesLoading',
      defaultMessage: 'Loading time zones',
    },
    timeZonesFailed: {
      id: 'candidates.actions.meeting.timeZonesFailed',
      defaultMessage: 'The time zones could not be loaded.',
    },
    duration: { id: 'candidates.actions.meeting.duration', defaultMessage: 'Duration' },
    invitedPeople: {
      id: 'candidates.actions.meeting.invitedPeople',
      defaultMessage: 'Invited people',
    },
    invitedPeopleHelp: {
      id: 'candidates.actions.meeting.invitedPeopleHelp',
      defaultMessage: 'Names or e-mail addresses, separated by commas or semicolons',
    },
    inviteCandidate: {
      id: 'candidates.actions.meeting.inviteCandidate',
      defaultMessage: 'Invite the candidate',
    },
    inviteCandidateNoAddress: {
      id: 'candidates.actions.meeting.inviteCandidateNoAddress',
      defaultMessage: 'The candidate has no e-mail address to send the invitation to.',
    },
    message: { id: 'candidates.actions.meeting.message', defaultMessage: 'Message' },
    scheduled: {
      id: 'candidates.actions.meeting.scheduled',
      defaultMessage: 'Meeting has been scheduled.',
    },
    scheduleFailed: {
      id: 'candidates.actions.meeting.scheduleFailed',
      defaultMessage: 'Meeting could not be scheduled.',
    },
    rescheduleTitle: {
      id: 'candidates.actions.meeting.rescheduleTitle',
      defaultMessage: 'Reschedule meeting',
    },
    rescheduled: {
      id: 'candidates.actions.meeting.rescheduled',
      defaultMessage: 'Meeting has been rescheduled.',
    },
    rescheduleFailed: {
      id: 'candidates.actions.meeting.rescheduleFailed',
      defaultMessage: 'Meeting could not be rescheduled.',
    },
  }),
  rescheduleIntro: defineMessage<{ candidateName: string }>({
    id: 'candidates.actions.meeting.rescheduleIntro',
    defaultMessage: 'A meeting with {candidateName}. Its invitees will be sent the updated invite.',
  }),
  intro: defineMessage<{ candidateName: string }>({
    id: 'candidates.actions.meeting.intro',
    defaultMessage: 'A meeting with {candidateName}, added to the activity timeline.',
  }),
  inviteCandidateHelp: defineMessage<{ candidateName: string }>({
    id: 'candidates.actions.meeting.inviteCandidateHelp',
    defaultMessage: '{candidateName} gets the invitation with the calendar event by e-mail.',
  }),
  inviteCandidateAddressHelp: defineMessage<{ candidateName: string; email: string }>({
    id: 'candidates.actions.meeting.inviteCandidateAddressHelp',
    defaultMessage: '{candidateName} gets the invitation with the calendar event at {email}.',
  }),
  tooManyInvitees: defineMessage<{ max: number }>({
    id: 'candidates.actions.meeting.tooManyInvitees',
    defaultMessage: 'Invite at most {max} people.',
  }),
  inviteeTooLong: defineMessage<{ max: number }>({
    id: 'candidates.actions.meeting.inviteeTooLong',
    defaultMessage: 'Each invitee can have at most {max} characters.',
  }),
};

/** Meeting lengths (spec part 2 §9), also read by the activity timeline. */
export const durationMessages = defineMessages({
  30: { id: 'candidates.actions.duration.30', defaultMessage: '30 minutes' },
  60: { id: 'candidates.actions.duration.60', defaultMessage: '1 hour' },
  120: { id: 'candidates.actions.duration.120', defaultMessage: '2 hours' },
  180: { id: 'candidates.actions.duration.180', defaultMessage: '3 hours' },
});
