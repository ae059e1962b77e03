import { defineMessage, defineMessages } from 'react-intl';

/** The give-score and all-scores modals (spec part 2 §2.8). */
export const scoreMessages = {
  ...defineMessages({
    giveScoreTitle: { id: 'candidates.actions.score.giveTitle', defaultMessage: 'Give score' },
    yourScore: { id: 'candidates.actions.score.yourScore', defaultMessage: 'Your score' },
    comment: { id: 'candidates.actions.score.comment', defaultMessage: 'Comment' },
    scoreRequired: {
      id: 'candidates.actions.score.required',
      defaultMessage: 'Choose from 1 to 5 stars.',
    },
    saved: { id: 'candidates.actions.score.saved', defaultMessage: 'Score has been saved.' },
    saveFailed: {
      id: 'candidates.actions.score.saveFailed',
      defaultMessage: 'Score could not be saved.',
    },
    loading: { id: 'candidates.actions.score.loading', defaultMessage: 'Loading scores' },
    loadFailed: {
      id: 'candidates.actions.score.loadFailed',
      defaultMessage: 'The scores could not be loaded',
    },
    allScoresTitle: {
      id: 'candidates.actions.score.allTitle',
      defaultMessage: 'Scores and reviews',
    },
    tableLabel: { id: 'candidates.actions.score.tableLabel', defaultMessage: 'Score entries' },
    columnScore: { id: 'candidates.actions.score.columnScore', defaultMessage: 'Score' },
    columnComment: { id: 'candidates.actions.score.columnComment', defaultMessage: 'Comment' },
    columnScoredBy: { id: 'candidates.actions.score.columnScoredBy', defaultMessage: 'Scored by' },
    columnWhen: { id: 'candidates.actions.score.columnWhen', defaultMessage: 'When' },
    noComment: { id: 'candidates.actions.score.noComment', defaultMessage: 'No comment' },
    emptyTitle: { id: 'candidates.actions.score.emptyTitle', defaultMessage: 'No scores yet' },
    emptyDescription: {
      id: 'candidates.actions.score.emptyDescription',
      defaultMessage: 'Scores given to this candidate in this recruitment will show here.',
    },
  }),
  giveScoreDescription: defineMessage<{ candidateName: string }>({
    id: 'candidates.actions.score.giveDescription',
    defaultMessage: 'Score {candidateName} from 1 to 5 stars.',
  }),
  allScoresDescription: defineMessage<{ candidateName: string }>({
    id: 'candidates.actions.score.allDescription',
    defaultMessage: 'Every score given to {candidateName} in this recruitment, newest first.',
  }),
  starLabel: defineMessage<{ score: number }>({
    id: 'candidates.actions.score.starLabel',
    defaultMessage: '{score, plural, one {# star} other {# stars}}',
  }),
  scoreOf: defineMessage<{ score: number }>({
    id: 'candidates.actions.score.scoreOf',
    defaultMessage: 'Score {score} of 5',
  }),
};
