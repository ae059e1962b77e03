import { defineMessage, defineMessages } from 'react-intl';

/** Settings > Import (issue 29): the upload and the earlier imports. */
export const importsMessages = defineMessages({
  title: { id: 'candidates.import.title', defaultMessage: 'Import candidates' },
  importAction: { id: 'candidates.import.importAction', defaultMessage: 'Import' },
  description: {
    id: 'candidates.import.description',
    defaultMessage:
      'Bring candidates from a spreadsheet or another system: upload a CSV file as Excel or Google Sheets save it and, if you have them, their resumes in a zip file. You map the columns and check every row before anything is written.',
  },
  uploadHeading: { id: 'candidates.import.uploadHeading', defaultMessage: 'Upload a file' },
  csvLabel: { id: 'candidates.import.csvLabel', defaultMessage: 'CSV file' },
  csvHelp: {
    id: 'candidates.import.csvHelp',
    defaultMessage:
      'UTF-8, separated by commas or semicolons, with a first line naming the columns. At most 20 MB and 100,000 rows.',
  },
  zipLabel: { id: 'candidates.import.zipLabel', defaultMessage: 'Resumes (optional)' },
  zipHelp: {
    id: 'candidates.import.zipHelp',
    defaultMessage:
      'A zip file of resumes, matched by a column with their file names. At most 1 GB and 10,000 files.',
  },
  upload: { id: 'candidates.import.upload', defaultMessage: 'Upload' },
  uploadProgress: { id: 'candidates.import.uploadProgress', defaultMessage: 'Uploading' },
  csvRequired: { id: 'candidates.import.csvRequired', defaultMessage: 'Choose a CSV file' },
  csvWrongType: { id: 'candidates.import.csvWrongType', defaultMessage: 'Choose a .csv file' },
  zipWrongType: { id: 'candidates.import.zipWrongType', defaultMessage: 'Choose a .zip file' },
  csvTooLarge: { id: 'candidates.import.csvTooLarge', defaultMessage: 'The file is over 20 MB' },
  zipTooLarge: { id: 'candidates.import.zipTooLarge', defaultMessage: 'The file is over 1 GB' },
  csvRefused: {
    id: 'candidates.import.csvRefused',
    defaultMessage:
      'This file cannot be imported: it must be a UTF-8 CSV file separated by commas or semicolons, with a first line naming the columns, at most 20 MB, 100,000 rows and 100 columns.',
  },
  zipRefused: {
    id: 'candidates.import.zipRefused',
    defaultMessage:
      'This zip file cannot be read: it must be a zip file of at most 1 GB and 10,000 files.',
  },
  earlierHeading: { id: 'candidates.import.earlierHeading', defaultMessage: 'Earlier imports' },
  tableLabel: { id: 'candidates.import.tableLabel', defaultMessage: 'Earlier imports' },
  columnFile: { id: 'candidates.import.columnFile', defaultMessage: 'File' },
  columnStatus: { id: 'candidates.import.columnStatus', defaultMessage: 'Status' },
  columnRows: { id: 'candidates.import.columnRows', defaultMessage: 'Rows' },
  columnBy: { id: 'candidates.import.columnBy', defaultMessage: 'Started by' },
  columnDate: { id: 'candidates.import.columnDate', defaultMessage: 'Date' },
  loading: { id: 'candidates.import.loading', defaultMessage: 'Loading imports' },
  loadingMore: { id: 'candidates.import.loadingMore', defaultMessage: 'Loading more imports' },
  emptyTitle: { id: 'candidates.import.emptyTitle', defaultMessage: 'No imports yet' },
  emptyDescription: {
    id: 'candidates.import.emptyDescription',
    defaultMessage: 'Each import you upload is listed here with its status and its report.',
  },
  loadFailed: {
    id: 'candidates.import.loadFailed',
    defaultMessage: 'The earlier imports could not be loaded',
  },
  moreFailed: {
    id: 'candidates.import.moreFailed',
    defaultMessage: 'More imports could not be loaded.',
  },
  cancel: { id: 'candidates.import.cancel', defaultMessage: 'Cancel' },
  close: { id: 'candidates.import.close', defaultMessage: 'Close' },
});

export const rowCountsMessage = defineMessage<{
  total: number;
  created: number;
  updated: number;
  added: number;
  skipped: number;
  failed: number;
}>({
  id: 'candidates.import.rowCounts',
  defaultMessage:
    '{total, plural, one {# row} other {# rows}}: {created} created, {updated} updated, {added} added, {skipped} skipped, {failed} failed',
});

export const plannedCountsMessage = defineMessage<{ total: number }>({
  id: 'candidates.import.plannedCounts',
  defaultMessage: '{total, plural, one {# row} other {# rows}}',
});

/** One import: the steps, the mapping, the dry run, the run and the report. */
export const importMessages = {
  ...defineMessages({
    breadcrumbLabel: { id: 'candidates.import.one.breadcrumbLabel', defaultMessage: 'Breadcrumbs' },
    loading: { id: 'candidates.import.one.loading', defaultMessage: 'Loading the import' },
    loadingChoices: { id: 'candidates.import.one.loadingChoices', defaultMessage: 'Loading…' },
    stepsLabel: { id: 'candidates.import.one.stepsLabel', defaultMessage: 'Steps of the import' },
    stepUpload: { id: 'candidates.import.one.stepUpload', defaultMessage: 'Upload' },
    stepMap: { id: 'candidates.import.one.stepMap', defaultMessage: 'Map columns' },
    stepCheck: { id: 'candidates.import.one.stepCheck', defaultMessage: 'Check' },
    stepImport: { id: 'candidates.import.one.stepImport', defaultMessage: 'Import' },
    // Step 2: the mapping.
    mappingHeading: {
      id: 'candidates.import.one.mappingHeading',
      defaultMessage: 'Map columns to fields',
    },
    mappingHelp: {
      id: 'candidates.import.one.mappingHelp',
      defaultMessage:
        'Choose what each column holds. An e-mail column is needed, and either a full-name column or both first-name and last-name columns.',
    },
    columnsTableLabel: {
      id: 'candidates.import.one.columnsTableLabel',
      defaultMessage: 'Columns of the file',
    },
    columnColumn: { id: 'candidates.import.one.columnColumn', defaultMessage: 'Column' },
    columnSamples: { id: 'candidates.import.one.columnSamples', defaultMessage: 'First values' },
    columnField: { id: 'candidates.import.one.columnField', defaultMessage: 'Field' },
    ignoreColumn: { id: 'candidates.import.one.ignoreColumn', defaultMessage: 'Do not import' },
    mappingNeedsEmail: {
      id: 'candidates.import.one.mappingNeedsEmail',
      defaultMessage: 'Choose the column that holds the e-mail.',
    },
    mappingNeedsName: {
      id: 'candidates.import.one.mappingNeedsName',
      defaultMessage: 'Choose a full-name column, or both a first-name and a last-name column.',
    },
    mappingRefused: {
      id: 'candidates.import.one.mappingRefused',
      defaultMessage:
        'The server refused this mapping: choose an e-mail column and the name columns, each field once.',
    },
    placementHeading: {
      id: 'candidates.import.one.placementHeading',
      defaultMessage: 'Where the candidates go',
    },
    recruitment: { id: 'candidates.import.one.recruitment', defaultMessage: 'Recruitment' },
    recruitmentHelp: {
      id: 'candidates.import.one.recruitmentHelp',
      defaultMessage:
        'Every imported candidate joins this recruitment (closed ones are not listed).',
    },
    recruitmentSearch: {
      id: 'candidates.import.one.recruitmentSearch',
      defaultMessage: 'Search recruitments',
    },
    recruitmentRefused: {
      id: 'candidates.import.one.recruitmentRefused',
      defaultMessage: 'You cannot add candidates to this recruitment. Choose another one.',
    },
    noRecruitments: {
      id: 'candidates.import.one.noRecruitments',
      defaultMessage: 'No recruitment takes candidates now: add or open one first.',
    },
    stage: { id: 'candidates.import.one.stage', defaultMessage: 'Stage' },
    firstNewStage: {
      id: 'candidates.import.one.firstNewStage',
      defaultMessage: 'The first New stage',
    },
    stageRefused: {
      id: 'candidates.import.one.stageRefused',
      defaultMessage: 'This stage can no longer be chosen. Choose another one.',
    },
    source: { id: 'candidates.import.one.source', defaultMessage: 'Source' },
    sourceHelp: {
      id: 'candidates.import.one.sourceHelp',
      defaultMessage: 'For rows whose source column is empty, or when no column holds the source.',
    },
    referralDetail: { id: 'candidates.import.one.referralDetail', defaultMessage: 'Referred by' },
    agencyDetail: { id: 'candidates.import.one.agencyDetail', defaultMessage: 'Agency' },
    existingCandidates: {
      id: 'candidates.import.one.existingCandidates',
      defaultMessage: 'When a candidate with the same e-mail already exists',
    },
    existingUpdate: {
      id: 'candidates.import.one.existingUpdate',
      defaultMessage: 'Update their details and add them to the recruitment',
    },
    existingSkip: { id: 'candidates.import.one.existingSkip', defaultMessage: 'Skip the row' },
    existingAdd: {
      id: 'candidates.import.one.existingAdd',
      defaultMessage: 'Only add them to the recruitment (their details stay)',
    },
    check: { id: 'candidates.import.one.check', defaultMessage: 'Check the rows' },
    backToResults: {
      id: 'candidates.import.one.backToResults',
      defaultMessage: 'Back to the check results',
    },
    // Step 3: the dry run.
    checkingHeading: {
      id: 'candidates.import.one.checkingHeading',
      defaultMessage: 'Checking the rows',
    },
    checkingNote: {
      id: 'candidates.import.one.checkingNote',
      defaultMessage: 'Nothing is written while the rows are checked. You may leave this page.',
    },
    checkedRows: { id: 'candidates.import.one.checkedRows', defaultMessage: 'Rows checked' },
    checkedHeading: { id: 'candidates.import.one.checkedHeading', defaultMessage: 'Check results' },
    checkedNote: {
      id: 'candidates.import.one.checkedNote',
      defaultMessage:
        'Nothing has been written yet. Start the import to write these rows, or change the mapping.',
    },
    countsLabel: { id: 'candidates.import.one.countsLabel', defaultMessage: 'Rows by outcome' },
    willCreate: { id: 'candidates.import.one.willCreate', defaultMessage: 'Will be created' },
    willUpdate: { id: 'candidates.import.one.willUpdate', defaultMessage: 'Will be updated' },
    willAdd: {
      id: 'candidates.import.one.willAdd',
      defaultMessage: 'Will be added to the recruitment',
    },
    willSkip: { id: 'candidates.import.one.willSkip', defaultMessage: 'Will be skipped' },
    willFail: { id: 'candidates.import.one.willFail', defaultMessage: 'Will fail' },
    created: { id: 'candidates.import.one.created', defaultMessage: 'Created' },
    updated: { id: 'candidates.import.one.updated', defaultMessage: 'Updated' },
    added: { id: 'candidates.import.one.added', defaultMessage: 'Added to the recruitment' },
    skipped: { id: 'candidates.import.one.skipped', defaultMessage: 'Skipped' },
    failed: { id: 'candidates.import.one.failed', defaultMessage: 'Failed' },
    downloadReport: {
      id: 'candidates.import.one.downloadReport',
      defaultMessage: 'Download report',
    },
    reportFailed: {
      id: 'candidates.import.one.reportFailed',
      defaultMessage: 'The report could not be downloaded',
    },
    start: { id: 'candidates.import.one.start', defaultMessage: 'Start import' },
    changeMapping: {
      id: 'candidates.import.one.changeMapping',
      defaultMessage: 'Change the mapping',
    },
    discard: { id: 'candidates.import.one.discard', defaultMessage: 'Discard' },
    discardTitle: {
      id: 'candidates.import.one.discardTitle',
      defaultMessage: 'Discard this import?',
    },
    discarded: { id: 'candidates.import.one.discarded', defaultMessage: 'Import discarded' },
    // The rows with problems.
    problemsHeading: {
      id: 'candidates.import.one.problemsHeading',
      defaultMessage: 'Rows with problems',
    },
    problemsTableLabel: {
      id: 'candidates.import.one.problemsTableLabel',
      defaultMessage: 'Rows with problems',
    },
    problemsLoading: {
      id: 'candidates.import.one.problemsLoading',
      defaultMessage: 'Loading the rows with problems',
    },
    problemsLoadingMore: {
      id: 'candidates.import.one.problemsLoadingMore',
      defaultMessage: 'Loading more rows with problems',
    },
    problemsEmptyTitle: {
      id: 'candidates.import.one.problemsEmptyTitle',
      defaultMessage: 'No problems found',
    },
    problemsEmptyDescription: {
      id: 'candidates.import.one.problemsEmptyDescription',
      defaultMessage: 'Every row can be imported as it is.',
    },
    problemsLoadFailed: {
      id: 'candidates.import.one.problemsLoadFailed',
      defaultMessage: 'The rows with problems could not be loaded',
    },
    problemsMoreFailed: {
      id: 'candidates.import.one.problemsMoreFailed',
      defaultMessage: 'More rows could not be loaded.',
    },
    columnRow: { id: 'candidates.import.one.columnRow', defaultMessage: 'Row' },
    columnName: { id: 'candidates.import.one.columnName', defaultMessage: 'Name' },
    columnEmail: { id: 'candidates.import.one.columnEmail', defaultMessage: 'E-mail' },
    columnOutcome: { id: 'candidates.import.one.columnOutcome', defaultMessage: 'Outcome' },
    columnProblems: { id: 'candidates.import.one.columnProblems', defaultMessage: 'Problems' },
    // Step 4: the run and its report.
    runningHeading: { id: 'candidates.import.one.runningHeading', defaultMessage: 'Importing' },
    runningNote: {
      id: 'candidates.import.one.runningNote',
      defaultMessage: 'The import runs on the server: you may leave this page and come back.',
    },
    importedRows: { id: 'candidates.import.one.importedRows', defaultMessage: 'Rows imported' },
    cancelImport: { id: 'candidates.import.one.cancelImport', defaultMessage: 'Cancel import' },
    cancelTitle: { id: 'candidates.import.one.cancelTitle', defaultMessage: 'Cancel the import?' },
    cancelMessage: {
      id: 'candidates.import.one.cancelMessage',
      defaultMessage:
        'The import stops after the rows it is writing now. The candidates imported so far stay.',
    },
    keepImporting: { id: 'candidates.import.one.keepImporting', defaultMessage: 'Keep importing' },
    cancelling: {
      id: 'candidates.import.one.cancelling',
      defaultMessage: 'Stopping after the rows being written now…',
    },
    finishedHeading: {
      id: 'candidates.import.one.finishedHeading',
      defaultMessage: 'Import finished',
    },
    cancelledHeading: {
      id: 'candidates.import.one.cancelledHeading',
      defaultMessage: 'Import cancelled',
    },
    failedHeading: { id: 'candidates.import.one.failedHeading', defaultMessage: 'Import failed' },
  }),
  stepName: defineMessage<{ number: number; name: string }>({
    id: 'candidates.import.one.stepName',
    defaultMessage: '{number}. {name}',
  }),
  personName: defineMessage<{ firstName: string; lastName: string }>({
    id: 'candidates.import.one.personName',
    defaultMessage: '{firstName} {lastName}',
  }),
  uploadedBy: defineMessage<{ name: string; date: string }>({
    id: 'candidates.import.one.uploadedBy',
    defaultMessage: 'Uploaded by {name} on {date}',
  }),
  resumesFile: defineMessage<{ fileName: string }>({
    id: 'candidates.import.one.resumesFile',
    defaultMessage: 'Resumes: {fileName}',
  }),
  noHeader: defineMessage<{ number: number }>({
    id: 'candidates.import.one.noHeader',
    defaultMessage: 'Column {number}',
  }),
  fieldOf: defineMessage<{ column: string }>({
    id: 'candidates.import.one.fieldOf',
    defaultMessage: 'Field for “{column}”',
  }),
  mappingTwice: defineMessage<{ field: string }>({
    id: 'candidates.import.one.mappingTwice',
    defaultMessage: 'Each field can hold one column only: {field} is chosen twice.',
  }),
  discardMessage: defineMessage<{ fileName: string }>({
    id: 'candidates.import.one.discardMessage',
    defaultMessage:
      'The uploaded file {fileName} and its check results are deleted. No candidate has been imported from it.',
  }),
  rowNumber: defineMessage<{ number: number }>({
    id: 'candidates.import.one.rowNumber',
    defaultMessage: 'Row {number}',
  }),
  rowsOf: defineMessage<{ done: string; total: number }>({
    id: 'candidates.import.one.rowsOf',
    defaultMessage: '{done} of {total, plural, one {# row} other {# rows}}',
  }),
  stoppedAfter: defineMessage<{ done: string; total: number }>({
    id: 'candidates.import.one.stoppedAfter',
    defaultMessage:
      'It stopped after {done} of {total, plural, one {# row} other {# rows}}; the candidates imported before stay.',
  }),
  failedBecause: defineMessage<{ error: string }>({
    id: 'candidates.import.one.failedBecause',
    defaultMessage: 'Reason: {error}',
  }),
  finishedAt: defineMessage<{ date: string }>({
    id: 'candidates.import.one.finishedAt',
    defaultMessage: 'Ended on {date}',
  }),
};

/** What a column holds (the contract's CandidateImportField). */
export const fieldMessages = defineMessages({
  firstName: { id: 'candidates.import.field.firstName', defaultMessage: 'First name' },
  lastName: { id: 'candidates.import.field.lastName', defaultMessage: 'Last name' },
  fullName: { id: 'candidates.import.field.fullName', defaultMessage: 'Full name' },
  email: { id: 'candidates.import.field.email', defaultMessage: 'E-mail' },
  phoneNumber: { id: 'candidates.import.field.phoneNumber', defaultMessage: 'Phone number' },
  source: { id: 'candidates.import.field.source', defaultMessage: 'Source' },
  sourceDetail: {
    id: 'candidates.import.field.sourceDetail',
    defaultMessage: 'Referred by or agency',
  },
  resumeFileName: {
    id: 'candidates.import.field.resumeFileName',
    defaultMessage: 'Resume file name',
  },
  note: { id: 'candidates.import.field.note', defaultMessage: 'Note' },
});

/** An import's status (the contract's CandidateImportStatus). */
export const statusMessages = defineMessages({
  Uploaded: { id: 'candidates.import.status.uploaded', defaultMessage: 'Waiting for the mapping' },
  Checking: { id: 'candidates.import.status.checking', defaultMessage: 'Checking' },
  Checked: { id: 'candidates.import.status.checked', defaultMessage: 'Checked' },
  Running: { id: 'candidates.import.status.running', defaultMessage: 'Importing' },
  Cancelling: { id: 'candidates.import.status.cancelling', defaultMessage: 'Cancelling' },
  Cancelled: { id: 'candidates.import.status.cancelled', defaultMessage: 'Cancelled' },
  Failed: { id: 'candidates.import.status.failed', defaultMessage: 'Failed' },
  Finished: { id: 'candidates.import.status.finished', defaultMessage: 'Finished' },
});

/** A row's problem, in plain words (the contract's CandidateImportProblem). */
export const problemMessages = defineMessages({
  missingName: { id: 'candidates.import.problem.missingName', defaultMessage: 'No name' },
  missingEmail: { id: 'candidates.import.problem.missingEmail', defaultMessage: 'No e-mail' },
  badEmail: {
    id: 'candidates.import.problem.badEmail',
    defaultMessage: 'The e-mail is not a valid address',
  },
  tooLong: { id: 'candidates.import.problem.tooLong', defaultMessage: 'A value is too long' },
  badSource: {
    id: 'candidates.import.problem.badSource',
    defaultMessage: 'The source is not one we know',
  },
  duplicateInFile: {
    id: 'candidates.import.problem.duplicateInFile',
    defaultMessage: 'The same e-mail is on an earlier row',
  },
  existingCandidate: {
    id: 'candidates.import.problem.existingCandidate',
    defaultMessage: 'A candidate with this e-mail already exists',
  },
  alreadyInRecruitment: {
    id: 'candidates.import.problem.alreadyInRecruitment',
    defaultMessage: 'Already in the recruitment',
  },
  resumeNotInZip: {
    id: 'candidates.import.problem.resumeNotInZip',
    defaultMessage: 'The resume is not in the zip file',
  },
  resumeRefused: {
    id: 'candidates.import.problem.resumeRefused',
    defaultMessage: 'The resume was refused (type or size)',
  },
});

/** What a row does, before the run (the contract's CandidateImportRowOutcome). */
export const plannedOutcomeMessages = defineMessages({
  create: { id: 'candidates.import.outcome.create', defaultMessage: 'Create' },
  update: { id: 'candidates.import.outcome.update', defaultMessage: 'Update' },
  addToRecruitment: {
    id: 'candidates.import.outcome.addToRecruitment',
    defaultMessage: 'Add to the recruitment',
  },
  skip: { id: 'candidates.import.outcome.skip', defaultMessage: 'Skip' },
  fail: { id: 'candidates.import.outcome.fail', defaultMessage: 'Fail' },
});

/** What a row did, once written (the contract's CandidateImportRowOutcome, row done). */
export const doneOutcomeMessages = defineMessages({
  create: { id: 'candidates.import.done.create', defaultMessage: 'Created' },
  update: { id: 'candidates.import.done.update', defaultMessage: 'Updated' },
  addToRecruitment: {
    id: 'candidates.import.done.addToRecruitment',
    defaultMessage: 'Added to the recruitment',
  },
  skip: { id: 'candidates.import.done.skip', defaultMessage: 'Skipped' },
  fail: { id: 'candidates.import.done.fail', defaultMessage: 'Failed' },
});

/** How a candidate came (the contract's CandidateSource), for the import's source. */
export const sourceMessages = defineMessages({
  applied: { id: 'candidates.import.source.applied', defaultMessage: 'Applied' },
  referral: { id: 'candidates.import.source.referral', defaultMessage: 'Referral' },
  sourced: { id: 'candidates.import.source.sourced', defaultMessage: 'Sourced' },
  agency: { id: 'candidates.import.source.agency', defaultMessage: 'Agency' },
  event: { id: 'candidates.import.source.event', defaultMessage: 'Event' },
  other: { id: 'candidates.import.source.other', defaultMessage: 'Other' },
});
