import { defineMessages } from 'react-intl';
import type { exportColumns } from './exportRequest.ts';

export const exportMessages = defineMessages({
  button: { id: 'candidates.export.button', defaultMessage: 'Export' },
  title: { id: 'candidates.export.title', defaultMessage: 'Export candidates' },
  descriptionAll: {
    id: 'candidates.export.descriptionAll',
    defaultMessage:
      'Every candidate the list shows, as filtered by your search. Details (application, stage, scores, source) are filled in only for recruitments you work on.',
  },
  descriptionRecruitment: {
    id: 'candidates.export.descriptionRecruitment',
    defaultMessage: 'Every candidate the list shows, as filtered now.',
  },
  columnsLabel: { id: 'candidates.export.columnsLabel', defaultMessage: 'Columns' },
  columnsRequired: {
    id: 'candidates.export.columnsRequired',
    defaultMessage: 'Choose at least one column.',
  },
  formatLabel: { id: 'candidates.export.formatLabel', defaultMessage: 'Format' },
  formatCsv: {
    id: 'candidates.export.formatCsv',
    defaultMessage: 'CSV (opens in Excel, LibreOffice and Google Sheets)',
  },
  download: { id: 'candidates.export.download', defaultMessage: 'Download' },
  cancel: { id: 'candidates.export.cancel', defaultMessage: 'Cancel' },
  close: { id: 'candidates.export.close', defaultMessage: 'Close' },
  recorded: {
    id: 'candidates.export.recorded',
    defaultMessage: "Each export is recorded in the exported candidates' access logs.",
  },
});

/** The chooser's label of each column. */
export const exportColumnMessages = defineMessages({
  firstName: { id: 'candidates.export.column.firstName', defaultMessage: 'First name' },
  lastName: { id: 'candidates.export.column.lastName', defaultMessage: 'Last name' },
  email: { id: 'candidates.export.column.email', defaultMessage: 'E-mail' },
  phoneNumber: { id: 'candidates.export.column.phoneNumber', defaultMessage: 'Phone' },
  applicationDate: {
    id: 'candidates.export.column.applicationDate',
    defaultMessage: 'Application date',
  },
  recruitment: { id: 'candidates.export.column.recruitment', defaultMessage: 'Recruitment' },
  stage: { id: 'candidates.export.column.stage', defaultMessage: 'Stage' },
  stageEnteredDate: {
    id: 'candidates.export.column.stageEnteredDate',
    defaultMessage: 'In stage since',
  },
  source: { id: 'candidates.export.column.source', defaultMessage: 'Source' },
  averageScore: { id: 'candidates.export.column.averageScore', defaultMessage: 'Average score' },
  myScore: { id: 'candidates.export.column.myScore', defaultMessage: 'My score' },
}) satisfies Record<(typeof exportColumns)[number], unknown>;
