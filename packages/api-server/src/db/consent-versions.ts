import type { Database } from './client.ts';
import type { LanguageId } from './languages.ts';
import { consentVersions, consentVersionTexts } from './schema/index.ts';

/** How long a "keep me for future openings" consent lasts from the application's arrival. */
export const FUTURE_OPENINGS_CONSENT_MONTHS = 24;

export interface ConsentVersionTexts {
  /** The required checkbox. */
  consent: string;
  /** The optional "keep me for future openings" checkbox. */
  futureOpeningsConsent: string;
  /** The notice under the checkboxes. */
  privacyNotice: string;
}

export interface ConsentVersion {
  id: string;
  /** From when the apply form shows it (ISO 8601). */
  effectiveFrom: string;
  texts: Readonly<Record<LanguageId, ConsentVersionTexts>>;
}

/**
 * Every version of the apply form's consent and privacy notice, oldest first. Wording is
 * legal text, reviewed before it ships: a new wording is a NEW entry with a later
 * `effectiveFrom` (and a new id), never an edit of an old one, since applications point at
 * the version their candidate accepted. Seeded at every start; existing versions are kept.
 */
export const CONSENT_VERSIONS: readonly ConsentVersion[] = [
  {
    id: 'c0a5e000-0000-4000-8000-000000000001',
    effectiveFrom: '2020-01-01T00:00:00.000Z',
    texts: {
      en: {
        consent:
          'I agree to the processing of my personal data for the purpose of this recruitment.',
        futureOpeningsConsent: `I would like my application and personal data to be kept for the company's future recruitments for up to ${FUTURE_OPENINGS_CONSENT_MONTHS} months. I can withdraw this consent at any time.`,
        privacyNotice: `Your data is processed for this recruitment and, only if you agree, for future openings for up to ${FUTURE_OPENINGS_CONSENT_MONTHS} months. When it is no longer needed, it is deleted or anonymised. You may ask to see, correct, export or delete your data at any time.`,
      },
      pl: {
        consent:
          'Wyrażam zgodę na przetwarzanie moich danych osobowych na potrzeby tej rekrutacji.',
        futureOpeningsConsent: `Chcę, aby moja aplikacja i dane osobowe były przechowywane na potrzeby przyszłych rekrutacji firmy przez okres do ${FUTURE_OPENINGS_CONSENT_MONTHS} miesięcy. Mogę wycofać tę zgodę w dowolnym momencie.`,
        privacyNotice: `Twoje dane są przetwarzane na potrzeby tej rekrutacji oraz, tylko za Twoją zgodą, przyszłych rekrutacji przez okres do ${FUTURE_OPENINGS_CONSENT_MONTHS} miesięcy. Gdy przestaną być potrzebne, zostaną usunięte lub zanonimizowane. W każdej chwili możesz poprosić o wgląd w swoje dane, ich poprawienie, eksport lub usunięcie.`,
      },
    },
  },
];

/** Inserts the versions not stored yet; a stored version is never changed. */
export async function seedConsentVersions(db: Database): Promise<void> {
  await db
    .insert(consentVersions)
    .values(
      CONSENT_VERSIONS.map(({ id, effectiveFrom }) => ({
        id,
        effectiveFrom: new Date(effectiveFrom),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(consentVersionTexts)
    .values(
      CONSENT_VERSIONS.flatMap(({ id, texts }) =>
        Object.entries(texts).map(([languageId, text]) => ({
          consentVersionId: id,
          languageId,
          ...text,
        })),
      ),
    )
    .onConflictDoNothing();
}
