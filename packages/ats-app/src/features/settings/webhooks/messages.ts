import { defineMessage, defineMessages } from 'react-intl';

/** Settings > Webhooks: the list of endpoints (issue 28). */
export const webhooksMessages = {
  ...defineMessages({
    title: { id: 'settings.webhooks.title', defaultMessage: 'Webhooks' },
    description: {
      id: 'settings.webhooks.description',
      defaultMessage:
        'Webhooks tell your other tools what happens here: for each event an endpoint subscribes to, the server sends a signed HTTPS POST to its URL.',
    },
    add: { id: 'settings.webhooks.add', defaultMessage: 'Add endpoint' },
    tableLabel: { id: 'settings.webhooks.tableLabel', defaultMessage: 'Webhook endpoints' },
    columnUrl: { id: 'settings.webhooks.columnUrl', defaultMessage: 'Endpoint URL' },
    columnDescription: { id: 'settings.webhooks.columnDescription', defaultMessage: 'Description' },
    columnEvents: { id: 'settings.webhooks.columnEvents', defaultMessage: 'Events' },
    columnStatus: { id: 'settings.webhooks.columnStatus', defaultMessage: 'Status' },
    enabled: { id: 'settings.webhooks.enabled', defaultMessage: 'Enabled' },
    disabled: { id: 'settings.webhooks.disabled', defaultMessage: 'Disabled' },
    disabledByServer: {
      id: 'settings.webhooks.disabledByServer',
      defaultMessage: 'Disabled after failures',
    },
    failing: { id: 'settings.webhooks.failing', defaultMessage: 'Failing' },
    loading: { id: 'settings.webhooks.loading', defaultMessage: 'Loading webhook endpoints' },
    loadingMore: {
      id: 'settings.webhooks.loadingMore',
      defaultMessage: 'Loading more webhook endpoints',
    },
    emptyTitle: { id: 'settings.webhooks.emptyTitle', defaultMessage: 'No webhook endpoints yet' },
    emptyDescription: {
      id: 'settings.webhooks.emptyDescription',
      defaultMessage:
        'Add the URL of another tool (a payroll sync, a chat bot, a report) and choose the events it wants: it is told within seconds when a candidate applies, changes stage or is hired, instead of asking over and over.',
    },
    cancel: { id: 'settings.webhooks.cancel', defaultMessage: 'Cancel' },
    close: { id: 'settings.webhooks.close', defaultMessage: 'Close' },
  }),
  eventCount: defineMessage<{ count: number }>({
    id: 'settings.webhooks.eventCount',
    defaultMessage: '{count, plural, one {# event} other {# events}}',
  }),
};

/** The notice of an endpoint that fails, or that the server disabled after days of failure. */
export const failureMessages = {
  disabledTitle: defineMessage({
    id: 'settings.webhooks.failure.disabledTitle',
    defaultMessage: 'Disabled by the server',
  }),
  disabled: defineMessage<{ since: string; disabledAt: string }>({
    id: 'settings.webhooks.failure.disabled',
    defaultMessage:
      'Every attempt to deliver to this endpoint failed from {since} for 5 days, so the server disabled it on {disabledAt}. Fix the receiver, then enable the endpoint again (events of the disabled time are not sent).',
  }),
  disabledNoSince: defineMessage<{ disabledAt: string }>({
    id: 'settings.webhooks.failure.disabledNoSince',
    defaultMessage:
      'Every attempt to deliver to this endpoint failed for 5 days, so the server disabled it on {disabledAt}. Fix the receiver, then enable the endpoint again (events of the disabled time are not sent).',
  }),
  failingTitle: defineMessage({
    id: 'settings.webhooks.failure.failingTitle',
    defaultMessage: 'Deliveries are failing',
  }),
  failing: defineMessage<{ since: string }>({
    id: 'settings.webhooks.failure.failing',
    defaultMessage:
      'Every attempt since {since} has failed; the server keeps retrying. After 5 days of failure it disables the endpoint.',
  }),
};

/** The add and edit form. */
export const formMessages = defineMessages({
  addTitle: { id: 'settings.webhooks.form.addTitle', defaultMessage: 'Add webhook endpoint' },
  editTitle: { id: 'settings.webhooks.form.editTitle', defaultMessage: 'Edit webhook endpoint' },
  url: { id: 'settings.webhooks.form.url', defaultMessage: 'Endpoint URL' },
  urlHelp: {
    id: 'settings.webhooks.form.urlHelp',
    defaultMessage:
      'Where events are POSTed. It must start with https:// (http:// only for this computer, in development).',
  },
  notAUrl: {
    id: 'settings.webhooks.form.notAUrl',
    defaultMessage: 'Enter a URL that starts with https://',
  },
  refusedUrl: {
    id: 'settings.webhooks.form.refusedUrl',
    defaultMessage:
      'The server refused this URL: it must be https, carry no user name or password, and must not lead to a private or local address (http:// to this computer only in development).',
  },
  description: { id: 'settings.webhooks.form.description', defaultMessage: 'Description' },
  descriptionHelp: {
    id: 'settings.webhooks.form.descriptionHelp',
    defaultMessage: 'Optional: what receives the events, e.g. "Payroll sync".',
  },
  events: { id: 'settings.webhooks.form.events', defaultMessage: 'Events' },
  eventsHelp: {
    id: 'settings.webhooks.form.eventsHelp',
    defaultMessage: 'Choose at least one event to send to this endpoint.',
  },
  chooseEvent: {
    id: 'settings.webhooks.form.chooseEvent',
    defaultMessage: 'Choose at least one event',
  },
  includePersonalData: {
    id: 'settings.webhooks.form.includePersonalData',
    defaultMessage: 'Include personal data',
  },
  includePersonalDataHelp: {
    id: 'settings.webhooks.form.includePersonalDataHelp',
    defaultMessage:
      'Events then carry the candidate’s name and e-mail, as far as your own access allows; otherwise only ids, types and times. An erasure event never carries what was erased.',
  },
  enabled: { id: 'settings.webhooks.form.enabled', defaultMessage: 'Enabled' },
  enabledHelp: {
    id: 'settings.webhooks.form.enabledHelp',
    defaultMessage: 'A disabled endpoint gets no events (a test event is still sent).',
  },
  addSubmit: { id: 'settings.webhooks.form.addSubmit', defaultMessage: 'Add endpoint' },
  save: { id: 'settings.webhooks.form.save', defaultMessage: 'Save' },
  saved: { id: 'settings.webhooks.form.saved', defaultMessage: 'Webhook endpoint saved.' },
});

/** The names and one-line explanations of the events, as the form lists them. */
export const eventMessages = defineMessages({
  applicationReceived: {
    id: 'settings.webhooks.event.applicationReceived',
    defaultMessage: 'Application received',
  },
  applicationReceivedHelp: {
    id: 'settings.webhooks.event.applicationReceivedHelp',
    defaultMessage: 'A candidate applied through a job offer.',
  },
  candidateStageChanged: {
    id: 'settings.webhooks.event.candidateStageChanged',
    defaultMessage: 'Candidate stage changed',
  },
  candidateStageChangedHelp: {
    id: 'settings.webhooks.event.candidateStageChangedHelp',
    defaultMessage: 'A candidate was moved to another stage of a recruitment.',
  },
  candidateHired: {
    id: 'settings.webhooks.event.candidateHired',
    defaultMessage: 'Candidate hired',
  },
  candidateHiredHelp: {
    id: 'settings.webhooks.event.candidateHiredHelp',
    defaultMessage: 'A candidate was moved to a Hired stage.',
  },
  candidateErased: {
    id: 'settings.webhooks.event.candidateErased',
    defaultMessage: 'Candidate erased',
  },
  candidateErasedHelp: {
    id: 'settings.webhooks.event.candidateErasedHelp',
    defaultMessage: 'A candidate’s personal data was erased; the event carries only the id.',
  },
  recruitmentStatusChanged: {
    id: 'settings.webhooks.event.recruitmentStatusChanged',
    defaultMessage: 'Recruitment status changed',
  },
  recruitmentStatusChangedHelp: {
    id: 'settings.webhooks.event.recruitmentStatusChangedHelp',
    defaultMessage: 'A recruitment was opened, closed or otherwise changed status.',
  },
  meetingScheduled: {
    id: 'settings.webhooks.event.meetingScheduled',
    defaultMessage: 'Meeting scheduled',
  },
  meetingScheduledHelp: {
    id: 'settings.webhooks.event.meetingScheduledHelp',
    defaultMessage: 'A meeting with a candidate was scheduled.',
  },
  meetingChanged: {
    id: 'settings.webhooks.event.meetingChanged',
    defaultMessage: 'Meeting changed',
  },
  meetingChangedHelp: {
    id: 'settings.webhooks.event.meetingChangedHelp',
    defaultMessage: 'A meeting’s time or place was changed.',
  },
  meetingCancelled: {
    id: 'settings.webhooks.event.meetingCancelled',
    defaultMessage: 'Meeting cancelled',
  },
  meetingCancelledHelp: {
    id: 'settings.webhooks.event.meetingCancelledHelp',
    defaultMessage: 'A meeting with a candidate was cancelled.',
  },
  scoreGiven: { id: 'settings.webhooks.event.scoreGiven', defaultMessage: 'Score given' },
  scoreGivenHelp: {
    id: 'settings.webhooks.event.scoreGivenHelp',
    defaultMessage: 'A staff member gave or changed a candidate’s score.',
  },
  webhookTest: { id: 'settings.webhooks.event.webhookTest', defaultMessage: 'Test event' },
});

/** The signing secret, shown once after adding an endpoint or rotating its secret. */
export const secretMessages = defineMessages({
  addedTitle: {
    id: 'settings.webhooks.secret.addedTitle',
    defaultMessage: 'Endpoint added: copy its signing secret',
  },
  rotatedTitle: {
    id: 'settings.webhooks.secret.rotatedTitle',
    defaultMessage: 'New signing secret',
  },
  shownOnce: {
    id: 'settings.webhooks.secret.shownOnce',
    defaultMessage:
      'This is the only time the secret is shown. Copy it into the receiving tool now; if it is lost, rotate the secret.',
  },
  secret: { id: 'settings.webhooks.secret.secret', defaultMessage: 'Signing secret' },
  copy: { id: 'settings.webhooks.secret.copy', defaultMessage: 'Copy' },
  copied: { id: 'settings.webhooks.secret.copied', defaultMessage: 'Secret copied' },
  copyFailed: {
    id: 'settings.webhooks.secret.copyFailed',
    defaultMessage: 'The secret could not be copied: select it and copy it by hand.',
  },
  verifyHeading: {
    id: 'settings.webhooks.secret.verifyHeading',
    defaultMessage: 'Verifying the signature',
  },
  verify: {
    id: 'settings.webhooks.secret.verify',
    defaultMessage:
      'Each request is signed as the Standard Webhooks specification says: it carries the headers webhook-id, webhook-timestamp and webhook-signature (HMAC-SHA256 of id, timestamp and body). Verify them with a Standard Webhooks library and this secret, and refuse requests whose timestamp is older than a few minutes.',
  },
  done: { id: 'settings.webhooks.secret.done', defaultMessage: 'I have copied it' },
});

/** One endpoint's screen: its settings, its actions and its delivery log. */
export const endpointMessages = {
  ...defineMessages({
    breadcrumbLabel: {
      id: 'settings.webhooks.endpoint.breadcrumbLabel',
      defaultMessage: 'Breadcrumb',
    },
    loading: { id: 'settings.webhooks.endpoint.loading', defaultMessage: 'Loading the endpoint' },
    edit: { id: 'settings.webhooks.endpoint.edit', defaultMessage: 'Edit' },
    sendTest: { id: 'settings.webhooks.endpoint.sendTest', defaultMessage: 'Send test event' },
    testQueued: {
      id: 'settings.webhooks.endpoint.testQueued',
      defaultMessage: 'Test event queued: it shows in the delivery log.',
    },
    rotate: { id: 'settings.webhooks.endpoint.rotate', defaultMessage: 'Rotate secret' },
    rotateTitle: {
      id: 'settings.webhooks.endpoint.rotateTitle',
      defaultMessage: 'Rotate the signing secret?',
    },
    rotateMessage: {
      id: 'settings.webhooks.endpoint.rotateMessage',
      defaultMessage:
        'A new secret signs every request from now on, retries included. The receiving tool refuses them until it has the new secret.',
    },
    delete: { id: 'settings.webhooks.endpoint.delete', defaultMessage: 'Delete endpoint' },
    deleteTitle: {
      id: 'settings.webhooks.endpoint.deleteTitle',
      defaultMessage: 'Delete this webhook endpoint?',
    },
    deleted: {
      id: 'settings.webhooks.endpoint.deleted',
      defaultMessage: 'Webhook endpoint deleted.',
    },
    settingsHeading: {
      id: 'settings.webhooks.endpoint.settingsHeading',
      defaultMessage: 'Settings',
    },
    secretHint: { id: 'settings.webhooks.endpoint.secretHint', defaultMessage: 'Signing secret' },
    personalData: {
      id: 'settings.webhooks.endpoint.personalData',
      defaultMessage: 'Personal data',
    },
    personalDataIncluded: {
      id: 'settings.webhooks.endpoint.personalDataIncluded',
      defaultMessage: 'Included',
    },
    personalDataLeftOut: {
      id: 'settings.webhooks.endpoint.personalDataLeftOut',
      defaultMessage: 'Left out',
    },
    addedBy: { id: 'settings.webhooks.endpoint.addedBy', defaultMessage: 'Added' },
    noDescription: {
      id: 'settings.webhooks.endpoint.noDescription',
      defaultMessage: 'No description',
    },
  }),
  deleteMessage: defineMessage<{ url: string }>({
    id: 'settings.webhooks.endpoint.deleteMessage',
    defaultMessage:
      'Nothing more is sent to {url}, and its delivery log is deleted with it. This cannot be undone.',
  }),
  addedOn: defineMessage<{ date: string; name: string }>({
    id: 'settings.webhooks.endpoint.addedOn',
    defaultMessage: '{date} by {name}',
  }),
};

/** The delivery log of one endpoint. */
export const deliveryMessages = {
  ...defineMessages({
    heading: { id: 'settings.webhooks.deliveries.heading', defaultMessage: 'Delivery log' },
    tableLabel: { id: 'settings.webhooks.deliveries.tableLabel', defaultMessage: 'Delivery log' },
    refresh: { id: 'settings.webhooks.deliveries.refresh', defaultMessage: 'Refresh' },
    pendingNote: {
      id: 'settings.webhooks.deliveries.pendingNote',
      defaultMessage: 'Some deliveries are pending: the log refreshes by itself.',
    },
    columnEvent: { id: 'settings.webhooks.deliveries.columnEvent', defaultMessage: 'Event' },
    columnTime: { id: 'settings.webhooks.deliveries.columnTime', defaultMessage: 'Time' },
    columnStatus: { id: 'settings.webhooks.deliveries.columnStatus', defaultMessage: 'Status' },
    columnAttempts: {
      id: 'settings.webhooks.deliveries.columnAttempts',
      defaultMessage: 'Attempts',
    },
    columnResponse: {
      id: 'settings.webhooks.deliveries.columnResponse',
      defaultMessage: 'Response',
    },
    columnLatency: { id: 'settings.webhooks.deliveries.columnLatency', defaultMessage: 'Latency' },
    columnError: { id: 'settings.webhooks.deliveries.columnError', defaultMessage: 'Error' },
    columnActions: {
      id: 'settings.webhooks.deliveries.columnActions',
      defaultMessage: 'Actions',
    },
    pending: { id: 'settings.webhooks.deliveries.pending', defaultMessage: 'Pending' },
    delivered: { id: 'settings.webhooks.deliveries.delivered', defaultMessage: 'Delivered' },
    failed: { id: 'settings.webhooks.deliveries.failed', defaultMessage: 'Failed' },
    noResponse: { id: 'settings.webhooks.deliveries.noResponse', defaultMessage: 'No answer' },
    none: { id: 'settings.webhooks.deliveries.none', defaultMessage: '—' },
    redeliver: { id: 'settings.webhooks.deliveries.redeliver', defaultMessage: 'Redeliver' },
    redelivered: {
      id: 'settings.webhooks.deliveries.redelivered',
      defaultMessage: 'Queued to be sent again.',
    },
    loading: { id: 'settings.webhooks.deliveries.loading', defaultMessage: 'Loading deliveries' },
    loadingMore: {
      id: 'settings.webhooks.deliveries.loadingMore',
      defaultMessage: 'Loading more deliveries',
    },
    emptyTitle: {
      id: 'settings.webhooks.deliveries.emptyTitle',
      defaultMessage: 'No deliveries yet',
    },
    emptyDescription: {
      id: 'settings.webhooks.deliveries.emptyDescription',
      defaultMessage: 'Events sent to this endpoint show here. Send a test event to try it.',
    },
    loadFailed: {
      id: 'settings.webhooks.deliveries.loadFailed',
      defaultMessage: 'The delivery log could not be loaded',
    },
    moreFailed: {
      id: 'settings.webhooks.deliveries.moreFailed',
      defaultMessage: 'More deliveries could not be loaded.',
    },
  }),
  latency: defineMessage<{ milliseconds: number }>({
    id: 'settings.webhooks.deliveries.latency',
    defaultMessage: '{milliseconds} ms',
  }),
  attemptsNext: defineMessage<{ attempts: number; next: string }>({
    id: 'settings.webhooks.deliveries.attemptsNext',
    defaultMessage: '{attempts}, next {next}',
  }),
  redeliverLabel: defineMessage<{ event: string; time: string }>({
    id: 'settings.webhooks.deliveries.redeliverLabel',
    defaultMessage: 'Redeliver {event} of {time}',
  }),
};
