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
