import { fieldLimits } from '@ats/api-sdk';
import type { WebhookEndpoint, WebhookEndpointInput, WebhookEventType } from '@ats/api-sdk/rtk';
import { array, boolean, object, string } from 'yup';
import { validateWithSchema } from '../../../shared/forms/validateWithSchema.ts';
import { validate } from '../../../shared/forms/validationMessages.ts';
import { formMessages } from './messages.ts';

/** The contract's bounds of the form (maxLength of the URL and description, 1 to 9 events). */
export const endpointLimits = fieldLimits.WebhookEndpointInput;

export interface WebhookEndpointValues {
  url: string;
  description: string;
  events: WebhookEventType[];
  includePersonalData: boolean;
  enabled: boolean;
}

/** A new endpoint: enabled, without personal data, no event chosen yet. */
export const newEndpointValues: WebhookEndpointValues = {
  url: '',
  description: '',
  events: [],
  includePersonalData: false,
  enabled: true,
};

export function valuesOfEndpoint(endpoint: WebhookEndpoint): WebhookEndpointValues {
  return {
    url: endpoint.url,
    description: endpoint.description,
    events: [...endpoint.events],
    includePersonalData: endpoint.includePersonalData,
    enabled: endpoint.enabled,
  };
}

/** The request body; the events in the order the form lists them. */
export function endpointInput(
  values: WebhookEndpointValues,
  order: readonly WebhookEventType[],
): WebhookEndpointInput {
  return {
    url: values.url.trim(),
    description: values.description.trim(),
    events: order.filter((type) => values.events.includes(type)),
    enabled: values.enabled,
    includePersonalData: values.includePersonalData,
  };
}

/**
 * The form's rules: the contract's bounds, a URL with a scheme of http or https, at least one
 * event. Whether https is required, and which hosts are refused, the server decides (a 400
 * naming `url`, shown under the field): the app does not know if it runs in development.
 */
const endpointSchema = object({
  url: string()
    .trim()
    .required(validate.required)
    .max(endpointLimits.url.maxLength, validate.maximumLength)
    .matches(/^https?:\/\/[^\s/?#]+\S*$/i, { message: { message: formMessages.notAUrl } }),
  description: string().max(endpointLimits.description.maxLength, validate.maximumLength),
  events: array()
    .of(string())
    .min(endpointLimits.events.minItems, { message: formMessages.chooseEvent }),
  includePersonalData: boolean(),
  enabled: boolean(),
});

export const validateEndpoint = validateWithSchema<WebhookEndpointValues>(endpointSchema);
