import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the questionnaire list (spec part 1 §2 "Questionnaires list", §8). */
export const listMessages = {
  ...defineMessages({
    title: { id: 'questionnaires.list.title', defaultMessage: 'Questionnaires' },
    searchLabel: { id: 'questionnaires.list.searchLabel', defaultMessage: 'Search questionnaires' },
    searchButton: { id: 'questionnaires.list.searchButton', defaultMessage: 'Search' },
    addNew: { id: 'questionnaires.list.addNew', defaultMessage: 'Add new questionnaire' },
    tableLabel: { id: 'questionnaires.list.tableLabel', defaultMessage: 'Questionnaires' },
    columnStatus: { id: 'questionnaires.list.columnStatus', defaultMessage: 'Status' },
    columnName: { id: 'questionnaires.list.columnName', defaultMessage: 'Name' },
    columnUsageCount: { id: 'questionnaires.list.columnUsageCount', defaultMessage: 'Usage count' },
    columnCreatedBy: { id: 'questionnaires.list.columnCreatedBy', defaultMessage: 'Created by' },
    columnLastEdited: { id: 'questionnaires.list.columnLastEdited', defaultMessage: 'Last edited' },
    columnActions: { id: 'questionnaires.list.columnActions', defaultMessage: 'Actions' },
    edit: { id: 'questionnaires.list.edit', defaultMessage: 'Edit' },
    delete: { id: 'questionnaires.list.delete', defaultMessage: 'Delete' },
    loading: { id: 'questionnaires.list.loading', defaultMessage: 'Loading questionnaires' },
    loadingMore: {
      id: 'questionnaires.list.loadingMore',
      defaultMessage: 'Loading more questionnaires',
    },
    emptyTitle: { id: 'questionnaires.list.emptyTitle', defaultMessage: 'No questionnaires yet' },
    emptyDescription: {
      id: 'questionnaires.list.emptyDescription',
      defaultMessage:
        'Questionnaires are the application forms candidates fill in. Add one to get started.',
    },
    noMatchesDescription: {
      id: 'questionnaires.list.noMatchesDescription',
      defaultMessage: 'Try another name, or clear the search box to see every questionnaire.',
    },
  }),
  userName: defineMessage<{ firstName: string; lastName: string }>({
    id: 'questionnaires.list.userName',
    defaultMessage: '{firstName} {lastName}',
  }),
  actionsFor: defineMessage<{ name: string }>({
    id: 'questionnaires.list.actionsFor',
    defaultMessage: 'Actions for {name}',
  }),
  noMatchesTitle: defineMessage<{ searchQuery: string }>({
    id: 'questionnaires.list.noMatchesTitle',
    defaultMessage: 'No questionnaires match “{searchQuery}”',
  }),
};

/** The questionnaire statuses (spec part 1 §3: 0 draft, 1 active, 2 deleted). */
export const statusMessages = defineMessages({
  draft: { id: 'questionnaires.status.draft', defaultMessage: 'Draft' },
  active: { id: 'questionnaires.status.active', defaultMessage: 'Active' },
  deleted: { id: 'questionnaires.status.deleted', defaultMessage: 'Deleted' },
});

/** Deleting from the list (spec part 1 §2, §8). */
export const deleteMessages = {
  ...defineMessages({
    title: { id: 'questionnaires.delete.title', defaultMessage: 'Delete questionnaire' },
    cancel: { id: 'questionnaires.delete.cancel', defaultMessage: 'Cancel' },
    confirm: { id: 'questionnaires.delete.confirm', defaultMessage: 'Delete' },
    close: { id: 'questionnaires.delete.close', defaultMessage: 'Close' },
    succeeded: {
      id: 'questionnaires.delete.succeeded',
      defaultMessage: 'Questionnaire has been deleted.',
    },
    failed: {
      id: 'questionnaires.delete.failed',
      defaultMessage: 'Questionnaire could not be deleted.',
    },
  }),
  question: defineMessage<{ name: string }>({
    id: 'questionnaires.delete.question',
    defaultMessage: 'Are you sure you want to delete questionnaire {name}?',
  }),
};

/** The new and edit screens around the builder (spec part 1 §2, §8). */
export const editorMessages = defineMessages({
  newTitle: { id: 'questionnaires.editor.newTitle', defaultMessage: 'New questionnaire' },
  editTitle: { id: 'questionnaires.editor.editTitle', defaultMessage: 'Edit questionnaire' },
  breadcrumbList: { id: 'questionnaires.editor.breadcrumbList', defaultMessage: 'Questionnaires' },
  breadcrumbLabel: { id: 'questionnaires.editor.breadcrumbLabel', defaultMessage: 'Breadcrumb' },
  /** "Discard changes?" (the shared question) says what is lost here. */
  discardMessage: {
    id: 'questionnaires.editor.discard.message',
    defaultMessage:
      'Your changes to this questionnaire have not been saved. If you leave now, they will be lost.',
  },
  loading: { id: 'questionnaires.editor.loading', defaultMessage: 'Loading questionnaire' },
  deletedNotice: {
    id: 'questionnaires.editor.deletedNotice',
    defaultMessage: 'This questionnaire has been deleted. It can be viewed but no longer saved.',
  },
  created: {
    id: 'questionnaires.editor.created',
    defaultMessage: 'Questionnaire has been created.',
  },
  updated: {
    id: 'questionnaires.editor.updated',
    defaultMessage: 'Questionnaire has been updated.',
  },
  saveFailed: {
    id: 'questionnaires.editor.saveFailed',
    defaultMessage: 'Questionnaire could not be saved.',
  },
  fillFormCorrectly: {
    id: 'questionnaires.editor.fillFormCorrectly',
    defaultMessage: 'Please make sure the form is filled correctly.',
  },
});
