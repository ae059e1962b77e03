import type { WebhookDeliveryStatus } from '@ats/api-sdk/rtk';
import type { Tone } from '@ats/design-system';
import type { MessageDescriptor } from 'react-intl';
import { deliveryMessages } from './messages.ts';

/** Each delivery status's name and tone: waiting (info), received (positive), given up (critical). */
export const deliveryStatuses: Record<
  WebhookDeliveryStatus,
  { label: MessageDescriptor; tone: Tone }
> = {
  pending: { label: deliveryMessages.pending, tone: 'info' },
  delivered: { label: deliveryMessages.delivered, tone: 'positive' },
  failed: { label: deliveryMessages.failed, tone: 'critical' },
};
