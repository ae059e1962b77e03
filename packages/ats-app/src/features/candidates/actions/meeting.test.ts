import { describe, expect, it } from 'vitest';
import { validate, validationMessages } from '../../../shared/forms/validationMessages.ts';
import {
  defaultTimeZone,
  initialMeetingValues,
  isInvitableAddress,
  type MeetingValues,
  meetingInput,
  meetingValuesOf,
  splitInvitees,
  validateMeeting,
  zonedTimeOfDay,
} from './meeting.ts';
import { meetingMessages } from './messages.ts';

const candidate = {
  recruitmentId: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0001',
  recruiteeId: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0002',
};

const filled: MeetingValues = {
  ...initialMeetingValues('Europe/Warsaw'),
  meetingName: '  Technical interview ',
  meetingDate: '2026-03-29',
  meetingTime: '10:00',
};

describe('invitees', () => {
  it('are split on commas and semicolons, trimmed, empty entries dropped', () => {
    expect(splitInvitees('anna@example.com; Jan Nowak,,  ;piotr@example.com ,')).toEqual([
      'anna@example.com',
      'Jan Nowak',
      'piotr@example.com',
    ]);
    expect(splitInvitees('  ')).toEqual([]);
    expect(splitInvitees('')).toEqual([]);
  });
});

describe('the meeting form', () => {
  it('opens with 1 hour in the given zone, the candidate invited, and nothing else filled', () => {
    expect(initialMeetingValues('Europe/Warsaw')).toEqual({
      meetingName: '',
      meetingDate: '',
      meetingTime: '',
      timeZoneId: 'Europe/Warsaw',
      durationInMinutes: '60',
      invitedPeople: '',
      messageContent: '',
      inviteCandidate: true,
    });
    // Issue 26: not when she has no address to send it to.
    expect(initialMeetingValues('UTC', false).inviteCandidate).toBe(false);
  });

  it('invites a candidate with a usable address or an unknown one, never one erased (issue 26)', () => {
    expect(isInvitableAddress('olivia@example.com')).toBe(true);
    expect(isInvitableAddress(undefined)).toBe(true);
    expect(isInvitableAddress(null)).toBe(false);
    expect(isInvitableAddress('')).toBe(false);
    expect(isInvitableAddress('erased-1f2e@erased.invalid')).toBe(false);
  });

  it('requires name, date, time, time zone and duration; invitees and message are optional', () => {
    const errors = validateMeeting({ ...initialMeetingValues(''), durationInMinutes: '' });
    const required = { message: validationMessages.required };
    expect(errors).toEqual({
      meetingName: required,
      meetingDate: required,
      meetingTime: required,
      timeZoneId: required,
      durationInMinutes: required,
    });
    expect(validateMeeting(filled)).toBeUndefined();
    expect(validateMeeting({ ...filled, meetingName: '   ' })).toEqual({ meetingName: required });
  });

  it('says "Invalid time format" (general.validation.timeInvalid) for a time not HH:MM', () => {
    for (const time of ['9:30', '24:00', '10:60', '10.30', 'ten']) {
      expect(validateMeeting({ ...filled, meetingTime: time }), time).toEqual({
        meetingTime: { message: validationMessages.invalidTime },
      });
    }
    expect(validationMessages.invalidTime.defaultMessage).toBe('Invalid time format');
  });

  it('refuses a date outside the years 1900 to 2999 with a clear message', () => {
    for (const meetingDate of ['0001-01-01', '1899-12-31', '3000-01-01', '275760-01-01']) {
      expect(validateMeeting({ ...filled, meetingDate }), meetingDate).toEqual({
        meetingDate: validate.dateOutOfRange,
      });
    }
    expect(validateMeeting({ ...filled, meetingDate: '2027-06-01' })).toBeUndefined();
    expect(validationMessages.dateOutOfRange.defaultMessage).toBe(
      'Choose a date in the years {min} to {max}',
    );
  });

  it('takes only the spec durations', () => {
    for (const minutes of ['30', '60', '120', '180'] as const) {
      expect(validateMeeting({ ...filled, durationInMinutes: minutes })).toBeUndefined();
    }
    expect(
      validateMeeting({ ...filled, durationInMinutes: '45' as MeetingValues['durationInMinutes'] }),
    ).toEqual({ durationInMinutes: { message: validationMessages.invalid } });
  });

  it('keeps invitees within the bounds the server checks', () => {
    const many = Array.from({ length: 101 }, (_, index) => `p${index}@example.com`).join(', ');
    expect(validateMeeting({ ...filled, invitedPeople: many })).toEqual({
      invitedPeople: { message: meetingMessages.tooManyInvitees, values: { max: 100 } },
    });
    expect(validateMeeting({ ...filled, invitedPeople: `a, ${'x'.repeat(255)}` })).toEqual({
      invitedPeople: { message: meetingMessages.inviteeTooLong, values: { max: 254 } },
    });
  });

  it('becomes the API body: trimmed name, split invitees, number duration, null empty message', () => {
    expect(
      meetingInput(
        { ...filled, invitedPeople: 'anna@example.com;; Jan', durationInMinutes: '120' },
        candidate,
        '2026-03-29T08:00:00.000Z',
      ),
    ).toEqual({
      ...candidate,
      meetingName: 'Technical interview',
      invitedPeople: ['anna@example.com', 'Jan'],
      durationInMinutes: 120,
      timeZoneId: 'Europe/Warsaw',
      messageContent: null,
      meetingDateTime: '2026-03-29T08:00:00.000Z',
      inviteCandidate: true,
    });
    expect(
      meetingInput({ ...filled, messageContent: '{"type":"doc"}' }, candidate, 'x').messageContent,
    ).toBe('{"type":"doc"}');
  });
});

describe('the default time zone', () => {
  const offered = [{ id: 'UTC' }, { id: 'Europe/Warsaw' }, { id: 'America/New_York' }];

  it("is the user's own when offered, else UTC, else none", () => {
    expect(defaultTimeZone(offered, 'Europe/Warsaw')).toBe('Europe/Warsaw');
    expect(defaultTimeZone(offered, 'Etc/Unknown')).toBe('UTC');
    expect(defaultTimeZone(offered, undefined)).toBe('UTC');
    expect(defaultTimeZone([{ id: 'Europe/Warsaw' }], 'Asia/Tokyo')).toBe('');
  });
});

describe('a scheduled meeting in the form', () => {
  it("reads the time on the clocks of the meeting's zone, midnight as 00:00", () => {
    expect(zonedTimeOfDay(new Date('2026-01-15T23:00:00.000Z'), 'Europe/Warsaw')).toBe('00:00');
    expect(zonedTimeOfDay(new Date('2026-07-01T13:05:00.000Z'), 'America/New_York')).toBe('09:05');
    expect(zonedTimeOfDay(new Date('nope'), 'UTC')).toBeNull();
    expect(zonedTimeOfDay(new Date(), 'Etc/Unknown')).toBeNull();
  });

  it('opens with the meeting, on the next day where midnight has passed', () => {
    const values = meetingValuesOf({
      id: 'a1',
      activityType: 6,
      recruitmentId: 'm1',
      recruiteeId: 'r1',
      recruiteeFirstName: 'Jan',
      recruiteeLastName: 'Nowak',
      creationTimestamp: '2026-01-01T08:00:00.000Z',
      activityTime: '2026-01-15T23:30:00.000Z',
      activityData: {
        meetingName: 'Late call',
        meetingDateTime: '2026-01-15T23:30:00.000Z',
        timeZoneId: 'Europe/Warsaw',
        durationInMinutes: 120,
        invitedPeople: ['anna@example.com', 'Jan'],
        messageContent: null,
      },
    });
    expect(values).toEqual<MeetingValues>({
      meetingName: 'Late call',
      meetingDate: '2026-01-16',
      meetingTime: '00:30',
      timeZoneId: 'Europe/Warsaw',
      durationInMinutes: '120',
      invitedPeople: 'anna@example.com, Jan',
      messageContent: '',
      inviteCandidate: false,
    });
  });
});
