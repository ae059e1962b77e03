import { describe, expect, it } from 'vitest';
import { validate } from '../../../shared/forms/validationMessages.ts';
import {
  type AddCandidateValues,
  addRecruiteeData,
  initialAddCandidateValues,
  isCheckableEmail,
  validateAddCandidate,
} from './addCandidate.ts';

const recruitmentId = '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0401';
const newStageId = '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0201';

function values(overrides: Partial<AddCandidateValues> = {}): AddCandidateValues {
  return {
    ...initialAddCandidateValues(recruitmentId, newStageId),
    firstName: 'Jan',
    lastName: 'Polecony',
    email: 'jan@example.com',
    source: 'referral',
    ...overrides,
  };
}

const pdf = (size = 100, name = 'cv.pdf', type = 'application/pdf') =>
  new File([new Uint8Array(size)], name, { type });

describe('the add-candidate form', () => {
  it('asks for names, e-mail, source and recruitment, and nothing else', () => {
    expect(validateAddCandidate(initialAddCandidateValues(null, ''))).toEqual({
      firstName: validate.required,
      lastName: validate.required,
      email: validate.required,
      source: validate.required,
      recruitmentId: validate.required,
    });
    expect(validateAddCandidate(values())).toBeUndefined();
  });

  it('holds the limits of the contract and refuses a malformed e-mail', () => {
    const errors = validateAddCandidate(
      values({
        firstName: 'x'.repeat(201),
        lastName: '   ',
        email: 'not an e-mail',
        phoneNumber: '1'.repeat(51),
        sourceDetail: 'y'.repeat(201),
      }),
    );
    expect(errors).toMatchObject({
      firstName: { values: { max: 200 } },
      lastName: validate.required,
      email: validate.invalid,
      phoneNumber: { values: { max: 50 } },
      sourceDetail: { values: { max: 200 } },
    });
  });

  it('takes a PDF resume up to 10 MB, as applying does', () => {
    expect(validateAddCandidate(values({ resume: pdf() }))).toBeUndefined();
    expect(validateAddCandidate(values({ resume: pdf(10, 'cv.docx', '') }))).toHaveProperty(
      'resume.message.id',
      'candidates.add.resumeType',
    );
    expect(validateAddCandidate(values({ resume: pdf(10 * 1024 * 1024 + 1) }))).toHaveProperty(
      'resume.message.id',
      'candidates.add.resumeTooLarge',
    );
  });

  it('sends trimmed values, no phone as null, the New stage as null', () => {
    expect(
      addRecruiteeData(
        values({
          firstName: ' Jan ',
          email: ' jan@example.com ',
          phoneNumber: '  ',
          sourceDetail: ' Anna Kolega ',
          stageId: '',
        }),
      ),
    ).toEqual({
      firstName: 'Jan',
      lastName: 'Polecony',
      email: 'jan@example.com',
      phoneNumber: null,
      source: 'referral',
      sourceDetail: 'Anna Kolega',
      recruitmentId,
      stageId: null,
    });
  });

  it('drops the detail of a source that takes none', () => {
    expect(
      addRecruiteeData(values({ source: 'sourced', sourceDetail: 'typed before switching' })),
    ).toMatchObject({ source: 'sourced', sourceDetail: null, stageId: newStageId });
    expect(addRecruiteeData(values({ source: 'agency', sourceDetail: 'Hays' }))).toMatchObject({
      sourceDetail: 'Hays',
    });
  });

  it('looks up only an address that could be one', () => {
    expect(isCheckableEmail(' jan@example.com ')).toBe(true);
    expect(isCheckableEmail('jan@')).toBe(false);
    expect(isCheckableEmail('jan example.com')).toBe(false);
  });
});
