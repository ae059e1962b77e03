import { defineMessage, defineMessages } from 'react-intl';

/** The dashboard (spec part 1 §2 "Dashboard", §3 "Dashboard data"). */
export const messages = {
  ...defineMessages({
    title: { id: 'dashboard.title', defaultMessage: 'Dashboard' },
    loading: { id: 'dashboard.loading', defaultMessage: 'Loading the dashboard' },
    // The four summary tiles, in the spec's words.
    openRecruitments: { id: 'dashboard.openRecruitments', defaultMessage: 'Open recruitments' },
    totalApplicants: { id: 'dashboard.totalApplicants', defaultMessage: 'Total applicants' },
    inProcess: { id: 'dashboard.inProcess', defaultMessage: 'In process' },
    hired: { id: 'dashboard.hired', defaultMessage: 'Hired' },
    lastSevenDays: { id: 'dashboard.lastSevenDays', defaultMessage: 'Last 7 days' },
    // New applications per day.
    newApplicationsTitle: {
      id: 'dashboard.newApplications.title',
      defaultMessage: 'New applications',
    },
    newApplicationsDescription: {
      id: 'dashboard.newApplications.description',
      defaultMessage: 'New applications per day over the last 7 days',
    },
    newApplicationsEmpty: {
      id: 'dashboard.newApplications.empty',
      defaultMessage: 'No applications in the last 7 days',
    },
    dayHeader: { id: 'dashboard.newApplications.dayHeader', defaultMessage: 'Day' },
    applicationsHeader: {
      id: 'dashboard.charts.applicationsHeader',
      defaultMessage: 'Applications',
    },
    // Applications by source.
    sourceChartTitle: { id: 'dashboard.sources.title', defaultMessage: 'Applications by source' },
    sourceChartEmpty: { id: 'dashboard.sources.empty', defaultMessage: 'No applications yet' },
    sourceHeader: { id: 'dashboard.sources.sourceHeader', defaultMessage: 'Source' },
    // Candidates by stage.
    stageChartTitle: { id: 'dashboard.stages.title', defaultMessage: 'Candidates by stage' },
    stageChartEmpty: {
      id: 'dashboard.stages.empty',
      defaultMessage: 'No candidates in the last 7 days',
    },
    stageHeader: { id: 'dashboard.stages.stageHeader', defaultMessage: 'Stage' },
    candidatesHeader: { id: 'dashboard.stages.candidatesHeader', defaultMessage: 'Candidates' },
    total: { id: 'dashboard.charts.total', defaultMessage: 'Total' },
    // Recent activities.
    activitiesTitle: { id: 'dashboard.activities.title', defaultMessage: 'Recent activities' },
    activitiesEmpty: {
      id: 'dashboard.activities.empty',
      defaultMessage: 'No recent activities',
    },
    activitiesEmptyDescription: {
      id: 'dashboard.activities.emptyDescription',
      defaultMessage:
        'Applications, scores, stage changes, phone calls, notes and meetings in your recruitments will show here.',
    },
    // A fresh install.
    emptyTitle: { id: 'dashboard.empty.title', defaultMessage: 'Nothing to show yet' },
    emptyDescription: {
      id: 'dashboard.empty.description',
      defaultMessage:
        'Open a recruitment and share its job offer: applications, charts and recent activities will show here.',
    },
    goToRecruitments: {
      id: 'dashboard.empty.goToRecruitments',
      defaultMessage: 'Go to recruitments',
    },
  }),
  /** What happened and who did it, e.g. "Stage changed by Anna Kowalska". */
  activityBy: defineMessage<{ activity: string; actor: string }>({
    id: 'dashboard.activities.activityBy',
    defaultMessage: '{activity} by {actor}',
  }),
};
