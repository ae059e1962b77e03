import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod } from 'ical-generator';
import moment from 'moment-timezone';
import type { CandidateKey } from '../access/candidate-access.ts';
import type { Database } from '../db/client.ts';
import type { LanguageId } from '../db/reference-data.ts';
import {
  formatServerMessage,
  type ServerMessageId,
  type ServerMessageValues,
} from '../i18n/format-server-message.ts';
import { enqueueMessage } from './outbox.ts';
import {
  candidateMessageParties,
  formatMeetingTime,
  isUsableAddress,
} from './placeholder-values.ts';
import { fillPlaceholders } from './placeholders.ts';
import {
  escapeHtml,
  parseRichTextDocument,
  richTextToHtml,
  richTextToPlainText,
} from './rich-text-email.ts';

export interface MeetingInvite {
  /** Stable per meeting (the activity id): an update or a cancellation names the same UID. */
  uid: string;
  /** 0 for the first invite; each update raises it. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: Date;
  durationInMinutes: number;
  /** IANA zone the meeting's time was chosen in: DTSTART and DTEND carry it as TZID. */
  timeZone: string;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendees: string[];
}

/** The UTC form iCalendar wants for DTSTAMP (20261207T090000Z). */
function utcStamp(moment_: Date): string {
  return moment_
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * The invite as an iCalendar document (ical-generator): METHOD REQUEST or CANCEL, the
 * meeting's zone as a VTIMEZONE with DTSTART/DTEND in its wall time, the organiser and the
 * attendees (RSVP asked). Times go through moment-timezone, which ical-generator formats in
 * the zone (a native Date would be written in the server's zone).
 */
export function meetingInviteCalendar(invite: MeetingInvite, now = new Date()): string {
  const calendar = ical({
    prodId: { company: 'ATS', product: 'ATS', language: 'EN' },
    method: invite.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.timezone({ name: invite.timeZone, generator: getVtimezoneComponent });
  const start = moment.tz(invite.start, invite.timeZone);
  calendar.createEvent({
    id: invite.uid,
    sequence: invite.sequence,
    start,
    end: start.clone().add(invite.durationInMinutes, 'minutes'),
    timezone: invite.timeZone,
    summary: invite.summary,
    description: invite.description,
    organizer: invite.organizer,
    attendees: invite.attendees.map((email) => ({
      email,
      rsvp: true,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
    })),
    stamp: now,
  });
  // ical-generator writes DTSTAMP in the calendar's zone without saying so; RFC 5545 wants UTC.
  return calendar.toString().replace(/^DTSTAMP:.*$/m, `DTSTAMP:${utcStamp(now)}`);
}

/** The message ids of each kind of invite. */
const inviteMessages = {
  new: { subject: 'invite.subject.new', intro: 'invite.intro.new' },
  update: { subject: 'invite.subject.update', intro: 'invite.intro.update' },
  cancel: { subject: 'invite.subject.cancel', intro: 'invite.intro.cancel' },
} as const satisfies Record<InviteKind, { subject: ServerMessageId; intro: ServerMessageId }>;

export interface ScheduledMeeting {
  activityId: string;
  candidate: CandidateKey;
  /** The organiser (ORGANIZER, From name and Reply-To): who scheduled the meeting. */
  organizerUserId: string;
  language: LanguageId;
  meetingName: string;
  invitedPeople: string[];
  /** The candidate is invited too, at her own address (looked up when the invite goes). */
  candidateInvited: boolean;
  meetingDateTime: Date;
  durationInMinutes: number;
  timeZoneId: string;
  /** Rich text; its placeholders are filled where they are known. */
  messageContent: string | null;
}

/** A first invite, an update of it, or its cancellation. */
export type InviteKind = 'new' | 'update' | 'cancel';

/** The invitees that are e-mail addresses, once each (addresses differing in case are one). */
export function inviteeAddresses(invitedPeople: readonly string[]): string[] {
  const seen = new Set<string>();
  return invitedPeople.filter((entry) => {
    const key = entry.toLowerCase();
    if (!isUsableAddress(entry) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Some of a meeting's invitees: those taken off its list. */
export interface InviteesTakenOff {
  /** Addresses among the typed invitees. */
  invitees: string[];
  /** The candidate, no longer invited. */
  candidate: boolean;
}

/** The addresses `invitees` (and the candidate's, when she is one) name, once each. */
function withCandidate(
  invitees: readonly string[],
  candidateEmail: string | null,
  candidate: boolean,
): string[] {
  return inviteeAddresses(candidate && candidateEmail ? [...invitees, candidateEmail] : invitees);
}

/**
 * Puts one invite per recipient in the outbox, in the caller's transaction (the meeting's
 * change): a text and an HTML part, and the iCalendar part: REQUEST for a new or changed
 * meeting, CANCEL for a cancelled one or for invitees taken off the list (UID the
 * meeting's activity id, SEQUENCE the meeting's version, ORGANIZER its organiser). The
 * recipients are the invitees with an e-mail address, and the candidate when she is invited
 * and has a usable address (never once erased), unless `takenOff` names some. Answers how many.
 */
export async function enqueueMeetingInvites(
  tx: Database,
  meeting: ScheduledMeeting,
  options: { kind: InviteKind; sequence: number; takenOff?: InviteesTakenOff } = {
    kind: 'new',
    sequence: 0,
  },
): Promise<number> {
  const { takenOff } = options;
  if (
    inviteeAddresses(takenOff ? takenOff.invitees : meeting.invitedPeople).length === 0 &&
    !(takenOff ? takenOff.candidate : meeting.candidateInvited)
  ) {
    return 0;
  }
  const parties = await candidateMessageParties(
    tx,
    meeting.candidate,
    meeting.organizerUserId,
    meeting.language,
  );
  const everyone = withCandidate(
    meeting.invitedPeople,
    parties.candidateEmail,
    meeting.candidateInvited,
  );
  const recipients = takenOff
    ? withCandidate(takenOff.invitees, parties.candidateEmail, takenOff.candidate)
    : everyone;
  if (recipients.length === 0) return 0;
  const message = (id: ServerMessageId, messageValues: ServerMessageValues) =>
    formatServerMessage(meeting.language, id, messageValues);
  const kindMessages = inviteMessages[options.kind];
  const when = formatMeetingTime(meeting.meetingDateTime, meeting.timeZoneId, meeting.language);
  const values = {
    ...parties.values,
    meetingName: meeting.meetingName,
    meetingTime: when,
  };
  const fill = (text: string) => fillPlaceholders(text, values);
  const document = meeting.messageContent ? parseRichTextDocument(meeting.messageContent) : null;
  // A cancellation says only that: the invitation's message is not repeated.
  const withMessage = document && options.kind !== 'cancel' ? document : null;
  const messageText = withMessage ? richTextToPlainText(withMessage, fill) : '';
  const messageHtml = withMessage ? richTextToHtml(withMessage, fill) : '';
  const intro = message(kindMessages.intro, { senderName: parties.sender.name });
  const details = [
    message('invite.when', { meetingTime: when }),
    message('invite.duration', { minutes: meeting.durationInMinutes }),
  ];
  const subject = message(kindMessages.subject, {
    meetingName: meeting.meetingName,
    meetingTime: when,
  });
  const text = [
    intro,
    '',
    meeting.meetingName,
    ...details,
    ...(messageText ? ['', messageText] : []),
  ].join('\n');
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${meeting.language}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2328;background:#ffffff">',
    `<p>${escapeHtml(intro)}</p>`,
    `<h2>${escapeHtml(meeting.meetingName)}</h2>`,
    `<p>${details.map(escapeHtml).join('<br>')}</p>`,
    messageHtml,
    '</body></html>',
  ].join('\n');
  const method = options.kind === 'cancel' ? 'CANCEL' : 'REQUEST';
  const calendar = meetingInviteCalendar({
    uid: `${meeting.activityId}@ats`,
    sequence: options.sequence,
    method,
    start: meeting.meetingDateTime,
    durationInMinutes: meeting.durationInMinutes,
    timeZone: meeting.timeZoneId,
    summary: meeting.meetingName,
    description: [...details, ...(messageText ? ['', messageText] : [])].join('\n'),
    organizer: parties.sender,
    // A cancellation for some invitees names only them; otherwise everyone invited.
    attendees: method === 'CANCEL' && takenOff ? recipients : everyone,
  });
  for (const recipient of recipients) {
    await enqueueMessage(tx, {
      subject,
      html,
      text: `${text}\n`,
      to: recipient,
      recruiteeId: meeting.candidate.recruiteeId,
      activityId: meeting.activityId,
      sender: parties.sender,
      calendar: { method, content: calendar },
    });
  }
  return recipients.length;
}
