import { describe, expect, it } from 'vitest';
import { validateWithSchema } from '../../../shared/forms/validateWithSchema.ts';
import { validationMessages } from '../../../shared/forms/validationMessages.ts';
import { formMessages } from './messages.ts';
import { newRecruitmentFormValues, type RecruitmentFormValues } from './recruitmentFormValues.ts';
import { draftSaveSchema, fullSaveSchema, validateRecruitmentForm } from './recruitmentSchemas.ts';

const ownerId = '0b7c6f1e-3f63-4d57-9a43-5b0b0f6b2a11';
const today = '2031-05-14';

/** A one-paragraph ProseMirror document, as the rich text editor stores it. */
const description = JSON.stringify({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Build our ATS.' }] }],
});

/** A form that passes the full save. */
function complete(): RecruitmentFormValues {
  return {
    ...newRecruitmentFormValues(ownerId),
    title: 'Senior tester',
    positionName: 'Tester',
    deadline: today,
    vacantPosts: 2,
    budgetPerPositionMin: 1000,
    budgetPerPositionMax: 2000,
    budgetCurrencyId: 'PLN',
    questionnaireId: '6f2e4a0c-8e0b-4a55-9d7e-1b7c3e0d9f21',
    jobTitle: 'Tester',
    jobDescription: description,
    locationDescription: 'Warsaw',
    locationLatitude: 52.23,
    locationLongitude: 21.01,
  };
}

const full = validateWithSchema<RecruitmentFormValues>(fullSaveSchema(() => today));
const draft = validateWithSchema<RecruitmentFormValues>(draftSaveSchema);

const required = { message: validationMessages.required };
const minimum = (min: number) => ({
  message: validationMessages.minimum,
  values: { min: String(min) },
});
const maximum = (max: number) => ({
  message: validationMessages.maximum,
  values: { max: String(max) },
});
const maximumLength = (max: number) => ({
  message: validationMessages.maximumLength,
  values: { max },
});

describe('the full save (spec part 2 §5)', () => {
  it('accepts a complete form, with or without a hiring manager, currency and keywords', () => {
    expect(full(complete())).toBe(undefined);
    expect(
      full({ ...complete(), hiringManagerId: '', budgetCurrencyId: '', keywords: ['QA'] }),
    ).toBe(undefined);
  });

  it('requires everything the spec names, the hiring manager excepted', () => {
    // react-final-form keeps an emptied text field as undefined.
    const empty: RecruitmentFormValues = {
      ...newRecruitmentFormValues(ownerId),
      title: undefined,
      recruitmentOwnerId: undefined,
    };
    expect(full(empty)).toEqual({
      title: required,
      positionName: required,
      deadline: required,
      vacantPosts: required,
      questionnaireId: required,
      jobTitle: required,
      jobDescription: required,
      locationDescription: required,
      locationLatitude: required,
      locationLongitude: required,
      recruitmentOwnerId: required,
    });
  });

  it('reads texts of blanks only as empty, as the server does', () => {
    expect(
      full({
        ...complete(),
        title: '   ',
        positionName: ' ',
        jobTitle: '\t',
        locationDescription: '  ',
      }),
    ).toEqual({
      title: required,
      positionName: required,
      jobTitle: required,
      locationDescription: required,
    });
  });

  it('requires some text in the job description, not only an empty document', () => {
    const blankParagraph = JSON.stringify({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: '   ' }] }],
    });
    expect(full({ ...complete(), jobDescription: blankParagraph })).toEqual({
      jobDescription: required,
    });
    expect(full({ ...complete(), jobDescription: '' })).toEqual({ jobDescription: required });
  });

  it('takes a deadline from the user’s today on, never before', () => {
    expect(full({ ...complete(), deadline: today })).toBe(undefined);
    expect(full({ ...complete(), deadline: '2031-05-15' })).toBe(undefined);
    expect(full({ ...complete(), deadline: '2031-05-13' })).toEqual({
      deadline: { message: validationMessages.futureDate },
    });
  });

  it('takes 1 to 1000 vacant posts, whole ones', () => {
    expect(full({ ...complete(), vacantPosts: 1 })).toBe(undefined);
    expect(full({ ...complete(), vacantPosts: 1000 })).toBe(undefined);
    expect(full({ ...complete(), vacantPosts: 0 })).toEqual({ vacantPosts: minimum(1) });
    expect(full({ ...complete(), vacantPosts: 1001 })).toEqual({ vacantPosts: maximum(1000) });
    expect(full({ ...complete(), vacantPosts: 2.5 })).toEqual({
      vacantPosts: { message: validationMessages.invalid },
    });
  });

  it('takes a budget minimum of at least 0 and a maximum of at least the minimum', () => {
    expect(full({ ...complete(), budgetPerPositionMin: 0, budgetPerPositionMax: 0 })).toBe(
      undefined,
    );
    expect(full({ ...complete(), budgetPerPositionMin: 500, budgetPerPositionMax: 500 })).toBe(
      undefined,
    );
    expect(full({ ...complete(), budgetPerPositionMin: -1 })).toEqual({
      budgetPerPositionMin: minimum(0),
    });
    expect(full({ ...complete(), budgetPerPositionMin: 3000, budgetPerPositionMax: 2000 })).toEqual(
      { budgetPerPositionMax: { message: validationMessages.maximumBelowMinimum } },
    );
    // An empty maximum is sent as 0: under a minimum it is refused as well.
    expect(full({ ...complete(), budgetPerPositionMax: null })).toEqual({
      budgetPerPositionMax: { message: validationMessages.maximumBelowMinimum },
    });
    // Both empty: 0 and 0.
    expect(full({ ...complete(), budgetPerPositionMin: null, budgetPerPositionMax: null })).toBe(
      undefined,
    );
    expect(full({ ...complete(), budgetPerPositionMax: 1e12 })).toEqual({
      budgetPerPositionMax: maximum(999_999_999_999.99),
    });
  });

  it('speaks the spec’s words for a maximum under the minimum', () => {
    expect(validationMessages.maximumBelowMinimum.defaultMessage).toBe(
      'Maximum value must be higher than minimum value.',
    );
  });

  it('takes coordinates on the globe only', () => {
    expect(full({ ...complete(), locationLatitude: -90, locationLongitude: 180 })).toBe(undefined);
    expect(full({ ...complete(), locationLatitude: 0, locationLongitude: 0 })).toBe(undefined);
    expect(full({ ...complete(), locationLatitude: 90.5, locationLongitude: -180.5 })).toEqual({
      locationLatitude: maximum(90),
      locationLongitude: minimum(-180),
    });
  });

  it('bounds every text by the contract', () => {
    expect(
      full({
        ...complete(),
        title: 'x'.repeat(201),
        positionName: 'x'.repeat(201),
        jobTitle: 'x'.repeat(201),
        locationDescription: 'x'.repeat(1001),
        keywords: ['x'.repeat(201)],
      }),
    ).toEqual({
      title: maximumLength(200),
      positionName: maximumLength(200),
      jobTitle: maximumLength(200),
      locationDescription: maximumLength(1000),
      keywords: [maximumLength(200)],
    });
    expect(full({ ...complete(), title: ` ${'x'.repeat(200)} ` })).toBe(undefined);
  });

  it('bounds the keywords and the team', () => {
    const keywords = Array.from({ length: 51 }, (_, index) => `k${index}`);
    expect(full({ ...complete(), keywords })).toEqual({ keywords: maximum(50) });
    const recruiterIds = Array.from({ length: 200 }, (_, index) => `id-${index}`);
    expect(full({ ...complete(), recruiterIds })).toEqual({
      recruiterIds: { message: formMessages.teamTooLarge, values: { max: 199 } },
    });
    expect(full({ ...complete(), recruiterIds: recruiterIds.slice(1) })).toBe(undefined);
  });
});

describe('the draft save (spec part 2 §5)', () => {
  it('requires only the title', () => {
    expect(draft({ ...newRecruitmentFormValues(ownerId), title: 'Draft' })).toBe(undefined);
    expect(draft({ ...newRecruitmentFormValues(ownerId), title: undefined })).toEqual({
      title: required,
    });
    expect(draft({ ...newRecruitmentFormValues(ownerId), title: '  ' })).toEqual({
      title: required,
    });
  });

  it('allows what only the full save refuses: a past deadline, 0 posts, a budget upside down', () => {
    expect(
      draft({
        ...newRecruitmentFormValues(ownerId),
        title: 'Draft',
        deadline: '2001-01-01',
        vacantPosts: 0,
        budgetPerPositionMin: 3000,
        budgetPerPositionMax: 1000,
      }),
    ).toBe(undefined);
  });

  it('still keeps to the contract’s bounds, which the server checks on every save', () => {
    expect(
      draft({
        ...newRecruitmentFormValues(ownerId),
        title: 'x'.repeat(201),
        vacantPosts: 1001,
        budgetPerPositionMin: -5,
        locationLatitude: -91,
        locationLongitude: 181,
      }),
    ).toEqual({
      title: maximumLength(200),
      vacantPosts: maximum(1000),
      budgetPerPositionMin: minimum(0),
      locationLatitude: minimum(-90),
      locationLongitude: maximum(180),
    });
  });
});

describe('validateRecruitmentForm', () => {
  it('applies the rules of the button that submits', () => {
    const onlyTitle = { ...newRecruitmentFormValues(ownerId), title: 'Draft' };
    expect(validateRecruitmentForm({ ...onlyTitle, saveMode: 'draft' })).toBe(undefined);
    expect(validateRecruitmentForm({ ...onlyTitle, saveMode: 'full' })).toMatchObject({
      positionName: required,
      deadline: required,
    });
  });

  it('checks the deadline against the local today', () => {
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    const pad = (value: number) => String(value).padStart(2, '0');
    const local = (date: Date) =>
      `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    expect(validateRecruitmentForm({ ...complete(), deadline: local(new Date()) })).toBe(undefined);
    expect(validateRecruitmentForm({ ...complete(), deadline: local(yesterday) })).toEqual({
      deadline: { message: validationMessages.futureDate },
    });
  });
});
