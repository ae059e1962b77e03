import { RecruitmentStatus, StageType } from '@ats/api-sdk';
import type { RecruitmentDetails, RecruitmentRecruitee } from '@ats/api-sdk/rtk';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApi, stubApi, testUserAs } from '../../../shared/testing/testStore.tsx';
import { RecruitmentPipeline } from './RecruitmentPipeline.tsx';

// Issue 27: the pipeline board offers only what the role allows.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const id = '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0601';
const stageId = '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0602';
const stages = [{ id: stageId, name: 'New', stageType: StageType.New, isDeleted: false, order: 0 }];
const someone = { id: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0603', firstName: 'Anna', lastName: 'K' };

const recruitment = {
  id,
  title: 'Backend developer 2026',
  positionName: 'Backend developer',
  status: RecruitmentStatus.Open,
  recruitmentOwner: someone,
  hiringManager: null,
  recruitmentTeamMembers: [],
  canEdit: true,
} as unknown as RecruitmentDetails;

const candidate: RecruitmentRecruitee = {
  id: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0604',
  firstName: 'Jan',
  lastName: 'Nowak',
  hasPhoto: false,
  isErased: false,
  newestJobApplicationId: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0605',
  newestJobApplicationDate: '2026-11-01T10:00:00Z',
  newestResumeFileIdentifier: null,
  recruitmentRecruiteeStageId: stageId,
  stageEnteredDate: '2026-11-01T10:00:00Z',
  averageScore: 0,
  scoreSetByMe: 0,
  reviewCount: 0,
} as RecruitmentRecruitee;

type Role = 'HiringManager' | 'Interviewer';

function stubCandidates() {
  return stubApi(() => json({ result: [candidate], totalCount: 1, pageNumber: 1 }));
}

// The candidates list's rows are virtualised (jsdom draws none): e2e/signed-in/roles.spec.ts
// checks its actions.
function renderBoardAs(role: Role) {
  const requests = stubCandidates();
  renderWithApi(
    <MemoryRouter>
      <RecruitmentPipeline recruitment={recruitment} stages={stages} />
    </MemoryRouter>,
    { user: testUserAs(role) },
  );
  return requests;
}

describe('the pipeline board by role', { timeout: 30_000 }, () => {
  const hint = /To move a candidate with the keyboard/;

  it('lets an interviewer look, not move nor e-mail, and asks no stages to move to', async () => {
    const requests = renderBoardAs('Interviewer');
    expect(await screen.findByRole('region', { name: 'Pipeline' })).toBeTruthy();
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(screen.queryByText(hint)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move .* to…$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Email / })).toBeNull();
    expect(
      requests.some((request) => new URL(request.url).pathname.includes('AvailableForSetStage')),
    ).toBe(false);
  });

  it('lets a hiring manager move cards by keyboard or menu', async () => {
    renderBoardAs('HiringManager');
    expect(await screen.findByText(hint)).toBeTruthy();
  });
});
