import type { Schema } from '@ats/api-sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, recruitees } from '../../../src/db/schema/index.ts';
import { deliverDueMessages } from '../../../src/jobs/outbox-job.ts';
import { useTestApp } from '../../support/app.ts';
import { bodyOf, expectError } from '../../support/responses.ts';
import { outboxContext, startTestSmtpServer, type TestSmtpServer } from '../../support/smtp.ts';
import { richText } from '../email-templates/fixtures.ts';
import {
  insertCandidate,
  insertRecruitment,
  ownerContact,
  type People,
  signInPeople,
} from './fixtures.ts';

type Activity = Schema<'Activity'>;

/** The iCalendar text unfolded (a long line continues on the next after a space). */
function unfold(ics: string): string[] {
  return ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
}

function property(lines: string[], name: string): string[] {
  return lines.filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
}

describe('meeting invites', () => {
  const testApp = useTestApp();
  let people: People;
  let recruitmentId: string;
  let smtp: TestSmtpServer;
  let owner: { firstName: string; lastName: string; email: string };

  beforeAll(async () => {
    people = await signInPeople(testApp);
    recruitmentId = await insertRecruitment(testApp, people);
    smtp = await startTestSmtpServer();
    owner = await ownerContact(testApp, people);
  });
  afterAll(() => smtp.close());

  it('e-mails each invitee with an address an iCalendar REQUEST in the meeting’s time zone', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    const activity = bodyOf<Activity>(
      await people.owner.api.post('/api/Activities/meeting', {
        recruiteeId: candidate.recruiteeId,
        recruitmentId,
        meetingName: 'Technical interview',
        // A name without an address gets no mail; a repeated address one.
        invitedPeople: [
          'ada@example.com',
          'Bob from finance',
          'eve@example.com',
          'ADA@example.com',
        ],
        durationInMinutes: 60,
        timeZoneId: 'Europe/Warsaw',
        messageContent: richText('Dear {candidateFirstName}, see you at {meetingTime}.'),
        // 10:30 in Warsaw (winter time, UTC+1).
        meetingDateTime: '2030-01-15T09:30:00.000Z',
      }),
    );
    const queued = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.activityId, activity.id));
    expect(queued.map((row) => row.toAddress).sort()).toEqual([
      'ada@example.com',
      'eve@example.com',
    ]);

    await deliverDueMessages(outboxContext(testApp, smtp.url));
    for (const address of ['ada@example.com', 'eve@example.com']) {
      const mail = smtp.received.find((received) => received.envelopeTo.includes(address));
      if (!mail) throw new Error(`no invite for ${address}`);
      const { parsed, raw } = mail;
      // (ICU versions differ on the comma after the weekday.)
      expect(parsed.subject).toMatch(
        /^Invitation: Technical interview — Tuesday,? 15 January 2030 at 10:30 \(Europe\/Warsaw\)$/,
      );
      expect(parsed.text).toMatch(/Dear Olivia, see you at Tuesday,? 15 January 2030 at 10:30/);
      expect(parsed.html).toContain('<h2>Technical interview</h2>');
      expect(raw).toMatch(/Content-Type: text\/calendar; ?charset=utf-8; ?method=REQUEST/i);
      const calendar = parsed.attachments.find(
        (attachment) => attachment.contentType === 'text/calendar',
      );
      if (!calendar) throw new Error('no calendar part');
      const lines = unfold(calendar.content.toString('utf8'));
      expect(property(lines, 'METHOD')).toEqual(['METHOD:REQUEST']);
      expect(lines).toContain('BEGIN:VTIMEZONE');
      expect(lines).toContain('TZID:Europe/Warsaw');
      const event = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT'));
      expect(property(event, 'UID')).toEqual([`UID:${activity.id}@ats`]);
      expect(property(event, 'SEQUENCE')).toEqual(['SEQUENCE:0']);
      expect(property(event, 'DTSTART')).toEqual(['DTSTART;TZID=Europe/Warsaw:20300115T103000']);
      expect(property(event, 'DTEND')).toEqual(['DTEND;TZID=Europe/Warsaw:20300115T113000']);
      expect(property(event, 'DTSTAMP')[0]).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
      expect(property(event, 'SUMMARY')).toEqual(['SUMMARY:Technical interview']);
      expect(property(event, 'ORGANIZER')).toEqual([
        `ORGANIZER;CN="${owner.firstName} ${owner.lastName}":mailto:${owner.email}`,
      ]);
      expect(
        property(event, 'ATTENDEE').map((line) => line.split(':').at(-1)?.toLowerCase()),
      ).toEqual(['ada@example.com', 'eve@example.com']);
    }
  });

  it('never lets a line break in the meeting name become a mail header or a calendar line', async () => {
    // Issue 24: the name goes into the subject and the iCalendar SUMMARY.
    const candidate = await insertCandidate(testApp, recruitmentId);
    const address = 'crlf-invitee@example.com';
    bodyOf<Activity>(
      await people.owner.api.post('/api/Activities/meeting', {
        recruiteeId: candidate.recruiteeId,
        recruitmentId,
        meetingName: 'Interview\r\nBcc: evil@evil.example\r\nATTENDEE:mailto:evil@evil.example',
        invitedPeople: [address, 'other@example.com\r\nBcc: evil@evil.example'],
        durationInMinutes: 30,
        timeZoneId: 'UTC',
        messageContent: null,
        meetingDateTime: '2030-03-01T09:00:00.000Z',
      }),
    );
    await deliverDueMessages(outboxContext(testApp, smtp.url));
    const mails = smtp.received.filter((received) => received.envelopeTo.includes(address));
    expect(mails).toHaveLength(1);
    // An invitee that is not one address gets nothing; no one else is written to.
    expect(smtp.received.filter((received) => /evil/.test(received.envelopeTo.join()))).toEqual([]);
    const { mail, event } = newestCalendar(address);
    expect(mail.envelopeTo).toEqual([address]);
    const headers = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'));
    expect(headers).not.toMatch(/^(bcc|attendee)/im);
    expect(mail.parsed.subject).toMatch(
      /^Invitation: Interview Bcc: evil@evil\.example ATTENDEE:mailto:evil@evil\.example — /,
    );
    // iCalendar escapes the line breaks inside the one SUMMARY line.
    expect(property(event, 'SUMMARY')).toEqual([
      'SUMMARY:Interview\\nBcc: evil@evil.example\\nATTENDEE:mailto:evil@evil.example',
    ]);
    expect(property(event, 'ATTENDEE').map((line) => line.split(':').at(-1))).toEqual([address]);
  });

  /** The calendar of the newest mail to `address` about the meeting, unfolded. */
  function newestCalendar(address: string) {
    const mails = smtp.received.filter((received) => received.envelopeTo.includes(address));
    const mail = mails.at(-1);
    const calendar = mail?.parsed.attachments.find(
      (attachment) => attachment.contentType === 'text/calendar',
    );
    if (!mail || !calendar) throw new Error(`no calendar mail for ${address}`);
    const lines = unfold(calendar.content.toString('utf8'));
    const event = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT'));
    return { mail, lines, event, count: mails.length };
  }

  it('sends the update of a rescheduled meeting (same UID, higher SEQUENCE), and a cancellation to an invitee taken off', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    const meeting = bodyOf<Activity>(
      await people.owner.api.post('/api/Activities/meeting', {
        recruiteeId: candidate.recruiteeId,
        recruitmentId,
        meetingName: 'Panel',
        invitedPeople: ['stays@example.com', 'leaves@example.com'],
        durationInMinutes: 60,
        timeZoneId: 'Europe/Warsaw',
        messageContent: null,
        meetingDateTime: '2030-03-01T09:00:00.000Z',
      }),
    );
    expect(meeting.activityData.meetingSequence).toBe(0);
    await deliverDueMessages(outboxContext(testApp, smtp.url));

    // A team member moves it to summer time in another zone.
    const moved = bodyOf<Activity>(
      await testApp.app.inject({
        method: 'PUT',
        url: `/api/Activities/meeting/${meeting.id}`,
        headers: people.teamMember.api.headers,
        payload: {
          meetingName: 'Panel (moved)',
          invitedPeople: ['stays@example.com', 'joins@example.com'],
          durationInMinutes: 30,
          timeZoneId: 'America/New_York',
          messageContent: null,
          meetingDateTime: '2030-07-01T14:00:00.000Z',
        },
      }),
    );
    expect(moved).toMatchObject({
      id: meeting.id,
      activityTime: '2030-07-01T14:00:00.000Z',
      activityData: {
        meetingName: 'Panel (moved)',
        timeZoneId: 'America/New_York',
        durationInMinutes: 30,
        meetingSequence: 1,
        invitedPeople: ['stays@example.com', 'joins@example.com'],
        // The organiser stays the one who scheduled it.
        atsUserId: people.owner.id,
      },
    });
    await deliverDueMessages(outboxContext(testApp, smtp.url));

    for (const address of ['stays@example.com', 'joins@example.com']) {
      const { mail, lines, event } = newestCalendar(address);
      expect(mail.parsed.subject).toMatch(/^Updated invitation: Panel \(moved\)/);
      expect(property(lines, 'METHOD')).toEqual(['METHOD:REQUEST']);
      expect(property(event, 'UID')).toEqual([`UID:${meeting.id}@ats`]);
      expect(property(event, 'SEQUENCE')).toEqual(['SEQUENCE:1']);
      expect(property(event, 'DTSTART')).toEqual(['DTSTART;TZID=America/New_York:20300701T100000']);
      expect(property(event, 'DTEND')).toEqual(['DTEND;TZID=America/New_York:20300701T103000']);
      expect(property(event, 'ORGANIZER')[0]).toContain(`mailto:${owner.email}`);
    }
    const left = newestCalendar('leaves@example.com');
    expect(left.count).toBe(2);
    expect(left.mail.parsed.subject).toMatch(/^Cancelled: Panel/);
    expect(property(left.lines, 'METHOD')).toEqual(['METHOD:CANCEL']);
    expect(property(left.event, 'UID')).toEqual([`UID:${meeting.id}@ats`]);
    expect(property(left.event, 'SEQUENCE')).toEqual(['SEQUENCE:1']);
    expect(
      property(left.event, 'ATTENDEE').map((line) => line.split(':').at(-1)?.toLowerCase()),
    ).toEqual(['leaves@example.com']);
  });

  it('sends every invitee the cancellation of a cancelled meeting, which then cannot change', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    const meetingBody = {
      recruiteeId: candidate.recruiteeId,
      recruitmentId,
      meetingName: 'Call off',
      invitedPeople: ['first-cancel@example.com', 'second-cancel@example.com'],
      durationInMinutes: 60,
      timeZoneId: 'Europe/Warsaw',
      messageContent: null,
      meetingDateTime: '2030-03-02T09:00:00.000Z',
    };
    const meeting = bodyOf<Activity>(
      await people.owner.api.post('/api/Activities/meeting', meetingBody),
    );
    expectError(
      await people.otherRecruiter.api.post(`/api/Activities/meeting/${meeting.id}/cancel`, {}),
      403,
    );
    const cancelled = bodyOf<Activity>(
      await testApp.app.inject({
        method: 'POST',
        url: `/api/Activities/meeting/${meeting.id}/cancel`,
        headers: people.owner.api.headers,
      }),
    );
    expect(cancelled.activityData).toMatchObject({ meetingCancelled: true, meetingSequence: 1 });
    await deliverDueMessages(outboxContext(testApp, smtp.url));
    for (const address of meetingBody.invitedPeople) {
      const { mail, lines, event, count } = newestCalendar(address);
      expect(count).toBe(2);
      expect(mail.parsed.subject).toMatch(/^Cancelled: Call off/);
      expect(mail.raw).toMatch(/method=CANCEL/i);
      expect(property(lines, 'METHOD')).toEqual(['METHOD:CANCEL']);
      expect(property(event, 'UID')).toEqual([`UID:${meeting.id}@ats`]);
      expect(property(event, 'SEQUENCE')).toEqual(['SEQUENCE:1']);
    }
    const cancelAgain = await testApp.app.inject({
      method: 'POST',
      url: `/api/Activities/meeting/${meeting.id}/cancel`,
      headers: people.owner.api.headers,
    });
    expectError(cancelAgain, 400);
    const { recruiteeId: _r, recruitmentId: _m, ...fields } = meetingBody;
    expectError(
      await testApp.app.inject({
        method: 'PUT',
        url: `/api/Activities/meeting/${meeting.id}`,
        headers: people.owner.api.headers,
        payload: fields,
      }),
      400,
    );
    // Not a meeting: a note's id.
    const note = bodyOf<Activity>(
      await people.owner.api.post('/api/Activities/note', {
        recruiteeId: candidate.recruiteeId,
        recruitmentId,
        text: 'A note',
      }),
    );
    expectError(
      await testApp.app.inject({
        method: 'POST',
        url: `/api/Activities/meeting/${note.id}/cancel`,
        headers: people.owner.api.headers,
      }),
      404,
    );
  });

  /** The addresses the meeting's queued messages go to, sorted. */
  async function queuedAddresses(activityId: string): Promise<string[]> {
    const queued = await testApp.database.db
      .select({ toAddress: outboxMessages.toAddress })
      .from(outboxMessages)
      .where(eq(outboxMessages.activityId, activityId));
    return queued.map((row) => row.toAddress).sort();
  }

  /** Its e-mail address, as stored. */
  async function candidateEmail(recruiteeId: string): Promise<string> {
    const [row] = await testApp.database.db
      .select({ email: recruitees.email })
      .from(recruitees)
      .where(eq(recruitees.id, recruiteeId));
    if (!row) throw new Error(`no recruitee ${recruiteeId}`);
    return row.email;
  }

  it('sends the candidate the invite with its iCalendar part when she is invited, and not otherwise (issue 26)', async () => {
    const invited = await insertCandidate(testApp, recruitmentId);
    const invitedEmail = await candidateEmail(invited.recruiteeId);
    const meeting = bodyOf<Activity>(
      await people.owner.api.post('/api/Activities/meeting', {
        recruiteeId: invited.recruiteeId,
        recruitmentId,
        meetingName: 'First interview',
        invitedPeople: ['panel@example.com'],
        inviteCandidate: true,
        durationInMinutes: 60,
        timeZoneId: 'Europe/Warsaw',
        messageContent: null,
        meetingDateTime: '2030-04-01T08:00:00.000Z',
      }),
    );
    // The meeting says she is invited, without keeping her address.
    expect(meeting.activityData).toMatchObject({
      candidateInvited: true,
      invitedPeople: ['panel@example.com'],
    });
    expect(await queuedAddresses(meeting.id)).toEqual([invitedEmail, 'panel@example.com'].sort());
    await deliverDueMessages(outboxContext(testApp, smtp.url));
    const { mail, lines, event } = newestCalendar(invitedEmail);
    expect(mail.envelopeTo).toEqual([invitedEmail]);
    expect(mail.parsed.subject).toMatch(/^Invitation: First interview/);
    expect(property(lines, 'METHOD')).toEqual(['METHOD:REQUEST']);
    expect(property(event, 'UID')).toEqual([`UID:${meeting.id}@ats`]);
    expect(
      property(event, 'ATTENDEE').map((line) => line.split(':').at(-1)?.toLowerCase()),
    ).toEqual(['panel@example.com', invitedEmail.toLowerCase()]);

    const notInvited = await insertCandidate(testApp, recruitmentId);
    for (const inviteCandidate of [false, undefined]) {
      const other = bodyOf<Activity>(
        await people.owner.api.post('/api/Activities/meeting', {
          recruiteeId: notInvited.recruiteeId,
          recruitmentId,
          meetingName: 'Internal debrief',
          invitedPeople: ['panel@example.com'],
          ...(inviteCandidate === undefined ? {} : { inviteCandidate }),
          durationInMinutes: 30,
          timeZoneId: 'UTC',
          messageContent: null,
          meetingDateTime: '2030-04-02T08:00:00.000Z',
        }),
      );
      expect(other.activityData.candidateInvited).toBe(false);
      expect(await queuedAddresses(other.id)).toEqual(['panel@example.com']);
    }
  });

  it('sends an invited candidate the update and the cancellation, and a cancellation when she is taken off (issue 26)', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    const address = await candidateEmail(candidate.recruiteeId);
    const fields = {
      meetingName: 'Second interview',
      invitedPeople: [],
      durationInMinutes: 60,
      timeZoneId: 'UTC',
      messageContent: null,
      meetingDateTime: '2030-05-01T08:00:00.000Z',
    };
    const meeting = bodyOf<Activity>(
      await people.owner.api.post('/api/Activities/meeting', {
        ...fields,
        recruiteeId: candidate.recruiteeId,
        recruitmentId,
        inviteCandidate: true,
      }),
    );
    const reschedule = (payload: object) =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/Activities/meeting/${meeting.id}`,
        headers: people.owner.api.headers,
        payload,
      });
    // Without the field she stays invited and gets the update.
    const moved = bodyOf<Activity>(
      await reschedule({ ...fields, meetingDateTime: '2030-05-02T08:00:00.000Z' }),
    );
    expect(moved.activityData.candidateInvited).toBe(true);
    await deliverDueMessages(outboxContext(testApp, smtp.url));
    expect(newestCalendar(address).mail.parsed.subject).toMatch(/^Updated invitation: /);
    // Taken off: she gets the cancellation.
    const withoutHer = bodyOf<Activity>(await reschedule({ ...fields, inviteCandidate: false }));
    expect(withoutHer.activityData.candidateInvited).toBe(false);
    await deliverDueMessages(outboxContext(testApp, smtp.url));
    const takenOff = newestCalendar(address);
    expect(takenOff.count).toBe(3);
    expect(takenOff.mail.parsed.subject).toMatch(/^Cancelled: /);
    expect(property(takenOff.lines, 'METHOD')).toEqual(['METHOD:CANCEL']);
    // Invited again, then the meeting is cancelled: she hears of both.
    bodyOf<Activity>(await reschedule({ ...fields, inviteCandidate: true }));
    bodyOf<Activity>(
      await testApp.app.inject({
        method: 'POST',
        url: `/api/Activities/meeting/${meeting.id}/cancel`,
        headers: people.owner.api.headers,
      }),
    );
    await deliverDueMessages(outboxContext(testApp, smtp.url));
    const cancelled = newestCalendar(address);
    expect(cancelled.count).toBe(5);
    expect(property(cancelled.lines, 'METHOD')).toEqual(['METHOD:CANCEL']);
  });

  it('sends an erased candidate nothing, even when she is invited (issue 26)', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    await testApp.database.db
      .update(recruitees)
      .set({ anonymisedAt: new Date(), email: `erased-${candidate.recruiteeId}@erased.invalid` })
      .where(eq(recruitees.id, candidate.recruiteeId));
    const meeting = bodyOf<Activity>(
      await people.owner.api.post('/api/Activities/meeting', {
        recruiteeId: candidate.recruiteeId,
        recruitmentId,
        meetingName: 'Too late',
        invitedPeople: [],
        inviteCandidate: true,
        durationInMinutes: 60,
        timeZoneId: 'UTC',
        messageContent: null,
        meetingDateTime: '2030-06-01T08:00:00.000Z',
      }),
    );
    expect(await queuedAddresses(meeting.id)).toEqual([]);
  });

  it('queues no invite when the meeting is refused', async () => {
    const candidate = await insertCandidate(testApp, recruitmentId);
    expectError(
      await people.owner.api.post('/api/Activities/meeting', {
        recruiteeId: candidate.recruiteeId,
        recruitmentId,
        meetingName: 'Interview',
        invitedPeople: ['refused@example.com'],
        durationInMinutes: 60,
        timeZoneId: 'Mars/Olympus_Mons',
        messageContent: null,
        meetingDateTime: '2030-01-15T09:30:00.000Z',
      }),
      400,
    );
    const queued = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, 'refused@example.com'));
    expect(queued).toHaveLength(0);
  });
});
