import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the candidate profile (spec part 2 §2.8). */
export const profileMessages = {
  ...defineMessages({
    loading: { id: 'candidates.profile.loading', defaultMessage: 'Loading candidate' },
    breadcrumbLabel: { id: 'candidates.profile.breadcrumbLabel', defaultMessage: 'Breadcrumb' },
    breadcrumbRecruitments: {
      id: 'candidates.profile.breadcrumbRecruitments',
      defaultMessage: 'Recruitments',
    },
    // Stands in for the recruitment's title until it has loaded.
    breadcrumbRecruitment: {
      id: 'candidates.profile.breadcrumbRecruitment',
      defaultMessage: 'Recruitment',
    },
    breadcrumbCandidates: {
      id: 'candidates.profile.breadcrumbCandidates',
      defaultMessage: 'Candidates',
    },
    breadcrumbApplicants: {
      id: 'candidates.profile.breadcrumbApplicants',
      defaultMessage: 'Applicants',
    },
    phone: { id: 'candidates.profile.phone', defaultMessage: 'Phone' },
    email: { id: 'candidates.profile.email', defaultMessage: 'Email' },
    address: { id: 'candidates.profile.address', defaultMessage: 'Address' },
    none: { id: 'candidates.profile.none', defaultMessage: '—' },
    restricted: {
      id: 'candidates.profile.restricted',
      defaultMessage:
        'The details of this application (answers, resume, scores, stage and activities) are visible only to the recruitment’s team.',
    },
    appliedFor: { id: 'candidates.profile.appliedFor', defaultMessage: 'Applied for' },
    applicationDate: {
      id: 'candidates.profile.applicationDate',
      defaultMessage: 'Application date',
    },
    otherApplications: {
      id: 'candidates.profile.otherApplications',
      defaultMessage: 'Other applications',
    },
    yourScore: { id: 'candidates.profile.yourScore', defaultMessage: 'Your score' },
    averageScore: { id: 'candidates.profile.averageScore', defaultMessage: 'Average score' },
    noScoreYet: { id: 'candidates.profile.noScoreYet', defaultMessage: 'No score yet' },
    call: { id: 'candidates.profile.call', defaultMessage: 'Call' },
    sendEmail: { id: 'candidates.profile.sendEmail', defaultMessage: 'Email' },
    noEmailErased: {
      id: 'candidates.profile.noEmailErased',
      defaultMessage: 'The candidate has no e-mail address to send an e-mail to.',
    },
    meeting: { id: 'candidates.profile.meeting', defaultMessage: 'Meeting' },
    note: { id: 'candidates.profile.note', defaultMessage: 'Note' },
    stage: { id: 'candidates.profile.stage', defaultMessage: 'Stage' },
    // The spec's profile wording (part 2 §8).
    stageUpdated: { id: 'candidates.profile.stageUpdated', defaultMessage: 'Stage updated' },
    stageUpdateError: {
      id: 'candidates.profile.stageUpdateError',
      defaultMessage: 'Stage update error',
    },
    tabsLabel: { id: 'candidates.profile.tabsLabel', defaultMessage: 'Candidate profile' },
    resumeTab: { id: 'candidates.profile.resumeTab', defaultMessage: 'Resume' },
    applicationFormTab: {
      id: 'candidates.profile.applicationFormTab',
      defaultMessage: 'Application form',
    },
    activityTab: { id: 'candidates.profile.activityTab', defaultMessage: 'Activity' },
    noResume: { id: 'candidates.profile.noResume', defaultMessage: 'No resume' },
    noResumeDescription: {
      id: 'candidates.profile.noResumeDescription',
      defaultMessage: 'The candidate sent no resume with this application.',
    },
    close: { id: 'candidates.profile.close', defaultMessage: 'Close' },
    applicationsTableLabel: {
      id: 'candidates.profile.applicationsTableLabel',
      defaultMessage: 'Applications',
    },
    recruitmentHeader: {
      id: 'candidates.profile.recruitmentHeader',
      defaultMessage: 'Recruitment',
    },
    stageHeader: { id: 'candidates.profile.stageHeader', defaultMessage: 'Stage' },
    myScoreHeader: { id: 'candidates.profile.myScoreHeader', defaultMessage: 'My score' },
    loadingApplications: {
      id: 'candidates.profile.loadingApplications',
      defaultMessage: 'Loading applications',
    },
    loadingMoreApplications: {
      id: 'candidates.profile.loadingMoreApplications',
      defaultMessage: 'Loading more applications',
    },
    applicationsLoadFailed: {
      id: 'candidates.profile.applicationsLoadFailed',
      defaultMessage: 'The applications could not be loaded',
    },
    noApplications: {
      id: 'candidates.profile.noApplications',
      defaultMessage: 'No applications to show',
    },
    currentApplication: {
      id: 'candidates.profile.currentApplication',
      defaultMessage: 'This application',
    },
  }),
  personName: defineMessage<{ firstName: string; lastName: string }>({
    id: 'candidates.profile.personName',
    defaultMessage: '{firstName} {lastName}',
  }),
  applicationsOf: defineMessage<{ name: string }>({
    id: 'candidates.profile.applicationsOf',
    defaultMessage: 'Applications: {name}',
  }),
  giveScoreWith: defineMessage<{ score: number }>({
    id: 'candidates.profile.giveScoreWith',
    defaultMessage: '{score, plural, one {# star} other {# stars}}',
  }),
  averageScoreOf: defineMessage<{ score: number }>({
    id: 'candidates.profile.averageScoreOf',
    defaultMessage: 'Average score {score} of 5',
  }),
  reviews: defineMessage<{ count: number }>({
    id: 'candidates.profile.reviews',
    defaultMessage: '{count, plural, one {# review} other {# reviews}}',
  }),
  myScore: defineMessage<{ score: number }>({
    id: 'candidates.profile.myScore',
    defaultMessage: '{score, plural, =0 {No score} one {# star} other {# stars}}',
  }),
};
