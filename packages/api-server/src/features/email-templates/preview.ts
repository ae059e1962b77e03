import type { Schema } from '@ats/api-sdk';
import { requireCandidateAccess } from '../../access/candidate-access.ts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { candidateMessageParties, sampleValues } from '../../mail/placeholder-values.ts';
import { placeholderNames } from '../../mail/placeholders.ts';
import { renderEmail, textProblems } from '../../mail/render-email.ts';

type EmailLanguage = Schema<'EmailLanguage'>;

/**
 * The message as it would be sent: with a candidate (recruitmentId and recruiteeId, which the
 * user must have access to) their values, else the sample values. Problems are listed.
 */
export async function previewEmail(
  db: Database,
  userId: string,
  input: Schema<'EmailPreviewInput'>,
): Promise<Schema<'EmailPreview'>> {
  const { recruitmentId, recruiteeId } = input;
  if ((recruitmentId === undefined) !== (recruiteeId === undefined)) {
    throw badRequest('a preview names both recruitmentId and recruiteeId, or neither');
  }
  const values =
    recruitmentId && recruiteeId
      ? (
          await candidateMessageParties(
            db,
            await requireCandidateAccess(db, userId, { recruitmentId, recruiteeId }),
            userId,
            input.language,
          )
        ).values
      : sampleValues[input.language];
  const texts = { subject: input.subject, body: input.body };
  return { ...renderEmail(texts, values, input.language), problems: textProblems(texts) };
}

/** The placeholders with their sample values in the language asked for. */
export function listPlaceholders(language: EmailLanguage): Schema<'EmailTemplatePlaceholder'>[] {
  return placeholderNames.map((name) => ({
    name,
    token: `{${name}}`,
    sampleValue: sampleValues[language][name],
  }));
}
