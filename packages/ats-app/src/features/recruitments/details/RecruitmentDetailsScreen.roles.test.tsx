import { RecruitmentStatus, StageType } from '@ats/api-sdk';
import type { RecruitmentDetails } from '@ats/api-sdk/rtk';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithApi, stubApi, testUserAs } from '../../../shared/testing/testStore.tsx';
import { RecruitmentDetailsScreen } from './RecruitmentDetailsScreen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const id = '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0501';
const person = (first: string) => ({
  id: `${id.slice(0, -3)}${first.length}00`,
  firstName: first,
  lastName: 'Test',
});

const recruitment: RecruitmentDetails = {
  id,
  title: 'Backend developer 2026',
  positionId: null,
  positionName: 'Backend developer',
  status: RecruitmentStatus.Pending,
  deadline: null,
  createDate: '2026-11-01T10:00:00Z',
  vacantPosts: 1,
  budgetPerPositionMin: 0,
  budgetPerPositionMax: 0,
  budgetCurrency: null,
  questionnaireId: null,
  jobTitle: 'Backend developer',
  jobDescription: '',
  locationDescription: 'Kraków',
  locationLatitude: 0,
  locationLongitude: 0,
  remoteWorkIsPossible: false,
  keywords: [],
  recruitmentOwner: person('Anna'),
  hiringManager: person('James'),
  recruitmentTeamMembers: [person('Olga')],
  jobOfferUrl: null,
  candidatesAndApplicants: { candidateCount: 1, applicantCount: 1 },
  recruitmentRecruiteesByStageList: [],
  recruitmentJobApplicationsByRefererList: [],
  candidatesCount: 1,
  applicantsCount: 1,
  newRecruiteesCount: 0,
  // The server's: the user is one of its staff.
  canEdit: true,
} as RecruitmentDetails;

const stages = [
  { id: `${id.slice(0, -1)}9`, name: 'New', stageType: StageType.New, isDeleted: false, order: 0 },
];

function renderDetailsAs(
  role: 'Administrator' | 'HiringManager',
  answer: (pathname: string) => Response | undefined = () => undefined,
) {
  const requests = stubApi((request) => {
    const { pathname } = new URL(request.url);
    const answered = answer(pathname);
    if (answered) return answered;
    if (pathname === `/api/Recruitments/${id}`) return json(recruitment);
    if (pathname === '/api/RecruitmentRecruiteeStages') return json(stages);
    if (pathname.endsWith('/NextAvailableStatuses')) return json([RecruitmentStatus.Open]);
    return json([]);
  });
  renderWithApi(
    <MemoryRouter initialEntries={[`/recruitments/${id}`]}>
      <Routes>
        <Route path="/recruitments/:id" element={<RecruitmentDetailsScreen />} />
      </Routes>
    </MemoryRouter>,
    { user: testUserAs(role) },
  );
  return requests;
}

const paths = (requests: Request[]) => requests.map((request) => new URL(request.url).pathname);

describe('RecruitmentDetailsScreen by role (issue 27)', { timeout: 30_000 }, () => {
  it('lets an administrator on its staff edit it, change its status and its team', async () => {
    renderDetailsAs('Administrator');
    expect(await screen.findByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actions for Backend developer 2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Edit team/ })).toBeTruthy();
  });

  it('shows a hiring manager on its staff its status, its candidates, and no way to change it', async () => {
    const requests = renderDetailsAs('HiringManager');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Backend developer' }),
    ).toBeTruthy();
    expect(screen.getByText('Status')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for / })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit team/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to candidates' })).toBeTruthy();
    expect(paths(requests).some((path) => path.endsWith('/NextAvailableStatuses'))).toBe(false);
  });

  it('tells a hiring manager refused a recruitment that it is not one of his', async () => {
    renderDetailsAs('HiringManager', (pathname) =>
      pathname === `/api/Recruitments/${id}`
        ? json({ status: 403, message: 'not on the recruitment' }, 403)
        : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'Forbidden' })).toBeTruthy();
    expect(
      screen.getByText(
        'This recruitment is not one of yours: you see only the recruitments you manage or are on the team of.',
      ),
    ).toBeTruthy();
  });
});
