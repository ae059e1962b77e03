import { defineMessage, defineMessages } from 'react-intl';

export const retentionMessages = defineMessages({
  title: { id: 'settings.retention.title', defaultMessage: 'Data retention' },
  introduction: {
    id: 'settings.retention.introduction',
    defaultMessage:
      'Candidates whose data is no longer needed can be anonymised automatically, once a day: their name, contact details, answers, files and the texts written about them are removed, as when a candidate is erased. Their applications still count in lists and charts.',
  },
  enabledLabel: {
    id: 'settings.retention.enabledLabel',
    defaultMessage: 'Anonymise candidates automatically',
  },
  enabledDescription: {
    id: 'settings.retention.enabledDescription',
    defaultMessage: 'A daily job anonymises the candidates the rule below describes.',
  },
  monthsLabel: {
    id: 'settings.retention.monthsLabel',
    defaultMessage: 'Months without an application',
  },
  save: { id: 'settings.retention.save', defaultMessage: 'Save' },
  saving: { id: 'settings.retention.saving', defaultMessage: 'Saving changes' },
  loading: { id: 'settings.retention.loading', defaultMessage: 'Loading data retention settings' },
  counting: { id: 'settings.retention.counting', defaultMessage: 'Counting candidates…' },
  countFailed: {
    id: 'settings.retention.countFailed',
    defaultMessage: 'The candidates could not be counted.',
  },
  dryRunTitle: { id: 'settings.retention.dryRunTitle', defaultMessage: 'If it ran now' },
  lastRunTitle: { id: 'settings.retention.lastRunTitle', defaultMessage: 'Last run' },
  neverRun: {
    id: 'settings.retention.neverRun',
    defaultMessage: 'The daily job has not anonymised anyone yet.',
  },
  confirmTitle: {
    id: 'settings.retention.confirmTitle',
    defaultMessage: 'Turn on automatic anonymisation',
  },
  confirmButton: { id: 'settings.retention.confirmButton', defaultMessage: 'Turn on' },
  cancel: { id: 'settings.retention.cancel', defaultMessage: 'Cancel' },
  saved: {
    id: 'settings.retention.saved',
    defaultMessage: 'Data retention settings have been saved.',
  },
  saveFailed: {
    id: 'settings.retention.saveFailed',
    defaultMessage: 'Data retention settings could not be saved.',
  },
});

export const retentionValueMessages = {
  monthsDescription: defineMessage<{ consentMonths: number }>({
    id: 'settings.retention.monthsDescription',
    defaultMessage:
      'Candidates with no application in this many months are anonymised, unless they agreed to be kept for future openings (that consent lasts {consentMonths} months from its application) or are in a recruitment that is still open.',
  }),
  dryRunCount: defineMessage<{ count: number; months: number }>({
    id: 'settings.retention.dryRunCount',
    defaultMessage:
      '{count, plural, =0 {No candidate} one {# candidate} other {# candidates}} with no application in {months, plural, one {# month} other {# months}} would be anonymised.',
  }),
  lastRun: defineMessage<{ date: string; count: number }>({
    id: 'settings.retention.lastRun',
    defaultMessage:
      '{date}: {count, plural, =0 {nobody was} one {# candidate was} other {# candidates were}} anonymised.',
  }),
  confirmMessage: defineMessage<{ count: number }>({
    id: 'settings.retention.confirmMessage',
    defaultMessage:
      '{count, plural, =0 {No candidate is} one {# candidate is} other {# candidates are}} anonymised at the next daily run, and others as their time comes. Anonymised data cannot be brought back.',
  }),
};
