import { describe, expect, test } from 'vitest';
import { errorMessages } from '../shared/api/errorCatalogue.ts';
import { applyFailureMessage } from './applyFailure.ts';
import { offerMessages } from './messages.ts';

describe('applyFailureMessage', () => {
  test('uses the catalogue for refusals, server errors and a lost connection', () => {
    expect(applyFailureMessage(400)).toBe(errorMessages.badRequest);
    expect(applyFailureMessage(500)).toBe(errorMessages.unexpected);
    expect(applyFailureMessage(502)).toBe(errorMessages.unexpected);
    expect(applyFailureMessage(0)).toBe(errorMessages.noConnection);
  });

  test('says plainly when to try again, and when the offer has closed', () => {
    expect(applyFailureMessage(429)).toBe(offerMessages.tooManyAttempts);
    expect(applyFailureMessage(404)).toBe(offerMessages.offerClosed);
  });
});
