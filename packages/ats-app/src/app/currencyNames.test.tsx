import type { RecruitmentDetails } from '@ats/api-sdk/rtk';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecruitmentFacts } from '../features/recruitments/details/RecruitmentFacts.tsx';
import { currencyOptions } from '../features/recruitments/form/useRecruitmentFormData.ts';
import { LocaleProvider } from '../i18n/LocaleProvider.tsx';
import { type Locale, loadMessages } from '../i18n/locales.ts';
import { OfferFacts } from '../offers/OfferFacts.tsx';
import { testOffer } from '../offers/testOffer.ts';

// Issue 26: the currency was "Polish złoty" in the form and "Polish Zloty" on the details and
// the offer. The three name it alike, in each language.

/** The catalogue's name, as the server lists it (English only). */
const pln = { id: 'PLN', name: 'Polish złoty' };

const recruitment = {
  id: 'r1',
  createDate: '2026-11-01T10:00:00Z',
  deadline: null,
  vacantPosts: 2,
  budgetPerPositionMin: 12000,
  budgetPerPositionMax: 18000,
  budgetCurrency: pln,
  recruitmentTeamMembers: [],
} as unknown as RecruitmentDetails;

afterEach(cleanup);

async function textOf(locale: Locale, element: ReactElement): Promise<string> {
  const messages = await loadMessages(locale);
  const { container } = render(
    <LocaleProvider locale={locale} messages={messages}>
      {element}
    </LocaleProvider>,
  );
  const text = container.textContent ?? '';
  cleanup();
  return text;
}

describe('the currency name', () => {
  it.each([
    ['en', 'Polish Zloty'],
    ['pl', 'złoty polski'],
  ] as const)('is one name in the form, the details and the offer (%s)', async (locale, name) => {
    const [option] = currencyOptions([pln], locale);
    expect(option?.label).toBe(name);
    expect(await textOf(locale, <RecruitmentFacts recruitment={recruitment} />)).toContain(name);
    const offer = testOffer({ budgetCurrency: pln });
    expect(await textOf(locale, <OfferFacts offer={offer} />)).toContain(name);
  });
});
