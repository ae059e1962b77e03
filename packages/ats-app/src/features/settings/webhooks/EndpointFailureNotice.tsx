import type { WebhookEndpoint } from '@ats/api-sdk/rtk';
import { Box, ErrorIcon, Text, WarningIcon } from '@ats/design-system';
import { useIntl } from 'react-intl';
import { useFormatDateTime } from '../../../shared/dates/useFormatDateTime.ts';
import { failureMessages } from './messages.ts';
import { notice } from './webhooks.css.ts';

/**
 * The notice of an endpoint in trouble (issue 28): disabled by the server after days of
 * failure (since when it failed, when it was disabled), or failing now while the server
 * retries. Nothing for an endpoint that answers.
 */
export function EndpointFailureNotice({ endpoint }: { endpoint: WebhookEndpoint }) {
  const intl = useIntl();
  const formatDateTime = useFormatDateTime();
  const at = (value: string) => formatDateTime(new Date(value));
  const disabledByServer =
    !endpoint.enabled && endpoint.disabledReason === 'failedForDays' && endpoint.disabledAt;
  if (disabledByServer && endpoint.disabledAt) {
    return (
      <div className={notice.critical} role="note">
        <ErrorIcon size="medium" />
        <Box display="flex" flexDirection="column" gap="xsmall">
          <Text weight="bold">{intl.formatMessage(failureMessages.disabledTitle)}</Text>
          <Text size="small">
            {endpoint.failingSince
              ? intl.formatMessage(failureMessages.disabled, {
                  since: at(endpoint.failingSince),
                  disabledAt: at(endpoint.disabledAt),
                })
              : intl.formatMessage(failureMessages.disabledNoSince, {
                  disabledAt: at(endpoint.disabledAt),
                })}
          </Text>
        </Box>
      </div>
    );
  }
  if (endpoint.enabled && endpoint.failingSince) {
    return (
      <div className={notice.caution} role="note">
        <WarningIcon size="medium" />
        <Box display="flex" flexDirection="column" gap="xsmall">
          <Text weight="bold">{intl.formatMessage(failureMessages.failingTitle)}</Text>
          <Text size="small">
            {intl.formatMessage(failureMessages.failing, { since: at(endpoint.failingSince) })}
          </Text>
        </Box>
      </div>
    );
  }
  return null;
}
