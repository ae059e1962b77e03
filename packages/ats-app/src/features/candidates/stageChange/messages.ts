import { defineMessage, defineMessages } from 'react-intl';

type Named = { name: string };

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
