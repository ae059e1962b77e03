import { setIn, type ValidationErrors } from 'final-form';
import { type AnySchema, ValidationError } from 'yup';
import { isValidationMessage, type ValidationMessage, validate } from './validationMessages.ts';

/** A string yup wrote itself (a rule given no message): shown as the generic "Invalid value". */
function toValidationMessage(error: unknown): ValidationMessage {
  return isValidationMessage(error) ? error : validate.invalid;
}

/**
 * Turns a yup schema into a react-final-form `validate` function: every failing field gets
 * its first message (a `ValidationMessage`, see `validate`) at its path, e.g.
 * `localizations[1].positionName`; `undefined` when the values are valid. The schema must
 * be synchronous (no async tests), so Save can be disabled at once while invalid.
 */
export function validateWithSchema<Values extends object>(
  schema: AnySchema,
): (values: Values) => ValidationErrors {
  return (values) => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return undefined;
    } catch (error) {
      if (!ValidationError.isError(error)) throw error;
      const failures = error.inner.length > 0 ? error.inner : [error];
      let errors: object = {};
      const seen = new Set<string>();
      for (const failure of failures) {
        const path = failure.path ?? '';
        if (seen.has(path)) continue;
        seen.add(path);
        errors = setIn(errors, path, toValidationMessage(failure.errors[0]));
      }
      return errors;
    }
  };
}
