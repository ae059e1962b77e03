import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { languages } from './reference.ts';

/**
 * Versions of the application form's consent and privacy notice. A version never changes
 * once candidates may have seen it; a new wording is a new version with a later
 * `effective_from`. The current version is the newest one already in effect.
 */
export const consentVersions = pgTable('consent_versions', {
  id: uuid('id').primaryKey(),
  /** From when the apply form shows this version. */
  effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().unique(),
});

/** A consent version's texts in one language, as the apply form shows them. */
export const consentVersionTexts = pgTable(
  'consent_version_texts',
  {
    consentVersionId: uuid('consent_version_id')
      .notNull()
      .references(() => consentVersions.id, { onDelete: 'cascade' }),
    languageId: text('language_id')
      .notNull()
      .references(() => languages.id),
    /** The required checkbox: consent to processing for this recruitment. */
    consent: text('consent').notNull(),
    /** The optional checkbox: keep the application for future openings (for a limited time). */
    futureOpeningsConsent: text('future_openings_consent').notNull(),
    /** The notice under the checkboxes: who processes the data, why, how long, the rights. */
    privacyNotice: text('privacy_notice').notNull(),
  },
  (table) => [primaryKey({ columns: [table.consentVersionId, table.languageId] })],
);
