import { defineMessage, defineMessages } from 'react-intl';

type Named = { name: string };

/** Texts of the pipeline board of a recruitment (issue 18). */
export const pipelineMessages = {
  ...defineMessages({
    breadcrumbPipeline: {
      id: 'candidates.pipeline.breadcrumbPipeline',
      defaultMessage: 'Pipeline',
    },
    title: { id: 'candidates.pipeline.title', defaultMessage: 'Pipeline' },
    boardLabel: { id: 'candidates.pipeline.boardLabel', defaultMessage: 'Pipeline' },
    loading: { id: 'candidates.pipeline.loading', defaultMessage: 'Loading the pipeline' },
    keyboardHint: {
      id: 'candidates.pipeline.keyboardHint',
      defaultMessage:
        'To move a candidate with the keyboard, focus their card and press Alt+Left arrow or Alt+Right arrow, or use the card’s Move to menu. Up and Down arrows go through the cards of a stage.',
    },
    moveMenuLoading: {
      id: 'candidates.pipeline.moveMenuLoading',
      defaultMessage: 'Finding the stages…',
    },
    moveMenuEmpty: {
      id: 'candidates.pipeline.moveMenuEmpty',
      defaultMessage: 'No other stage can be chosen for this candidate now.',
    },
    refusesDrop: { id: 'candidates.pipeline.refusesDrop', defaultMessage: 'Cannot move here' },
    columnLoading: {
      id: 'candidates.pipeline.columnLoading',
      defaultMessage: 'Loading candidates',
    },
    columnEmpty: { id: 'candidates.pipeline.columnEmpty', defaultMessage: 'No candidates' },
    columnError: {
      id: 'candidates.pipeline.columnError',
      defaultMessage: 'The candidates could not be loaded.',
    },
    retry: { id: 'candidates.pipeline.retry', defaultMessage: 'Try again' },
    noStages: {
      id: 'candidates.pipeline.noStages',
      defaultMessage: 'No stages match the stage filter.',
    },
  }),
  emailCandidate: defineMessage<Named>({
    id: 'candidates.pipeline.emailCandidate',
    defaultMessage: 'Email {name}',
  }),
  moveMenu: defineMessage<Named>({
    id: 'candidates.pipeline.moveMenu',
    defaultMessage: 'Move {name} to…',
  }),
  moved: defineMessage<Named & { stage: string }>({
    id: 'candidates.pipeline.moved',
    defaultMessage: 'Moved {name} to {stage}',
  }),
  cannotMove: defineMessage<Named & { stage: string }>({
    id: 'candidates.pipeline.cannotMove',
    defaultMessage: '{name} cannot move to {stage}',
  }),
  noStageBefore: defineMessage<Named>({
    id: 'candidates.pipeline.noStageBefore',
    defaultMessage: 'No stage before this one can be chosen for {name}',
  }),
  noStageAfter: defineMessage<Named>({
    id: 'candidates.pipeline.noStageAfter',
    defaultMessage: 'No stage after this one can be chosen for {name}',
  }),
  count: defineMessage<{ count: number }>({
    id: 'candidates.pipeline.count',
    defaultMessage: '{count, plural, one {# candidate} other {# candidates}}',
  }),
  daysInStage: defineMessage<{ days: number }>({
    id: 'candidates.pipeline.daysInStage',
    defaultMessage:
      '{days, plural, =0 {Less than a day in stage} one {# day in stage} other {# days in stage}}',
  }),
};
