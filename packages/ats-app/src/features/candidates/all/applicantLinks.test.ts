import type { RecruiteeListItem } from '@ats/api-sdk/rtk';
import { describe, expect, it } from 'vitest';
import { profileApplicationId, viewableResume } from './applicantLinks.ts';

const applicant: RecruiteeListItem = {
  id: 'r1',
  firstName: 'Jan',
  lastName: 'Nowak',
  phoneNumber: null,
  email: 'jan@example.com',
  hasPhoto: false,
  newestJobApplicationId: 'newest',
  newestAccessibleJobApplicationId: 'accessible',
  newestJobApplicationDate: '2026-11-20T10:00:00Z',
  newestResumeFileIdentifier: 'resume',
  isErased: false,
};

describe('profileApplicationId', () => {
  it('opens the newest application the user may see in full', () => {
    expect(profileApplicationId(applicant)).toBe('accessible');
  });

  it('falls back to the newest application when none is accessible', () => {
    expect(
      profileApplicationId({
        ...applicant,
        newestAccessibleJobApplicationId: null,
        newestResumeFileIdentifier: null,
      }),
    ).toBe('newest');
  });
});

describe('viewableResume', () => {
  it('is the resume of the newest accessible application', () => {
    expect(viewableResume(applicant)).toEqual({
      jobApplicationId: 'accessible',
      fileIdentifier: 'resume',
    });
  });

  it('is null without an accessible application or without a resume', () => {
    expect(viewableResume({ ...applicant, newestAccessibleJobApplicationId: null })).toBeNull();
    expect(viewableResume({ ...applicant, newestResumeFileIdentifier: null })).toBeNull();
  });
});
