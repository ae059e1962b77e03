import { defineMessage, defineMessages } from 'react-intl';

/** Settings > Users: the screen, its list and its filters (issue 27). */
export const usersMessages = {
  ...defineMessages({
    title: { id: 'settings.users.title', defaultMessage: 'Users' },
    invite: { id: 'settings.users.invite', defaultMessage: 'Invite' },
    tabsLabel: { id: 'settings.users.tabsLabel', defaultMessage: 'Users and sign-in rules' },
    peopleTab: { id: 'settings.users.peopleTab', defaultMessage: 'People' },
    signInRulesTab: { id: 'settings.users.signInRulesTab', defaultMessage: 'Sign-in rules' },
    searchLabel: { id: 'settings.users.searchLabel', defaultMessage: 'Search users' },
    searchPlaceholder: { id: 'settings.users.searchPlaceholder', defaultMessage: 'Name or e-mail' },
    searchButton: { id: 'settings.users.searchButton', defaultMessage: 'Search' },
    roleFilter: { id: 'settings.users.roleFilter', defaultMessage: 'Role' },
    allRoles: { id: 'settings.users.allRoles', defaultMessage: 'All roles' },
    statusFilter: { id: 'settings.users.statusFilter', defaultMessage: 'Status' },
    allStatuses: { id: 'settings.users.allStatuses', defaultMessage: 'All statuses' },
    tableLabel: { id: 'settings.users.tableLabel', defaultMessage: 'Users' },
    columnName: { id: 'settings.users.columnName', defaultMessage: 'Name' },
    columnEmail: { id: 'settings.users.columnEmail', defaultMessage: 'E-mail' },
    columnRole: { id: 'settings.users.columnRole', defaultMessage: 'Role' },
    columnStatus: { id: 'settings.users.columnStatus', defaultMessage: 'Status' },
    columnLastSignIn: { id: 'settings.users.columnLastSignIn', defaultMessage: 'Last sign-in' },
    columnActions: { id: 'settings.users.columnActions', defaultMessage: 'Actions' },
    never: { id: 'settings.users.never', defaultMessage: 'Never' },
    changeRole: { id: 'settings.users.changeRole', defaultMessage: 'Change role' },
    deactivate: { id: 'settings.users.deactivate', defaultMessage: 'Deactivate' },
    withdrawInvitation: {
      id: 'settings.users.withdrawInvitation',
      defaultMessage: 'Withdraw invitation',
    },
    reactivate: { id: 'settings.users.reactivate', defaultMessage: 'Reactivate' },
    loading: { id: 'settings.users.loading', defaultMessage: 'Loading users' },
    loadingMore: { id: 'settings.users.loadingMore', defaultMessage: 'Loading more users' },
    emptyTitle: { id: 'settings.users.emptyTitle', defaultMessage: 'No users yet' },
    emptyDescription: {
      id: 'settings.users.emptyDescription',
      defaultMessage: 'Invite the people of your recruiting team to work here with you.',
    },
    noMatchesTitle: { id: 'settings.users.noMatchesTitle', defaultMessage: 'No users match' },
    noMatchesDescription: {
      id: 'settings.users.noMatchesDescription',
      defaultMessage: 'Try another name or e-mail, or show every role and status.',
    },
    cancel: { id: 'settings.users.cancel', defaultMessage: 'Cancel' },
    close: { id: 'settings.users.close', defaultMessage: 'Close' },
    save: { id: 'settings.users.save', defaultMessage: 'Save' },
  }),
  personName: defineMessage<{ firstName: string; lastName: string }>({
    id: 'settings.users.personName',
    defaultMessage: '{firstName} {lastName}',
  }),
  yourself: defineMessage<{ name: string }>({
    id: 'settings.users.yourself',
    defaultMessage: '{name} (you)',
  }),
  actionsFor: defineMessage<{ name: string }>({
    id: 'settings.users.actionsFor',
    defaultMessage: 'Actions for {name}',
  }),
};

/** Refusals of the server that the catalogue's 400 text would leave unexplained. */
export const refusalMessages = defineMessages({
  lastAdministrator: {
    id: 'settings.users.refusal.lastAdministrator',
    defaultMessage:
      'The company needs at least one active administrator: make someone else an administrator first.',
  },
  title: { id: 'settings.users.refusal.title', defaultMessage: 'Not changed' },
});

/** The invitation dialog. */
export const inviteMessages = {
  ...defineMessages({
    title: { id: 'settings.users.inviteDialog.title', defaultMessage: 'Invite a person' },
    description: {
      id: 'settings.users.inviteDialog.description',
      defaultMessage:
        'They get an e-mail with a link to sign in, and may sign in once the company’s sign-in service vouches for this address.',
    },
    email: { id: 'settings.users.inviteDialog.email', defaultMessage: 'E-mail' },
    role: { id: 'settings.users.inviteDialog.role', defaultMessage: 'Role' },
    firstName: { id: 'settings.users.inviteDialog.firstName', defaultMessage: 'First name' },
    lastName: { id: 'settings.users.inviteDialog.lastName', defaultMessage: 'Last name' },
    optional: {
      id: 'settings.users.inviteDialog.optional',
      defaultMessage: 'Optional: taken from the sign-in service at the first sign-in.',
    },
    send: { id: 'settings.users.inviteDialog.send', defaultMessage: 'Send invitation' },
    notAnEmail: {
      id: 'settings.users.inviteDialog.notAnEmail',
      defaultMessage: 'Enter an e-mail address, e.g. name@example.com',
    },
    refusedEmail: {
      id: 'settings.users.inviteDialog.refusedEmail',
      defaultMessage:
        'This address cannot be invited: it is already a user’s or invited, or it is not an e-mail address.',
    },
    sentTitle: { id: 'settings.users.inviteDialog.sentTitle', defaultMessage: 'Invitation sent' },
  }),
  sent: defineMessage<{ email: string }>({
    id: 'settings.users.inviteDialog.sent',
    defaultMessage: 'Invitation sent to {email}',
  }),
};

/** The role dialog. */
export const roleMessages = {
  title: defineMessage<{ name: string }>({
    id: 'settings.users.roleDialog.title',
    defaultMessage: 'Change the role of {name}',
  }),
  description: defineMessage({
    id: 'settings.users.roleDialog.description',
    defaultMessage: 'The new role applies from their next click.',
  }),
  role: defineMessage({ id: 'settings.users.roleDialog.role', defaultMessage: 'Role' }),
  changed: defineMessage<{ name: string; role: string }>({
    id: 'settings.users.roleDialog.changed',
    defaultMessage: '{name} is now {role}.',
  }),
};

/** The deactivation dialog, and withdrawing an invitation. */
export const deactivateMessages = {
  title: defineMessage<{ name: string }>({
    id: 'settings.users.deactivateDialog.title',
    defaultMessage: 'Deactivate {name}?',
  }),
  explanation: defineMessage({
    id: 'settings.users.deactivateDialog.explanation',
    defaultMessage:
      'Their sessions end now and they can no longer sign in. Their history stays: activities, scores and notes keep their name. You can reactivate them later.',
  }),
  withdrawTitle: defineMessage<{ name: string }>({
    id: 'settings.users.deactivateDialog.withdrawTitle',
    defaultMessage: 'Withdraw the invitation of {name}?',
  }),
  withdrawExplanation: defineMessage({
    id: 'settings.users.deactivateDialog.withdrawExplanation',
    defaultMessage:
      'They can no longer sign in with this invitation. You can invite them again by reactivating it.',
  }),
  ownsRecruitments: defineMessage<{ name: string; count: number }>({
    id: 'settings.users.deactivateDialog.ownsRecruitments',
    defaultMessage:
      '{name} owns {count, plural, one {# recruitment} other {# recruitments}}. Choose who takes {count, plural, one {it} other {them}} over.',
  }),
  newOwner: defineMessage({
    id: 'settings.users.deactivateDialog.newOwner',
    defaultMessage: 'New owner of the recruitments',
  }),
  searchPeople: defineMessage({
    id: 'settings.users.deactivateDialog.searchPeople',
    defaultMessage: 'Search people',
  }),
  noPeople: defineMessage({
    id: 'settings.users.deactivateDialog.noPeople',
    defaultMessage: 'Nobody matches',
  }),
  ownerRefused: defineMessage({
    id: 'settings.users.deactivateDialog.ownerRefused',
    defaultMessage: 'Choose an active staff member',
  }),
  deactivated: defineMessage<{ name: string }>({
    id: 'settings.users.deactivateDialog.deactivated',
    defaultMessage: '{name} has been deactivated.',
  }),
  withdrawn: defineMessage<{ name: string }>({
    id: 'settings.users.deactivateDialog.withdrawn',
    defaultMessage: 'The invitation of {name} has been withdrawn.',
  }),
};

/** Reactivating. */
export const reactivateMessages = {
  title: defineMessage<{ name: string }>({
    id: 'settings.users.reactivateDialog.title',
    defaultMessage: 'Reactivate {name}?',
  }),
  explanation: defineMessage<{ role: string }>({
    id: 'settings.users.reactivateDialog.explanation',
    defaultMessage: 'They may sign in again, with their former role: {role}.',
  }),
  reactivated: defineMessage<{ name: string }>({
    id: 'settings.users.reactivateDialog.reactivated',
    defaultMessage: '{name} has been reactivated.',
  }),
};

/** The sign-in rules: e-mail domains admitted without an invitation. */
export const signInRulesMessages = {
  ...defineMessages({
    heading: { id: 'settings.users.signInRules.heading', defaultMessage: 'Sign-in domains' },
    explanation: {
      id: 'settings.users.signInRules.explanation',
      defaultMessage:
        'People with an address in these domains may sign in without an invitation and get the domain’s role.',
    },
    none: {
      id: 'settings.users.signInRules.none',
      defaultMessage: 'No domains: only invited people may sign in.',
    },
    addDomain: { id: 'settings.users.signInRules.addDomain', defaultMessage: 'Add domain' },
    save: { id: 'settings.users.signInRules.save', defaultMessage: 'Save sign-in rules' },
    saved: { id: 'settings.users.signInRules.saved', defaultMessage: 'Sign-in rules saved.' },
    loading: { id: 'settings.users.signInRules.loading', defaultMessage: 'Loading sign-in rules' },
    loadFailed: {
      id: 'settings.users.signInRules.loadFailed',
      defaultMessage: 'The sign-in rules could not be loaded',
    },
    notADomain: {
      id: 'settings.users.signInRules.notADomain',
      defaultMessage: 'Enter a domain, e.g. example.com',
    },
    duplicate: {
      id: 'settings.users.signInRules.duplicate',
      defaultMessage: 'This domain is listed twice',
    },
    refused: {
      id: 'settings.users.signInRules.refused',
      defaultMessage: 'This domain was refused: check it, and that it is listed once.',
    },
  }),
  domain: defineMessage<{ number: number }>({
    id: 'settings.users.signInRules.domain',
    defaultMessage: 'Domain {number}',
  }),
  role: defineMessage<{ number: number }>({
    id: 'settings.users.signInRules.role',
    defaultMessage: 'Role of domain {number}',
  }),
  remove: defineMessage<{ number: number }>({
    id: 'settings.users.signInRules.remove',
    defaultMessage: 'Remove domain {number}',
  }),
};
