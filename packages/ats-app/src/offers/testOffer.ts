import type { JobOffer } from './useJobOffer.ts';

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const heading = (text: string) => ({
  type: 'heading',
  attrs: { level: 3 },
  content: [{ type: 'text', text }],
});

/** An open offer as the API answers it, for the page's tests. */
export function testOffer(overrides: Partial<JobOffer> = {}): JobOffer {
  return {
    recruitmentId: '0b6c2f4e-8f0a-4c55-9d52-2d9f5a3e7b10',
    title: 'Senior Frontend Engineer',
    positionName: 'Frontend developer',
    jobTitle: 'Senior Frontend Engineer',
    jobDescription: JSON.stringify({
      type: 'doc',
      content: [
        paragraph('Join our web team.'),
        heading('Zakres obowiązków'),
        paragraph('Build the candidate portal.'),
        heading('Wymagania'),
        paragraph('React and TypeScript.'),
        heading('Mile widziane'),
        paragraph('Accessibility know-how.'),
      ],
    }),
    locationDescription: 'Warsaw, Poland',
    locationLatitude: 52.2297,
    locationLongitude: 21.0122,
    remoteWorkIsPossible: true,
    publishedDate: '2025-05-02T09:30:00Z',
    deadline: '2099-12-31',
    vacantPosts: 2,
    budgetPerPositionMin: 12000,
    budgetPerPositionMax: 18000,
    budgetCurrency: { id: 'PLN', name: 'Polish zloty' },
    keywords: ['React', 'TypeScript'],
    questionnaire: {
      id: '7e1d0f4a-1c2b-4d3e-8f5a-6b7c8d9e0f1a',
      structure: {
        elements: [
          {
            $type: 'Resume',
            id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
            order: 1,
            pageNumber: 1,
            sectionNumber: 1,
            question: 'Resume',
            isRequired: true,
          },
        ],
      },
    },
    consent: {
      id: 'c0a5e000-0000-4000-8000-000000000001',
      consent: 'I agree to the processing of my personal data for the purpose of this recruitment.',
      futureOpeningsConsent: 'Keep my application for future openings for 24 months.',
      privacyNotice: 'Your data is processed for this recruitment only.',
    },
    ...overrides,
  };
}
