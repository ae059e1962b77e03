import { defineMessage, defineMessages } from 'react-intl';

type Named = { name: string };

/** Texts of the candidates in a recruitment (spec part 2 §2.6). */
export const candidatesMessages = {
  ...defineMessages({
    breadcrumbLabel: {
      id: 'candidates.inRecruitment.breadcrumbLabel',
      defaultMessage: 'Breadcrumb',
    },
    breadcrumbRecruitments: {
      id: 'candidates.inRecruitment.breadcrumbRecruitments',
      defaultMessage: 'Recruitments',
    },
    breadcrumbCandidates: {
      id: 'candidates.inRecruitment.breadcrumbCandidates',
      defaultMessage: 'Candidates',
    },
    title: { id: 'candidates.inRecruitment.title', defaultMessage: 'Candidates' },
    viewsLabel: { id: 'candidates.inRecruitment.viewsLabel', defaultMessage: 'Candidate views' },
    listView: { id: 'candidates.inRecruitment.listView', defaultMessage: 'Candidates' },
    pipelineView: { id: 'candidates.inRecruitment.pipelineView', defaultMessage: 'Pipeline' },
    loading: { id: 'candidates.inRecruitment.loading', defaultMessage: 'Loading candidates' },
    loadingMore: {
      id: 'candidates.inRecruitment.loadingMore',
      defaultMessage: 'Loading more candidates',
    },
    searchLabel: {
      id: 'candidates.inRecruitment.searchLabel',
      defaultMessage: 'Search candidates',
    },
    searchPlaceholder: {
      id: 'candidates.inRecruitment.searchPlaceholder',
      defaultMessage: 'Name, e-mail or phone',
    },
    searchButton: { id: 'candidates.inRecruitment.searchButton', defaultMessage: 'Search' },
    stageFilter: { id: 'candidates.inRecruitment.stageFilter', defaultMessage: 'Stage' },
    allStages: { id: 'candidates.inRecruitment.allStages', defaultMessage: 'All stages' },
    scoreFilter: { id: 'candidates.inRecruitment.scoreFilter', defaultMessage: 'My score' },
    allScores: { id: 'candidates.inRecruitment.allScores', defaultMessage: 'All scores' },
    noScore: { id: 'candidates.inRecruitment.noScore', defaultMessage: 'No score' },
    tableLabel: { id: 'candidates.inRecruitment.tableLabel', defaultMessage: 'Candidates' },
    columnCandidate: {
      id: 'candidates.inRecruitment.columnCandidate',
      defaultMessage: 'Candidate',
    },
    columnDocuments: {
      id: 'candidates.inRecruitment.columnDocuments',
      defaultMessage: 'Documents',
    },
    columnApplied: { id: 'candidates.inRecruitment.columnApplied', defaultMessage: 'Applied' },
    columnStage: { id: 'candidates.inRecruitment.columnStage', defaultMessage: 'Stage' },
    columnScore: { id: 'candidates.inRecruitment.columnScore', defaultMessage: 'Score' },
    columnActions: { id: 'candidates.inRecruitment.columnActions', defaultMessage: 'Actions' },
    viewResume: { id: 'candidates.inRecruitment.viewResume', defaultMessage: 'View resume' },
    viewApplicationForm: {
      id: 'candidates.inRecruitment.viewApplicationForm',
      defaultMessage: 'View application form',
    },
    download: {
      id: 'candidates.inRecruitment.download',
      defaultMessage: 'Download application form and resume (PDF)',
    },
    downloadFailed: {
      id: 'candidates.inRecruitment.downloadFailed',
      defaultMessage: 'The application could not be downloaded.',
    },
    changeStage: { id: 'candidates.inRecruitment.changeStage', defaultMessage: 'Change stage' },
    unknownStage: { id: 'candidates.inRecruitment.unknownStage', defaultMessage: '—' },
    notScored: { id: 'candidates.inRecruitment.notScored', defaultMessage: 'Give score' },
    noScoreYet: { id: 'candidates.inRecruitment.noScoreYet', defaultMessage: 'No score yet' },
    call: { id: 'candidates.inRecruitment.call', defaultMessage: 'Call' },
    meeting: { id: 'candidates.inRecruitment.meeting', defaultMessage: 'Meeting' },
    note: { id: 'candidates.inRecruitment.note', defaultMessage: 'Note' },
    emptyTitle: {
      id: 'candidates.inRecruitment.emptyTitle',
      defaultMessage: 'No candidates yet',
    },
    emptyDescription: {
      id: 'candidates.inRecruitment.emptyDescription',
      defaultMessage: 'Candidates appear here once they apply through the job offer.',
    },
    noMatchesTitle: {
      id: 'candidates.inRecruitment.noMatchesTitle',
      defaultMessage: 'No candidates match these filters',
    },
    noMatchesDescription: {
      id: 'candidates.inRecruitment.noMatchesDescription',
      defaultMessage:
        'Try another search or other filters. With an empty search, All stages and All scores, everyone shows.',
    },
  }),
  candidateName: defineMessage<{ firstName: string; lastName: string }>({
    id: 'candidates.inRecruitment.candidateName',
    defaultMessage: '{firstName} {lastName}',
  }),
  scoreChoice: defineMessage<{ score: number }>({
    id: 'candidates.inRecruitment.scoreChoice',
    defaultMessage: '{score, plural, one {# star} other {# stars}}',
  }),
  viewResumeOf: defineMessage<Named>({
    id: 'candidates.inRecruitment.viewResumeOf',
    defaultMessage: 'View resume of {name}',
  }),
  viewApplicationFormOf: defineMessage<Named>({
    id: 'candidates.inRecruitment.viewApplicationFormOf',
    defaultMessage: 'View application form of {name}',
  }),
  downloadOf: defineMessage<Named>({
    id: 'candidates.inRecruitment.downloadOf',
    defaultMessage: 'Download application form and resume of {name} (PDF)',
  }),
  pdfFileName: defineMessage<Named>({
    id: 'candidates.inRecruitment.pdfFileName',
    defaultMessage: '{name} - application.pdf',
  }),
  changeStageOf: defineMessage<Named>({
    id: 'candidates.inRecruitment.changeStageOf',
    defaultMessage: 'Change stage of {name}',
  }),
  myScore: defineMessage<{ score: number }>({
    id: 'candidates.inRecruitment.myScore',
    defaultMessage: 'My score: {score}',
  }),
  averageScore: defineMessage<{ score: number }>({
    id: 'candidates.inRecruitment.averageScore',
    defaultMessage: 'Average score {score} of 5',
  }),
  reviews: defineMessage<{ count: number }>({
    id: 'candidates.inRecruitment.reviews',
    defaultMessage: '{count, plural, one {# review} other {# reviews}}',
  }),
  actionsFor: defineMessage<Named>({
    id: 'candidates.inRecruitment.actionsFor',
    defaultMessage: 'Actions for {name}',
  }),
  noSearchMatchesTitle: defineMessage<{ searchQuery: string }>({
    id: 'candidates.inRecruitment.noSearchMatchesTitle',
    defaultMessage: 'No candidates match “{searchQuery}”',
  }),
};

/** Texts of the change-stage modal (spec part 2 §2.6, §4, §8). */
export const changeStageMessages = {
  ...defineMessages({
    stage: { id: 'candidates.changeStage.stage', defaultMessage: 'New stage' },
    current: { id: 'candidates.changeStage.current', defaultMessage: 'Current stage' },
    cancel: { id: 'candidates.changeStage.cancel', defaultMessage: 'Cancel' },
    change: { id: 'candidates.changeStage.change', defaultMessage: 'Change' },
    loading: { id: 'candidates.changeStage.loading', defaultMessage: 'Loading stages' },
    noneAvailable: {
      id: 'candidates.changeStage.noneAvailable',
      defaultMessage: 'No stage can be chosen for this candidate now.',
    },
    loadFailed: {
      id: 'candidates.changeStage.loadFailed',
      defaultMessage: 'The stages could not be loaded.',
    },
    // The spec's keys (part 2 §8).
    updated: {
      id: 'recruiteesInRecruitment.stageUpdateSuccess',
      defaultMessage: 'Stage has been changed.',
    },
    updateFailed: {
      id: 'recruiteesInRecruitment.stageUpdateError',
      defaultMessage: 'Stage could not be changed.',
    },
    // Part 1 §8: "could not be changed... Please check if the stage is available for choice."
    checkAvailability: {
      id: 'candidates.changeStage.checkAvailability',
      defaultMessage: 'Please check if the stage is available for choice.',
    },
  }),
  title: defineMessage<Named>({
    id: 'candidates.changeStage.title',
    defaultMessage: 'Change stage: {name}',
  }),
};

/** Texts of the application form modal (spec part 2 §2.6); the form's own come with its labels. */
export const applicationFormMessages = {
  ...defineMessages({
    loading: {
      id: 'candidates.applicationForm.loading',
      defaultMessage: 'Loading application form',
    },
  }),
  title: defineMessage<Named>({
    id: 'candidates.applicationForm.title',
    defaultMessage: 'Application form: {name}',
  }),
};
