import type { Schema } from '@ats/api-sdk';
import { currencyName } from './currencyName.ts';

/** A budget as written: both ends in the user's number format, and the currency. */
export interface BudgetRange {
  min: string;
  max: string;
  /** The currency's name in the interface language; null when none was chosen. */
  currency: string | null;
}

type BudgetSource = Pick<
  Schema<'RecruitmentDetails'> | Schema<'JobOffer'>,
  'budgetPerPositionMin' | 'budgetPerPositionMax' | 'budgetCurrency'
>;

/**
 * The budget per position (spec part 2 §2.4: "budget range with the currency name"; the job
 * offer shows it too), or null when none was given (the form sends 0 for empty numbers, so
 * 0–0 without a currency is "not given"). The currency is named by `currencyName`, as the
 * form's choices name it.
 */
export function budgetRange(recruitment: BudgetSource, locale: string): BudgetRange | null {
  const { budgetPerPositionMin: min, budgetPerPositionMax: max, budgetCurrency } = recruitment;
  if (min === 0 && max === 0 && budgetCurrency === null) return null;
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    min: format.format(min),
    max: format.format(max),
    currency: budgetCurrency ? currencyName(budgetCurrency, locale) : null,
  };
}
