import type { WebhookEndpoint } from '@ats/api-sdk/rtk';
import type { Tone } from '@ats/design-system';
import type { MessageDescriptor } from 'react-intl';
import { webhooksMessages } from './messages.ts';

export interface EndpointStatus {
  label: MessageDescriptor;
  tone: Tone;
}

/**
 * The status label of an endpoint: enabled (positive), enabled but every attempt failing
 * (caution), disabled by a person (neutral), disabled by the server after days of failure
 * (critical).
 */
export function endpointStatus(endpoint: WebhookEndpoint): EndpointStatus {
  if (!endpoint.enabled) {
    return endpoint.disabledReason === 'failedForDays'
      ? { label: webhooksMessages.disabledByServer, tone: 'critical' }
      : { label: webhooksMessages.disabled, tone: 'neutral' };
  }
  if (endpoint.failingSince !== null) return { label: webhooksMessages.failing, tone: 'caution' };
  return { label: webhooksMessages.enabled, tone: 'positive' };
}
