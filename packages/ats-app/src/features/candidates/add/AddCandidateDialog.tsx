import { RecruitmentStatus, StageType } from '@ats/api-sdk';
import {
  useAddRecruiteeMutation,
  useGetRecruiteeByEmailQuery,
  useListRecruitmentsQuery,
  useListStagesQuery,
} from '@ats/api-sdk/rtk';
import { Box, Button, Text } from '@ats/design-system';
import { acceptAttribute, sourceTakesDetail } from '@ats/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useField, useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { toApiError } from '../../../shared/api/errorCatalogue.ts';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { candidateSourceMessages } from '../../../shared/candidates/candidateSourceMessages.ts';
import { FormSelect } from '../../../shared/forms/FormSelect.tsx';
import { FormTextField } from '../../../shared/forms/FormTextField.tsx';
import { useFieldErrorText } from '../../../shared/forms/useFieldErrorText.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { ActionFormModal } from '../actions/ActionFormModal.tsx';
import {
  type AddCandidateValues,
  addCandidateLimits,
  addRecruiteeData,
  initialAddCandidateValues,
  isCheckableEmail,
  validateAddCandidate,
} from './addCandidate.ts';
import { addCandidateMessages as messages } from './messages.ts';

export interface AddCandidateDialogProps {
  /** The recruitment to add to (from its candidates list); null: the form asks for one. */
  recruitmentId: string | null;
  /**
   * Closes the dialog; with the application to open next (the person just added, or the one
   * who has the e-mail already). The caller navigates once the dialog is gone: while it is
   * open, its guard would ask "Discard changes?" about leaving.
   */
  onClose: (open?: { jobApplicationId: string }) => void;
}

/** The open recruitments a picker offers (those of the user's staff, as the server allows). */
const recruitmentsPageSize = 200;

/**
 * "Add candidate" (issue 29): name, e-mail, phone, source (with the referring colleague or
 * the agency), an optional resume, the recruitment (unless added from one) and the stage.
 * An e-mail a candidate has already offers to open that person instead. Added, the new
 * profile opens.
 */
export function AddCandidateDialog({ recruitmentId, onClose }: AddCandidateDialogProps) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  // The person added: the profile to open once the dialog has closed.
  const added = useRef<{ jobApplicationId: string } | undefined>(undefined);
  const [addRecruitee] = useAddRecruiteeMutation();
  const { data: stages } = useListStagesQuery();
  const liveStages = useMemo(
    () => (stages ?? []).filter((stage) => !stage.isDeleted).toSorted((a, b) => a.order - b.order),
    [stages],
  );
  const [initialValues, setInitialValues] = useState<AddCandidateValues | null>(null);
  useEffect(() => {
    if (initialValues || !stages) return;
    const firstNew = liveStages.find((stage) => stage.stageType === StageType.New);
    setInitialValues(initialAddCandidateValues(recruitmentId, firstNew?.id ?? ''));
  }, [initialValues, stages, liveStages, recruitmentId]);

  return (
    <ActionFormModal<AddCandidateValues>
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(recruitmentId ? messages.introInRecruitment : messages.intro)}
      initialValues={initialValues}
      validate={validateAddCandidate}
      onClose={() => onClose(added.current)}
      size="large"
      onSave={async (values) => {
        try {
          const answer = await addRecruitee({
            body: { candidate: addRecruiteeData(values), resume: values.resume },
          }).unwrap();
          feedback.succeeded(messages.added);
          added.current = { jobApplicationId: answer.jobApplicationId };
          return true;
        } catch (error) {
          const refused = toApiError(error);
          feedback.failed(
            error,
            refused.field === 'resume' ? messages.resumeRefused : messages.addFailed,
          );
          return false;
        }
      }}
    >
      <Box display="flex" gap="medium" flexWrap="wrap">
        <FormTextField
          name="firstName"
          label={intl.formatMessage(messages.firstName)}
          required
          maxLength={addCandidateLimits.firstName}
          autoComplete="off"
        />
        <FormTextField
          name="lastName"
          label={intl.formatMessage(messages.lastName)}
          required
          maxLength={addCandidateLimits.lastName}
          autoComplete="off"
        />
      </Box>
      <FormTextField
        name="email"
        type="email"
        label={intl.formatMessage(messages.email)}
        required
        maxLength={addCandidateLimits.email}
        autoComplete="off"
      />
      <DuplicateEmailNotice onOpen={(jobApplicationId) => onClose({ jobApplicationId })} />
      <FormTextField
        name="phoneNumber"
        type="tel"
        label={intl.formatMessage(messages.phoneNumber)}
        maxLength={addCandidateLimits.phoneNumber}
        autoComplete="off"
      />
      <SourceFields />
      {recruitmentId ? null : <RecruitmentPicker />}
      <FormSelect
        name="stageId"
        label={intl.formatMessage(messages.stage)}
        description={intl.formatMessage(messages.stageHelp)}
        options={liveStages.map((stage) => ({ value: stage.id, label: stage.name }))}
      />
      <ResumeField />
    </ActionFormModal>
  );
}

/** The source, and for a referral or an agency who it was. */
function SourceFields() {
  const intl = useIntl();
  const { values } = useFormState<AddCandidateValues>({ subscription: { values: true } });
  const source = values.source;
  const options = (
    Object.keys(candidateSourceMessages) as (keyof typeof candidateSourceMessages)[]
  ).map((value) => ({ value, label: intl.formatMessage(candidateSourceMessages[value]) }));
  return (
    <>
      <FormSelect
        name="source"
        label={intl.formatMessage(messages.source)}
        required
        options={options}
      />
      {source && sourceTakesDetail(source) ? (
        <FormTextField
          name="sourceDetail"
          label={intl.formatMessage(source === 'agency' ? messages.agency : messages.referredBy)}
          maxLength={addCandidateLimits.sourceDetail}
          autoComplete="off"
        />
      ) : null}
    </>
  );
}

/** The user's open recruitments (on whose staff they are), searchable by title. */
function RecruitmentPicker() {
  const intl = useIntl();
  const { data } = useListRecruitmentsQuery({
    pageNumber: 1,
    pageSize: recruitmentsPageSize,
    recruitmentStatus: RecruitmentStatus.Open,
  });
  const options = useMemo(
    () =>
      (data?.result ?? [])
        .filter((recruitment) => recruitment.canEdit)
        .map((recruitment) => ({ value: recruitment.id, label: recruitment.title })),
    [data],
  );
  return (
    <FormSelect
      name="recruitmentId"
      label={intl.formatMessage(messages.recruitment)}
      required
      options={options}
      searchLabel={intl.formatMessage(messages.recruitmentSearch)}
      emptyText={intl.formatMessage(messages.noRecruitments)}
      search={(text) => {
        const needle = text.trim().toLocaleLowerCase();
        return needle === ''
          ? options
          : options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
      }}
    />
  );
}

/** The e-mail, once typed, settled for this long before it is looked up. */
const lookupDelayMs = 400;

/**
 * "{name} already has this e-mail" with a link to that person, as soon as the typed e-mail
 * matches a candidate's (any case): the add would be refused anyway.
 */
function DuplicateEmailNotice({ onOpen }: { onOpen: (jobApplicationId: string) => void }) {
  const intl = useIntl();
  const { input } = useField<string>('email', { subscription: { value: true } });
  const typed = (input.value ?? '').trim();
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), lookupDelayMs);
    return () => clearTimeout(timer);
  }, [typed]);
  const checkable = isCheckableEmail(settled) && settled === typed;
  const { data } = useGetRecruiteeByEmailQuery({ email: settled }, { skip: !checkable });
  if (!checkable || !data?.exists) return null;
  const person = data.recruitee;
  if (!person) {
    return (
      <Box role="status">
        <Text tone="danger">{intl.formatMessage(messages.emailTakenUnknown)}</Text>
      </Box>
    );
  }
  const name = `${person.firstName} ${person.lastName}`.trim();
  return (
    <Box display="flex" flexDirection="column" gap="xxsmall" role="status">
      <Text tone="danger">{intl.formatMessage(messages.emailTaken, { name })}</Text>
      <Text>
        <Link
          to={paths.applicantApplication(person.jobApplicationId)}
          onClick={(event) => {
            // Opening that person drops what was typed here: no "Discard changes?" first.
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            onOpen(person.jobApplicationId);
          }}
        >
          {intl.formatMessage(messages.openCandidate, { name })}
        </Link>
      </Text>
    </Box>
  );
}

/** The optional resume: the browser's file input, the chosen file, and a button to remove it. */
function ResumeField() {
  const intl = useIntl();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { input, meta } = useField<File | undefined>('resume', {
    subscription: { value: true, error: true, touched: true, submitFailed: true },
  });
  const error = useFieldErrorText({ ...meta, touched: meta.touched || input.value !== undefined });
  const file = input.value || undefined;
  return (
    <Box display="flex" flexDirection="column" gap="xxsmall">
      <label htmlFor={id}>
        <Text as="span" weight="medium">
          {intl.formatMessage(messages.resume)}
        </Text>
      </label>
      <Text size="small" tone="muted" id={`${id}-help`}>
        {intl.formatMessage(messages.resumeHelp)}
      </Text>
      <Box display="flex" gap="small" alignItems="center" flexWrap="wrap">
        <input
          ref={inputRef}
          id={id}
          name="resume"
          type="file"
          accept={acceptAttribute('Resume')}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            input.onChange(event.target.files?.[0] ?? undefined);
            input.onBlur();
          }}
        />
        {file ? (
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              if (inputRef.current) inputRef.current.value = '';
              input.onChange(undefined);
              inputRef.current?.focus();
            }}
          >
            {intl.formatMessage(messages.removeResume)}
          </Button>
        ) : null}
      </Box>
      {error ? (
        <Text size="small" tone="danger" id={`${id}-error`}>
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
