import { fieldLimits } from '@ats/api-sdk';
import type { Activity, RescheduleMeetingInput, ScheduleMeetingInput } from '@ats/api-sdk/rtk';
import { isValidTime } from '@ats/design-system';
import { object, string } from 'yup';
import { isAcceptedDate } from '../../../shared/forms/acceptedDates.ts';
import { validateWithSchema } from '../../../shared/forms/validateWithSchema.ts';
import { type ValidationMessage, validate } from '../../../shared/forms/validationMessages.ts';
import { zonedCalendarDate } from '../dates/zonedCalendarDate.ts';
import { meetingMessages } from './messages.ts';
import type { CandidateKey } from './wallTime.ts';

const limits = fieldLimits.ScheduleMeetingInput;

/** Meeting lengths in minutes (spec part 2 §9), in the order offered: the contract's enum. */
export const meetingDurations = limits.durationInMinutes.enum;
export type MeetingDuration = (typeof meetingDurations)[number];
/** The spec's default length: 1 hour. */
export const defaultMeetingDuration: MeetingDuration = 60;

export const meetingNameMaxLength = limits.meetingName.maxLength;
export const meetingMessageMaxLength = limits.messageContent.maxLength;
const maxInvitees = limits.invitedPeople.maxItems;
const inviteeMaxLength = limits.invitedPeople.items.maxLength;

/** The schedule-meeting form (spec part 2 §5); the duration is a select value ('60'). */
export interface MeetingValues {
  meetingName: string;
  meetingDate: string;
  meetingTime: string;
  timeZoneId: string;
  durationInMinutes: `${MeetingDuration}` | '';
  /** As typed: names or e-mails separated by commas or semicolons. */
  invitedPeople: string;
  /** Serialised rich text, '' when empty. */
  messageContent: string;
  /** The candidate gets the invite too (at her own address). */
  inviteCandidate: boolean;
}

/**
 * A new form: 1 hour, in the given time zone (the user's own), the candidate invited when she
 * can be (she has an address), everything else empty.
 */
export function initialMeetingValues(timeZoneId: string, candidateInvitable = true): MeetingValues {
  return {
    meetingName: '',
    meetingDate: '',
    meetingTime: '',
    timeZoneId,
    durationInMinutes: `${defaultMeetingDuration}`,
    invitedPeople: '',
    messageContent: '',
    inviteCandidate: candidateInvitable,
  };
}

/**
 * Whether an invite can go to the candidate: true for an address that mail can go to, false
 * for none or an erased one (`.invalid`), true when the opener does not know it (undefined:
 * the server then sends nothing to an address it cannot use).
 */
export function isInvitableAddress(email: string | null | undefined): boolean {
  if (email === undefined) return true;
  return email !== null && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && !/\.invalid$/i.test(email);
}

/** Invitees as typed, split on commas or semicolons, trimmed, empty entries dropped. */
export function splitInvitees(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((invitee) => invitee.trim())
    .filter((invitee) => invitee !== '');
}

const tooManyInvitees = {
  message: meetingMessages.tooManyInvitees,
  values: { max: maxInvitees },
} satisfies ValidationMessage;
const inviteeTooLong = {
  message: meetingMessages.inviteeTooLong,
  values: { max: inviteeMaxLength },
} satisfies ValidationMessage;

/**
 * Name, date, time (HH:MM, else 'general.validation.timeInvalid'), time zone and duration are
 * required; invitees and message are optional, within the contract's bounds.
 */
export const validateMeeting = validateWithSchema<MeetingValues>(
  object({
    meetingName: string()
      .trim()
      .required(validate.required)
      .max(meetingNameMaxLength, validate.maximumLength),
    meetingDate: string()
      .required(validate.required)
      .test('acceptedYears', validate.dateOutOfRange, (value) => !value || isAcceptedDate(value)),
    meetingTime: string()
      .required(validate.required)
      .test('time', validate.invalidTime, (value) => !value || isValidTime(value)),
    timeZoneId: string().required(validate.required),
    durationInMinutes: string()
      .required(validate.required)
      .test(
        'duration',
        validate.invalid,
        (value) => !value || meetingDurations.some((minutes) => `${minutes}` === value),
      ),
    invitedPeople: string()
      .test('count', tooManyInvitees, (value) => splitInvitees(value ?? '').length <= maxInvitees)
      .test('length', inviteeTooLong, (value) =>
        splitInvitees(value ?? '').every((invitee) => invitee.length <= inviteeMaxLength),
      ),
  }),
);

/** The meeting as the API takes it; `meetingDateTime` is the UTC instant of the chosen time. */
export function meetingInput(
  values: MeetingValues,
  candidate: CandidateKey,
  meetingDateTime: string,
): ScheduleMeetingInput {
  return { ...candidate, ...rescheduleMeetingInput(values, meetingDateTime) };
}

/** A meeting's new details as the API takes them (the candidate stays the meeting's own). */
export function rescheduleMeetingInput(
  values: MeetingValues,
  meetingDateTime: string,
): RescheduleMeetingInput {
  return {
    meetingName: values.meetingName.trim(),
    invitedPeople: splitInvitees(values.invitedPeople),
    durationInMinutes: Number(
      values.durationInMinutes || defaultMeetingDuration,
    ) as MeetingDuration,
    timeZoneId: values.timeZoneId,
    messageContent: values.messageContent === '' ? null : values.messageContent,
    meetingDateTime,
    inviteCandidate: values.inviteCandidate,
  };
}

/**
 * The time zone a new meeting starts in: the user's own (as the browser reports it) when the
 * server offers it, else UTC when offered, else none (the user picks one).
 */
export function defaultTimeZone(
  offered: readonly { id: string }[],
  userTimeZone: string | undefined,
): string {
  const ids = new Set(offered.map((zone) => zone.id));
  if (userTimeZone && ids.has(userTimeZone)) return userTimeZone;
  if (ids.has('UTC')) return 'UTC';
  return '';
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The time of day ('HH:MM', 24 hours) of a moment on the clocks of an IANA time zone; null
 * for an invalid moment or an unknown zone.
 */
export function zonedTimeOfDay(moment: Date, timeZone: string): string | null {
  if (Number.isNaN(moment.getTime())) return null;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(moment);
  } catch {
    return null;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? Number.NaN);
  // Some engines write midnight as 24 even with h23.
  return `${twoDigits(part('hour') % 24)}:${twoDigits(part('minute'))}`;
}

/** Whether a length in minutes is one the form offers. */
function isMeetingDuration(minutes: number | undefined): minutes is MeetingDuration {
  return meetingDurations.some((duration) => duration === minutes);
}

/**
 * The form holding a scheduled meeting, to reschedule it: its name, invitees, length, time zone,
 * date and time on that zone's clocks, and message.
 */
export function meetingValuesOf(meeting: Activity): MeetingValues {
  const data = meeting.activityData;
  const timeZoneId = data.timeZoneId ?? 'UTC';
  const moment = new Date(data.meetingDateTime ?? meeting.activityTime);
  return {
    meetingName: data.meetingName ?? '',
    meetingDate: zonedCalendarDate(moment, timeZoneId) ?? '',
    meetingTime: zonedTimeOfDay(moment, timeZoneId) ?? '',
    timeZoneId,
    durationInMinutes: isMeetingDuration(data.durationInMinutes)
      ? `${data.durationInMinutes}`
      : `${defaultMeetingDuration}`,
    invitedPeople: (data.invitedPeople ?? []).join(', '),
    messageContent: data.messageContent ?? '',
    inviteCandidate: data.candidateInvited === true,
  };
}
