import type { Dashboard, Stage } from '@ats/api-sdk/rtk';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { candidateSourceMessages } from '../../shared/candidates/candidateSourceMessages.ts';
import { applicationSourceChart } from '../../shared/recruitments/applicationSourceChart.ts';
import { candidatesByStageChart } from '../../shared/recruitments/candidatesByStageChart.ts';
import { recruitmentChartMessages } from '../../shared/recruitments/recruitmentChartMessages.ts';
import { DashboardCard, Skeleton } from './DashboardCard.tsx';
import { newApplicationsChart } from './dashboardData.ts';
import { messages } from './messages.ts';
import type { Charts } from './useCharts.ts';

/** Spec part 1 §9: doughnuts 160 px, the line chart 300 px. */
export const doughnutSize = 160;
export const lineChartHeight = 300;

/** New applications per day over the last 7 days, days in the locale's short date format. */
export function NewApplicationsCard({
  dashboard,
  charts,
}: {
  dashboard: Dashboard | undefined;
  charts: Charts | undefined;
}) {
  const intl = useIntl();
  const days = dashboard?.newJobApplicationsGroupedByDay;
  const data = useMemo(
    () => (days ? newApplicationsChart(days, intl.locale) : []),
    [days, intl.locale],
  );
  const title = intl.formatMessage(messages.newApplicationsTitle);
  return (
    <DashboardCard
      title={title}
      subtitle={intl.formatMessage(messages.lastSevenDays)}
      busy={!dashboard || !charts}
    >
      {dashboard && charts ? (
        <charts.LineChart
          label={title}
          description={intl.formatMessage(messages.newApplicationsDescription)}
          data={data}
          height={lineChartHeight}
          emptyLabel={intl.formatMessage(messages.newApplicationsEmpty)}
          categoryHeader={intl.formatMessage(messages.dayHeader)}
          valueHeader={intl.formatMessage(messages.applicationsHeader)}
          formatValue={(value) => intl.formatNumber(value)}
        />
      ) : (
        <Skeleton height={lineChartHeight} />
      )}
    </DashboardCard>
  );
}

/**
 * Applications by source: "direct links" for an empty referrer, the two named job boards in
 * their own colours, the legend by count (the recruitment details' chart, shared).
 */
export function ApplicationsBySourceCard({
  dashboard,
  charts,
}: {
  dashboard: Dashboard | undefined;
  charts: Charts | undefined;
}) {
  const intl = useIntl();
  const referers = dashboard?.jobApplicationsGroupedByReferer;
  const directLinks = intl.formatMessage(recruitmentChartMessages.directLinks);
  const data = useMemo(
    () =>
      referers
        ? applicationSourceChart(referers, directLinks, (source) =>
            intl.formatMessage(candidateSourceMessages[source]),
          )
        : [],
    [referers, directLinks, intl],
  );
  const title = intl.formatMessage(messages.sourceChartTitle);
  return (
    <DashboardCard title={title} busy={!dashboard || !charts}>
      {dashboard && charts ? (
        <charts.DoughnutChart
          label={title}
          data={data}
          size={doughnutSize}
          emptyLabel={intl.formatMessage(messages.sourceChartEmpty)}
          totalLabel={intl.formatMessage(messages.total)}
          categoryHeader={intl.formatMessage(messages.sourceHeader)}
          valueHeader={intl.formatMessage(messages.applicationsHeader)}
          formatValue={(value) => intl.formatNumber(value)}
        />
      ) : (
        <Skeleton height={doughnutSize} />
      )}
    </DashboardCard>
  );
}

/**
 * Candidates by stage over the last 7 days: coloured by stage type, the legend in stage order,
 * deleted stages left out (the recruitment details' mapping, shared).
 */
export function CandidatesByStageCard({
  dashboard,
  stages,
  charts,
}: {
  dashboard: Dashboard | undefined;
  stages: readonly Stage[] | undefined;
  charts: Charts | undefined;
}) {
  const intl = useIntl();
  const counts = dashboard?.recruitmentRecruiteesGroupedByStage;
  const data = useMemo(
    () => (counts && stages ? candidatesByStageChart(stages, counts) : []),
    [stages, counts],
  );
  const title = intl.formatMessage(messages.stageChartTitle);
  const loaded = dashboard !== undefined && stages !== undefined;
  return (
    <DashboardCard
      title={title}
      subtitle={intl.formatMessage(messages.lastSevenDays)}
      busy={!loaded || !charts}
    >
      {loaded && charts ? (
        <charts.DoughnutChart
          label={title}
          data={data}
          size={doughnutSize}
          emptyLabel={intl.formatMessage(messages.stageChartEmpty)}
          totalLabel={intl.formatMessage(messages.total)}
          categoryHeader={intl.formatMessage(messages.stageHeader)}
          valueHeader={intl.formatMessage(messages.candidatesHeader)}
          formatValue={(value) => intl.formatNumber(value)}
        />
      ) : (
        <Skeleton height={doughnutSize} />
      )}
    </DashboardCard>
  );
}
