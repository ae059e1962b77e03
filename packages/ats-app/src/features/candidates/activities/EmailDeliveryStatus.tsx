import type { EmailDelivery } from '@ats/api-sdk/rtk';
import { Box, StatusLabel, Text } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { timelineMessages } from './messages.ts';

/**
 * Whether a message's or a meeting's e-mail has left, said only while it has not: "Not
 * delivered" (and to whom) once the mail server refused it for good, "Delayed, retrying" while
 * it is retried, "Sending…" while it waits for its first attempt. Sent e-mail shows nothing:
 * the mail server took it, which does not prove it reached the inbox.
 */
export function EmailDeliveryStatus({ delivery }: { delivery: EmailDelivery }) {
  const intl = useIntl();
  const waiting = delivery.pending - delivery.retrying;
  if (delivery.failed === 0 && delivery.pending === 0) return null;
  return (
    <Box display="flex" flexDirection="column" gap="xsmall">
      <Box display="flex" gap="small" flexWrap="wrap">
        {delivery.failed > 0 ? (
          <StatusLabel tone="critical">
            {intl.formatMessage(timelineMessages.deliveryFailed)}
          </StatusLabel>
        ) : null}
        {delivery.retrying > 0 ? (
          <StatusLabel tone="caution">
            {intl.formatMessage(timelineMessages.deliveryRetrying)}
          </StatusLabel>
        ) : null}
        {waiting > 0 ? (
          <StatusLabel tone="neutral">
            {intl.formatMessage(timelineMessages.deliveryWaiting)}
          </StatusLabel>
        ) : null}
      </Box>
      {delivery.failedRecipients.length > 0 ? (
        <Text size="small" tone="danger">
          {intl.formatMessage(timelineMessages.deliveryFailedTo, {
            recipients: intl.formatList(delivery.failedRecipients, { type: 'conjunction' }),
          })}
        </Text>
      ) : null}
    </Box>
  );
}
