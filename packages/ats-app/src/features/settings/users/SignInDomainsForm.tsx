import { fieldLimits, type StaffRole, staffRoles } from '@ats/api-sdk';
import {
  type SignInDomains,
  useEditSignInDomainsMutation,
  useGetSignInDomainsQuery,
} from '@ats/api-sdk/rtk';
import { Box, Button, DeleteIcon, Heading, IconButton, PlusIcon, Text } from '@ats/design-system';
import { setIn, type ValidationErrors } from 'final-form';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { errorMessages, toApiError } from '../../../shared/api/errorCatalogue.ts';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { SectionLoadError } from '../../../shared/errors/SectionLoadError.tsx';
import { FormSelect } from '../../../shared/forms/FormSelect.tsx';
import { FormTextField } from '../../../shared/forms/FormTextField.tsx';
import { validate } from '../../../shared/forms/validationMessages.ts';
import { ScreenLoading } from '../../../shared/ui/ScreenLoading.tsx';
import { signInRulesMessages } from './messages.ts';
import { roleNames } from './roles.ts';

interface DomainRow {
  domain: string;
  role: StaffRole | '';
}

interface DomainValues {
  domains: DomainRow[];
}

const limits = fieldLimits.SignInDomain.domain;

/** How the server keeps a domain: trimmed, lower-cased, without a leading `@`. */
function normalisedDomain(domain: string): string {
  return domain.trim().replace(/^@/, '').toLowerCase();
}

/** Each row: a domain that looks like one (a dot, no spaces or `@` inside), once, with a role. */
export function validateDomains(values: DomainValues): ValidationErrors {
  let errors: object = {};
  const seen = new Set<string>();
  values.domains.forEach((row, index) => {
    const domain = normalisedDomain(row.domain ?? '');
    const path = `domains[${index}]`;
    if (domain === '') errors = setIn(errors, `${path}.domain`, validate.required);
    else if (domain.length > limits.maxLength) {
      errors = setIn(errors, `${path}.domain`, validate.maximumLength({ max: limits.maxLength }));
    } else if (domain.length < limits.minLength || !/^[^\s@]+\.[^\s@.]+$/.test(domain)) {
      errors = setIn(errors, `${path}.domain`, { message: signInRulesMessages.notADomain });
    } else if (seen.has(domain)) {
      errors = setIn(errors, `${path}.domain`, { message: signInRulesMessages.duplicate });
    }
    seen.add(domain);
    if (!row.role) errors = setIn(errors, `${path}.role`, validate.required);
  });
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/**
 * Sign-in rules (issue 27): the e-mail domains whose people may sign in without an invitation,
 * each with the role they get; rows are added and removed, then saved together.
 */
export function SignInDomainsForm() {
  const intl = useIntl();
  const query = useGetSignInDomainsQuery();
  if (query.isError) {
    return (
      <SectionLoadError
        title={intl.formatMessage(signInRulesMessages.loadFailed)}
        error={query.error}
        onRetry={() => void query.refetch()}
        headingLevel={2}
      />
    );
  }
  if (!query.data) return <ScreenLoading label={intl.formatMessage(signInRulesMessages.loading)} />;
  return <DomainsForm saved={query.data} />;
}

function DomainsForm({ saved }: { saved: SignInDomains }) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const [editSignInDomains] = useEditSignInDomainsMutation();
  const initialValues: DomainValues = useMemo(() => ({ domains: saved.domains }), [saved]);
  const roleChoices = useMemo(
    () => staffRoles.map((role) => ({ value: role, label: intl.formatMessage(roleNames[role]) })),
    [intl],
  );

  async function submit(values: DomainValues) {
    const domains = values.domains.map((row) => ({
      domain: normalisedDomain(row.domain),
      role: row.role as StaffRole,
    }));
    try {
      await editSignInDomains({ signInDomains: { domains } }).unwrap();
    } catch (error) {
      const field = (error as { data?: { field?: unknown } }).data?.field;
      if (
        toApiError(error).status === 400 &&
        typeof field === 'string' &&
        /^domains\[\d+\]\.domain$/.test(field)
      ) {
        return setIn({}, field, { message: signInRulesMessages.refused });
      }
      feedback.failed(error);
      return undefined;
    }
    feedback.succeeded(errorMessages.successTitle, signInRulesMessages.saved);
    return undefined;
  }

  return (
    <Form<DomainValues>
      onSubmit={submit}
      initialValues={initialValues}
      validate={validateDomains}
      mutators={{
        addRow: (_args, state, tools) =>
          tools.changeValue(state, 'domains', (rows: DomainRow[] = []) => [
            ...rows,
            { domain: '', role: 'Recruiter' },
          ]),
        removeRow: ([index], state, tools) =>
          tools.changeValue(state, 'domains', (rows: DomainRow[] = []) =>
            rows.filter((_row, at) => at !== index),
          ),
      }}
      render={({ handleSubmit, submitting, values, form }) => (
        <form onSubmit={handleSubmit} noValidate>
          <Box display="flex" flexDirection="column" gap="medium">
            <Heading level={2}>{intl.formatMessage(signInRulesMessages.heading)}</Heading>
            <Text>{intl.formatMessage(signInRulesMessages.explanation)}</Text>
            {values.domains.length === 0 ? (
              <Text tone="muted">{intl.formatMessage(signInRulesMessages.none)}</Text>
            ) : (
              <Box display="flex" flexDirection="column" gap="medium">
                {values.domains.map((_row, index) => (
                  <DomainRowFields
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; their position names their fields.
                    key={index}
                    index={index}
                    roleChoices={roleChoices}
                    disabled={Boolean(submitting)}
                    onRemove={() => form.mutators.removeRow?.(index)}
                  />
                ))}
              </Box>
            )}
            <Box display="flex" gap="medium" flexWrap="wrap">
              <Button
                variant="secondary"
                icon={<PlusIcon />}
                disabled={submitting || values.domains.length >= 100}
                onClick={() => form.mutators.addRow?.()}
              >
                {intl.formatMessage(signInRulesMessages.addDomain)}
              </Button>
              <Button type="submit" loading={submitting}>
                {intl.formatMessage(signInRulesMessages.save)}
              </Button>
            </Box>
          </Box>
        </form>
      )}
    />
  );
}

interface DomainRowFieldsProps {
  index: number;
  roleChoices: readonly { value: StaffRole; label: string }[];
  disabled: boolean;
  onRemove: () => void;
}

/** One domain, its role and its Remove button, named by the row's number. */
function DomainRowFields({ index, roleChoices, disabled, onRemove }: DomainRowFieldsProps) {
  const intl = useIntl();
  const number = index + 1;
  return (
    <Box display="flex" gap="small" alignItems="flex-end" flexWrap="wrap">
      <Box flexGrow={1}>
        <FormTextField
          name={`domains[${index}].domain`}
          label={intl.formatMessage(signInRulesMessages.domain, { number })}
          placeholder="example.com"
          autoComplete="off"
          maxLength={limits.maxLength}
          disabled={disabled}
        />
      </Box>
      <Box flexGrow={1}>
        <FormSelect<StaffRole>
          name={`domains[${index}].role`}
          label={intl.formatMessage(signInRulesMessages.role, { number })}
          options={roleChoices}
          disabled={disabled}
        />
      </Box>
      <IconButton
        label={intl.formatMessage(signInRulesMessages.remove, { number })}
        icon={<DeleteIcon />}
        tone="critical"
        disabled={disabled}
        onClick={onRemove}
      />
    </Box>
  );
}
