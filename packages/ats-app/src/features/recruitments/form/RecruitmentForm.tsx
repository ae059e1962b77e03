import { RecruitmentStatus } from '@ats/api-sdk';
import type { RecruitmentForEdit } from '@ats/api-sdk/rtk';
import { Button, Card, Heading, type SelectOption } from '@ats/design-system';
import type { FormApi } from 'final-form';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Form, FormSpy, useField, useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { latestAcceptedDate } from '../../../shared/forms/acceptedDates.ts';
import { LeaveDialog } from '../../../shared/forms/DiscardChangesDialog.tsx';
import { FormDateField } from '../../../shared/forms/FormDateField.tsx';
import { FormNumberField } from '../../../shared/forms/FormNumberField.tsx';
import { FormOptionalSelect } from '../../../shared/forms/FormOptionalSelect.tsx';
import { FormRichTextEditor } from '../../../shared/forms/FormRichTextEditor.tsx';
import { FormSelect } from '../../../shared/forms/FormSelect.tsx';
import { FormSwitch } from '../../../shared/forms/FormSwitch.tsx';
import { FormTextArea } from '../../../shared/forms/FormTextArea.tsx';
import { FormTextField } from '../../../shared/forms/FormTextField.tsx';
import { fieldMessages } from '../../../shared/forms/fieldMessages.ts';
import { useLeaveGuard } from '../../../shared/forms/useLeaveGuard.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { localCalendarDate } from '../recruitmentDeadline.ts';
import { KeywordsField } from './KeywordsField.tsx';
import { formMessages } from './messages.ts';
import { PositionField } from './PositionField.tsx';
import type { Person } from './people.ts';
import { RecruiterFields } from './RecruiterFields.tsx';
import * as styles from './RecruitmentForm.css.ts';
import type { RecruitmentFormValues, SaveMode } from './recruitmentFormValues.ts';
import {
  recruitmentLimits,
  vacantPostsRange,
  validateRecruitmentForm,
} from './recruitmentSchemas.ts';
import { useSaveRecruitment } from './useSaveRecruitment.ts';

export interface RecruitmentFormProps {
  /** The recruitment being edited, as loaded; null for a new one. */
  recruitment: RecruitmentForEdit | null;
  /** The values the form opens with. */
  initialValues: RecruitmentFormValues;
  /** The currencies, by their names. */
  currencyOptions: readonly SelectOption[];
  /** The questionnaires a recruitment may use, with the one it uses now. */
  questionnaireOptions: readonly SelectOption[];
  /** Everyone the people pickers offer, sorted. */
  people: readonly Person[];
}

/**
 * The new and edit recruitment form (spec part 2 §2.2, §2.3): sections Basic info,
 * Questionnaire and Position details; Cancel, "Save as draft" (new recruitments and drafts
 * only) and Save. Each button submits with its own rules (§5). A closed recruitment cannot
 * be edited (the server refuses it), so it shows read-only with only a way back. Leaving with
 * unsaved changes (a link, Cancel, the browser's back, a reload) asks first.
 */
export function RecruitmentForm({
  recruitment,
  initialValues,
  currencyOptions,
  questionnaireOptions,
  people,
}: RecruitmentFormProps) {
  const intl = useIntl();
  // Any typed change, not the buttons' save mode: leaving then asks "Discard changes?" first.
  const [dirty, setDirty] = useState(false);
  const { blocker, allowLeaving } = useLeaveGuard(dirty);
  const save = useSaveRecruitment(recruitment?.id ?? null, allowLeaving);
  const formRef = useRef<HTMLFormElement>(null);
  // The form keeps what it opened with: a refetch of the recruitment must not reset typing.
  const [openedWith] = useState(initialValues);
  const status = recruitment?.status ?? RecruitmentStatus.Draft;
  const readOnly = status === RecruitmentStatus.Closed;
  const headingIds = { basic: useId(), questionnaire: useId(), position: useId() };
  // The user's today: the earliest deadline the calendar offers (the rule is the schema's).
  const [today] = useState(() => localCalendarDate(new Date()));

  /** Submits with a button's rules; a refused form takes the focus to its first error. */
  function submit(form: FormApi<RecruitmentFormValues>, mode: SaveMode) {
    form.change('saveMode', mode);
    void form.submit();
    if (form.getState().hasValidationErrors) {
      // The fields show their errors once rendered again.
      requestAnimationFrame(() => {
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      });
    }
  }

  return (
    <Form<RecruitmentFormValues>
      onSubmit={save}
      initialValues={openedWith}
      validate={validateRecruitmentForm}
      subscription={{}}
      render={({ form }) => (
        <form
          ref={formRef}
          className={styles.form}
          noValidate
          // Enter in a field is Save, the form's default button.
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            if (!readOnly) submit(form, 'full');
          }}
        >
          <Card as="section" aria-labelledby={headingIds.basic}>
            <div className={styles.section}>
              <Heading level={2} id={headingIds.basic}>
                {intl.formatMessage(formMessages.basicInfo)}
              </Heading>
              <FormTextField
                name="title"
                label={intl.formatMessage(formMessages.title)}
                required
                disabled={readOnly}
                maxLength={recruitmentLimits.title.maxLength}
              />
              <PositionField disabled={readOnly} />
              <div className={styles.row}>
                <FormDateField
                  name="deadline"
                  label={intl.formatMessage(formMessages.deadline)}
                  required
                  disabled={readOnly}
                  min={today}
                  max={latestAcceptedDate}
                />
                <FormNumberField
                  name="vacantPosts"
                  label={intl.formatMessage(formMessages.vacantPosts)}
                  required
                  disabled={readOnly}
                  min={vacantPostsRange.min}
                  max={vacantPostsRange.max}
                />
              </div>
              <div className={styles.row}>
                <FormNumberField
                  name="budgetPerPositionMin"
                  label={intl.formatMessage(formMessages.budgetMin)}
                  disabled={readOnly}
                  min={recruitmentLimits.budgetPerPositionMin.minimum}
                  max={recruitmentLimits.budgetPerPositionMin.maximum}
                  step="any"
                />
                <FormNumberField
                  name="budgetPerPositionMax"
                  label={intl.formatMessage(formMessages.budgetMax)}
                  disabled={readOnly}
                  min={recruitmentLimits.budgetPerPositionMax.minimum}
                  max={recruitmentLimits.budgetPerPositionMax.maximum}
                  step="any"
                />
                <FormOptionalSelect
                  name="budgetCurrencyId"
                  label={intl.formatMessage(formMessages.currency)}
                  noneLabel={intl.formatMessage(formMessages.noCurrency)}
                  disabled={readOnly}
                  options={currencyOptions}
                />
              </div>
              <div className={styles.row}>
                <RecruiterFields people={people} disabled={readOnly} />
              </div>
            </div>
          </Card>

          <Card as="section" aria-labelledby={headingIds.questionnaire}>
            <div className={styles.section}>
              <Heading level={2} id={headingIds.questionnaire}>
                {intl.formatMessage(formMessages.questionnaireSection)}
              </Heading>
              <FormSelect
                name="questionnaireId"
                label={intl.formatMessage(formMessages.questionnaire)}
                placeholder={intl.formatMessage(fieldMessages.selectPlaceholder)}
                required
                // Spec part 2 §2.2: candidates of an open recruitment already answer it.
                disabled={readOnly || status === RecruitmentStatus.Open}
                description={
                  status === RecruitmentStatus.Open
                    ? intl.formatMessage(formMessages.questionnaireLocked)
                    : undefined
                }
                options={questionnaireOptions}
              />
            </div>
          </Card>

          <Card as="section" aria-labelledby={headingIds.position}>
            <div className={styles.section}>
              <Heading level={2} id={headingIds.position}>
                {intl.formatMessage(formMessages.positionDetails)}
              </Heading>
              <FormTextField
                name="jobTitle"
                label={intl.formatMessage(formMessages.jobTitle)}
                required
                disabled={readOnly}
                maxLength={recruitmentLimits.jobTitle.maxLength}
              />
              <FormRichTextEditor
                name="jobDescription"
                label={intl.formatMessage(formMessages.jobDescription)}
                required
                disabled={readOnly}
                maxLength={recruitmentLimits.jobDescription.maxLength}
              />
              <FormTextArea
                name="locationDescription"
                label={intl.formatMessage(formMessages.locationDescription)}
                required
                disabled={readOnly}
                maxLength={recruitmentLimits.locationDescription.maxLength}
              />
              <div className={styles.row}>
                <FormNumberField
                  name="locationLatitude"
                  label={intl.formatMessage(formMessages.latitude)}
                  required
                  disabled={readOnly}
                  min={recruitmentLimits.locationLatitude.minimum}
                  max={recruitmentLimits.locationLatitude.maximum}
                  step="any"
                />
                <FormNumberField
                  name="locationLongitude"
                  label={intl.formatMessage(formMessages.longitude)}
                  required
                  disabled={readOnly}
                  min={recruitmentLimits.locationLongitude.minimum}
                  max={recruitmentLimits.locationLongitude.maximum}
                  step="any"
                />
              </div>
              <FormSwitch
                name="remoteWorkIsPossible"
                label={intl.formatMessage(formMessages.remoteWork)}
                disabled={readOnly}
              />
              <KeywordsField disabled={readOnly} />
            </div>
          </Card>

          <FormSpy
            subscription={{ dirtyFields: true }}
            onChange={({ dirtyFields }) =>
              setDirty(Object.keys(dirtyFields ?? {}).some((name) => name !== 'saveMode'))
            }
          />
          <LeaveDialog blocker={blocker} />
          <FormButtons
            readOnly={readOnly}
            offersDraft={recruitment === null || status === RecruitmentStatus.Draft}
            onSaveAsDraft={() => submit(form, 'draft')}
          />
        </form>
      )}
    />
  );
}

interface FormButtonsProps {
  readOnly: boolean;
  /** "Save as draft" is offered only for a new recruitment or a draft (spec part 2 §2.2). */
  offersDraft: boolean;
  onSaveAsDraft: () => void;
}

/** Cancel, Save as draft and Save: the pressed one spins, all wait while the save runs. */
function FormButtons({ readOnly, offersDraft, onSaveAsDraft }: FormButtonsProps) {
  const intl = useIntl();
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const saveMode = useField<SaveMode>('saveMode', { subscription: { value: true } }).input.value;
  if (readOnly) {
    return (
      <div className={styles.buttons}>
        <Button variant="secondary" href={paths.recruitments()}>
          {intl.formatMessage(formMessages.backToList)}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.buttons}>
      <Button variant="secondary" href={paths.recruitments()} disabled={submitting}>
        {intl.formatMessage(formMessages.cancel)}
      </Button>
      {offersDraft ? (
        <Button
          type="button"
          variant="secondary"
          loading={submitting && saveMode === 'draft'}
          disabled={submitting && saveMode !== 'draft'}
          onClick={onSaveAsDraft}
        >
          {intl.formatMessage(formMessages.saveAsDraft)}
        </Button>
      ) : null}
      <Button
        type="submit"
        loading={submitting && saveMode === 'full'}
        disabled={submitting && saveMode !== 'full'}
      >
        {intl.formatMessage(formMessages.save)}
      </Button>
    </div>
  );
}
