import type { QuestionnaireElement } from '@ats/domain';
import { describe, expect, it } from 'vitest';
import { structureOf } from '../private/questionnaireStoryData.ts';
import { type ApplicationDraft, initialDraft } from './applicationDraft.ts';
import { defaultFileRules } from './fileRules.ts';
import { defaultApplicationFormLabels as labels } from './labels.ts';
import { type ApplicationFormLimits, defaultApplicationFormLimits } from './limits.ts';
import {
  consentKey,
  entryFieldKey,
  type PagePosition,
  personalDataKey,
  validatePage,
} from './validation.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const required = 'This field is required';

function errorsOf(
  elements: QuestionnaireElement[],
  draft: ApplicationDraft,
  position: PagePosition = { isFirst: false, isLast: false },
  limits: ApplicationFormLimits = defaultApplicationFormLimits,
) {
  return Object.fromEntries(
    validatePage(elements, position, { draft, labels, fileRules: defaultFileRules, limits }),
  );
}
const firstPage: PagePosition = { isFirst: true, isLast: false };

describe('validatePage (spec part 1 §5 messages)', () => {
  const { elements } = structureOf([
    { $type: 'Header', text: 'About you' },
    { $type: 'SingleLineText', question: 'Salary', isRequired: true },
    { $type: 'MultiLineText', question: 'Why', isRequired: false },
    { $type: 'SingleChoice', question: 'Start', isRequired: true, options: { '1': 'Now' } },
    { $type: 'MultipleChoice', question: 'Tools', isRequired: true, options: { '1': 'TS' } },
    { $type: 'Resume', question: 'Resume', isRequired: true },
    { $type: 'Experience', question: 'Experience', isRequired: true },
  ]);

  it('asks for every required question, in display order, and nothing optional', () => {
    const draft = initialDraft({ elements });
    draft.entries[id(7)] = [];
    expect(Object.keys(errorsOf(elements, draft))).toEqual([id(2), id(4), id(5), id(6), id(7)]);
    expect(Object.values(errorsOf(elements, draft))).toEqual(Array(5).fill(required));
  });

  it('accepts answered questions; blank text does not count', () => {
    const draft = initialDraft({ elements });
    draft.texts[id(2)] = '   ';
    draft.texts[id(4)] = '1';
    draft.choices[id(5)] = ['1'];
    draft.files.resume = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    const entry = draft.entries[id(7)]?.[0];
    if (!entry) throw new Error('A required experience starts with an entry');
    entry.fields = { title: 'Engineer', company: 'Acme', locationDescription: '' };
    expect(errorsOf(elements, draft)).toEqual({ [id(2)]: required });
  });

  it('asks for the required fields of each entry and an end date not before the start', () => {
    const draft = initialDraft({ elements });
    const entry = draft.entries[id(7)]?.[0];
    if (!entry) throw new Error('A required experience starts with an entry');
    entry.startDate = '2021-03-01';
    entry.endDate = '2021-02-28';
    const errors = errorsOf(elements, draft);
    expect(errors[entryFieldKey(id(7), entry.key, 'title')]).toBe(required);
    expect(errors[entryFieldKey(id(7), entry.key, 'company')]).toBe(required);
    expect(errors[entryFieldKey(id(7), entry.key, 'endDate')]).toBe(
      'must be later than 03/01/2021',
    );
    entry.endDate = '2021-03-01';
    expect(errorsOf(elements, draft)).not.toHaveProperty(
      entryFieldKey(id(7), entry.key, 'endDate'),
    );
    entry.endDate = '2020-01-01';
    entry.current = true;
    expect(errorsOf(elements, draft)).not.toHaveProperty(
      entryFieldKey(id(7), entry.key, 'endDate'),
    );
  });

  it('refuses an entry date outside the years 1900 to 2999', () => {
    const draft = initialDraft({ elements });
    const entry = draft.entries[id(7)]?.[0];
    if (!entry) throw new Error('A required experience starts with an entry');
    entry.fields = { title: 'Engineer', company: 'Acme', locationDescription: '' };
    entry.startDate = '0001-01-01';
    entry.endDate = '275760-01-01';
    const errors = errorsOf(elements, draft);
    expect(errors[entryFieldKey(id(7), entry.key, 'startDate')]).toBe(
      'Choose a date in the years 1900 to 2999',
    );
    expect(errors[entryFieldKey(id(7), entry.key, 'endDate')]).toBe(
      'Choose a date in the years 1900 to 2999',
    );
    entry.startDate = '1999-10-01';
    entry.endDate = '2004-06-30';
    const inRange = errorsOf(elements, draft);
    expect(inRange).not.toHaveProperty(entryFieldKey(id(7), entry.key, 'startDate'));
    expect(inRange).not.toHaveProperty(entryFieldKey(id(7), entry.key, 'endDate'));
  });

  it('refuses a file of another type or above the size limit', () => {
    const draft = initialDraft({ elements });
    draft.files.resume = new File(['text'], 'cv.txt', { type: 'text/plain' });
    expect(errorsOf(elements, draft)[id(6)]).toBe('The resume must be a PDF file.');
    draft.files.resume = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'cv.pdf', {
      type: 'application/pdf',
    });
    expect(errorsOf(elements, draft)[id(6)]).toBe('Maximum value is 10 MB');
  });

  it("names each file rule's own size limit: 5 MB for a photo", () => {
    const photo = structureOf([{ $type: 'Photo', question: 'Photo', isRequired: false }]).elements;
    const draft = initialDraft({ elements: photo });
    draft.files.photo = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'me.png', {
      type: 'image/png',
    });
    expect(errorsOf(photo, draft)[id(1)]).toBe('Maximum value is 5 MB');
  });

  it('says which types a question takes when the content check refused the file', () => {
    const photo = structureOf([{ $type: 'Photo', question: 'Photo', isRequired: false }]).elements;
    const draft = initialDraft({ elements: photo });
    const pdfNamedPng = new File(['%PDF-1.7'], 'me.png', { type: 'image/png' });
    draft.files.photo = pdfNamedPng;
    const check = (problem: 'type' | null | undefined) =>
      Object.fromEntries(
        validatePage(
          photo,
          { isFirst: false, isLast: false },
          {
            draft,
            labels,
            fileRules: defaultFileRules,
            limits: defaultApplicationFormLimits,
            contentProblemOf: (file) => (file === pdfNamedPng ? problem : undefined),
          },
        ),
      );
    expect(check('type')[id(1)]).toBe('The photo must be a JPG, PNG or WebP image.');
    expect(check(null)).toEqual({});
    expect(check(undefined)).toEqual({});
  });

  it('asks for the consent on the last page only, after its questions', () => {
    const draft = initialDraft({ elements });
    draft.entries[id(7)] = [];
    expect(errorsOf(elements, draft)).not.toHaveProperty(consentKey);
    const lastPage = errorsOf(elements, draft, { isFirst: false, isLast: true });
    expect(Object.keys(lastPage).at(-1)).toBe(consentKey);
    expect(lastPage[consentKey]).toBe(required);
    draft.consent = true;
    expect(errorsOf(elements, draft, { isFirst: false, isLast: true })).not.toHaveProperty(
      consentKey,
    );
  });

  it('checks the personal data on the first page: names and a valid e-mail address', () => {
    const draft = initialDraft({ elements: [] });
    expect(errorsOf([], draft, firstPage)).toEqual({
      [personalDataKey('firstName')]: required,
      [personalDataKey('lastName')]: required,
      [personalDataKey('email')]: required,
    });
    draft.personalData = {
      firstName: 'Anna',
      lastName: 'Kowalska',
      email: 'anna@example',
      phoneNumber: '',
      prefix: '',
    };
    expect(errorsOf([], draft, firstPage)).toEqual({
      [personalDataKey('email')]: 'Enter an e-mail address like name@example.com.',
    });
    draft.personalData.email = 'anna@exa_mple.com'; // the server refuses it too
    expect(errorsOf([], draft, firstPage)).toHaveProperty(personalDataKey('email'));
    draft.personalData.email = 'anna@example.com';
    expect(errorsOf([], draft, firstPage)).toEqual({});
  });

  it('refuses a text longer than its limit in every kind of field, at the limit nothing', () => {
    const short: ApplicationFormLimits = {
      personalData: { firstName: 4, lastName: 4, email: 12, phoneNumber: 3 },
      answers: { SingleLineText: 3, Address: 3, MultiLineText: 3, Summary: 3 },
      entries: { Education: 1, Experience: 1 },
      education: { school: 3, degree: 3, fieldOfStudy: 3, description: 3 },
      experience: { title: 3, company: 3, locationDescription: 3, description: 3 },
      dates: defaultApplicationFormLimits.dates,
    };
    const { elements: limited } = structureOf([
      { $type: 'SingleLineText', question: 'Salary', isRequired: true },
      { $type: 'Summary', question: 'Summary', isRequired: false },
      { $type: 'Experience', question: 'Experience', isRequired: true },
    ]);
    const draft = initialDraft({ elements: limited });
    draft.personalData = {
      firstName: 'Annabel',
      lastName: 'Kowalska',
      email: 'anna@example.com',
      phoneNumber: '+48 600',
      prefix: '',
    };
    draft.texts[id(1)] = 'abcd';
    draft.texts[id(2)] = 'abcd';
    const entry = draft.entries[id(3)]?.[0];
    if (!entry) throw new Error('A required experience starts with an entry');
    entry.fields = { title: 'abcd', company: 'abc', locationDescription: 'abcd' };
    entry.description = 'abcd';
    draft.entries[id(3)] = [entry, { ...entry, key: 'second' }];
    const tooLong = (max: number) => `Maximum length is ${max} characters`;
    const errors = errorsOf(limited, draft, firstPage, short);
    expect(Object.keys(errors).slice(0, 6)).toEqual([
      personalDataKey('firstName'),
      personalDataKey('lastName'),
      personalDataKey('phoneNumber'),
      personalDataKey('email'),
      id(1),
      id(2),
    ]);
    expect(errors[personalDataKey('firstName')]).toBe(tooLong(4));
    expect(errors[personalDataKey('email')]).toBe(tooLong(12));
    expect(errors[id(1)]).toBe(tooLong(3));
    expect(errors[id(3)]).toBe('Maximum value is 1');
    expect(errors[entryFieldKey(id(3), entry.key, 'title')]).toBe(tooLong(3));
    expect(errors).not.toHaveProperty(entryFieldKey(id(3), entry.key, 'company'));
    expect(errors[entryFieldKey(id(3), entry.key, 'locationDescription')]).toBe(tooLong(3));
    expect(errors[entryFieldKey(id(3), entry.key, 'description')]).toBe(tooLong(3));

    draft.personalData = {
      firstName: 'Anna',
      lastName: 'Nowa',
      email: 'an@example.c',
      phoneNumber: '+48',
      prefix: '',
    };
    draft.texts[id(1)] = 'abc';
    draft.texts[id(2)] = 'abc';
    draft.entries[id(3)] = [
      {
        ...entry,
        fields: { title: 'abc', company: 'abc', locationDescription: '' },
        description: 'abc',
      },
    ];
    expect(errorsOf(limited, draft, firstPage, short)).toEqual({});
  });

  it("defaults to the contract's limits", () => {
    const draft = initialDraft({ elements: [] });
    draft.personalData = {
      firstName: 'A'.repeat(201),
      lastName: 'B'.repeat(200),
      email: `${'c'.repeat(242)}@example.com`,
      phoneNumber: '1'.repeat(51),
      prefix: '',
    };
    expect(errorsOf([], draft, firstPage)).toEqual({
      [personalDataKey('firstName')]: 'Maximum length is 200 characters',
      [personalDataKey('phoneNumber')]: 'Maximum length is 50 characters',
    });
  });
});
