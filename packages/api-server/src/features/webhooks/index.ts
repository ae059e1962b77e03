// Webhooks' public surface: features record events in their transactions; the server pokes
// the delivery worker (src/jobs/webhook-delivery-job.ts) after them.
export {
  bareHostname,
  isLocalAddress,
  lookupRefusingLocalAddresses,
  RefusedAddressError,
} from './addresses.ts';
export {
  recordWebhookEvent,
  recruitmentStatusName,
  scrubWebhookPersonalData,
  stageTypeName,
  type WebhookEvent,
  type WebhookEventType,
  webhookEventTypes,
} from './events.ts';
export { registerWebhookPoke } from './poke.ts';
export { signatureHeaders } from './signing.ts';
