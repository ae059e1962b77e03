import { describe, expect, it } from 'vitest';
import { validationMessages } from '../../../shared/forms/validationMessages.ts';
import {
  emailTemplateLimits,
  toEmailTemplateInput,
  validateEmailTemplate,
} from './emailTemplateValues.ts';

const body = (text: string) =>
  JSON.stringify({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });
const emptyBody = JSON.stringify({ type: 'doc', content: [{ type: 'paragraph' }] });

const valid = {
  name: 'Interview invitation',
  en: { subject: 'Interview for {recruitmentTitle}', body: body('Dear {candidateFirstName},') },
  pl: { subject: 'Rozmowa: {recruitmentTitle}', body: body('Dzień dobry,') },
};

describe('the e-mail template form', () => {
  it('takes a name and a subject and body in both languages', () => {
    expect(validateEmailTemplate(valid)).toBeUndefined();
  });

  it('requires the name, and each language’s subject and some body text', () => {
    const errors = validateEmailTemplate({
      name: '   ',
      en: { subject: '', body: '' },
      pl: { subject: ' ', body: emptyBody },
    });
    const required = { message: validationMessages.required };
    expect(errors).toEqual({
      name: required,
      en: { subject: required, body: required },
      pl: { subject: required, body: required },
    });
  });

  it('keeps the contract’s limits', () => {
    const errors = validateEmailTemplate({
      ...valid,
      name: 'n'.repeat(emailTemplateLimits.name + 1),
      pl: { ...valid.pl, subject: 's'.repeat(emailTemplateLimits.subject + 1) },
    });
    expect(errors?.name).toEqual({
      message: validationMessages.maximumLength,
      values: { max: emailTemplateLimits.name },
    });
    expect(errors?.pl?.subject).toEqual({
      message: validationMessages.maximumLength,
      values: { max: emailTemplateLimits.subject },
    });
    expect(errors?.en).toBeUndefined();
  });

  it('sends the name and subjects trimmed, the bodies as written', () => {
    expect(
      toEmailTemplateInput({
        ...valid,
        name: ' Invitation ',
        en: { ...valid.en, subject: ' Hi ' },
      }),
    ).toEqual({ ...valid, name: 'Invitation', en: { ...valid.en, subject: 'Hi' } });
  });
});
