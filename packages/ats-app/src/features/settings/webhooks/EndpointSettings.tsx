import type { WebhookEndpoint } from '@ats/api-sdk/rtk';
import { Box, Card, Heading, StatusLabel } from '@ats/design-system';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { useFormatDateTime } from '../../../shared/dates/useFormatDateTime.ts';
import { endpointStatus } from './endpointStatus.ts';
import { eventText } from './eventTypes.ts';
import { endpointMessages, formMessages, webhooksMessages } from './messages.ts';
import {
  breakAnywhere,
  eventChip,
  eventChips,
  settingsList,
  settingsRow,
  settingsTerm,
  settingsValue,
} from './webhooks.css.ts';

/** An endpoint's settings as a list of terms: URL, description, status, events, personal data, secret, added. */
export function EndpointSettings({ endpoint }: { endpoint: WebhookEndpoint }) {
  const intl = useIntl();
  const headingId = useId();
  const formatDateTime = useFormatDateTime();
  const status = endpointStatus(endpoint);
  const added = formatDateTime(new Date(endpoint.createdAt));
  const rows: { term: string; value: ReactNode }[] = [
    {
      term: intl.formatMessage(formMessages.url),
      value: <span className={breakAnywhere}>{endpoint.url}</span>,
    },
    {
      term: intl.formatMessage(formMessages.description),
      value: endpoint.description || intl.formatMessage(endpointMessages.noDescription),
    },
    {
      term: intl.formatMessage(webhooksMessages.columnStatus),
      value: <StatusLabel tone={status.tone}>{intl.formatMessage(status.label)}</StatusLabel>,
    },
    {
      term: intl.formatMessage(formMessages.events),
      value: (
        <ul className={eventChips}>
          {endpoint.events.map((type) => (
            <li key={type} className={eventChip}>
              {intl.formatMessage(eventText(type).name)}
            </li>
          ))}
        </ul>
      ),
    },
    {
      term: intl.formatMessage(endpointMessages.personalData),
      value: intl.formatMessage(
        endpoint.includePersonalData
          ? endpointMessages.personalDataIncluded
          : endpointMessages.personalDataLeftOut,
      ),
    },
    {
      term: intl.formatMessage(endpointMessages.secretHint),
      value: <code className={breakAnywhere}>{`${endpoint.secretHint}…`}</code>,
    },
    {
      term: intl.formatMessage(endpointMessages.addedBy),
      value: endpoint.createdByName
        ? intl.formatMessage(endpointMessages.addedOn, {
            date: added,
            name: endpoint.createdByName,
          })
        : added,
    },
  ];
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Box display="flex" flexDirection="column" gap="medium">
        <Heading level={2} id={headingId}>
          {intl.formatMessage(endpointMessages.settingsHeading)}
        </Heading>
        <dl className={settingsList}>
          {rows.map((row) => (
            <div key={row.term} className={settingsRow}>
              <dt className={settingsTerm}>{row.term}</dt>
              <dd className={settingsValue}>{row.value}</dd>
            </div>
          ))}
        </dl>
      </Box>
    </Card>
  );
}
