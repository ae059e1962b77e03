import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The generic validation messages of spec part 1 §5, in the spec's words. */
export const validationMessages = defineMessages({
  required: { id: 'validation.required', defaultMessage: 'This field is required' },
  invalid: { id: 'validation.invalid', defaultMessage: 'Invalid value' },
  minimum: { id: 'validation.minimum', defaultMessage: 'Minimum value is {min}' },
  maximum: { id: 'validation.maximum', defaultMessage: 'Maximum value is {max}' },
  maximumBelowMinimum: {
    id: 'validation.maximumBelowMinimum',
    defaultMessage: 'Maximum value must be higher than minimum value.',
  },
  dateTooEarly: { id: 'validation.dateTooEarly', defaultMessage: 'must be later than {min}' },
  dateTooLate: { id: 'validation.dateTooLate', defaultMessage: 'earlier than {max}' },
  futureDate: { id: 'validation.futureDate', defaultMessage: 'Please select future date' },
  dateOutOfRange: {
    id: 'validation.dateOutOfRange',
    defaultMessage: 'Choose a date in the years {min} to {max}',
  },
  invalidTime: { id: 'validation.invalidTime', defaultMessage: 'Invalid time format' },
  // The spec gives no text for a too-long value; worded like its "Maximum value is {max}".
  maximumLength: {
    id: 'validation.maximumLength',
    defaultMessage: 'Maximum length is {max, plural, one {# character} other {# characters}}',
  },
});

/** Values a validation message may interpolate (a bound, a formatted date). */
export type ValidationMessageValues = Record<string, string | number>;

/**
 * A form error as the forms keep it: what to say, translated only when shown, so an error
 * computed once reads right in whichever language the user switches to.
 */
export interface ValidationMessage {
  message: MessageDescriptor;
  values?: ValidationMessageValues;
}

export function isValidationMessage(value: unknown): value is ValidationMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'object' &&
    (value as { message?: unknown }).message !== null
  );
}

/**
 * Messages to hand to yup's rules, e.g. `string().required(validate.required)` or
 * `number().min(1, validate.minimum)`: yup keeps them as they are (objects) or calls them
 * with the rule's parameters (functions), and `validateWithSchema` passes them to the form.
 */
export const validate = {
  required: { message: validationMessages.required } satisfies ValidationMessage,
  invalid: { message: validationMessages.invalid } satisfies ValidationMessage,
  maximumBelowMinimum: {
    message: validationMessages.maximumBelowMinimum,
  } satisfies ValidationMessage,
  futureDate: { message: validationMessages.futureDate } satisfies ValidationMessage,
  invalidTime: { message: validationMessages.invalidTime } satisfies ValidationMessage,
  dateOutOfRange: {
    message: validationMessages.dateOutOfRange,
    values: { min: '1900', max: '2999' },
  } satisfies ValidationMessage,
  minimum: ({ min }: { min: unknown }): ValidationMessage => ({
    message: validationMessages.minimum,
    values: { min: String(min) },
  }),
  maximum: ({ max }: { max: unknown }): ValidationMessage => ({
    message: validationMessages.maximum,
    values: { max: String(max) },
  }),
  /** For `string().max(limit, validate.maximumLength)`: the limit stays a number for plurals. */
  maximumLength: ({ max }: { max: unknown }): ValidationMessage => ({
    message: validationMessages.maximumLength,
    values: { max: Number(max) },
  }),
};
