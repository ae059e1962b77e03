import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { formatDate } from './formatDate.ts';

/** `formatDate` bound to the interface language. */
export function useFormatDate(): (value: Date | string | number) => string {
  const { locale } = useIntl();
  return useCallback((value) => formatDate(value, locale), [locale]);
}
