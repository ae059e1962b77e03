import { fieldLimits } from '@ats/api-sdk';
import type { EmailTemplate, EmailTemplateInput } from '@ats/api-sdk/rtk';
import { object, string } from 'yup';
import { hasVisibleText } from '../../../shared/email/emailTexts.ts';
import { validateWithSchema } from '../../../shared/forms/validateWithSchema.ts';
import { validate } from '../../../shared/forms/validationMessages.ts';

/** The contract's bounds of a template (EmailTemplateInput, EmailTemplateText). */
export const emailTemplateLimits = {
  name: fieldLimits.EmailTemplateInput.name.maxLength,
  subject: fieldLimits.EmailTemplateText.subject.maxLength,
  body: fieldLimits.EmailTemplateText.body.maxLength,
} as const;

/** The form's values: as the contract's input, texts as typed (trimmed when sent). */
export type EmailTemplateValues = EmailTemplateInput;

export const emptyEmailTemplateValues: EmailTemplateValues = {
  name: '',
  en: { subject: '', body: '' },
  pl: { subject: '', body: '' },
};

export function emailTemplateValuesOf(template: EmailTemplate): EmailTemplateValues {
  return {
    name: template.name,
    en: { subject: template.en.subject, body: template.en.body },
    pl: { subject: template.pl.subject, body: template.pl.body },
  };
}

/** What is sent: name and subjects trimmed, as the server counts them. */
export function toEmailTemplateInput(values: EmailTemplateValues): EmailTemplateInput {
  return {
    name: values.name.trim(),
    en: { subject: values.en.subject.trim(), body: values.en.body },
    pl: { subject: values.pl.subject.trim(), body: values.pl.body },
  };
}

const languageText = () =>
  object({
    subject: string()
      .trim()
      .required(validate.required)
      .max(emailTemplateLimits.subject, validate.maximumLength),
    body: string()
      .test('has-text', validate.required, (body) => hasVisibleText(body))
      .max(emailTemplateLimits.body, validate.maximumLength),
  });

/**
 * The template form's rules: a name, and a subject and a body in English and in Polish (the
 * contract requires both languages), within the contract's bounds. Placeholders are checked
 * by the server's preview (it knows the list), before saving.
 */
export const emailTemplateSchema = object({
  name: string()
    .trim()
    .required(validate.required)
    .max(emailTemplateLimits.name, validate.maximumLength),
  en: languageText(),
  pl: languageText(),
});

export const validateEmailTemplate = validateWithSchema<EmailTemplateValues>(emailTemplateSchema);
