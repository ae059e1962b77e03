import type { PositionLocalization } from '@ats/api-sdk/rtk';
import { defaultLocale } from '../../../i18n/locales.ts';

/**
 * A position's name in `language`, else in English, the server's fallback (any name as a
 * last resort: the server keeps one per language, so that is only for data from elsewhere).
 */
export function positionNameIn(
  localizations: readonly PositionLocalization[],
  language: string,
): string {
  const localization =
    localizations.find((candidate) => candidate.languageId === language) ??
    localizations.find((candidate) => candidate.languageId === defaultLocale) ??
    localizations[0];
  return localization?.positionName ?? '';
}
