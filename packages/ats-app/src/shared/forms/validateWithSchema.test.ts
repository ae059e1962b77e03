import { describe, expect, it } from 'vitest';
import { array, number, object, string } from 'yup';
import { validateWithSchema } from './validateWithSchema.ts';
import { validate, validationMessages } from './validationMessages.ts';

describe('validateWithSchema', () => {
  const schema = object({
    name: string().trim().required(validate.required),
    count: number().min(1, validate.minimum).max(5, validate.maximum),
    localizations: array(object({ positionName: string().required(validate.required) })),
  });
  const check = validateWithSchema(schema);

  it('returns undefined for valid values', () => {
    expect(check({ name: 'Tester', count: 3, localizations: [{ positionName: 'a' }] })).toBe(
      undefined,
    );
  });

  it('puts the first message of each failing field at its (nested) path', () => {
    expect(
      check({ name: '  ', count: 0, localizations: [{ positionName: 'a' }, { positionName: '' }] }),
    ).toEqual({
      name: { message: validationMessages.required },
      count: { message: validationMessages.minimum, values: { min: '1' } },
      localizations: [undefined, { positionName: { message: validationMessages.required } }],
    });
  });

  it('interpolates the bound of a maximum', () => {
    expect(check({ name: 'x', count: 9 })).toEqual({
      count: { message: validationMessages.maximum, values: { max: '5' } },
    });
  });

  it('counts a maximum length after trimming, as the server does', () => {
    const name = validateWithSchema(
      object({ name: string().trim().max(5, validate.maximumLength) }),
    );
    expect(name({ name: '  abcde  ' })).toBe(undefined);
    expect(name({ name: 'abcdef' })).toEqual({
      name: { message: validationMessages.maximumLength, values: { max: 5 } },
    });
  });

  it('reads a rule given no message as "Invalid value"', () => {
    expect(validateWithSchema(object({ email: string().email() }))({ email: 'nope' })).toEqual({
      email: { message: validationMessages.invalid },
    });
  });
});
