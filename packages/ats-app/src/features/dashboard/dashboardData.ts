import type { Dashboard } from '@ats/api-sdk/rtk';
import type { ChartPoint } from '@ats/design-system';
import { formatDayAndMonth } from '../../i18n/formatDate.ts';
import { parseCalendarDate } from '../../shared/dates/calendarDate.ts';

/**
 * The points of "new applications per day" (spec part 1 §2, §9): one per day as the server
 * sends them (the last 7 days in the user's time zone, oldest first, zeros included), each
 * labelled with the day in the locale's short date format (MM/DD in English, DD.MM in Polish).
 */
export function newApplicationsChart(
  days: Dashboard['newJobApplicationsGroupedByDay'],
  locale: string,
): ChartPoint[] {
  return days.map(({ day, count }) => {
    const date = parseCalendarDate(day);
    return { id: day, label: date ? formatDayAndMonth(date, locale) : day, value: count };
  });
}

/**
 * A fresh install (or one whose data is all gone): no open recruitment, no applicant, nothing
 * in any chart and no activity. The dashboard then says how to start instead of empty charts.
 */
export function isDashboardEmpty(dashboard: Dashboard): boolean {
  const totals = dashboard.recruitmentAndRecruiteeAggregates;
  const nothingIn = (counts: readonly { count: number }[]) =>
    counts.every(({ count }) => count === 0);
  return (
    totals.openRecruitmentsCount === 0 &&
    totals.totalRecruiteesCount === 0 &&
    totals.inProcessCount === 0 &&
    totals.hiredCount === 0 &&
    nothingIn(dashboard.newJobApplicationsGroupedByDay) &&
    nothingIn(dashboard.jobApplicationsGroupedByReferer) &&
    nothingIn(dashboard.recruitmentRecruiteesGroupedByStage) &&
    dashboard.recentActivities.length === 0
  );
}
