import { api, type Dashboard, type Stage } from '@ats/api-sdk/rtk';
import { configureStore } from '@reduxjs/toolkit';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardScreen } from './DashboardScreen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stages: Stage[] = [
  { id: 's-new', name: 'New', order: 1, isDeleted: false, stageType: 2 },
  { id: 's-gone', name: 'Old screening', order: 2, isDeleted: true, stageType: 3 },
  { id: 's-interview', name: 'Interview', order: 3, isDeleted: false, stageType: 3 },
  { id: 's-hired', name: 'Hired', order: 4, isDeleted: false, stageType: 4 },
];

const threeHoursAgo = new Date(Date.now() - 3 * 60 * 60 * 1000 - 60_000).toISOString();

const filled: Dashboard = {
  recruitmentAndRecruiteeAggregates: {
    openRecruitmentsCount: 4,
    totalRecruiteesCount: 1250,
    inProcessCount: 17,
    hiredCount: 3,
  },
  newJobApplicationsGroupedByDay: [
    { day: '2026-06-11', count: 2 },
    { day: '2026-06-12', count: 0 },
  ],
  jobApplicationsGroupedByReferer: [
    { source: 'applied', referer: 'linkedin.com', count: 3 },
    { source: 'applied', referer: null, count: 5 },
  ],
  recruitmentRecruiteesGroupedByStage: [
    { recruitmentRecruiteeStageId: 's-interview', count: 2 },
    { recruitmentRecruiteeStageId: 's-gone', count: 1 },
  ],
  recentActivities: [
    {
      id: 'a1',
      activityType: 5,
      recruiteeId: 'r1',
      recruiteeFirstName: 'Jan',
      recruiteeLastName: 'Nowak',
      recruitmentId: 'm1',
      creationTimestamp: threeHoursAgo,
      activityTime: threeHoursAgo,
      activityData: {
        positionName: 'Frontend Developer',
        jobApplicationId: 'j1',
        atsUserFirstName: 'Anna',
        atsUserLastName: 'Kowalska',
        newStageId: 's-interview',
      },
    },
  ],
};

const fresh: Dashboard = {
  recruitmentAndRecruiteeAggregates: {
    openRecruitmentsCount: 0,
    totalRecruiteesCount: 0,
    inProcessCount: 0,
    hiredCount: 0,
  },
  newJobApplicationsGroupedByDay: filled.newJobApplicationsGroupedByDay.map(({ day }) => ({
    day,
    count: 0,
  })),
  jobApplicationsGroupedByReferer: [],
  recruitmentRecruiteesGroupedByStage: [],
  recentActivities: [],
};

/** Node's Request refuses relative URLs; the browser resolves them against the page. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost:3000') : input, init);
  }
}

function renderDashboard(dashboard: Response) {
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) =>
      new URL(request.url).pathname === '/api/Dashboard'
        ? dashboard.clone()
        : Response.json(stages),
    ),
  );
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(api.middleware),
  });
  render(
    <Provider store={store}>
      <IntlProvider locale="en">
        <MemoryRouter>
          <DashboardScreen />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
}

describe('the dashboard screen', { timeout: 30_000 }, () => {
  it('shows the tiles, the charts and the feed', async () => {
    renderDashboard(Response.json(filled));
    // The tiles are drawn at once, with placeholders until the data comes.
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Hired' }).textContent).toContain('3'),
    );
    expect(screen.getByRole('group', { name: 'Total applicants' }).textContent).toContain('1,250');

    // The charts' code loads on its own: each chart's table comes with its chart.
    const days = within(await screen.findByRole('table', { name: 'New applications' }));
    expect(days.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      '06/11',
      '06/12',
    ]);
    const sources = within(await screen.findByRole('table', { name: 'Applications by source' }));
    expect(sources.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'direct links',
      'linkedin.com',
      'Total',
    ]);
    const byStage = within(await screen.findByRole('table', { name: 'Candidates by stage' }));
    expect(byStage.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'New',
      'Interview',
      'Hired',
      'Total',
    ]);
    // Drawn, no card says it is busy any more.
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();

    const feed = within(screen.getByRole('region', { name: 'Recent activities' }));
    const [entry] = feed.getAllByRole('listitem');
    expect(within(entry as HTMLElement).getByRole('link', { name: 'Jan Nowak' })).toHaveProperty(
      'pathname',
      '/applicants/application/j1',
    );
    expect(entry?.textContent).toContain('Stage changed by Anna Kowalska');
    expect(entry?.textContent).toContain('3 hours ago');
    expect(entry?.textContent).toContain('Frontend Developer');
  });

  it('keeps a chart card busy, with its skeleton, until its chart is drawn', async () => {
    renderDashboard(Response.json(filled));
    const card = screen.getByRole('region', { name: 'New applications' });
    expect(card.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await within(card).findByRole('table', { name: 'New applications' })).toBeTruthy();
    expect(
      screen.getByRole('region', { name: 'New applications' }).querySelector('[aria-busy]'),
    ).toBeNull();
  });

  it('says how to start on a fresh install', async () => {
    renderDashboard(Response.json(fresh));
    expect(await screen.findByRole('heading', { name: 'Nothing to show yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to recruitments' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Open recruitments' }).textContent).toContain('0');
    expect(screen.queryByRole('region', { name: 'Recent activities' })).toBeNull();
  });

  it('shows the error view when the data cannot be loaded', async () => {
    renderDashboard(Response.json({ status: 500, message: 'Internal error' }, { status: 500 }));
    expect(await screen.findByText('Unable to fetch data from api')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
