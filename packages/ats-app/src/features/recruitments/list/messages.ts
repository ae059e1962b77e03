import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the recruitment list (spec part 2 §2.1). */
export const listMessages = {
  ...defineMessages({
    title: { id: 'recruitments.list.title', defaultMessage: 'Recruitments' },
    addNew: { id: 'recruitments.list.addNew', defaultMessage: 'Add new' },
    searchLabel: { id: 'recruitments.list.searchLabel', defaultMessage: 'Search recruitments' },
    searchButton: { id: 'recruitments.list.searchButton', defaultMessage: 'Search' },
    statusFilterLabel: {
      id: 'recruitments.list.statusFilterLabel',
      defaultMessage: 'Filter by status',
    },
    tableLabel: { id: 'recruitments.list.tableLabel', defaultMessage: 'Recruitments' },
    columnStatus: { id: 'recruitments.list.columnStatus', defaultMessage: 'Status' },
    columnTitle: { id: 'recruitments.list.columnTitle', defaultMessage: 'Title' },
    columnPosition: { id: 'recruitments.list.columnPosition', defaultMessage: 'Position' },
    // Short headers: the cells name what each line is ("Owner: …", "3 applicants").
    columnPeople: { id: 'recruitments.list.columnPeople', defaultMessage: 'People' },
    columnCandidates: { id: 'recruitments.list.columnCandidates', defaultMessage: 'Candidates' },
    columnDeadline: { id: 'recruitments.list.columnDeadline', defaultMessage: 'Deadline' },
    columnActions: { id: 'recruitments.list.columnActions', defaultMessage: 'Actions' },
    none: { id: 'recruitments.list.none', defaultMessage: '—' },
    edit: { id: 'recruitments.list.edit', defaultMessage: 'Edit' },
    delete: { id: 'recruitments.list.delete', defaultMessage: 'Delete' },
    loading: { id: 'recruitments.list.loading', defaultMessage: 'Loading recruitments' },
    loadingMore: {
      id: 'recruitments.list.loadingMore',
      defaultMessage: 'Loading more recruitments',
    },
    emptyTitle: { id: 'recruitments.list.emptyTitle', defaultMessage: 'No recruitments yet' },
    emptyDescription: {
      id: 'recruitments.list.emptyDescription',
      defaultMessage: 'Recruitments are the job openings candidates apply for. Add one to start.',
    },
    noStatusMatchTitle: {
      id: 'recruitments.list.noStatusMatchTitle',
      defaultMessage: 'No recruitments with this status',
    },
    noStatusMatchDescription: {
      id: 'recruitments.list.noStatusMatchDescription',
      defaultMessage: 'Choose All to see every recruitment.',
    },
    noMatchesDescription: {
      id: 'recruitments.list.noMatchesDescription',
      defaultMessage:
        'Try another title or status, or clear the search box to see every recruitment.',
    },
  }),
  noMatchesTitle: defineMessage<{ searchQuery: string }>({
    id: 'recruitments.list.noMatchesTitle',
    defaultMessage: 'No recruitments match “{searchQuery}”',
  }),
  viewOnly: defineMessage({ id: 'recruitments.list.viewOnly', defaultMessage: 'View only' }),
  viewOnlyReason: defineMessage({
    id: 'recruitments.list.viewOnlyReason',
    defaultMessage: 'Only the recruitment’s team can change it and see its candidates.',
  }),
  actionsFor: defineMessage<{ title: string }>({
    id: 'recruitments.list.actionsFor',
    defaultMessage: 'Actions for {title}',
  }),
  userName: defineMessage<{ firstName: string; lastName: string }>({
    id: 'recruitments.list.userName',
    defaultMessage: '{firstName} {lastName}',
  }),
  hiringManager: defineMessage<{ name: string }>({
    id: 'recruitments.list.hiringManager',
    defaultMessage: 'Hiring manager: {name}',
  }),
  owner: defineMessage<{ name: string }>({
    id: 'recruitments.list.owner',
    defaultMessage: 'Owner: {name}',
  }),
  candidatesCount: defineMessage<{ count: number }>({
    id: 'recruitments.list.candidatesCount',
    defaultMessage: '{count, plural, one {# candidate} other {# candidates}}',
  }),
  applicantsCount: defineMessage<{ count: number }>({
    id: 'recruitments.list.applicantsCount',
    defaultMessage: '{count, plural, one {# applicant} other {# applicants}}',
  }),
  newApplications: defineMessage<{ count: number }>({
    id: 'recruitments.list.newApplications',
    defaultMessage: '{count, plural, one {# new application} other {# new applications}}',
  }),
};

/**
 * The status filter's buttons (spec part 2 §2.1). Not the status names themselves: a filter
 * names a group of recruitments, which Polish says in the plural ("Otwarte", not "Otwarta").
 */
export const statusFilterMessages = defineMessages({
  all: { id: 'recruitments.list.filter.all', defaultMessage: 'All' },
  open: { id: 'recruitments.list.filter.open', defaultMessage: 'Open' },
  pending: { id: 'recruitments.list.filter.pending', defaultMessage: 'Pending' },
  draft: { id: 'recruitments.list.filter.draft', defaultMessage: 'Draft' },
  closed: { id: 'recruitments.list.filter.closed', defaultMessage: 'Closed' },
});
