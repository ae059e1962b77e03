import { RecruitmentStatus } from '@ats/api-sdk';
import {
  type CandidateImport,
  type CandidateSource,
  useListRecruitmentsQuery,
  useListStagesQuery,
  useSetCandidateImportSettingsMutation,
} from '@ats/api-sdk/rtk';
import { Box, Button, Heading, Select, type SelectOption, Text } from '@ats/design-system';
import { candidateSources, maxSourceDetailLength, sourceTakesDetail } from '@ats/domain';
import { useEffect, useId, useMemo } from 'react';
import { Form, useField, useForm, useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { errorMessages, toApiError } from '../../../shared/api/errorCatalogue.ts';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { FormRadioGroup } from '../../../shared/forms/FormRadioGroup.tsx';
import { FormSelect } from '../../../shared/forms/FormSelect.tsx';
import { FormTextField } from '../../../shared/forms/FormTextField.tsx';
import * as styles from './import.css.ts';
import {
  type ColumnChoice,
  existingRules,
  firstNewStage,
  ignoredColumn,
  importFields,
  initialMappingValues,
  type MappingProblem,
  type MappingValues,
  mappingErrorKey,
  settingsOf,
  validateMapping,
} from './mappingValues.ts';
import { fieldMessages, importMessages, sourceMessages } from './messages.ts';
import { useShowImport } from './useShowImport.ts';

/** Recruitments offered at once: the contract's largest page. */
const recruitmentPageSize = 1000;

/** A refusal of the settings by the server, as a form error where it belongs. */
function refusal(error: unknown): Partial<Record<keyof MappingValues | 'mapping', unknown>> | null {
  const apiError = toApiError(error);
  const field = (error as { data?: { field?: unknown } }).data?.field;
  if (apiError.status === 404)
    return { recruitmentId: { message: importMessages.recruitmentRefused } };
  if (apiError.status !== 400) return null;
  if (field === 'mapping') return { [mappingErrorKey]: { message: importMessages.mappingRefused } };
  if (field === 'stageId') return { stageId: { message: importMessages.stageRefused } };
  if (field === 'recruitmentId') {
    return { recruitmentId: { message: importMessages.recruitmentRefused } };
  }
  return null;
}

export interface MappingFormProps {
  candidateImport: CandidateImport;
  /** Shown as "Back to the check results" when the import was checked before. */
  onCancel?: () => void;
  /** After the server took the settings (the dry run has begun). */
  onChecked?: () => void;
}

/**
 * Step 2 (issue 29): what each column holds (the suggested mapping preselected), then the
 * recruitment and stage, the source and what to do with existing candidates. "Check the rows"
 * sends the settings, which starts the dry run.
 */
export function MappingForm({ candidateImport, onCancel, onChecked }: MappingFormProps) {
  const intl = useIntl();
  const formId = useId();
  const feedback = useActionFeedback();
  const [setSettings] = useSetCandidateImportSettingsMutation();
  const showImport = useShowImport();
  const initialValues = useMemo(() => initialMappingValues(candidateImport), [candidateImport]);

  async function submit(values: MappingValues) {
    try {
      const checking = await setSettings({
        id: candidateImport.id,
        candidateImportSettings: settingsOf(values),
      }).unwrap();
      showImport(checking);
      onChecked?.();
    } catch (error) {
      const refused = refusal(error);
      if (refused) return refused;
      feedback.failed(error);
    }
    return undefined;
  }

  return (
    <Form<MappingValues>
      onSubmit={submit}
      initialValues={initialValues}
      validate={validateMapping}
      render={({ handleSubmit, submitting = false, values }) => (
        <form id={formId} onSubmit={handleSubmit} noValidate>
          <Box display="flex" flexDirection="column" gap="large">
            <Box as="section" display="flex" flexDirection="column" gap="medium">
              <Heading level={2}>{intl.formatMessage(importMessages.mappingHeading)}</Heading>
              <Text tone="muted">{intl.formatMessage(importMessages.mappingHelp)}</Text>
              <ColumnsTable candidateImport={candidateImport} disabled={submitting} />
              <MappingError />
            </Box>
            <Box as="section" display="flex" flexDirection="column" gap="medium">
              <Heading level={2}>{intl.formatMessage(importMessages.placementHeading)}</Heading>
              <RecruitmentField disabled={submitting} />
              <StageField disabled={submitting} />
              <FormSelect<CandidateSource>
                name="source"
                label={intl.formatMessage(importMessages.source)}
                description={intl.formatMessage(importMessages.sourceHelp)}
                options={candidateSources.map((source) => ({
                  value: source,
                  label: intl.formatMessage(sourceMessages[source]),
                }))}
                required
                disabled={submitting}
              />
              {sourceTakesDetail(values.source) ? (
                <FormTextField
                  name="sourceDetail"
                  label={intl.formatMessage(
                    values.source === 'referral'
                      ? importMessages.referralDetail
                      : importMessages.agencyDetail,
                  )}
                  maxLength={maxSourceDetailLength}
                  autoComplete="off"
                  disabled={submitting}
                />
              ) : null}
              <FormRadioGroup
                name="existingCandidates"
                label={intl.formatMessage(importMessages.existingCandidates)}
                options={existingRules.map((rule) => ({
                  value: rule,
                  label: intl.formatMessage(
                    rule === 'update'
                      ? importMessages.existingUpdate
                      : rule === 'skip'
                        ? importMessages.existingSkip
                        : importMessages.existingAdd,
                  ),
                }))}
                disabled={submitting}
              />
            </Box>
            <Box display="flex" gap="small" flexWrap="wrap">
              <Button type="submit" loading={submitting}>
                {intl.formatMessage(importMessages.check)}
              </Button>
              {onCancel ? (
                <Button variant="secondary" onClick={onCancel} disabled={submitting}>
                  {intl.formatMessage(importMessages.backToResults)}
                </Button>
              ) : null}
            </Box>
          </Box>
        </form>
      )}
    />
  );
}

/** The file's columns, each with its first values and the field it goes to. */
function ColumnsTable({
  candidateImport,
  disabled,
}: {
  candidateImport: CandidateImport;
  disabled: boolean;
}) {
  const intl = useIntl();
  const options: SelectOption<ColumnChoice>[] = useMemo(
    () => [
      { value: ignoredColumn, label: intl.formatMessage(importMessages.ignoreColumn) },
      ...importFields.map((field) => ({
        value: field,
        label: intl.formatMessage(fieldMessages[field]),
      })),
    ],
    [intl],
  );
  return (
    <table
      className={styles.mappingTable}
      aria-label={intl.formatMessage(importMessages.columnsTableLabel)}
    >
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(importMessages.columnColumn)}</th>
          <th scope="col">{intl.formatMessage(importMessages.columnSamples)}</th>
          <th scope="col">{intl.formatMessage(importMessages.columnField)}</th>
        </tr>
      </thead>
      <tbody>
        {candidateImport.columns.map((header, column) => {
          const name =
            header.trim() || intl.formatMessage(importMessages.noHeader, { number: column + 1 });
          const samples = candidateImport.sampleRows
            .map((row) => row[column] ?? '')
            .filter((value) => value.trim() !== '');
          return (
            // Columns never move: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: the column's place in the file
            <tr key={column}>
              <th scope="row" className={styles.breakAnywhere}>
                {name}
              </th>
              <td>
                <ul className={styles.samples}>
                  {samples.map((sample, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the sample's row in the file
                    <li key={index}>{sample}</li>
                  ))}
                </ul>
              </td>
              <td className={styles.fieldCell}>
                <FormSelect<ColumnChoice>
                  name={`columns[${column}]`}
                  label={intl.formatMessage(importMessages.fieldOf, { column: name })}
                  options={options}
                  disabled={disabled}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The whole mapping's problem, once the user tried to go on (or the server refused it). */
function MappingError() {
  const intl = useIntl();
  const { errors, submitErrors, submitFailed, dirtySinceLastSubmit } = useFormState({
    subscription: {
      errors: true,
      submitErrors: true,
      submitFailed: true,
      dirtySinceLastSubmit: true,
    },
  });
  const fromServer = dirtySinceLastSubmit ? undefined : submitErrors?.[mappingErrorKey];
  const problem = (errors?.[mappingErrorKey] ?? fromServer) as MappingProblem | undefined;
  if (!problem || (!submitFailed && !fromServer)) return null;
  return (
    <Box role="alert">
      <Text tone="danger">
        {intl.formatMessage(problem.message, {
          field: problem.twice ? intl.formatMessage(fieldMessages[problem.twice]) : '',
        })}
      </Text>
    </Box>
  );
}

/** The recruitments the candidates may join: every one but the closed, by title. */
function RecruitmentField({ disabled }: { disabled: boolean }) {
  const intl = useIntl();
  const recruitments = useListRecruitmentsQuery({ pageSize: recruitmentPageSize });
  const options: SelectOption[] = useMemo(
    () =>
      (recruitments.data?.result ?? [])
        .filter((recruitment) => recruitment.status !== RecruitmentStatus.Closed)
        .map((recruitment) => ({ value: recruitment.id, label: recruitment.title }))
        .sort((a, b) => a.label.localeCompare(b.label, intl.locale)),
    [recruitments.data, intl.locale],
  );
  const label = intl.formatMessage(importMessages.recruitment);
  const ready = useChoiceOffered('recruitmentId', options, recruitments.isSuccess, '');
  if (recruitments.isError) return <LoadingSelect label={label} failed />;
  if (!ready) return <LoadingSelect label={label} />;
  const noneOpen = options.length === 0;
  return (
    <FormSelect
      name="recruitmentId"
      label={label}
      description={intl.formatMessage(
        noneOpen ? importMessages.noRecruitments : importMessages.recruitmentHelp,
      )}
      options={options}
      required
      disabled={disabled}
      search={(text) => {
        const wanted = text.trim().toLocaleLowerCase(intl.locale);
        return options.filter((option) =>
          option.label.toLocaleLowerCase(intl.locale).includes(wanted),
        );
      }}
      searchLabel={intl.formatMessage(importMessages.recruitmentSearch)}
    />
  );
}

/**
 * Whether a select's field may be shown: once its options are loaded and its value is among
 * them. A value no longer offered (a recruitment closed, a stage deleted since the last check)
 * goes back to `fallback`, so the user chooses again.
 */
function useChoiceOffered(
  name: 'recruitmentId' | 'stageId',
  options: readonly SelectOption[],
  loaded: boolean,
  fallback: string,
): boolean {
  const form = useForm<MappingValues>();
  const { input } = useField<string>(name, { subscription: { value: true } });
  const offered = input.value === '' || options.some((option) => option.value === input.value);
  useEffect(() => {
    if (loaded && !offered) form.change(name, fallback);
  }, [loaded, offered, form, name, fallback]);
  return loaded && offered;
}

/** A select's place while its options load, or when they could not be loaded. */
function LoadingSelect({ label, failed = false }: { label: string; failed?: boolean }) {
  const intl = useIntl();
  return (
    <Select
      label={label}
      value=""
      onChange={() => {}}
      options={[]}
      placeholder={failed ? undefined : intl.formatMessage(importMessages.loadingChoices)}
      error={failed ? intl.formatMessage(errorMessages.dataFetchFailed) : undefined}
      disabled
    />
  );
}

/** The live stages in their order, after "the first New stage" (the contract's null). */
function StageField({ disabled }: { disabled: boolean }) {
  const intl = useIntl();
  const stages = useListStagesQuery();
  const options: SelectOption[] = useMemo(
    () => [
      { value: firstNewStage, label: intl.formatMessage(importMessages.firstNewStage) },
      ...[...(stages.data ?? [])]
        .filter((stage) => !stage.isDeleted)
        .sort((a, b) => a.order - b.order)
        .map((stage) => ({ value: stage.id, label: stage.name })),
    ],
    [stages.data, intl],
  );
  const label = intl.formatMessage(importMessages.stage);
  // Without the stages, "the first New stage" still works.
  const ready = useChoiceOffered(
    'stageId',
    options,
    stages.isSuccess || stages.isError,
    firstNewStage,
  );
  if (!ready) return <LoadingSelect label={label} />;
  return <FormSelect name="stageId" label={label} options={options} required disabled={disabled} />;
}
