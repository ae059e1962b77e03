import { Checkbox, Text } from '@ats/design-system';
import { type ApiTokenScope, apiTokenScopes } from '@ats/domain';
import { useId } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useFieldErrorText } from '../../../shared/forms/useFieldErrorText.ts';
import { scopeGroup, scopeLegend } from './ApiTokens.css.ts';
import { createMessages, scopeDescriptions, scopeMessages } from './messages.ts';

/**
 * The scopes of a new token: a group of labelled checkboxes, each with its one-line
 * explanation, bound to the form's `scopes` list; at least one is required.
 */
export function ScopeCheckboxes({ disabled }: { disabled: boolean }) {
  const intl = useIntl();
  const descriptionId = useId();
  const errorId = useId();
  const { input, meta } = useField<ApiTokenScope[]>('scopes');
  const error = useFieldErrorText(meta);
  const chosen: readonly ApiTokenScope[] = Array.isArray(input.value) ? input.value : [];

  function toggle(scope: ApiTokenScope, on: boolean) {
    const next = on ? [...chosen, scope] : chosen.filter((each) => each !== scope);
    input.onChange(apiTokenScopes.filter((each) => next.includes(each)));
  }

  return (
    <fieldset
      className={scopeGroup}
      aria-describedby={error ? `${descriptionId} ${errorId}` : descriptionId}
    >
      <legend className={scopeLegend}>{intl.formatMessage(createMessages.scopes)}</legend>
      <Text size="small" tone="muted" id={descriptionId}>
        {intl.formatMessage(createMessages.scopesDescription)}
      </Text>
      {apiTokenScopes.map((scope) => (
        <Checkbox
          key={scope}
          name="scopes"
          value={scope}
          label={intl.formatMessage(scopeMessages[scope])}
          description={intl.formatMessage(scopeDescriptions[scope])}
          checked={chosen.includes(scope)}
          onChange={(on) => toggle(scope, on)}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          disabled={disabled}
        />
      ))}
      {error ? (
        <Text size="small" tone="danger" id={errorId}>
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}
