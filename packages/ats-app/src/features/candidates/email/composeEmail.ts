import { fieldLimits } from '@ats/api-sdk';
import type { EmailLanguage, EmailTemplate, SendMessageInput } from '@ats/api-sdk/rtk';
import { mixed, object, string } from 'yup';
import { emailLanguages, hasVisibleText } from '../../../shared/email/emailTexts.ts';
import { validateWithSchema } from '../../../shared/forms/validateWithSchema.ts';
import { validate } from '../../../shared/forms/validationMessages.ts';

/** The compose form. */
export interface ComposeEmailValues {
  /** The template the text came from; '' for free text. */
  emailTemplateId: string;
  language: EmailLanguage;
  subject: string;
  /** Rich text (the editor's JSON), '' when empty. */
  body: string;
}

export const composeLimits = {
  subject: fieldLimits.SendMessageInput.subject.maxLength,
  body: fieldLimits.SendMessageInput.body.maxLength,
} as const;

export function initialComposeValues(language: EmailLanguage): ComposeEmailValues {
  return { emailTemplateId: '', language, subject: '', body: '' };
}

/** The subject and body of a template in a language: what choosing it fills in. */
export function templateText(template: EmailTemplate, language: EmailLanguage) {
  return template[language];
}

/**
 * Whether the subject and body are still the template's text in `language` (the user has not
 * changed them): then switching the language may replace them with the other language's.
 */
export function isTemplateTextUnchanged(
  values: Pick<ComposeEmailValues, 'subject' | 'body'>,
  template: EmailTemplate,
  language: EmailLanguage,
): boolean {
  const text = templateText(template, language);
  return values.subject === text.subject && values.body === text.body;
}

/** Subject and body are required (the server takes 1..200 and 1..100000), as typed. */
export const validateComposeEmail = validateWithSchema<ComposeEmailValues>(
  object({
    emailTemplateId: string(),
    language: mixed<EmailLanguage>()
      .oneOf([...emailLanguages])
      .required(validate.required),
    subject: string()
      .trim()
      .required(validate.required)
      .max(composeLimits.subject, validate.maximumLength),
    body: string()
      .test('has-text', validate.required, (body) => hasVisibleText(body))
      .max(composeLimits.body, validate.maximumLength),
  }),
);

export function sendMessageInput(
  values: ComposeEmailValues,
  candidate: { recruitmentId: string; recruiteeId: string },
): SendMessageInput {
  return {
    ...candidate,
    emailTemplateId: values.emailTemplateId || null,
    language: values.language,
    subject: values.subject.trim(),
    body: values.body,
  };
}
