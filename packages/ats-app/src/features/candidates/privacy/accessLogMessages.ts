import { defineMessage, defineMessages } from 'react-intl';

export const accessLogMessages = defineMessages({
  tab: { id: 'candidates.accessLog.tab', defaultMessage: 'Access log' },
  tableLabel: {
    id: 'candidates.accessLog.tableLabel',
    defaultMessage: "Who viewed or downloaded the candidate's data",
  },
  columnWhat: { id: 'candidates.accessLog.columnWhat', defaultMessage: 'What' },
  columnWho: { id: 'candidates.accessLog.columnWho', defaultMessage: 'Who' },
  columnWhen: { id: 'candidates.accessLog.columnWhen', defaultMessage: 'When' },
  kindFile: { id: 'candidates.accessLog.kind.file', defaultMessage: 'Viewed a file' },
  kindApplicationPdf: {
    id: 'candidates.accessLog.kind.applicationPdf',
    defaultMessage: 'Viewed the application form',
  },
  kindMergedPdf: {
    id: 'candidates.accessLog.kind.mergedPdf',
    defaultMessage: 'Downloaded the application',
  },
  kindExport: { id: 'candidates.accessLog.kind.export', defaultMessage: 'Exported all data' },
  kindListExport: {
    id: 'candidates.accessLog.kind.listExport',
    defaultMessage: 'Exported in a candidates list',
  },
  fileGone: { id: 'candidates.accessLog.fileGone', defaultMessage: 'A file since deleted' },
  loading: { id: 'candidates.accessLog.loading', defaultMessage: 'Loading the access log' },
  loadingMore: { id: 'candidates.accessLog.loadingMore', defaultMessage: 'Loading more entries' },
  emptyTitle: { id: 'candidates.accessLog.emptyTitle', defaultMessage: 'Nobody has looked yet' },
  emptyDescription: {
    id: 'candidates.accessLog.emptyDescription',
    defaultMessage:
      "Views and downloads of the candidate's files and application forms, and exports of their data, are listed here.",
  },
  loadFailed: {
    id: 'candidates.accessLog.loadFailed',
    defaultMessage: 'The access log could not be loaded',
  },
  moreFailed: {
    id: 'candidates.accessLog.moreFailed',
    defaultMessage: 'More entries could not be loaded.',
  },
});

/** Who read it, when another tool did it for them with an API token (issue 28). */
export const whoViaApiTokenMessage = defineMessage<{
  firstName: string;
  lastName: string;
  tokenName: string;
}>({
  id: 'candidates.accessLog.whoViaApiToken',
  defaultMessage: '{firstName} {lastName} via API token “{tokenName}”',
});
