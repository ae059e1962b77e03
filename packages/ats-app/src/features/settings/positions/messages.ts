import { defineMessage, defineMessages } from 'react-intl';

/** Texts of Settings: recruitment positions (spec part 1 §2, §8). */
export const positionsMessages = {
  ...defineMessages({
    title: { id: 'settings.positions.title', defaultMessage: 'Recruitment positions' },
    tableLabel: { id: 'settings.positions.tableLabel', defaultMessage: 'Recruitment positions' },
    columnName: { id: 'settings.positions.columnName', defaultMessage: 'Position' },
    columnActions: { id: 'settings.positions.columnActions', defaultMessage: 'Actions' },
    edit: { id: 'settings.positions.edit', defaultMessage: 'Edit' },
    delete: { id: 'settings.positions.delete', defaultMessage: 'Delete' },
    cancel: { id: 'settings.positions.cancel', defaultMessage: 'Cancel' },
    save: { id: 'settings.positions.save', defaultMessage: 'Save' },
    loading: { id: 'settings.positions.loading', defaultMessage: 'Loading positions' },
    loadingMore: { id: 'settings.positions.loadingMore', defaultMessage: 'Loading more positions' },
    saving: { id: 'settings.positions.saving', defaultMessage: 'Saving changes' },
    emptyTitle: {
      id: 'settings.positions.emptyTitle',
      defaultMessage: 'No recruitment positions yet',
    },
    emptyDescription: {
      id: 'settings.positions.emptyDescription',
      defaultMessage: 'A position is added when a recruitment names a new one.',
    },
    editSucceeded: {
      id: 'settings.positions.editSucceeded',
      defaultMessage: 'Position has been saved.',
    },
    deleteSucceeded: {
      id: 'settings.positions.deleteSucceeded',
      defaultMessage: 'Position has been deleted.',
    },
    deleteTitle: { id: 'settings.positions.deleteTitle', defaultMessage: 'Delete position' },
    closeDialog: { id: 'settings.positions.closeDialog', defaultMessage: 'Close' },
  }),
  editPosition: defineMessage<{ name: string }>({
    id: 'settings.positions.editPosition',
    defaultMessage: 'Edit {name}',
  }),
  deletePosition: defineMessage<{ name: string }>({
    id: 'settings.positions.deletePosition',
    defaultMessage: 'Delete {name}',
  }),
  editForm: defineMessage<{ name: string }>({
    id: 'settings.positions.editForm',
    defaultMessage: 'Edit position {name}',
  }),
  nameIn: defineMessage<{ language: string }>({
    id: 'settings.positions.nameIn',
    defaultMessage: 'Position name ({language})',
  }),
  deleteQuestion: defineMessage<{ name: string }>({
    id: 'settings.positions.deleteQuestion',
    defaultMessage:
      "Are you sure you want to delete position {name}? Selecting this position won't be possible in future recruitment processes. After deleting, the position will be still visible in existing recruitment processes.",
  }),
};
