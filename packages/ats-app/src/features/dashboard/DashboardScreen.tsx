import { type Dashboard, type Stage, useListStagesQuery } from '@ats/api-sdk/rtk';
import { Button, Card, EmptyState, Heading } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { ScreenLoadError } from '../../shared/errors/ScreenLoadError.tsx';
import { paths } from '../../shared/routing/paths.ts';
import { grid, narrowArea, screen, wideArea } from './Dashboard.css.ts';
import {
  ApplicationsBySourceCard,
  CandidatesByStageCard,
  NewApplicationsCard,
} from './DashboardCharts.tsx';
import { isDashboardEmpty } from './dashboardData.ts';
import { messages } from './messages.ts';
import { RecentActivitiesCard } from './RecentActivities.tsx';
import { SummaryTiles } from './SummaryTiles.tsx';
import { type Charts, useCharts } from './useCharts.ts';
import { useDashboard } from './useDashboard.ts';

/**
 * The dashboard (spec part 1 §2): four summary tiles, new applications per day, applications
 * by source, candidates by stage and the recent activities. Skeletons hold their places while
 * the data loads; a failed load replaces the screen with the error view; a fresh install says
 * how to start. A stage or score change elsewhere refreshes it (the Dashboard cache tag).
 */
export function DashboardScreen() {
  const dashboard = useDashboard();
  // The stages name the slices of "candidates by stage" (deleted ones are left out).
  const stages = useListStagesQuery();
  // The charts' code loads from the first render, alongside the data.
  const charts = useCharts();

  const error = dashboard.error ?? stages.error;
  if (error && !(dashboard.data && stages.data)) {
    return (
      <ScreenLoadError
        error={error}
        onRetry={() => {
          if (dashboard.isError) void dashboard.refetch();
          if (stages.isError) void stages.refetch();
        }}
      />
    );
  }
  return <DashboardView dashboard={dashboard.data} stages={stages.data} charts={charts} />;
}

function DashboardView({
  dashboard,
  stages,
  charts,
}: {
  dashboard: Dashboard | undefined;
  stages: readonly Stage[] | undefined;
  charts: Charts | undefined;
}) {
  const intl = useIntl();
  return (
    <div className={screen}>
      <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
      <SummaryTiles totals={dashboard?.recruitmentAndRecruiteeAggregates} />
      {dashboard && isDashboardEmpty(dashboard) ? (
        <Card>
          <EmptyState
            title={intl.formatMessage(messages.emptyTitle)}
            description={intl.formatMessage(messages.emptyDescription)}
            action={
              <Button href={paths.recruitments()}>
                {intl.formatMessage(messages.goToRecruitments)}
              </Button>
            }
          />
        </Card>
      ) : (
        <div className={grid}>
          <div className={wideArea}>
            <NewApplicationsCard dashboard={dashboard} charts={charts} />
          </div>
          <div className={narrowArea}>
            <ApplicationsBySourceCard dashboard={dashboard} charts={charts} />
          </div>
          <div className={narrowArea}>
            <CandidatesByStageCard dashboard={dashboard} stages={stages} charts={charts} />
          </div>
          <div className={wideArea}>
            <RecentActivitiesCard activities={dashboard?.recentActivities} />
          </div>
        </div>
      )}
    </div>
  );
}
