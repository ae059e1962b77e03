import { StageType } from '@ats/api-sdk';
import type { RecruiteeWithJobApplication } from '@ats/api-sdk/rtk';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApi, stubApi, testUserAs } from '../../../shared/testing/testStore.tsx';
import { CandidateProfile } from './CandidateProfile.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const jobApplicationId = '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0101';
const stageId = '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0201';

const candidate: RecruiteeWithJobApplication = {
  basicData: {
    id: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0301',
    firstName: 'Jan',
    lastName: 'Nowak',
    phoneNumber: '+48 600 100 200',
    email: 'jan@example.com',
    isErased: false,
  } as RecruiteeWithJobApplication['basicData'],
  authorizedData: {
    jobApplicationId,
    recruitmentId: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0401',
    recruitmentRecruiteeStageId: stageId,
    appliedForPositionName: 'Tester',
    jobApplicationDate: '2026-11-01T10:00:00Z',
    averageScore: 0,
    scoreSetByMe: 0,
    reviewCount: 0,
    filledQuestionnaireStructure: { elements: [] },
    filledQuestionnaireAnswers: { additionalQuestionnaireAnswers: [] },
    submittedDetails: {
      firstName: 'Jan',
      lastName: 'Nowak',
      email: 'jan@example.com',
      phoneNumber: '+48 600 100 200',
      prefix: null,
      photoFileIdentifier: null,
    },
    source: 'applied',
    sourceDetail: null,
    addedByStaff: false,
    addedByName: null,
    consentedAt: '2026-11-01T10:00:00Z',
    resumeFileIdentifier: null,
  },
  detailsSource: null,
  newDetails: {
    jobApplicationId,
    jobApplicationDate: '2026-11-01T10:00:00Z',
    changes: [{ field: 'firstName', current: 'Jan', submitted: 'Janek' }],
  },
};

const stages = [
  { id: stageId, name: 'New', stageType: StageType.New, isDeleted: false, order: 0 },
  {
    id: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0202',
    name: 'Interview',
    stageType: StageType.Custom,
    isDeleted: false,
    order: 1,
  },
];

/** Renders the profile for a role; answers the stages, and records every request. */
function renderProfileAs(role: 'Administrator' | 'HiringManager' | 'Interviewer') {
  const requests = stubApi((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/RecruitmentRecruiteeStages') return json(stages);
    if (pathname.includes('AvailableForSetStage')) return json(stages);
    return json({ result: [], totalCount: 0, pageNumber: 1, pageSize: 20 });
  });
  renderWithApi(
    <MemoryRouter>
      <CandidateProfile jobApplicationId={jobApplicationId} candidate={candidate} />
    </MemoryRouter>,
    { user: testUserAs(role) },
  );
  return requests;
}

const paths = (requests: Request[]) => requests.map((request) => new URL(request.url).pathname);

describe('CandidateProfile by role (issue 27)', { timeout: 30_000 }, () => {
  it('offers an interviewer a score and a note only, and asks nothing she may not', async () => {
    const requests = renderProfileAs('Interviewer');
    expect(await screen.findByRole('button', { name: 'Note' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeTruthy();
    for (const name of ['Call', 'Email', 'Meeting', 'Export data', 'Erase data']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('combobox', { name: 'Stage' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept new details' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Access log' })).toBeNull();
    await waitFor(() => expect(paths(requests)).toContain('/api/RecruitmentRecruiteeStages'));
    expect(
      paths(requests).filter((path) => /SetStage|EmailTemplates|AccessLog/.test(path)),
    ).toEqual([]);
  });

  it('lets a hiring manager contact, move and export, but not erase', async () => {
    const requests = renderProfileAs('HiringManager');
    for (const name of ['Call', 'Email', 'Meeting', 'Note', 'Export data']) {
      expect(await screen.findByRole('button', { name })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: 'Erase data' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept new details' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Access log' })).toBeTruthy();
    await waitFor(() =>
      expect(paths(requests).some((path) => path.includes('AvailableForSetStage'))).toBe(true),
    );
    expect(paths(requests).some((path) => path.includes('EmailTemplates'))).toBe(false);
  });

  it('offers an administrator every action', async () => {
    renderProfileAs('Administrator');
    for (const name of ['Call', 'Email', 'Meeting', 'Note', 'Export data', 'Erase data']) {
      expect(await screen.findByRole('button', { name })).toBeTruthy();
    }
  });
});
