import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { FUTURE_OPENINGS_CONSENT_MONTHS } from '../../db/consent-versions.ts';
import { LANGUAGE, type LanguageId } from '../../db/reference-data.ts';
import { consentVersions, consentVersionTexts } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';

/** The consent a candidate is asked for now, in one language (the contract's ConsentVersion). */
export interface CurrentConsent {
  id: string;
  consent: string;
  futureOpeningsConsent: string;
  privacyNotice: string;
}

const requested = alias(consentVersionTexts, 'consent_requested');
const english = alias(consentVersionTexts, 'consent_english');

/**
 * The version in effect (the newest whose `effective_from` has come), with its texts in
 * `language`, English where that language has none. One statement on the small versions table.
 */
export async function selectCurrentConsent(
  db: Database,
  language: LanguageId,
): Promise<CurrentConsent> {
  const [row] = await db
    .select({
      id: consentVersions.id,
      consent: sql<string>`coalesce(${requested.consent}, ${english.consent})`,
      futureOpeningsConsent: sql<string>`coalesce(${requested.futureOpeningsConsent}, ${english.futureOpeningsConsent})`,
      privacyNotice: sql<string>`coalesce(${requested.privacyNotice}, ${english.privacyNotice})`,
    })
    .from(consentVersions)
    .leftJoin(
      requested,
      and(eq(requested.consentVersionId, consentVersions.id), eq(requested.languageId, language)),
    )
    .leftJoin(
      english,
      and(
        eq(english.consentVersionId, consentVersions.id),
        eq(english.languageId, LANGUAGE.english),
      ),
    )
    .where(lte(consentVersions.effectiveFrom, sql`now()`))
    .orderBy(desc(consentVersions.effectiveFrom))
    .limit(1);
  // Seeded at every start (src/db/consent-versions.ts), so a missing one is a broken install.
  if (!row) throw new Error('no consent version is in effect');
  return row;
}

/**
 * The accepted consent version's id as stored, when it is the one in effect; 400 (the
 * catalogue's) when it is unknown, outdated (a newer one is in effect) or not yet in effect.
 * Runs in the application's transaction, so nothing is written when it throws.
 */
export async function requireCurrentConsentVersion(
  tx: Database,
  consentVersionId: string,
): Promise<string> {
  const [current] = await tx
    .select({ id: consentVersions.id })
    .from(consentVersions)
    .where(lte(consentVersions.effectiveFrom, sql`now()`))
    .orderBy(desc(consentVersions.effectiveFrom))
    .limit(1);
  // Ajv's uuid format also lets `urn:uuid:` and upper case through.
  const accepted = consentVersionId.replace(/^urn:uuid:/i, '').toLowerCase();
  if (current?.id !== accepted) {
    throw badRequest(
      `consent version ${consentVersionId} is not the current one (${current?.id ?? 'none'})`,
    );
  }
  return current.id;
}

/** Until when a "keep me for future openings" consent given at `givenAt` lasts. */
export function futureOpeningsConsentUntil(givenAt: Date): Date {
  const until = new Date(givenAt);
  until.setUTCMonth(until.getUTCMonth() + FUTURE_OPENINGS_CONSENT_MONTHS);
  return until;
}
