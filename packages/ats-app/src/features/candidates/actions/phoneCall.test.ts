import { describe, expect, it } from 'vitest';
import { validate, validationMessages } from '../../../shared/forms/validationMessages.ts';
import { initialPhoneCallValues, phoneCallInput, validatePhoneCall } from './phoneCall.ts';

const candidate = {
  recruitmentId: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0001',
  recruiteeId: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0002',
};
const required = { message: validationMessages.required };

describe('the phone call form', () => {
  it('opens as an outgoing call, now, with no description', () => {
    expect(initialPhoneCallValues(new Date(2026, 2, 29, 9, 5))).toEqual({
      callType: '1',
      callDate: '2026-03-29',
      callTime: '09:05',
      description: '',
    });
  });

  it('requires every field, and a time as HH:MM', () => {
    expect(
      validatePhoneCall({ callType: '', callDate: '', callTime: '', description: ' ' }),
    ).toEqual({
      callType: required,
      callDate: required,
      callTime: required,
      description: required,
    });
    const filled = { ...initialPhoneCallValues(new Date()), description: 'Salary expectations' };
    expect(validatePhoneCall(filled)).toBeUndefined();
    expect(validatePhoneCall({ ...filled, callTime: '9:5' })).toEqual({
      callTime: { message: validationMessages.invalidTime },
    });
  });

  it('refuses a call date outside the years 1900 to 2999', () => {
    const filled = { ...initialPhoneCallValues(new Date()), description: 'Salary expectations' };
    for (const callDate of ['0001-01-01', '9999-12-31']) {
      expect(validatePhoneCall({ ...filled, callDate }), callDate).toEqual({
        callDate: validate.dateOutOfRange,
      });
    }
  });

  it('sends the date as chosen and the moment in UTC, the type as a number', () => {
    const input = phoneCallInput(
      { callType: '0', callDate: '2026-03-29', callTime: '14:30', description: ' Called back ' },
      candidate,
    );
    expect(input).toEqual({
      ...candidate,
      callType: 0,
      callDate: '2026-03-29',
      callTime: new Date(2026, 2, 29, 14, 30).toISOString(),
      description: 'Called back',
    });
    expect(input.callTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
    expect(phoneCallInput({ ...input, callType: '1', callTime: '08:00' }, candidate).callType).toBe(
      1,
    );
  });
});
