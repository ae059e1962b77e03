import { defineMessage, defineMessages } from 'react-intl';

type Named = { name: string };

/**
 * Texts of the list of all candidates (spec part 2 §2.7). Its title is the menu's word,
 * "Applicants": the spec's "recruitees" is the same people (part 1 §1 "applicants
 * (recruitees)"), and a page should be called what the link to it says.
 */
export const applicantsMessages = {
  ...defineMessages({
    title: { id: 'candidates.all.title', defaultMessage: 'Applicants' },
    searchLabel: { id: 'candidates.all.searchLabel', defaultMessage: 'Search applicants' },
    searchPlaceholder: {
      id: 'candidates.all.searchPlaceholder',
      defaultMessage: 'Name, e-mail or phone',
    },
    searchButton: { id: 'candidates.all.searchButton', defaultMessage: 'Search' },
    tableLabel: { id: 'candidates.all.tableLabel', defaultMessage: 'Applicants' },
    loading: { id: 'candidates.all.loading', defaultMessage: 'Loading applicants' },
    loadingMore: { id: 'candidates.all.loadingMore', defaultMessage: 'Loading more applicants' },
    columnName: { id: 'candidates.all.columnName', defaultMessage: 'Name' },
    columnResume: { id: 'candidates.all.columnResume', defaultMessage: 'Resume' },
    columnPhone: { id: 'candidates.all.columnPhone', defaultMessage: 'Phone' },
    columnEmail: { id: 'candidates.all.columnEmail', defaultMessage: 'E-mail' },
    columnLastApplication: {
      id: 'candidates.all.columnLastApplication',
      defaultMessage: 'Last application',
    },
    columnProfile: { id: 'candidates.all.columnProfile', defaultMessage: 'Profile' },
    viewResume: { id: 'candidates.all.viewResume', defaultMessage: 'View resume' },
    seeProfile: { id: 'candidates.all.seeProfile', defaultMessage: 'See profile' },
    none: { id: 'candidates.all.none', defaultMessage: '—' },
    emptyTitle: { id: 'candidates.all.emptyTitle', defaultMessage: 'No applicants yet' },
    emptyDescription: {
      id: 'candidates.all.emptyDescription',
      defaultMessage: 'Applicants appear here once they apply to a job offer.',
    },
    noMatchesDescription: {
      id: 'candidates.all.noMatchesDescription',
      defaultMessage: 'Try another name, e-mail or phone, or clear the search box to see everyone.',
    },
  }),
  applicantName: defineMessage<{ firstName: string; lastName: string }>({
    id: 'candidates.all.applicantName',
    defaultMessage: '{firstName} {lastName}',
  }),
  noMatchesTitle: defineMessage<{ searchQuery: string }>({
    id: 'candidates.all.noMatchesTitle',
    defaultMessage: 'No applicants match “{searchQuery}”',
  }),
  viewResumeOf: defineMessage<Named>({
    id: 'candidates.all.viewResumeOf',
    defaultMessage: 'View resume of {name}',
  }),
  seeProfileOf: defineMessage<Named>({
    id: 'candidates.all.seeProfileOf',
    defaultMessage: 'See profile of {name}',
  }),
};
