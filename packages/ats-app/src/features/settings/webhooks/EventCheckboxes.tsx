import type { WebhookEventType } from '@ats/api-sdk/rtk';
import { Box, Checkbox, Text } from '@ats/design-system';
import { useId } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useFieldErrorText } from '../../../shared/forms/useFieldErrorText.ts';
import { eventText, webhookEventTypes } from './eventTypes.ts';
import { formMessages } from './messages.ts';
import { eventGroup, eventGroupLegend } from './webhooks.css.ts';

/**
 * The form's `events` (a list): one labelled checkbox per event of the contract, each with
 * its one-line explanation, in a group named "Events" that says the rule and its error.
 */
export function EventCheckboxes({ disabled }: { disabled?: boolean }) {
  const intl = useIntl();
  const helpId = useId();
  const errorId = useId();
  const { input, meta } = useField<WebhookEventType[]>('events');
  const error = useFieldErrorText(meta);
  const chosen = Array.isArray(input.value) ? input.value : [];

  function toggle(type: WebhookEventType, checked: boolean) {
    const others = chosen.filter((item) => item !== type);
    input.onChange(checked ? [...others, type] : others);
    input.onBlur();
  }

  return (
    <fieldset
      className={eventGroup}
      aria-describedby={error ? `${helpId} ${errorId}` : helpId}
      aria-invalid={error ? true : undefined}
    >
      <legend className={eventGroupLegend}>{intl.formatMessage(formMessages.events)}</legend>
      <Box display="flex" flexDirection="column" gap="small">
        <Text as="span" size="small" tone="muted" id={helpId}>
          {intl.formatMessage(formMessages.eventsHelp)}
        </Text>
        {webhookEventTypes.map((type) => {
          const text = eventText(type);
          return (
            <Checkbox
              key={type}
              name={`events.${type}`}
              label={intl.formatMessage(text.name)}
              description={intl.formatMessage(text.help)}
              checked={chosen.includes(type)}
              onChange={(checked) => toggle(type, checked)}
              disabled={disabled}
            />
          );
        })}
        {error ? (
          <Text as="span" size="small" tone="danger" id={errorId}>
            {error}
          </Text>
        ) : null}
      </Box>
    </fieldset>
  );
}
