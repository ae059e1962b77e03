import { describe, expect, it } from 'vitest';
import { structureOf } from '../private/questionnaireStoryData.ts';
import type { QuestionnaireElement } from '../questionnaire/model.ts';
import { type ApplicationDraft, initialDraft } from './applicationDraft.ts';
import { defaultFileRules } from './fileRules.ts';
import { defaultApplicationFormLabels as labels } from './labels.ts';
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
) {
  return Object.fromEntries(
    validatePage(elements, position, { draft, labels, fileRules: defaultFileRules }),
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

  it('refuses a file of another type or above the size limit', () => {
    const draft = initialDraft({ elements });
    draft.files.resume = new File(['text'], 'cv.txt', { type: 'text/plain' });
    expect(errorsOf(elements, draft)[id(6)]).toBe('Invalid value');
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
    expect(errorsOf([], draft, firstPage)).toEqual({ [personalDataKey('email')]: 'Invalid value' });
    draft.personalData.email = 'anna@example.com';
    expect(errorsOf([], draft, firstPage)).toEqual({});
  });
});
