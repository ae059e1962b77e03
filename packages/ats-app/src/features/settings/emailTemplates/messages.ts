import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the e-mail template list (the spec gives none: worded like the questionnaire list). */
export const listMessages = {
  ...defineMessages({
    searchLabel: {
      id: 'settings.emailTemplates.list.searchLabel',
      defaultMessage: 'Search email templates',
    },
    searchButton: { id: 'settings.emailTemplates.list.searchButton', defaultMessage: 'Search' },
    addNew: { id: 'settings.emailTemplates.list.addNew', defaultMessage: 'Add new template' },
    tableLabel: {
      id: 'settings.emailTemplates.list.tableLabel',
      defaultMessage: 'Email templates',
    },
    columnName: { id: 'settings.emailTemplates.list.columnName', defaultMessage: 'Name' },
    columnSubject: { id: 'settings.emailTemplates.list.columnSubject', defaultMessage: 'Subject' },
    columnLastEdited: {
      id: 'settings.emailTemplates.list.columnLastEdited',
      defaultMessage: 'Last edited',
    },
    columnActions: { id: 'settings.emailTemplates.list.columnActions', defaultMessage: 'Actions' },
    edit: { id: 'settings.emailTemplates.list.edit', defaultMessage: 'Edit' },
    delete: { id: 'settings.emailTemplates.list.delete', defaultMessage: 'Delete' },
    loading: { id: 'settings.emailTemplates.list.loading', defaultMessage: 'Loading templates' },
    loadingMore: {
      id: 'settings.emailTemplates.list.loadingMore',
      defaultMessage: 'Loading more templates',
    },
    emptyTitle: {
      id: 'settings.emailTemplates.list.emptyTitle',
      defaultMessage: 'No templates yet',
    },
    emptyDescription: {
      id: 'settings.emailTemplates.list.emptyDescription',
      defaultMessage:
        'A template is an e-mail to candidates, written once in English and Polish. Add one to get started.',
    },
    noMatchesDescription: {
      id: 'settings.emailTemplates.list.noMatchesDescription',
      defaultMessage: 'Try another name, or clear the search box to see every template.',
    },
  }),
  actionsFor: defineMessage<{ name: string }>({
    id: 'settings.emailTemplates.list.actionsFor',
    defaultMessage: 'Actions for {name}',
  }),
  noMatchesTitle: defineMessage<{ searchQuery: string }>({
    id: 'settings.emailTemplates.list.noMatchesTitle',
    defaultMessage: 'No templates match “{searchQuery}”',
  }),
};

/** Deleting from the list. */
export const deleteMessages = {
  ...defineMessages({
    title: { id: 'settings.emailTemplates.delete.title', defaultMessage: 'Delete template' },
    cancel: { id: 'settings.emailTemplates.delete.cancel', defaultMessage: 'Cancel' },
    confirm: { id: 'settings.emailTemplates.delete.confirm', defaultMessage: 'Delete' },
    close: { id: 'settings.emailTemplates.delete.close', defaultMessage: 'Close' },
    succeeded: {
      id: 'settings.emailTemplates.delete.succeeded',
      defaultMessage: 'Template has been deleted.',
    },
    failed: {
      id: 'settings.emailTemplates.delete.failed',
      defaultMessage: 'Template could not be deleted.',
    },
  }),
  question: defineMessage<{ name: string }>({
    id: 'settings.emailTemplates.delete.question',
    defaultMessage: 'Are you sure you want to delete the template {name}?',
  }),
};

/** The new and edit screens. */
export const formMessages = {
  ...defineMessages({
    newTitle: { id: 'settings.emailTemplates.form.newTitle', defaultMessage: 'New email template' },
    editTitle: {
      id: 'settings.emailTemplates.form.editTitle',
      defaultMessage: 'Edit email template',
    },
    breadcrumbLabel: {
      id: 'settings.emailTemplates.form.breadcrumbLabel',
      defaultMessage: 'Breadcrumb',
    },
    breadcrumbList: {
      id: 'settings.emailTemplates.form.breadcrumbList',
      defaultMessage: 'Email templates',
    },
    loading: { id: 'settings.emailTemplates.form.loading', defaultMessage: 'Loading template' },
    name: { id: 'settings.emailTemplates.form.name', defaultMessage: 'Name' },
    cancel: { id: 'settings.emailTemplates.form.cancel', defaultMessage: 'Cancel' },
    save: { id: 'settings.emailTemplates.form.save', defaultMessage: 'Save' },
    created: {
      id: 'settings.emailTemplates.form.created',
      defaultMessage: 'Template has been created.',
    },
    updated: {
      id: 'settings.emailTemplates.form.updated',
      defaultMessage: 'Template has been updated.',
    },
    saveFailed: {
      id: 'settings.emailTemplates.form.saveFailed',
      defaultMessage: 'Template could not be saved.',
    },
    problemsBeforeSaving: {
      id: 'settings.emailTemplates.form.problemsBeforeSaving',
      defaultMessage:
        'The template was not saved: fix the placeholders listed under each language.',
    },
    discardMessage: {
      id: 'settings.emailTemplates.form.discardMessage',
      defaultMessage:
        'Your changes to this template have not been saved. If you leave now, they will be lost.',
    },
  }),
  nameHelp: defineMessage<{ max: number }>({
    id: 'settings.emailTemplates.form.nameHelp',
    defaultMessage:
      'Unique among templates, at most {max, plural, one {# character} other {# characters}}.',
  }),
  subjectIn: defineMessage<{ language: string }>({
    id: 'settings.emailTemplates.form.subjectIn',
    defaultMessage: 'Subject ({language})',
  }),
  bodyIn: defineMessage<{ language: string }>({
    id: 'settings.emailTemplates.form.bodyIn',
    defaultMessage: 'Body ({language})',
  }),
  subjectTarget: defineMessage<{ language: string }>({
    id: 'settings.emailTemplates.form.subjectTarget',
    defaultMessage: 'the subject ({language})',
  }),
  bodyTarget: defineMessage<{ language: string }>({
    id: 'settings.emailTemplates.form.bodyTarget',
    defaultMessage: 'the body ({language})',
  }),
  insertGoesTo: defineMessage<{ field: string }>({
    id: 'settings.emailTemplates.form.insertGoesTo',
    defaultMessage:
      'Insert puts the placeholder in {field}, at its cursor. Click in the subject or the body to choose.',
  }),
  previewIn: defineMessage<{ language: string }>({
    id: 'settings.emailTemplates.form.previewIn',
    defaultMessage: 'Preview ({language})',
  }),
};
