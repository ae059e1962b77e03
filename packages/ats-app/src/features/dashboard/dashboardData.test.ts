import type { Dashboard } from '@ats/api-sdk/rtk';
import { describe, expect, it } from 'vitest';
import { isDashboardEmpty, newApplicationsChart } from './dashboardData.ts';

const days = [
  { day: '2026-06-06', count: 0 },
  { day: '2026-06-07', count: 3 },
  { day: '2026-06-12', count: 1 },
];

function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    recruitmentAndRecruiteeAggregates: {
      openRecruitmentsCount: 0,
      totalRecruiteesCount: 0,
      inProcessCount: 0,
      hiredCount: 0,
    },
    newJobApplicationsGroupedByDay: days.map(({ day }) => ({ day, count: 0 })),
    jobApplicationsGroupedByReferer: [],
    recruitmentRecruiteesGroupedByStage: [],
    recentActivities: [],
    ...overrides,
  };
}

describe('the new applications chart', () => {
  it('keeps the server days in order, zeros included, with their counts', () => {
    const points = newApplicationsChart(days, 'en');
    expect(points.map((point) => [point.id, point.value])).toEqual([
      ['2026-06-06', 0],
      ['2026-06-07', 3],
      ['2026-06-12', 1],
    ]);
  });

  it('labels each day in the locale short date format', () => {
    expect(newApplicationsChart(days, 'en').map((point) => point.label)).toEqual([
      '06/06',
      '06/07',
      '06/12',
    ]);
    expect(newApplicationsChart(days, 'pl').map((point) => point.label)).toEqual([
      '06.06',
      '07.06',
      '12.06',
    ]);
  });

  it('shows a day it cannot read as sent', () => {
    expect(newApplicationsChart([{ day: 'yesterday', count: 2 }], 'en')[0]?.label).toBe(
      'yesterday',
    );
  });
});

describe('an empty dashboard', () => {
  it('has no recruitment, applicant, chart data or activity', () => {
    expect(isDashboardEmpty(dashboard())).toBe(true);
    expect(
      isDashboardEmpty(
        dashboard({
          jobApplicationsGroupedByReferer: [{ source: 'applied', referer: null, count: 0 }],
        }),
      ),
    ).toBe(true);
  });

  it('is not empty with any figure', () => {
    const totals = dashboard().recruitmentAndRecruiteeAggregates;
    expect(
      isDashboardEmpty(
        dashboard({ recruitmentAndRecruiteeAggregates: { ...totals, openRecruitmentsCount: 1 } }),
      ),
    ).toBe(false);
    expect(
      isDashboardEmpty(
        dashboard({ recruitmentAndRecruiteeAggregates: { ...totals, totalRecruiteesCount: 2 } }),
      ),
    ).toBe(false);
    expect(isDashboardEmpty(dashboard({ newJobApplicationsGroupedByDay: days }))).toBe(false);
    expect(
      isDashboardEmpty(
        dashboard({
          recruitmentRecruiteesGroupedByStage: [{ recruitmentRecruiteeStageId: 's', count: 1 }],
        }),
      ),
    ).toBe(false);
  });
});
