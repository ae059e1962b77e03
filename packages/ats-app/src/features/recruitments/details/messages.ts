import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the recruitment details screen (spec part 2 §2.4). */
export const detailsMessages = {
  ...defineMessages({
    breadcrumbLabel: { id: 'recruitments.details.breadcrumbLabel', defaultMessage: 'Breadcrumb' },
    breadcrumbList: { id: 'recruitments.details.breadcrumbList', defaultMessage: 'Recruitments' },
    loading: { id: 'recruitments.details.loading', defaultMessage: 'Loading recruitment' },
    none: { id: 'recruitments.details.none', defaultMessage: '—' },
    status: { id: 'recruitments.details.status', defaultMessage: 'Status' },
    statusChanged: {
      id: 'recruitments.details.statusChanged',
      defaultMessage: 'Recruitment status has been changed.',
    },
    statusChangeFailed: {
      id: 'recruitments.details.statusChangeFailed',
      defaultMessage: 'Recruitment status could not be changed.',
    },
    edit: { id: 'recruitments.details.edit', defaultMessage: 'Edit' },
    delete: { id: 'recruitments.details.delete', defaultMessage: 'Delete' },
    copyLink: { id: 'recruitments.details.copyLink', defaultMessage: 'Copy link' },
    linkCopied: {
      id: 'recruitments.details.linkCopied',
      defaultMessage: 'Link to the job offer copied to the clipboard',
    },
    linkNotCopied: {
      id: 'recruitments.details.linkNotCopied',
      defaultMessage: 'The link could not be copied. Copy it from here:',
    },
    created: { id: 'recruitments.details.created', defaultMessage: 'Created' },
    deadline: { id: 'recruitments.details.deadline', defaultMessage: 'Deadline' },
    vacantPosts: { id: 'recruitments.details.vacantPosts', defaultMessage: 'Vacant posts' },
    budget: { id: 'recruitments.details.budget', defaultMessage: 'Budget per position' },
    team: { id: 'recruitments.details.team', defaultMessage: 'Team' },
    stageChartTitle: {
      id: 'recruitments.details.stageChartTitle',
      defaultMessage: 'Candidates by stage',
    },
    stageChartEmpty: {
      id: 'recruitments.details.stageChartEmpty',
      defaultMessage: 'No candidates yet',
    },
    stageHeader: { id: 'recruitments.details.stageHeader', defaultMessage: 'Stage' },
    candidatesHeader: { id: 'recruitments.details.candidatesHeader', defaultMessage: 'Candidates' },
    sourceChartTitle: {
      id: 'recruitments.details.sourceChartTitle',
      defaultMessage: 'Applications by source',
    },
    sourceChartEmpty: {
      id: 'recruitments.details.sourceChartEmpty',
      defaultMessage: 'No applications yet',
    },
    sourceHeader: { id: 'recruitments.details.sourceHeader', defaultMessage: 'Source' },
    applicationsHeader: {
      id: 'recruitments.details.applicationsHeader',
      defaultMessage: 'Applications',
    },
    total: { id: 'recruitments.details.total', defaultMessage: 'Total' },
    countsTitle: {
      id: 'recruitments.details.countsTitle',
      defaultMessage: 'Candidates and applicants',
    },
    candidates: { id: 'recruitments.details.candidates', defaultMessage: 'Candidates' },
    applicants: { id: 'recruitments.details.applicants', defaultMessage: 'Applicants' },
    goToCandidates: {
      id: 'recruitments.details.goToCandidates',
      defaultMessage: 'Go to candidates',
    },
    candidatesTeamOnly: {
      id: 'recruitments.details.candidatesTeamOnly',
      defaultMessage: 'The candidates of this recruitment are visible only to its team.',
    },
    positionTitle: {
      id: 'recruitments.details.positionTitle',
      defaultMessage: 'Position details',
    },
    jobTitle: { id: 'recruitments.details.jobTitle', defaultMessage: 'Job title' },
    location: { id: 'recruitments.details.location', defaultMessage: 'Location' },
    keywords: { id: 'recruitments.details.keywords', defaultMessage: 'Keywords' },
    remoteWork: { id: 'recruitments.details.remoteWork', defaultMessage: 'Remote work' },
    remotePossible: { id: 'recruitments.details.remotePossible', defaultMessage: 'Possible' },
    remoteNotPossible: {
      id: 'recruitments.details.remoteNotPossible',
      defaultMessage: 'Not possible',
    },
    jobDescription: {
      id: 'recruitments.details.jobDescription',
      defaultMessage: 'Job description',
    },
    jobPost: { id: 'recruitments.details.jobPost', defaultMessage: 'View the job post' },
  }),
  actionsFor: defineMessage<{ title: string }>({
    id: 'recruitments.details.actionsFor',
    defaultMessage: 'Actions for {title}',
  }),
  personName: defineMessage<{ firstName: string; lastName: string }>({
    id: 'recruitments.details.personName',
    defaultMessage: '{firstName} {lastName}',
  }),
  budgetRange: defineMessage<{ min: string; max: string; currency: string }>({
    id: 'recruitments.details.budgetRange',
    defaultMessage: '{min} – {max} {currency}',
  }),
  budgetRangeWithoutCurrency: defineMessage<{ min: string; max: string }>({
    id: 'recruitments.details.budgetRangeWithoutCurrency',
    defaultMessage: '{min} – {max}',
  }),
  coordinates: defineMessage<{ latitude: string; longitude: string }>({
    id: 'recruitments.details.coordinates',
    defaultMessage: 'Latitude {latitude}, longitude {longitude}',
  }),
  teamImage: defineMessage<{ names: string }>({
    id: 'recruitments.details.teamImage',
    defaultMessage: 'Team: {names}',
  }),
  teamButton: defineMessage<{ names: string }>({
    id: 'recruitments.details.teamButton',
    defaultMessage: 'Edit team: {names}',
  }),
};

/** Texts of the team modal (spec part 2 §2.5, §8). */
export const teamMessages = {
  ...defineMessages({
    title: { id: 'recruitments.team.title', defaultMessage: 'Recruitment team' },
    description: {
      id: 'recruitments.team.description',
      defaultMessage:
        'Choose the recruiters who work on this recruitment. Its owner is always on the team.',
    },
    groupLabel: { id: 'recruitments.team.groupLabel', defaultMessage: 'Recruiters' },
    owner: { id: 'recruitments.team.owner', defaultMessage: 'Owner, always on the team' },
    loading: { id: 'recruitments.team.loading', defaultMessage: 'Loading recruiters' },
    loadFailed: {
      id: 'recruitments.team.loadFailed',
      defaultMessage: 'The recruiters could not be loaded.',
    },
    tryAgain: { id: 'recruitments.team.tryAgain', defaultMessage: 'Try again' },
    cancel: { id: 'recruitments.team.cancel', defaultMessage: 'Cancel' },
    save: { id: 'recruitments.team.save', defaultMessage: 'Save' },
    close: { id: 'recruitments.team.close', defaultMessage: 'Close' },
    // The spec's translation keys (part 2 §8); their wording is ours.
    changed: {
      id: 'recruitmentView.recruitmentTeamChanged',
      defaultMessage: 'Recruitment team has been changed.',
    },
    changeFailed: {
      id: 'recruitmentView.recruitmentTeamChangeError',
      defaultMessage: 'Recruitment team could not be changed.',
    },
  }),
  full: defineMessage<{ max: number }>({
    id: 'recruitments.team.full',
    defaultMessage: 'A team has at most {max} people, the owner included.',
  }),
};
