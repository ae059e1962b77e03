import { defaultApplicationFormLimits } from '@ats/design-system';
import { describe, expect, it } from 'vitest';
import { applicationFormLimits } from './applicationFormLimits.ts';

describe('applicationFormLimits', () => {
  it("are the contract's bounds of an application", () => {
    expect(applicationFormLimits).toEqual({
      personalData: { firstName: 200, lastName: 200, email: 254, phoneNumber: 50 },
      answers: { SingleLineText: 1000, Address: 1000, MultiLineText: 20_000, Summary: 20_000 },
      entries: { Education: 50, Experience: 50 },
      education: { school: 200, degree: 200, fieldOfStudy: 200, description: 20_000 },
      experience: { title: 200, company: 200, locationDescription: 1000, description: 20_000 },
      dates: { earliest: '1900-01-01', latest: '2999-12-31' },
    });
  });

  it('match what the design system assumes without them', () => {
    expect(applicationFormLimits).toEqual(defaultApplicationFormLimits);
  });
});
