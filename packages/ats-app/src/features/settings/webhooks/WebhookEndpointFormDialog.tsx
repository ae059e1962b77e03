import {
  useAddWebhookEndpointMutation,
  useEditWebhookEndpointMutation,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@ats/api-sdk/rtk';
import { Box, Button, Modal } from '@ats/design-system';
import { useId, useRef } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { toApiError } from '../../../shared/api/errorCatalogue.ts';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { FormSwitch } from '../../../shared/forms/FormSwitch.tsx';
import { FormTextArea } from '../../../shared/forms/FormTextArea.tsx';
import { FormTextField } from '../../../shared/forms/FormTextField.tsx';
import { EventCheckboxes } from './EventCheckboxes.tsx';
import { webhookEventTypes } from './eventTypes.ts';
import { formMessages, webhooksMessages } from './messages.ts';
import {
  endpointInput,
  endpointLimits,
  newEndpointValues,
  validateEndpoint,
  valuesOfEndpoint,
  type WebhookEndpointValues,
} from './webhookEndpointValues.ts';

export interface WebhookEndpointFormDialogProps {
  open: boolean;
  /** The endpoint to edit; absent: a new one is added. */
  endpoint?: WebhookEndpoint;
  onClose: () => void;
  /** After adding: the new endpoint with its secret, to be shown once. */
  onAdded?: (added: WebhookEndpointWithSecret) => void;
}

/** The 400 of a refused URL names the field `url`: the field says why instead of a toast. */
function refusedField(error: unknown): string | undefined {
  const field = (error as { data?: { field?: unknown } }).data?.field;
  return toApiError(error).status === 400 && typeof field === 'string' ? field : undefined;
}

/**
 * Add or edit a webhook endpoint (issue 28): its URL, an optional description, the events it
 * gets (checkboxes, with what each means), whether payloads carry personal data, and whether
 * it is enabled. The server decides which URLs it accepts (https; http only to loopback in
 * development; no private addresses): its refusal shows under the URL.
 */
export function WebhookEndpointFormDialog({
  open,
  endpoint,
  onClose,
  onAdded,
}: WebhookEndpointFormDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const urlRef = useRef<HTMLInputElement>(null);
  const feedback = useActionFeedback();
  const [addEndpoint] = useAddWebhookEndpointMutation();
  const [editEndpoint] = useEditWebhookEndpointMutation();

  async function submit(values: WebhookEndpointValues) {
    const webhookEndpointInput = endpointInput(values, webhookEventTypes);
    try {
      if (endpoint) {
        await editEndpoint({ id: endpoint.id, webhookEndpointInput }).unwrap();
        feedback.succeeded(formMessages.saved);
        onClose();
      } else {
        const added = await addEndpoint({ webhookEndpointInput }).unwrap();
        onClose();
        onAdded?.(added);
      }
    } catch (error) {
      if (refusedField(error) === 'url') return { url: { message: formMessages.refusedUrl } };
      feedback.failed(error);
    }
    return undefined;
  }

  return (
    <Form<WebhookEndpointValues>
      // A new form for each opening, so nothing is left over from the last one.
      key={open ? `open-${endpoint?.id ?? 'new'}` : 'closed'}
      onSubmit={submit}
      initialValues={endpoint ? valuesOfEndpoint(endpoint) : newEndpointValues}
      validate={validateEndpoint}
      render={({ handleSubmit, submitting }) => (
        <Modal
          open={open}
          onClose={onClose}
          title={intl.formatMessage(endpoint ? formMessages.editTitle : formMessages.addTitle)}
          closeLabel={intl.formatMessage(webhooksMessages.close)}
          dismissible={!submitting}
          initialFocus={urlRef}
          footer={
            <>
              <Button variant="secondary" onClick={onClose} disabled={submitting}>
                {intl.formatMessage(webhooksMessages.cancel)}
              </Button>
              <Button type="submit" form={formId} loading={submitting}>
                {intl.formatMessage(endpoint ? formMessages.save : formMessages.addSubmit)}
              </Button>
            </>
          }
        >
          <form id={formId} onSubmit={handleSubmit} noValidate>
            <Box display="flex" flexDirection="column" gap="large">
              <FormTextField
                name="url"
                type="url"
                label={intl.formatMessage(formMessages.url)}
                description={intl.formatMessage(formMessages.urlHelp)}
                placeholder="https://"
                required
                autoComplete="off"
                maxLength={endpointLimits.url.maxLength}
                disabled={submitting}
                ref={urlRef}
              />
              <FormTextArea
                name="description"
                label={intl.formatMessage(formMessages.description)}
                description={intl.formatMessage(formMessages.descriptionHelp)}
                maxLength={endpointLimits.description.maxLength}
                disabled={submitting}
              />
              <EventCheckboxes disabled={submitting} />
              <FormSwitch
                name="includePersonalData"
                label={intl.formatMessage(formMessages.includePersonalData)}
                description={intl.formatMessage(formMessages.includePersonalDataHelp)}
                disabled={submitting}
              />
              <FormSwitch
                name="enabled"
                label={intl.formatMessage(formMessages.enabled)}
                description={intl.formatMessage(formMessages.enabledHelp)}
                disabled={submitting}
              />
            </Box>
          </form>
        </Modal>
      )}
    />
  );
}
