import { fieldLimits } from '@ats/api-sdk';
import {
  type RetentionSettings,
  useEditRetentionSettingsMutation,
  useGetRetentionDryRunQuery,
  useGetRetentionSettingsQuery,
} from '@ats/api-sdk/rtk';
import {
  Box,
  Button,
  Card,
  ConfirmDialog,
  Heading,
  NumberField,
  Spinner,
  Switch,
  Text,
} from '@ats/design-system';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFormatDate } from '../../../i18n/useFormatDate.ts';
import { errorMessageFor, toApiError } from '../../../shared/api/errorCatalogue.ts';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { ScreenLoadError } from '../../../shared/errors/ScreenLoadError.tsx';
import { validate } from '../../../shared/forms/validationMessages.ts';
import { retentionMessages, retentionValueMessages } from './messages.ts';

const monthLimits = fieldLimits.EditRetentionSettingsInput.monthsWithoutApplication;

function isValidMonths(months: number | null): months is number {
  return (
    months !== null &&
    Number.isInteger(months) &&
    months >= monthLimits.minimum &&
    months <= monthLimits.maximum
  );
}

/**
 * Settings: data retention. The rule that anonymises candidates no longer needed, with how
 * many it would anonymise now (the dry run, counted again as the period changes) and the
 * last run. Turning it on asks first, naming that count: the first run follows within a day.
 */
export function RetentionScreen() {
  const intl = useIntl();
  const settings = useGetRetentionSettingsQuery();
  if (settings.isError) {
    return <ScreenLoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  }
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <Heading level={1}>{intl.formatMessage(retentionMessages.title)}</Heading>
      <Text>{intl.formatMessage(retentionMessages.introduction)}</Text>
      {settings.data ? (
        <RetentionForm saved={settings.data} />
      ) : (
        <Spinner label={intl.formatMessage(retentionMessages.loading)} />
      )}
    </Box>
  );
}

function RetentionForm({ saved }: { saved: RetentionSettings }) {
  const intl = useIntl();
  const formatDate = useFormatDate();
  const feedback = useActionFeedback();
  const dryRunId = useId();
  const [isEnabled, setIsEnabled] = useState(saved.isEnabled);
  const [months, setMonths] = useState<number | null>(saved.monthsWithoutApplication);
  const [confirming, setConfirming] = useState(false);
  const [editSettings, editState] = useEditRetentionSettingsMutation();
  const monthsValid = isValidMonths(months);
  const dryRun = useGetRetentionDryRunQuery(
    { monthsWithoutApplication: monthsValid ? months : monthLimits.minimum },
    // Candidates age every day: count afresh on every visit.
    { skip: !monthsValid, refetchOnMountOrArgChange: true },
  );
  const saving = editState.isLoading;

  async function save() {
    if (!monthsValid) return;
    try {
      await editSettings({
        editRetentionSettingsInput: { isEnabled, monthsWithoutApplication: months },
      }).unwrap();
      feedback.succeeded(retentionMessages.saved);
    } catch (error) {
      feedback.failed(error, retentionMessages.saveFailed);
    } finally {
      setConfirming(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!monthsValid || saving) return;
    // Turning the rule on asks first, with the count of candidates it will anonymise.
    if (isEnabled && !saved.isEnabled) setConfirming(true);
    else void save();
  }

  const count = dryRun.data?.candidatesCount;
  return (
    <form aria-label={intl.formatMessage(retentionMessages.title)} noValidate onSubmit={submit}>
      <Box display="flex" flexDirection="column" gap="large">
        <Switch
          label={intl.formatMessage(retentionMessages.enabledLabel)}
          description={intl.formatMessage(retentionMessages.enabledDescription)}
          checked={isEnabled}
          onChange={setIsEnabled}
          disabled={saving}
        />
        <NumberField
          label={intl.formatMessage(retentionMessages.monthsLabel)}
          description={intl.formatMessage(retentionValueMessages.monthsDescription, {
            consentMonths: saved.futureOpeningsConsentMonths,
          })}
          value={months}
          onChange={setMonths}
          min={monthLimits.minimum}
          max={monthLimits.maximum}
          required
          disabled={saving}
          error={months === null ? intl.formatMessage(validate.required.message) : undefined}
          minimumMessage={(min) => {
            const { message, values } = validate.minimum({ min });
            return intl.formatMessage(message, values);
          }}
          maximumMessage={(max) => {
            const { message, values } = validate.maximum({ max });
            return intl.formatMessage(message, values);
          }}
        />
        <Card as="section" padding="medium" aria-labelledby={dryRunId}>
          <Box display="flex" flexDirection="column" gap="small">
            <Heading level={2} id={dryRunId}>
              {intl.formatMessage(retentionMessages.dryRunTitle)}
            </Heading>
            {/* Announced when the count for a new period arrives. */}
            <div role="status">
              {!monthsValid ? null : dryRun.isError ? (
                <Text tone="danger">
                  {intl.formatMessage(retentionMessages.countFailed)}{' '}
                  {intl.formatMessage(errorMessageFor(toApiError(dryRun.error)))}
                </Text>
              ) : count === undefined || dryRun.isFetching ? (
                <Text tone="muted">{intl.formatMessage(retentionMessages.counting)}</Text>
              ) : (
                <Text>
                  {intl.formatMessage(retentionValueMessages.dryRunCount, { count, months })}
                </Text>
              )}
            </div>
            <Heading level={2}>{intl.formatMessage(retentionMessages.lastRunTitle)}</Heading>
            <Text>
              {saved.lastRunAt === null
                ? intl.formatMessage(retentionMessages.neverRun)
                : intl.formatMessage(retentionValueMessages.lastRun, {
                    date: formatDate(saved.lastRunAt),
                    count: saved.lastRunAnonymisedCount ?? 0,
                  })}
            </Text>
          </Box>
        </Card>
        <Box display="flex">
          <Button type="submit" loading={saving} disabled={!monthsValid}>
            {intl.formatMessage(retentionMessages.save)}
          </Button>
        </Box>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage(retentionMessages.confirmTitle)}
        message={intl.formatMessage(retentionValueMessages.confirmMessage, { count: count ?? 0 })}
        confirmLabel={intl.formatMessage(retentionMessages.confirmButton)}
        cancelLabel={intl.formatMessage(retentionMessages.cancel)}
        loading={saving}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
