import {
  type EmailLanguage,
  type EmailPreview,
  type EmailTemplate,
  useLazyGetEmailTemplateQuery,
  useListEmailTemplatesQuery,
  usePreviewEmailTemplateMutation,
  useSendMessageMutation,
} from '@ats/api-sdk/rtk';
import {
  Box,
  Button,
  Modal,
  RadioGroup,
  Select,
  type SelectOption,
  Text,
  ViewIcon,
} from '@ats/design-system';
import type { FormApi } from 'final-form';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { Form, FormSpy, useField, useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { errorMessageFor, errorMessages, toApiError } from '../../../shared/api/errorCatalogue.ts';
import { useIdempotencyKey } from '../../../shared/api/idempotencyKey.ts';
import { useActionFeedback } from '../../../shared/api/useActionFeedback.ts';
import { EmailPreviewView } from '../../../shared/email/EmailPreviewView.tsx';
import { emailLanguageFor, emailLanguages } from '../../../shared/email/emailTexts.ts';
import { emailLanguageMessages, emailMessages } from '../../../shared/email/messages.ts';
import { PlaceholderList } from '../../../shared/email/PlaceholderList.tsx';
import { usePlaceholderInsert } from '../../../shared/email/usePlaceholderInsert.ts';
import { FormRichTextEditor } from '../../../shared/forms/FormRichTextEditor.tsx';
import { FormTextField } from '../../../shared/forms/FormTextField.tsx';
import { useCloseGuard } from '../../../shared/forms/useCloseGuard.tsx';
import {
  type ComposeEmailValues,
  composeLimits,
  initialComposeValues,
  isTemplateTextUnchanged,
  sendMessageInput,
  templateText,
  validateComposeEmail,
} from './composeEmail.ts';
import { composeMessages } from './messages.ts';

export interface ComposeEmailDialogProps {
  recruitmentId: string;
  recruiteeId: string;
  /** The candidate's name, shown in the dialog's description. */
  candidateName: string;
  /** Whether the dialog is shown; each opening starts with an empty form. */
  open: boolean;
  /** Closes the dialog: Cancel, Escape, the close button, or a sent e-mail. */
  onClose: () => void;
  /**
   * The language the candidate applied in, when known: the e-mail starts in it. Otherwise it
   * starts in the interface language.
   */
  language?: string | null;
}

/**
 * "Email" on a candidate (the profile, the pipeline board): a template (optional) fills the
 * subject and body in the chosen language, the user edits them, previews them with the
 * candidate's values, and sends. The server sends the e-mail and records the "message sent"
 * activity; the timeline reloads through its cache tag. A failed send keeps the dialog open
 * with what was typed and says why.
 */
export function ComposeEmailDialog({ open, ...props }: ComposeEmailDialogProps) {
  if (!open) return null;
  return <ComposeEmailForm {...props} />;
}

/** The last preview: its answer, or why it failed. */
type PreviewState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'shown'; preview: EmailPreview; language: EmailLanguage }
  | { state: 'failed'; error: unknown };

/** How many templates the select offers, by name (the list's first page). */
const templateChoices = 100;

function ComposeEmailForm({
  recruitmentId,
  recruiteeId,
  candidateName,
  onClose,
  language,
}: Omit<ComposeEmailDialogProps, 'open'>) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [initialValues] = useState(() =>
    initialComposeValues(emailLanguageFor(language ?? intl.locale)),
  );
  const [previewEmail] = usePreviewEmailTemplateMutation();
  const [sendMessage] = useSendMessageMutation();
  const keyFor = useIdempotencyKey();
  const [preview, setPreview] = useState<PreviewState>({ state: 'idle' });
  const [problemsBlocked, setProblemsBlocked] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const candidate = { recruitmentId, recruiteeId };
  const [dirty, setDirty] = useState(false);
  // With typed text, closing or leaving asks "Discard changes?" first.
  const guard = useCloseGuard({ dirty, onClose });

  async function renderPreview(values: ComposeEmailValues): Promise<EmailPreview | null> {
    setPreview({ state: 'loading' });
    try {
      const answer = await previewEmail({
        emailPreviewInput: {
          ...candidate,
          language: values.language,
          subject: values.subject.trim().slice(0, composeLimits.subject),
          body: values.body.slice(0, composeLimits.body),
        },
      }).unwrap();
      setPreview({ state: 'shown', preview: answer, language: values.language });
      return answer;
    } catch (error) {
      setPreview({ state: 'failed', error });
      return null;
    }
  }

  async function send(values: ComposeEmailValues): Promise<void> {
    setSendError(null);
    // The server refuses unknown placeholders without naming them; the preview names them.
    const checked = await renderPreview(values);
    const hasProblems = (checked?.problems.length ?? 0) > 0;
    setProblemsBlocked(hasProblems);
    if (hasProblems) return;
    try {
      const input = sendMessageInput(values, candidate);
      await sendMessage({ sendMessageInput: input, 'Idempotency-Key': keyFor(input) }).unwrap();
    } catch (error) {
      const apiError = feedback.failed(error, composeMessages.sendFailed);
      setSendError(
        intl.formatMessage(composeMessages.sendFailedBecause, {
          reason: intl.formatMessage(errorMessageFor(apiError)),
        }),
      );
      return;
    }
    feedback.succeeded(composeMessages.sent);
    onClose();
  }

  function submit(form: FormApi<ComposeEmailValues>) {
    void form.submit();
    if (form.getState().hasValidationErrors) {
      requestAnimationFrame(() => {
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      });
    }
  }

  return (
    <Form<ComposeEmailValues>
      initialValues={initialValues}
      validate={validateComposeEmail}
      onSubmit={send}
      subscription={{ submitting: true }}
      render={({ form, submitting }) => (
        <Modal
          open
          onClose={guard.requestClose}
          title={intl.formatMessage(composeMessages.title)}
          description={intl.formatMessage(composeMessages.intro, { candidateName })}
          size="large"
          closeLabel={intl.formatMessage(composeMessages.close)}
          dismissible={!submitting}
          footer={
            <>
              <Button variant="secondary" onClick={guard.requestClose} disabled={submitting}>
                {intl.formatMessage(composeMessages.cancel)}
              </Button>
              <Button
                variant="secondary"
                icon={<ViewIcon />}
                loading={preview.state === 'loading' && !submitting}
                disabled={submitting}
                onClick={() => void renderPreview(form.getState().values)}
              >
                {intl.formatMessage(composeMessages.preview)}
              </Button>
              <Button type="submit" form={formId} loading={submitting}>
                {intl.formatMessage(composeMessages.send)}
              </Button>
            </>
          }
        >
          <form
            id={formId}
            ref={formRef}
            noValidate
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              if (!submitting) submit(form);
            }}
          >
            <FormSpy
              subscription={{ dirty: true }}
              onChange={({ dirty: isDirty }) => setDirty(Boolean(isDirty))}
            />
            <Box display="flex" flexDirection="column" gap="medium">
              <ComposeFields readOnly={Boolean(submitting)} />
              <PreviewResult preview={preview} />
              {problemsBlocked && preview.state === 'shown' && preview.preview.problems.length ? (
                <Text tone="danger">
                  {intl.formatMessage(composeMessages.problemsBeforeSending)}
                </Text>
              ) : null}
              {sendError ? (
                <div role="alert">
                  <Text tone="danger">{sendError}</Text>
                </div>
              ) : null}
            </Box>
          </form>
          {guard.dialog}
        </Modal>
      )}
    />
  );
}

/**
 * Template, language, subject, body and the placeholders (inserted at the cursor of the
 * subject or the body, whichever the user was last in).
 */
function ComposeFields({ readOnly }: { readOnly: boolean }) {
  const intl = useIntl();
  const form = useForm<ComposeEmailValues>();
  const templateField = useField<string>('emailTemplateId', { subscription: { value: true } });
  const languageField = useField<EmailLanguage>('language', { subscription: { value: true } });
  const { insertField, insert, rememberField, subjectRef, bodyRef, bodyAreaRef } =
    usePlaceholderInsert({ subjectName: 'subject', subjectMaxLength: composeLimits.subject });
  const templates = useListEmailTemplatesQuery({ pageSize: templateChoices });
  const [getTemplate, templateQuery] = useLazyGetEmailTemplateQuery();
  const [chosenTemplate, setChosenTemplate] = useState<EmailTemplate | null>(null);
  const [templateFailed, setTemplateFailed] = useState(false);

  const noTemplate = '-none-';
  const templateOptions = useMemo<SelectOption[]>(
    () => [
      { value: noTemplate, label: intl.formatMessage(composeMessages.noTemplate) },
      ...(templates.data?.result ?? []).map((template) => ({
        value: template.id,
        label: template.name,
      })),
    ],
    [intl, templates.data],
  );
  const insertTarget = intl.formatMessage(
    insertField === 'subject' ? composeMessages.subjectTarget : composeMessages.bodyTarget,
  );
  const languageOptions = emailLanguages.map((value) => ({
    value,
    label: intl.formatMessage(emailLanguageMessages[value]),
  }));

  function fillFrom(template: EmailTemplate, language: EmailLanguage) {
    const text = templateText(template, language);
    form.batch(() => {
      form.change('subject', text.subject);
      form.change('body', text.body);
    });
  }

  async function chooseTemplate(value: string) {
    const id = value === noTemplate ? '' : value;
    templateField.input.onChange(id);
    setTemplateFailed(false);
    if (!id) {
      // Free text from here on: what the template filled in stays, to be edited.
      setChosenTemplate(null);
      return;
    }
    try {
      const template = await getTemplate({ id }, true).unwrap();
      // Another choice may have been made meanwhile.
      if (form.getState().values.emailTemplateId !== id) return;
      setChosenTemplate(template);
      fillFrom(template, form.getState().values.language);
    } catch {
      setTemplateFailed(true);
    }
  }

  function chooseLanguage(next: EmailLanguage) {
    const { values } = form.getState();
    languageField.input.onChange(next);
    // The template's text follows the language, unless the user has changed it.
    if (chosenTemplate && isTemplateTextUnchanged(values, chosenTemplate, values.language)) {
      fillFrom(chosenTemplate, next);
    }
  }

  return (
    <>
      <Box display="flex" gap="medium" flexWrap="wrap" alignItems="flex-start">
        <Select
          label={intl.formatMessage(composeMessages.template)}
          description={intl.formatMessage(composeMessages.templateHelp)}
          options={templateOptions}
          value={templateField.input.value || noTemplate}
          onChange={(value) => void chooseTemplate(value)}
          disabled={readOnly}
        />
        <RadioGroup<EmailLanguage>
          label={intl.formatMessage(composeMessages.language)}
          options={languageOptions}
          orientation="horizontal"
          value={languageField.input.value}
          onChange={chooseLanguage}
          disabled={readOnly}
        />
      </Box>
      {templates.isError ? (
        <Box display="flex" gap="small" alignItems="center" flexWrap="wrap" role="alert">
          <Text as="span" size="small" tone="danger">
            {intl.formatMessage(composeMessages.templatesFailed)}
          </Text>
          <Button size="small" variant="secondary" onClick={() => void templates.refetch()}>
            {intl.formatMessage(errorMessages.tryAgain)}
          </Button>
        </Box>
      ) : null}
      {templateFailed ? (
        <div role="alert">
          <Text size="small" tone="danger">
            {intl.formatMessage(composeMessages.templateFailed)}{' '}
            {intl.formatMessage(errorMessageFor(toApiError(templateQuery.error)))}
          </Text>
        </div>
      ) : null}
      <Box display="flex" flexDirection="column" gap="medium" onFocus={rememberField}>
        <FormTextField
          ref={subjectRef}
          name="subject"
          label={intl.formatMessage(composeMessages.subject)}
          required
          readOnly={readOnly}
          autoComplete="off"
          maxLength={composeLimits.subject}
        />
        <div ref={bodyAreaRef}>
          <FormRichTextEditor
            ref={bodyRef}
            name="body"
            label={intl.formatMessage(composeMessages.body)}
            required
            maxLength={composeLimits.body}
          />
        </div>
      </Box>
      <Box display="flex" flexDirection="column" gap="small">
        <PlaceholderList insertTarget={insertTarget} onInsert={insert} />
        <Text size="small" tone="muted">
          {intl.formatMessage(composeMessages.insertGoesTo, { field: insertTarget })}
        </Text>
      </Box>
    </>
  );
}

function PreviewResult({ preview }: { preview: PreviewState }) {
  const intl = useIntl();
  if (preview.state === 'failed') {
    return (
      <div role="alert">
        <Text tone="danger">
          {intl.formatMessage(emailMessages.previewFailed)}{' '}
          {intl.formatMessage(errorMessageFor(toApiError(preview.error)))}
        </Text>
      </div>
    );
  }
  if (preview.state !== 'shown') return null;
  return (
    <EmailPreviewView
      preview={preview.preview}
      languageName={intl.formatMessage(emailLanguageMessages[preview.language])}
    />
  );
}
