import type { FieldMetaState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { isValidationMessage, validationMessages } from './validationMessages.ts';

/**
 * The error text a field shows, in the user's language: only once the user has left the
 * field or tried to submit, so an empty form does not open covered in errors. A server's
 * `submitError` shows as well.
 */
export function useFieldErrorText(meta: FieldMetaState<unknown>): string | undefined {
  const intl = useIntl();
  const shown = meta.touched || meta.submitFailed;
  const error: unknown = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  if (!shown || error === undefined || error === null || error === false) return undefined;
  if (isValidationMessage(error)) return intl.formatMessage(error.message, error.values);
  if (typeof error === 'string' && error !== '') return error;
  return intl.formatMessage(validationMessages.invalid);
}
