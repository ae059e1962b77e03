import {
  useListWebhookDeliveriesPagesInfiniteQuery,
  useRedeliverWebhookDeliveryMutation,
  type WebhookDelivery,
} from '@ats/api-sdk/rtk';
import {
  Box,
  Button,
  Heading,
  type InfiniteTableColumn,
  StatusLabel,
  Text,
  TruncatedText,
} from '@ats/design-system';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { rowsOfPages } from '../../../shared/api/rowsOfPages.ts';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { useFormatDateTime } from '../../../shared/dates/useFormatDateTime.ts';
import { PagedLogTable } from '../../../shared/ui/PagedLogTable.tsx';
import { deliveryStatuses } from './deliveryStatus.ts';
import { deliveredEventName } from './eventTypes.ts';
import { deliveryMessages } from './messages.ts';

/** Deliveries per page. */
const deliveryPageSize = 20;

/** How often the log is read again while a delivery is pending. */
export const pendingPollMilliseconds = 3000;

// Each visit of an endpoint gets a log of its own, loaded from its newest event.
let visits = 0;

/**
 * An endpoint's delivery log (issue 28), newest event first: event, time, status with the
 * attempts made (and when the next is due), the latest answer's HTTP status and latency, its
 * error, and "Redeliver" per row. It reads itself again every few seconds while a delivery is
 * pending, and on "Refresh".
 */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const intl = useIntl();
  const formatDateTime = useFormatDateTime();
  const feedback = useActionFeedback();
  const [listKey] = useState(() => String(++visits));
  const [polling, setPolling] = useState(false);
  const query = useListWebhookDeliveriesPagesInfiniteQuery(
    { id: endpointId, pageSize: deliveryPageSize, listKey },
    { pollingInterval: polling ? pendingPollMilliseconds : 0 },
  );
  const rows = useMemo(() => rowsOfPages(query.data?.pages), [query.data]);
  const anyPending = rows.some((delivery) => delivery.status === 'pending');
  useEffect(() => setPolling(anyPending), [anyPending]);
  const [redeliver] = useRedeliverWebhookDeliveryMutation();
  const [redelivering, setRedelivering] = useState<string | null>(null);

  const columns: InfiniteTableColumn<WebhookDelivery>[] = useMemo(() => {
    const at = (value: string) => formatDateTime(new Date(value));
    const none = intl.formatMessage(deliveryMessages.none);
    async function resend(delivery: WebhookDelivery) {
      setRedelivering(delivery.id);
      try {
        await redeliver({ id: endpointId, deliveryId: delivery.id }).unwrap();
        feedback.succeeded(deliveryMessages.redelivered);
      } catch (error) {
        feedback.failed(error);
      } finally {
        setRedelivering(null);
      }
    }
    return [
      {
        id: 'event',
        header: intl.formatMessage(deliveryMessages.columnEvent),
        width: '17%',
        card: 'title',
        cell: (delivery) => intl.formatMessage(deliveredEventName(delivery.event)),
      },
      {
        id: 'time',
        header: intl.formatMessage(deliveryMessages.columnTime),
        width: '14%',
        cell: (delivery) => <time dateTime={delivery.eventTime}>{at(delivery.eventTime)}</time>,
      },
      {
        id: 'status',
        header: intl.formatMessage(deliveryMessages.columnStatus),
        width: '12%',
        cell: (delivery) => {
          const status = deliveryStatuses[delivery.status];
          return <StatusLabel tone={status.tone}>{intl.formatMessage(status.label)}</StatusLabel>;
        },
      },
      {
        id: 'attempts',
        header: intl.formatMessage(deliveryMessages.columnAttempts),
        width: '11%',
        cell: (delivery) =>
          delivery.nextAttemptAt && delivery.attempts > 0
            ? intl.formatMessage(deliveryMessages.attemptsNext, {
                attempts: delivery.attempts,
                next: at(delivery.nextAttemptAt),
              })
            : intl.formatNumber(delivery.attempts),
      },
      {
        id: 'response',
        header: intl.formatMessage(deliveryMessages.columnResponse),
        width: '9%',
        cell: (delivery) =>
          delivery.lastResponseStatus !== null
            ? String(delivery.lastResponseStatus)
            : delivery.attempts > 0
              ? intl.formatMessage(deliveryMessages.noResponse)
              : none,
      },
      {
        id: 'latency',
        header: intl.formatMessage(deliveryMessages.columnLatency),
        width: '8%',
        align: 'end',
        cell: (delivery) =>
          delivery.lastLatencyMs !== null
            ? intl.formatMessage(deliveryMessages.latency, {
                milliseconds: delivery.lastLatencyMs,
              })
            : none,
      },
      {
        id: 'error',
        header: intl.formatMessage(deliveryMessages.columnError),
        width: '17%',
        cell: (delivery) =>
          delivery.lastError ? <TruncatedText lines={2}>{delivery.lastError}</TruncatedText> : null,
      },
      {
        id: 'actions',
        header: intl.formatMessage(deliveryMessages.columnActions),
        width: '12%',
        align: 'end',
        card: 'actions',
        cell: (delivery) => (
          <Button
            size="small"
            variant="secondary"
            loading={redelivering === delivery.id}
            disabled={redelivering !== null && redelivering !== delivery.id}
            aria-label={intl.formatMessage(deliveryMessages.redeliverLabel, {
              event: intl.formatMessage(deliveredEventName(delivery.event)),
              time: at(delivery.eventTime),
            })}
            onClick={() => void resend(delivery)}
          >
            {intl.formatMessage(deliveryMessages.redeliver)}
          </Button>
        ),
      },
    ];
  }, [intl, formatDateTime, feedback, redeliver, endpointId, redelivering]);

  return (
    <Box as="section" display="flex" flexDirection="column" gap="medium">
      <Box
        display="flex"
        justifyContent="space-between"
        alignItems="center"
        gap="medium"
        flexWrap="wrap"
      >
        <Heading level={2}>{intl.formatMessage(deliveryMessages.heading)}</Heading>
        <Button
          variant="secondary"
          size="small"
          loading={query.isFetching && !polling}
          onClick={() => void query.refetch()}
        >
          {intl.formatMessage(deliveryMessages.refresh)}
        </Button>
      </Box>
      {anyPending ? (
        <Text size="small" tone="muted">
          {intl.formatMessage(deliveryMessages.pendingNote)}
        </Text>
      ) : null}
      <PagedLogTable<WebhookDelivery>
        query={query}
        columns={columns}
        messages={deliveryMessages}
        estimatedRowHeight={56}
        cardsBelow="desktop"
      />
    </Box>
  );
}
