import { defineMessage, defineMessages } from 'react-intl';

/** Texts of possible duplicates and the merge (issue 29, "Duplicates"). */
export const duplicateMessages = {
  ...defineMessages({
    merge: { id: 'duplicates.merge', defaultMessage: 'Merge' },
    notDuplicate: { id: 'duplicates.notDuplicate', defaultMessage: 'Not a duplicate' },
    notDuplicateDone: {
      id: 'duplicates.notDuplicateDone',
      defaultMessage: 'They will not be suggested as duplicates again',
    },
    notDuplicateFailed: {
      id: 'duplicates.notDuplicateFailed',
      defaultMessage: 'The choice could not be saved',
    },
    reasonPhone: { id: 'duplicates.reason.phone', defaultMessage: 'the same phone' },
    reasonNameAndEmail: {
      id: 'duplicates.reason.nameAndEmail',
      defaultMessage: 'the same name with a close e-mail',
    },
    reasonFile: { id: 'duplicates.reason.file', defaultMessage: 'the same resume file' },
    listLink: { id: 'duplicates.listLink', defaultMessage: 'Possible duplicates' },
    listTitle: { id: 'duplicates.listTitle', defaultMessage: 'Possible duplicates' },
    listIntro: {
      id: 'duplicates.listIntro',
      defaultMessage:
        'Candidates who may be one person: the same phone, the same name with a close e-mail, or the same resume file.',
    },
    listLoading: { id: 'duplicates.listLoading', defaultMessage: 'Loading possible duplicates' },
    listEmptyTitle: { id: 'duplicates.listEmptyTitle', defaultMessage: 'No possible duplicates' },
    listEmptyText: {
      id: 'duplicates.listEmptyText',
      defaultMessage: 'No two candidates look like one person.',
    },
    previousPage: { id: 'duplicates.previousPage', defaultMessage: 'Previous page' },
    nextPage: { id: 'duplicates.nextPage', defaultMessage: 'Next page' },
    mergeTitle: { id: 'duplicates.mergeTitle', defaultMessage: 'Merge candidates' },
    chooseKept: { id: 'duplicates.chooseKept', defaultMessage: 'Record to keep' },
    chooseKeptHelp: {
      id: 'duplicates.chooseKeptHelp',
      defaultMessage:
        'The kept record keeps its name, e-mail and phone and gets every application, file, score, activity and consent of the other.',
    },
    email: { id: 'duplicates.email', defaultMessage: 'E-mail' },
    phone: { id: 'duplicates.phone', defaultMessage: 'Phone' },
    added: { id: 'duplicates.added', defaultMessage: 'Added' },
    applications: { id: 'duplicates.applications', defaultMessage: 'Applications' },
    recruitments: { id: 'duplicates.recruitments', defaultMessage: 'Recruitments' },
    none: { id: 'duplicates.none', defaultMessage: '—' },
    next: { id: 'duplicates.next', defaultMessage: 'Next' },
    back: { id: 'duplicates.back', defaultMessage: 'Back' },
    cancel: { id: 'duplicates.cancel', defaultMessage: 'Cancel' },
    close: { id: 'duplicates.close', defaultMessage: 'Close' },
    confirmMerge: { id: 'duplicates.confirmMerge', defaultMessage: 'Merge' },
    merged: { id: 'duplicates.merged', defaultMessage: 'Candidates merged' },
    mergeFailed: { id: 'duplicates.mergeFailed', defaultMessage: 'The candidates were not merged' },
    alreadyMerged: {
      id: 'duplicates.alreadyMerged',
      defaultMessage:
        'One of these candidates has already been merged or no longer exists. Nothing was changed.',
    },
    cannotMerge: {
      id: 'duplicates.cannotMerge',
      defaultMessage:
        'These candidates cannot be merged (an erased candidate, or one person twice).',
    },
  }),
  personName: defineMessage<{ firstName: string; lastName: string }>({
    id: 'duplicates.personName',
    defaultMessage: '{firstName} {lastName}',
  }),
  noticeTitle: defineMessage<{ name: string }>({
    id: 'duplicates.noticeTitle',
    defaultMessage: 'Possible duplicate of {name}',
  }),
  noticeText: defineMessage<{ reasons: string }>({
    id: 'duplicates.noticeText',
    defaultMessage: 'These records may be the same person: {reasons}.',
  }),
  openProfile: defineMessage<{ name: string }>({
    id: 'duplicates.openProfile',
    defaultMessage: 'Open the profile of {name}',
  }),
  mergeWith: defineMessage<{ name: string }>({
    id: 'duplicates.mergeWith',
    defaultMessage: 'Merge with {name}',
  }),
  pairLabel: defineMessage<{ first: string; second: string }>({
    id: 'duplicates.pairLabel',
    defaultMessage: '{first} and {second}',
  }),
  pageStatus: defineMessage<{ page: number; pages: number; count: number }>({
    id: 'duplicates.pageStatus',
    defaultMessage: 'Page {page} of {pages} ({count, plural, one {# pair} other {# pairs}})',
  }),
  keepOption: defineMessage<{ name: string; email: string }>({
    id: 'duplicates.keepOption',
    defaultMessage: 'Keep {name} ({email})',
  }),
  confirmText: defineMessage<{ merged: string; kept: string }>({
    id: 'duplicates.confirmText',
    defaultMessage:
      '{merged} will be merged into {kept}: every application, file, score, activity and consent moves to {kept}, and the record of {merged} is removed. This cannot be undone.',
  }),
};
