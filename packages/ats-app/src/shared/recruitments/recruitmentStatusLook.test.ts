import { RecruitmentStatus } from '@ats/api-sdk';
import { describe, expect, test } from 'vitest';
import { recruitmentStatusLook } from './recruitmentStatusLook.ts';

describe('recruitmentStatusLook', () => {
  test('gives every recruitment status of the contract a look', () => {
    expect(Object.keys(recruitmentStatusLook).map(Number).sort()).toEqual(
      Object.values(RecruitmentStatus).sort(),
    );
  });

  // Spec part 2 §2.1 and §9: draft warning, open info, closed danger, pending primary.
  test.each([
    [RecruitmentStatus.Draft, 'caution', 'Draft'],
    [RecruitmentStatus.Pending, 'promote', 'Pending'],
    [RecruitmentStatus.Open, 'info', 'Open'],
    [RecruitmentStatus.Closed, 'critical', 'Closed'],
  ])('status %i is %s and reads "%s"', (status, tone, name) => {
    expect(recruitmentStatusLook[status].tone).toBe(tone);
    expect(recruitmentStatusLook[status].label.defaultMessage).toBe(name);
  });
});
