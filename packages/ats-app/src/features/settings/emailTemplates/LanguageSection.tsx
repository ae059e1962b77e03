import type { EmailLanguage, EmailPreview } from '@ats/api-sdk/rtk';
import { Box, Button, Card, Heading, Text, ViewIcon } from '@ats/design-system';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { errorMessageFor, toApiError } from '../../../shared/api/errorCatalogue.ts';
import { EmailPreviewView } from '../../../shared/email/EmailPreviewView.tsx';
import { emailLanguageMessages, emailMessages } from '../../../shared/email/messages.ts';
import { PlaceholderList } from '../../../shared/email/PlaceholderList.tsx';
import { usePlaceholderInsert } from '../../../shared/email/usePlaceholderInsert.ts';
import { FormRichTextEditor } from '../../../shared/forms/FormRichTextEditor.tsx';
import { FormTextField } from '../../../shared/forms/FormTextField.tsx';
import * as styles from './EmailTemplateForm.css.ts';
import { emailTemplateLimits } from './emailTemplateValues.ts';
import { formMessages } from './messages.ts';

/** The last preview of one language: its answer, or why it failed. */
export type LanguagePreview =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'shown'; preview: EmailPreview }
  | { state: 'failed'; error: unknown };

export interface LanguageSectionProps {
  language: EmailLanguage;
  preview: LanguagePreview;
  /** Renders the language's subject and body (previewEmailTemplate). */
  onPreview: () => void;
  /** The subject is read-only while the template is saved. */
  readOnly: boolean;
}

/**
 * One language of a template: subject, rich-text body, the placeholders (inserted at the
 * cursor of the subject or the body, whichever the user was last in; or copied), and a
 * preview with the problems of the texts.
 */
export function LanguageSection({ language, preview, onPreview, readOnly }: LanguageSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const { insertField, insert, rememberField, subjectRef, bodyRef, bodyAreaRef } =
    usePlaceholderInsert({
      subjectName: `${language}.subject`,
      subjectMaxLength: emailTemplateLimits.subject,
    });
  const languageName = intl.formatMessage(emailLanguageMessages[language]);
  const insertTarget = intl.formatMessage(
    insertField === 'subject' ? formMessages.subjectTarget : formMessages.bodyTarget,
    { language: languageName },
  );

  return (
    <Card as="section" aria-labelledby={headingId}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: it only notes which field the focus went into; nothing here is operated. */}
      <div className={styles.section} onFocus={rememberField}>
        <Heading level={2} id={headingId}>
          {languageName}
        </Heading>
        <FormTextField
          ref={subjectRef}
          name={`${language}.subject`}
          label={intl.formatMessage(formMessages.subjectIn, { language: languageName })}
          required
          readOnly={readOnly}
          autoComplete="off"
          maxLength={emailTemplateLimits.subject}
        />
        <div ref={bodyAreaRef}>
          <FormRichTextEditor
            ref={bodyRef}
            name={`${language}.body`}
            label={intl.formatMessage(formMessages.bodyIn, { language: languageName })}
            required
            maxLength={emailTemplateLimits.body}
          />
        </div>
        <Box display="flex" flexDirection="column" gap="small">
          <PlaceholderList insertTarget={insertTarget} onInsert={insert} />
          <Text size="small" tone="muted">
            {intl.formatMessage(formMessages.insertGoesTo, { field: insertTarget })}
          </Text>
        </Box>
        <Box display="flex" flexDirection="column" gap="small">
          <div>
            <Button
              variant="secondary"
              icon={<ViewIcon />}
              loading={preview.state === 'loading'}
              onClick={onPreview}
            >
              {intl.formatMessage(formMessages.previewIn, { language: languageName })}
            </Button>
          </div>
          {preview.state === 'failed' ? (
            <Text tone="danger">
              <span role="alert">
                {intl.formatMessage(emailMessages.previewFailed)}{' '}
                {intl.formatMessage(errorMessageFor(toApiError(preview.error)))}
              </span>
            </Text>
          ) : null}
          {preview.state === 'shown' ? (
            <EmailPreviewView preview={preview.preview} languageName={languageName} />
          ) : null}
        </Box>
      </div>
    </Card>
  );
}
