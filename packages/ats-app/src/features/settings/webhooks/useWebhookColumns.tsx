import type { WebhookEndpoint } from '@ats/api-sdk/rtk';
import { type InfiniteTableColumn, StatusLabel, Text, TruncatedText } from '@ats/design-system';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { endpointStatus } from './endpointStatus.ts';
import { webhooksMessages } from './messages.ts';

/**
 * The endpoint list's columns: the URL (the row's link to the endpoint), its description, how
 * many events it gets, and its status (enabled, failing, disabled, disabled by the server).
 */
export function useWebhookColumns(): InfiniteTableColumn<WebhookEndpoint>[] {
  const intl = useIntl();
  return useMemo(
    () => [
      {
        id: 'url',
        header: intl.formatMessage(webhooksMessages.columnUrl),
        width: '40%',
        card: 'title',
        cell: (endpoint) => <TruncatedText lines={2}>{endpoint.url}</TruncatedText>,
      },
      {
        id: 'description',
        header: intl.formatMessage(webhooksMessages.columnDescription),
        width: '28%',
        cell: (endpoint) =>
          endpoint.description ? (
            <TruncatedText lines={2}>{endpoint.description}</TruncatedText>
          ) : null,
      },
      {
        id: 'events',
        header: intl.formatMessage(webhooksMessages.columnEvents),
        width: '14%',
        cell: (endpoint) => (
          <Text as="span">
            {intl.formatMessage(webhooksMessages.eventCount, { count: endpoint.events.length })}
          </Text>
        ),
      },
      {
        id: 'status',
        header: intl.formatMessage(webhooksMessages.columnStatus),
        width: '18%',
        align: 'end',
        cell: (endpoint) => {
          const status = endpointStatus(endpoint);
          return <StatusLabel tone={status.tone}>{intl.formatMessage(status.label)}</StatusLabel>;
        },
      },
    ],
    [intl],
  );
}
