import { defineMessage, defineMessages } from 'react-intl';

/** Settings > API access: the screen and its list (issue 28). */
export const apiTokensMessages = {
  ...defineMessages({
    title: { id: 'settings.apiTokens.title', defaultMessage: 'API access' },
    description: {
      id: 'settings.apiTokens.description',
      defaultMessage:
        'Other tools (a reporting job, a sync, a bot) call the ATS API with a token. A token acts with the rights of the person who made it, narrowed to its scopes.',
    },
    create: { id: 'settings.apiTokens.create', defaultMessage: 'Create token' },
    everyone: { id: 'settings.apiTokens.everyone', defaultMessage: 'Everyone’s tokens' },
    everyoneDescription: {
      id: 'settings.apiTokens.everyoneDescription',
      defaultMessage: 'Show the tokens of every staff member, not only yours.',
    },
    tableLabel: { id: 'settings.apiTokens.tableLabel', defaultMessage: 'API tokens' },
    columnName: { id: 'settings.apiTokens.columnName', defaultMessage: 'Name' },
    columnOwner: { id: 'settings.apiTokens.columnOwner', defaultMessage: 'Owner' },
    columnScopes: { id: 'settings.apiTokens.columnScopes', defaultMessage: 'Scopes' },
    columnCreated: { id: 'settings.apiTokens.columnCreated', defaultMessage: 'Created' },
    columnExpires: { id: 'settings.apiTokens.columnExpires', defaultMessage: 'Expires' },
    columnLastUsed: { id: 'settings.apiTokens.columnLastUsed', defaultMessage: 'Last used' },
    columnActions: { id: 'settings.apiTokens.columnActions', defaultMessage: 'Actions' },
    never: { id: 'settings.apiTokens.never', defaultMessage: 'Never' },
    expired: { id: 'settings.apiTokens.expired', defaultMessage: 'Expired' },
    neverUsed: { id: 'settings.apiTokens.neverUsed', defaultMessage: 'Never used' },
    revoke: { id: 'settings.apiTokens.revoke', defaultMessage: 'Revoke' },
    loading: { id: 'settings.apiTokens.loading', defaultMessage: 'Loading API tokens' },
    loadingMore: {
      id: 'settings.apiTokens.loadingMore',
      defaultMessage: 'Loading more API tokens',
    },
    emptyTitle: { id: 'settings.apiTokens.emptyTitle', defaultMessage: 'No API tokens yet' },
    emptyDescription: {
      id: 'settings.apiTokens.emptyDescription',
      defaultMessage:
        'Create a token for a tool that should call the ATS API. Its secret is shown once, when it is made; you can revoke it at any time.',
    },
    emptyEveryoneDescription: {
      id: 'settings.apiTokens.emptyEveryoneDescription',
      defaultMessage: 'Nobody in the company has an API token that is still valid.',
    },
    cancel: { id: 'settings.apiTokens.cancel', defaultMessage: 'Cancel' },
    close: { id: 'settings.apiTokens.close', defaultMessage: 'Close' },
  }),
  personName: defineMessage<{ firstName: string; lastName: string }>({
    id: 'settings.apiTokens.personName',
    defaultMessage: '{firstName} {lastName}',
  }),
  yourself: defineMessage<{ name: string }>({
    id: 'settings.apiTokens.yourself',
    defaultMessage: '{name} (you)',
  }),
  lastUsedFrom: defineMessage<{ time: string; address: string }>({
    id: 'settings.apiTokens.lastUsedFrom',
    defaultMessage: '{time} from {address}',
  }),
  revokeFor: defineMessage<{ name: string }>({
    id: 'settings.apiTokens.revokeFor',
    defaultMessage: 'Revoke {name}',
  }),
};

/** The names and one-line explanations of the scopes, and the lifetimes. */
export const scopeMessages = defineMessages({
  'recruitments:read': {
    id: 'settings.apiTokens.scope.recruitmentsRead',
    defaultMessage: 'Read recruitments',
  },
  'recruitments:write': {
    id: 'settings.apiTokens.scope.recruitmentsWrite',
    defaultMessage: 'Change recruitments',
  },
  'candidates:read': {
    id: 'settings.apiTokens.scope.candidatesRead',
    defaultMessage: 'Read candidates',
  },
  'candidates:write': {
    id: 'settings.apiTokens.scope.candidatesWrite',
    defaultMessage: 'Change candidates',
  },
  'settings:read': { id: 'settings.apiTokens.scope.settingsRead', defaultMessage: 'Read settings' },
  'settings:write': {
    id: 'settings.apiTokens.scope.settingsWrite',
    defaultMessage: 'Change settings',
  },
  personalData: {
    id: 'settings.apiTokens.scope.personalData',
    defaultMessage: 'Candidates’ personal data',
  },
});

export const scopeDescriptions = defineMessages({
  'recruitments:read': {
    id: 'settings.apiTokens.scope.recruitmentsReadDescription',
    defaultMessage:
      'Recruitments with their stages, team and questionnaires, positions and dashboard figures.',
  },
  'recruitments:write': {
    id: 'settings.apiTokens.scope.recruitmentsWriteDescription',
    defaultMessage: 'Add and edit recruitments, their stages, team and status.',
  },
  'candidates:read': {
    id: 'settings.apiTokens.scope.candidatesReadDescription',
    defaultMessage: 'Candidates’ stages, scores and activities, without their personal data.',
  },
  'candidates:write': {
    id: 'settings.apiTokens.scope.candidatesWriteDescription',
    defaultMessage: 'Move candidates between stages, score them, add notes and meetings.',
  },
  'settings:read': {
    id: 'settings.apiTokens.scope.settingsReadDescription',
    defaultMessage: 'Company settings, e-mail templates, staff and the audit log.',
  },
  'settings:write': {
    id: 'settings.apiTokens.scope.settingsWriteDescription',
    defaultMessage: 'Change company settings, e-mail templates and staff.',
  },
  personalData: {
    id: 'settings.apiTokens.scope.personalDataDescription',
    defaultMessage:
      'Names, contact data, files and answers, besides the scope of their area. Leave it out for a tool that needs only counts and stages.',
  },
});

/** The create dialog. */
export const createMessages = {
  ...defineMessages({
    title: { id: 'settings.apiTokens.createDialog.title', defaultMessage: 'Create token' },
    description: {
      id: 'settings.apiTokens.createDialog.description',
      defaultMessage:
        'The token acts with your rights (your role and your recruitments), narrowed to the scopes you choose. It stops when it expires, when it is revoked, or when your account is deactivated.',
    },
    name: { id: 'settings.apiTokens.createDialog.name', defaultMessage: 'Name' },
    expiry: { id: 'settings.apiTokens.createDialog.expiry', defaultMessage: 'Expires after' },
    noExpiry: { id: 'settings.apiTokens.createDialog.noExpiry', defaultMessage: 'No expiry' },
    scopes: { id: 'settings.apiTokens.createDialog.scopes', defaultMessage: 'Scopes' },
    scopesDescription: {
      id: 'settings.apiTokens.createDialog.scopesDescription',
      defaultMessage:
        'Choose at least one. Personal data covers candidates’ names, contact data, files and answers.',
    },
    chooseScope: {
      id: 'settings.apiTokens.createDialog.chooseScope',
      defaultMessage: 'Choose at least one scope',
    },
    submit: { id: 'settings.apiTokens.createDialog.submit', defaultMessage: 'Create token' },
  }),
  nameDescription: defineMessage<{ max: number }>({
    id: 'settings.apiTokens.createDialog.nameDescription',
    defaultMessage: 'What the token is for, e.g. “Payroll sync”; up to {max} characters.',
  }),
  days: defineMessage<{ days: number }>({
    id: 'settings.apiTokens.createDialog.days',
    defaultMessage: '{days, plural, one {# day} other {# days}}',
  }),
};

/** The dialog that shows the secret, once. */
export const secretMessages = {
  ...defineMessages({
    title: { id: 'settings.apiTokens.secretDialog.title', defaultMessage: 'Copy your token' },
    warning: {
      id: 'settings.apiTokens.secretDialog.warning',
      defaultMessage:
        'This secret will not be shown again: copy it now and keep it where only the tool can read it. If it is lost, revoke the token and create another.',
    },
    secret: { id: 'settings.apiTokens.secretDialog.secret', defaultMessage: 'Secret' },
    copy: { id: 'settings.apiTokens.secretDialog.copy', defaultMessage: 'Copy' },
    copied: { id: 'settings.apiTokens.secretDialog.copied', defaultMessage: 'Copied' },
    copyFailed: {
      id: 'settings.apiTokens.secretDialog.copyFailed',
      defaultMessage: 'Could not copy: select the secret and copy it yourself.',
    },
    usageHeading: {
      id: 'settings.apiTokens.secretDialog.usageHeading',
      defaultMessage: 'How to use it',
    },
    usage: {
      id: 'settings.apiTokens.secretDialog.usage',
      defaultMessage:
        'Send it in the Authorization header of every request, never in an address. For example with curl, then from Node 20:',
    },
    done: { id: 'settings.apiTokens.secretDialog.done', defaultMessage: 'Done' },
  }),
  created: defineMessage<{ name: string }>({
    id: 'settings.apiTokens.secretDialog.created',
    defaultMessage: 'The token “{name}” has been created.',
  }),
};

/** Revoking. */
export const revokeMessages = {
  title: defineMessage<{ name: string }>({
    id: 'settings.apiTokens.revokeDialog.title',
    defaultMessage: 'Revoke the token “{name}”?',
  }),
  explanation: defineMessage<{ prefix: string }>({
    id: 'settings.apiTokens.revokeDialog.explanation',
    defaultMessage:
      'Tools that use the token {prefix}… are refused from their next request. This cannot be undone.',
  }),
  revoked: defineMessage<{ name: string }>({
    id: 'settings.apiTokens.revokeDialog.revoked',
    defaultMessage: 'The token “{name}” has been revoked.',
  }),
};
