import { fieldLimits } from '@ats/api-sdk';
import { type CreatedApiToken, useCreateApiTokenMutation } from '@ats/api-sdk/rtk';
import { Box, Button, Modal, type SelectOption, Text } from '@ats/design-system';
import { type ApiTokenScope, apiTokenLifetimesInDays, apiTokenScopes } from '@ats/domain';
import { useId, useMemo, useRef } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { array, mixed, object, string } from 'yup';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { FormSelect } from '../../../shared/forms/FormSelect.tsx';
import { FormTextField } from '../../../shared/forms/FormTextField.tsx';
import { validateWithSchema } from '../../../shared/forms/validateWithSchema.ts';
import { validate } from '../../../shared/forms/validationMessages.ts';
import { apiTokensMessages, createMessages } from './messages.ts';
import { ScopeCheckboxes } from './ScopeCheckboxes.tsx';

/** The expiry choice: a number of days, or none. */
type Lifetime = `${(typeof apiTokenLifetimesInDays)[number]}` | 'never';

export interface CreateApiTokenValues {
  name: string;
  lifetime: Lifetime;
  scopes: ApiTokenScope[];
}

const limits = fieldLimits.CreateApiTokenInput;
const lifetimes: readonly Lifetime[] = [
  ...apiTokenLifetimesInDays.map((days) => `${days}` as Lifetime),
  'never',
];
const emptyValues: CreateApiTokenValues = { name: '', lifetime: '90', scopes: [] };

/** The form's rules: a name within the contract's bound, an expiry, at least one scope. */
const createSchema = object({
  name: string()
    .trim()
    .required(validate.required)
    .max(limits.name.maxLength, validate.maximumLength),
  lifetime: mixed<Lifetime>().oneOf(lifetimes, validate.required).required(validate.required),
  scopes: array()
    .of(mixed<ApiTokenScope>().oneOf(apiTokenScopes))
    .min(1, { message: createMessages.chooseScope }),
});
const validateCreate = validateWithSchema<CreateApiTokenValues>(createSchema);

export interface CreateApiTokenDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the new token and its secret, which the screen shows once. */
  onCreated: (created: CreatedApiToken) => void;
}

/**
 * "Create token" (issue 28): a name, an expiry (30, 90, 365 days or none) and the scopes,
 * each explained. The token acts with its maker's rights, narrowed to the scopes. Failures
 * get the catalogue's message.
 */
export function CreateApiTokenDialog({ open, onClose, onCreated }: CreateApiTokenDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const feedback = useActionFeedback();
  const [createApiToken] = useCreateApiTokenMutation();
  const lifetimeOptions: SelectOption<Lifetime>[] = useMemo(
    () =>
      lifetimes.map((lifetime) => ({
        value: lifetime,
        label:
          lifetime === 'never'
            ? intl.formatMessage(createMessages.noExpiry)
            : intl.formatMessage(createMessages.days, { days: Number(lifetime) }),
      })),
    [intl],
  );

  async function submit(values: CreateApiTokenValues) {
    try {
      const created = await createApiToken({
        createApiTokenInput: {
          name: values.name.trim(),
          lifetimeInDays: values.lifetime === 'never' ? null : (Number(values.lifetime) as 30),
          scopes: apiTokenScopes.filter((scope) => values.scopes.includes(scope)),
        },
      }).unwrap();
      onCreated(created);
    } catch (error) {
      feedback.failed(error);
    }
    return undefined;
  }

  return (
    <Form<CreateApiTokenValues>
      // A new form for each opening, so nothing is left over from the last token.
      key={open ? 'open' : 'closed'}
      onSubmit={submit}
      initialValues={emptyValues}
      validate={validateCreate}
      render={({ handleSubmit, submitting }) => (
        <Modal
          open={open}
          onClose={onClose}
          title={intl.formatMessage(createMessages.title)}
          closeLabel={intl.formatMessage(apiTokensMessages.close)}
          dismissible={!submitting}
          initialFocus={nameRef}
          footer={
            <>
              <Button variant="secondary" onClick={onClose} disabled={submitting}>
                {intl.formatMessage(apiTokensMessages.cancel)}
              </Button>
              <Button type="submit" form={formId} loading={submitting}>
                {intl.formatMessage(createMessages.submit)}
              </Button>
            </>
          }
        >
          <form id={formId} onSubmit={handleSubmit} noValidate>
            <Box display="flex" flexDirection="column" gap="medium">
              <Text tone="muted">{intl.formatMessage(createMessages.description)}</Text>
              <FormTextField
                name="name"
                label={intl.formatMessage(createMessages.name)}
                description={intl.formatMessage(createMessages.nameDescription, {
                  max: limits.name.maxLength,
                })}
                required
                autoComplete="off"
                maxLength={limits.name.maxLength}
                disabled={submitting}
                ref={nameRef}
              />
              <FormSelect<Lifetime>
                name="lifetime"
                label={intl.formatMessage(createMessages.expiry)}
                required
                options={lifetimeOptions}
                disabled={submitting}
              />
              <ScopeCheckboxes disabled={Boolean(submitting)} />
            </Box>
          </form>
        </Modal>
      )}
    />
  );
}
