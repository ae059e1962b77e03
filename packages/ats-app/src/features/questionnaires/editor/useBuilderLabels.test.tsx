import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import compiledPl from '../../../i18n/compiled/pl.json';
import { useBuilderLabels } from './useBuilderLabels.ts';

function labelsIn(locale: 'en' | 'pl') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} messages={locale === 'pl' ? compiledPl : undefined}>
      {children}
    </IntlProvider>
  );
  return renderHook(() => useBuilderLabels(), { wrapper }).result.current;
}

describe('useBuilderLabels: the limits', () => {
  it('says what is too long in English, as the app forms do', () => {
    const labels = labelsIn('en');
    expect(labels.textTooLong(20_000)).toBe('Maximum length is 20,000 characters');
    expect(labels.tooManyOptions(100)).toBe('Maximum number of options is 100');
    expect(labels.optionTooLong(3, 1000)).toBe('Option 3: maximum length is 1,000 characters');
    expect(labels.characterCount(12, 200)).toBe('12/200');
  });

  it('says it in Polish with the right plural', () => {
    const labels = labelsIn('pl');
    expect(labels.textTooLong(1000)).toBe('Maksymalna długość to 1000 znaków');
    expect(labels.tooManyOptions(100)).toBe('Maksymalna liczba opcji to 100');
    expect(labels.optionTooLong(2, 3)).toBe('Opcja 2: maksymalna długość to 3 znaki');
  });
});
