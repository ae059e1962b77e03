import { api } from '@ats/api-sdk/rtk';
import { configureStore } from '@reduxjs/toolkit';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDashboard } from './useDashboard.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dashboard = {
  recruitmentAndRecruiteeAggregates: {
    openRecruitmentsCount: 1,
    totalRecruiteesCount: 2,
    inProcessCount: 1,
    hiredCount: 0,
  },
  newJobApplicationsGroupedByDay: [],
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

/** Answers the dashboard through `respond`, recording the time zone of each request. */
function stubDashboard(browserZone: string, respond: (timeZone: string | null) => Response) {
  const asked: (string | null)[] = [];
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolvedOptions.call(this), timeZone: browserZone };
  });
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const timeZone = new URL(request.url).searchParams.get('timeZone');
      asked.push(timeZone);
      return respond(timeZone);
    }),
  );
  return asked;
}

function renderDashboardHook() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(api.middleware),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return renderHook(() => useDashboard(), { wrapper });
}

describe('the dashboard data', () => {
  it("counts days in the browser's time zone", async () => {
    const asked = stubDashboard('Europe/Warsaw', () => Response.json(dashboard));
    const { result } = renderDashboardHook();
    await waitFor(() => expect(result.current.data).toEqual(dashboard));
    expect(asked).toEqual(['Europe/Warsaw']);
  });

  it('asks again without a zone (UTC) when the server refuses it', async () => {
    const asked = stubDashboard('Mars/Olympus_Mons', (timeZone) =>
      timeZone
        ? Response.json({ status: 400, message: 'Unknown time zone' }, { status: 400 })
        : Response.json(dashboard),
    );
    const { result } = renderDashboardHook();
    await waitFor(() => expect(result.current.data).toEqual(dashboard));
    expect(result.current.error).toBeUndefined();
    expect(asked).toEqual(['Mars/Olympus_Mons', null]);
  });

  it('reports any other failure', async () => {
    stubDashboard('Europe/Warsaw', () =>
      Response.json({ status: 500, message: 'Internal error' }, { status: 500 }),
    );
    const { result } = renderDashboardHook();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toBeUndefined();
  });
});
