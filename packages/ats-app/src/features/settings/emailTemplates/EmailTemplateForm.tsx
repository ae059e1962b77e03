import {
  type EmailLanguage,
  type EmailPreview,
  type EmailTemplate,
  usePreviewEmailTemplateMutation,
} from '@ats/api-sdk/rtk';
import { Button, Card, Text } from '@ats/design-system';
import { type FormEvent, useRef, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { emailLanguages } from '../../../shared/email/emailTexts.ts';
import { LeaveDialog } from '../../../shared/forms/DiscardChangesDialog.tsx';
import { FormTextField } from '../../../shared/forms/FormTextField.tsx';
import { useLeaveGuard } from '../../../shared/forms/useLeaveGuard.ts';
import { paths } from '../../../shared/routing/paths.ts';
import * as styles from './EmailTemplateForm.css.ts';
import {
  type EmailTemplateValues,
  emailTemplateLimits,
  emailTemplateValuesOf,
  emptyEmailTemplateValues,
  validateEmailTemplate,
} from './emailTemplateValues.ts';
import { type LanguagePreview, LanguageSection } from './LanguageSection.tsx';
import { formMessages } from './messages.ts';
import { useSaveEmailTemplate } from './useSaveEmailTemplate.ts';

type Previews = Record<EmailLanguage, LanguagePreview>;

const noPreviews: Previews = { en: { state: 'idle' }, pl: { state: 'idle' } };

/** Whether a shown preview still lists problems (once fixed and previewed, the notice goes). */
function stillHasProblems(previews: Previews): boolean {
  return emailLanguages.some((language) => {
    const preview = previews[language];
    return preview.state === 'shown' && preview.preview.problems.length > 0;
  });
}

export interface EmailTemplateFormProps {
  /** The template being edited, as loaded; null for a new one. */
  template: EmailTemplate | null;
}

/**
 * The new and edit template form: a name, then for English and Polish a subject, a rich-text
 * body, the placeholders and a preview. Save first asks the server's preview about both
 * languages: texts with unknown placeholders or unbalanced braces (which the server would
 * refuse) are not sent, and the problems are listed in words under their language. Leaving
 * with unsaved changes asks first.
 */
export function EmailTemplateForm({ template }: EmailTemplateFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const problemsRef = useRef<HTMLDivElement>(null);
  // The form keeps what it opened with: a refetch of the template must not reset typing.
  const [initialValues] = useState(() =>
    template ? emailTemplateValuesOf(template) : emptyEmailTemplateValues,
  );
  const [previews, setPreviews] = useState<Previews>(noPreviews);
  const [refusedForProblems, setRefusedForProblems] = useState(false);
  const [dirty, setDirty] = useState(false);
  const { blocker, allowLeaving } = useLeaveGuard(dirty);
  const save = useSaveEmailTemplate(template?.id ?? null, allowLeaving);
  const [previewEmailTemplate] = usePreviewEmailTemplateMutation();

  function setPreview(language: EmailLanguage, preview: LanguagePreview) {
    setPreviews((current) => ({ ...current, [language]: preview }));
  }

  async function renderPreview(
    language: EmailLanguage,
    values: EmailTemplateValues,
  ): Promise<EmailPreview | null> {
    setPreview(language, { state: 'loading' });
    try {
      const preview = await previewEmailTemplate({
        emailPreviewInput: {
          language,
          subject: values[language].subject.trim().slice(0, emailTemplateLimits.subject),
          body: values[language].body.slice(0, emailTemplateLimits.body),
        },
      }).unwrap();
      setPreview(language, { state: 'shown', preview });
      return preview;
    } catch (error) {
      setPreview(language, { state: 'failed', error });
      return null;
    }
  }

  async function submit(values: EmailTemplateValues) {
    // The server refuses unknown placeholders and unbalanced braces without saying which:
    // its preview lists them, so they are shown here instead of a bare "could not be saved".
    const checked = await Promise.all(
      emailLanguages.map((language) => renderPreview(language, values)),
    );
    const hasProblems = checked.some((preview) => (preview?.problems.length ?? 0) > 0);
    setRefusedForProblems(hasProblems);
    if (hasProblems) {
      requestAnimationFrame(() => problemsRef.current?.focus());
      return;
    }
    await save(values);
  }

  return (
    <Form<EmailTemplateValues>
      onSubmit={submit}
      initialValues={initialValues}
      validate={validateEmailTemplate}
      subscription={{ submitting: true }}
      render={({ form, submitting }) => (
        <form
          ref={formRef}
          className={styles.form}
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            if (submitting) return;
            void form.submit();
            if (form.getState().hasValidationErrors) {
              // The fields show their errors once rendered again.
              requestAnimationFrame(() => {
                formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
              });
            }
          }}
        >
          <FormSpy
            subscription={{ dirty: true }}
            onChange={({ dirty: isDirty }) => setDirty(Boolean(isDirty))}
          />
          <Card>
            <FormTextField
              name="name"
              label={intl.formatMessage(formMessages.name)}
              description={intl.formatMessage(formMessages.nameHelp, {
                max: emailTemplateLimits.name,
              })}
              required
              readOnly={Boolean(submitting)}
              autoComplete="off"
              maxLength={emailTemplateLimits.name}
            />
          </Card>
          {emailLanguages.map((language) => (
            <LanguageSection
              key={language}
              language={language}
              preview={previews[language]}
              readOnly={Boolean(submitting)}
              onPreview={() => void renderPreview(language, form.getState().values)}
            />
          ))}
          {refusedForProblems && stillHasProblems(previews) ? (
            <div ref={problemsRef} tabIndex={-1} role="alert">
              <Text tone="danger">{intl.formatMessage(formMessages.problemsBeforeSaving)}</Text>
            </div>
          ) : null}
          <div className={styles.buttons}>
            <Button
              variant="secondary"
              disabled={submitting}
              onClick={() => navigate(paths.settings('email-templates'))}
            >
              {intl.formatMessage(formMessages.cancel)}
            </Button>
            <Button type="submit" loading={submitting}>
              {intl.formatMessage(formMessages.save)}
            </Button>
          </div>
          <LeaveDialog
            blocker={blocker}
            message={intl.formatMessage(formMessages.discardMessage)}
          />
        </form>
      )}
    />
  );
}
