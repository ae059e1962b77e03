import { useId } from 'react';

/** Ids tying a control to its label, description, error message and character counter. */
export interface FieldIds {
  controlId: string;
  labelId: string;
  descriptionId: string;
  errorId: string;
  counterId: string;
}

/** Stable ids for one field; `id` (the caller's) names the control when given. */
export function useFieldIds(id?: string): FieldIds {
  const base = useId();
  return {
    controlId: id ?? `${base}control`,
    labelId: `${base}label`,
    descriptionId: `${base}description`,
    errorId: `${base}error`,
    counterId: `${base}counter`,
  };
}

/**
 * The `aria-describedby` value of a control: its description, then its error, then its
 * counter, when present.
 */
export function describedBy(
  ids: FieldIds,
  hasDescription: boolean,
  errorMessage: string | undefined,
  hasCounter = false,
): string | undefined {
  const parts = [
    hasDescription ? ids.descriptionId : null,
    errorMessage ? ids.errorId : null,
    hasCounter ? ids.counterId : null,
  ];
  const value = parts.filter(Boolean).join(' ');
  return value === '' ? undefined : value;
}

/** The error text to show, or undefined; react-final-form hands `false` or `undefined` when there is none. */
export function errorText(error: string | false | null | undefined): string | undefined {
  return typeof error === 'string' && error !== '' ? error : undefined;
}
