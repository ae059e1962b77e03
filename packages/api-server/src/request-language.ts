import type { FastifyRequest } from 'fastify';
import { LANGUAGE, LANGUAGES, type LanguageId } from './db/reference-data.ts';

const supportedLanguages: ReadonlySet<string> = new Set(LANGUAGES.map((language) => language.id));

/**
 * The supported language a client asks for in an `Accept-Language` header
 * (`pl-PL,pl;q=0.9,en;q=0.8`), English when it names none of ours. Ranges are tried by
 * descending quality, in header order among equals; a region (`pl-PL`) matches its language.
 */
export function pickLanguage(acceptLanguage: string | undefined): LanguageId {
  if (!acceptLanguage) return LANGUAGE.english;
  const ranges = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const qualityParameter = parameters.find((parameter) => /^q=/i.test(parameter));
      const quality = qualityParameter ? Number(qualityParameter.slice(2)) : 1;
      return {
        language: tag.split('-')[0]?.toLowerCase() ?? '',
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const chosen = ranges.find((range) => supportedLanguages.has(range.language));
  return (chosen?.language as LanguageId | undefined) ?? LANGUAGE.english;
}

/** The language localised names are answered in for this request (English fallback). */
export function requestLanguage(request: FastifyRequest): LanguageId {
  return pickLanguage(request.headers['accept-language']);
}
