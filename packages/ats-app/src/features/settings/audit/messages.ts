import { defineMessage, defineMessages } from 'react-intl';

/** Settings > Audit log (issue 27). */
export const auditMessages = defineMessages({
  title: { id: 'settings.audit.title', defaultMessage: 'Audit log' },
  description: {
    id: 'settings.audit.description',
    defaultMessage:
      'Every administrative change: roles, invitations, deactivations and settings, newest first.',
  },
  tableLabel: { id: 'settings.audit.tableLabel', defaultMessage: 'Audit log' },
  columnWhen: { id: 'settings.audit.columnWhen', defaultMessage: 'When' },
  columnWho: { id: 'settings.audit.columnWho', defaultMessage: 'Who' },
  columnWhat: { id: 'settings.audit.columnWhat', defaultMessage: 'What' },
  system: { id: 'settings.audit.system', defaultMessage: 'System' },
  loading: { id: 'settings.audit.loading', defaultMessage: 'Loading the audit log' },
  loadingMore: { id: 'settings.audit.loadingMore', defaultMessage: 'Loading older changes' },
  emptyTitle: { id: 'settings.audit.emptyTitle', defaultMessage: 'No changes yet' },
  emptyDescription: {
    id: 'settings.audit.emptyDescription',
    defaultMessage: 'Administrative changes show here as they are made.',
  },
  someone: { id: 'settings.audit.someone', defaultMessage: 'someone' },
  noDomains: { id: 'settings.audit.noDomains', defaultMessage: 'none' },
});

/** One sentence per recorded action; `target` is the person or thing changed. */
export const auditSentences = {
  actorName: defineMessage<{ firstName: string; lastName: string }>({
    id: 'settings.audit.actorName',
    defaultMessage: '{firstName} {lastName}',
  }),
  invited: defineMessage<{ target: string; role: string }>({
    id: 'settings.audit.userInvited',
    defaultMessage: 'Invited {target} as {role}',
  }),
  joinedByInvitation: defineMessage<{ target: string; role: string }>({
    id: 'settings.audit.userJoinedByInvitation',
    defaultMessage: '{target} accepted the invitation and signed in as {role}',
  }),
  joinedByDomain: defineMessage<{ target: string; role: string }>({
    id: 'settings.audit.userJoinedByDomain',
    defaultMessage:
      '{target} signed in for the first time as {role}, admitted by their e-mail domain',
  }),
  joined: defineMessage<{ target: string; role: string }>({
    id: 'settings.audit.userJoined',
    defaultMessage: '{target} signed in for the first time as {role}',
  }),
  roleChanged: defineMessage<{ target: string; from: string; to: string }>({
    id: 'settings.audit.userRoleChanged',
    defaultMessage: 'Changed the role of {target} from {from} to {to}',
  }),
  deactivated: defineMessage<{ target: string }>({
    id: 'settings.audit.userDeactivated',
    defaultMessage: 'Deactivated {target}',
  }),
  deactivatedHandingOver: defineMessage<{ target: string; count: number; owner: string }>({
    id: 'settings.audit.userDeactivatedHandingOver',
    defaultMessage:
      'Deactivated {target} and handed {count, plural, one {# recruitment} other {# recruitments}} over to {owner}',
  }),
  invitationWithdrawn: defineMessage<{ target: string }>({
    id: 'settings.audit.userInvitationWithdrawn',
    defaultMessage: 'Withdrew the invitation of {target}',
  }),
  reactivated: defineMessage<{ target: string }>({
    id: 'settings.audit.userReactivated',
    defaultMessage: 'Reactivated {target}',
  }),
  signInDomainsEdited: defineMessage<{ domains: string }>({
    id: 'settings.audit.signInDomainsEdited',
    defaultMessage: 'Changed the sign-in domains to: {domains}',
  }),
  domainWithRole: defineMessage<{ domain: string; role: string }>({
    id: 'settings.audit.domainWithRole',
    defaultMessage: '{domain} ({role})',
  }),
  otherWithTarget: defineMessage<{ action: string; target: string }>({
    id: 'settings.audit.otherWithTarget',
    defaultMessage: '{action}: {target}',
  }),
};
