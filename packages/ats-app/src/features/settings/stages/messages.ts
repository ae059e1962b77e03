import type { StageType } from '@ats/api-sdk/rtk';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

/** Texts of Settings: recruitment stages (spec part 1 §2, §5, §8). */
export const stagesMessages = {
  ...defineMessages({
    title: { id: 'settings.stages.title', defaultMessage: 'Recruitment stages' },
    listLabel: { id: 'settings.stages.listLabel', defaultMessage: 'Recruitment stages' },
    addNew: { id: 'settings.stages.addNew', defaultMessage: 'Add new' },
    stageName: { id: 'settings.stages.stageName', defaultMessage: 'Stage name' },
    edit: { id: 'settings.stages.edit', defaultMessage: 'Edit' },
    delete: { id: 'settings.stages.delete', defaultMessage: 'Delete' },
    cancel: { id: 'settings.stages.cancel', defaultMessage: 'Cancel' },
    save: { id: 'settings.stages.save', defaultMessage: 'Save' },
    closeDialog: { id: 'settings.stages.closeDialog', defaultMessage: 'Close' },
    loading: { id: 'settings.stages.loading', defaultMessage: 'Loading recruitment stages' },
    saving: { id: 'settings.stages.saving', defaultMessage: 'Saving changes' },
    deleteTitle: { id: 'settings.stages.deleteTitle', defaultMessage: 'Delete recruitment stage' },
  }),
  addTitle: defineMessage<{ stageType: string }>({
    id: 'settings.stages.addTitle',
    defaultMessage: 'Add new - {stageType}',
  }),
  editStage: defineMessage<{ name: string }>({
    id: 'settings.stages.editStage',
    defaultMessage: 'Edit {name}',
  }),
  deleteStage: defineMessage<{ name: string }>({
    id: 'settings.stages.deleteStage',
    defaultMessage: 'Delete {name}',
  }),
  editForm: defineMessage<{ name: string }>({
    id: 'settings.stages.editForm',
    defaultMessage: 'Edit stage {name}',
  }),
  deleteQuestion: defineMessage<{ name: string }>({
    id: 'settings.stages.deleteQuestion',
    defaultMessage: 'Are you sure you want to delete stage {name}?',
  }),
  moveUp: defineMessage<{ name: string }>({
    id: 'settings.stages.moveUp',
    defaultMessage: 'Move up: {name}',
  }),
  moveDown: defineMessage<{ name: string }>({
    id: 'settings.stages.moveDown',
    defaultMessage: 'Move down: {name}',
  }),
  dragHandle: defineMessage<{ name: string }>({
    id: 'settings.stages.dragHandle',
    defaultMessage: 'Drag to reorder: {name}',
  }),
  moved: defineMessage<{ name: string; position: number; count: number }>({
    id: 'settings.stages.moved',
    defaultMessage: '{name} moved to position {position} of {count}',
  }),
};

/** The toasts of spec part 1 §8 for stages: a title per outcome of each change. */
export const stageToasts = defineMessages({
  addSucceeded: {
    id: 'settings.stages.toast.addSucceeded',
    defaultMessage: 'Recruitment stage has been added.',
  },
  addFailed: {
    id: 'settings.stages.toast.addFailed',
    defaultMessage: 'Recruitment stage could not be added.',
  },
  editSucceeded: {
    id: 'settings.stages.toast.editSucceeded',
    defaultMessage: 'Recruitment stage has been updated.',
  },
  editFailed: {
    id: 'settings.stages.toast.editFailed',
    defaultMessage: 'Recruitment stage could not be updated.',
  },
  deleteSucceeded: {
    id: 'settings.stages.toast.deleteSucceeded',
    defaultMessage: 'Recruitment stage has been deleted.',
  },
  deleteFailed: {
    id: 'settings.stages.toast.deleteFailed',
    defaultMessage: 'Recruitment stage could not be deleted.',
  },
  reorderSucceeded: {
    id: 'settings.stages.toast.reorderSucceeded',
    defaultMessage: 'Recruitment stages have been reordered.',
  },
  reorderFailed: {
    id: 'settings.stages.toast.reorderFailed',
    defaultMessage: 'Recruitment stages could not be reordered.',
  },
});

const typeNames = defineMessages({
  rejectedApplication: {
    id: 'settings.stages.type.rejectedApplication',
    defaultMessage: 'Rejected application',
  },
  rejectedCustom: { id: 'settings.stages.type.rejectedCustom', defaultMessage: 'Rejected custom' },
  new: { id: 'settings.stages.type.new', defaultMessage: 'New' },
  custom: { id: 'settings.stages.type.custom', defaultMessage: 'Custom' },
  hired: { id: 'settings.stages.type.hired', defaultMessage: 'Hired' },
});

/** The name of each stage type (spec part 1 §3), for its icon's tooltip and the Add menu. */
export const stageTypeMessages: Readonly<Record<StageType, MessageDescriptor>> = {
  0: typeNames.rejectedApplication,
  1: typeNames.rejectedCustom,
  2: typeNames.new,
  3: typeNames.custom,
  4: typeNames.hired,
};
