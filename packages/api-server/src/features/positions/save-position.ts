import type { Schema } from '@ats/api-sdk';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { LANGUAGE } from '../../db/reference-data.ts';
import { languages, positionLocalizations, positions } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { recordAudit } from '../audit/index.ts';
import { selectPositionForEdit } from './queries.ts';

/**
 * Replaces a live position's names, one non-blank name per language required (400
 * otherwise); 404 for an unknown or deleted position. One transaction, with its audit entry
 * (`position.renamed`, names by language from and to) when a name changed; answers the saved
 * position.
 */
export async function savePosition(
  db: Database,
  actorUserId: string,
  input: Schema<'EditPositionInput'>,
): Promise<Schema<'PositionForEdit'>> {
  return db.transaction(async (tx) => {
    const [position] = await tx
      .select({ id: positions.id })
      .from(positions)
      .where(and(eq(positions.id, input.positionId), eq(positions.isDeleted, false)))
      .for('update');
    if (!position) throw notFound(`no position ${input.positionId}`);

    const languageIds = (await tx.select({ id: languages.id }).from(languages)).map(({ id }) => id);
    const named = new Set(input.localizations.map(({ languageId }) => languageId));
    const complete =
      named.size === input.localizations.length &&
      named.size === languageIds.length &&
      languageIds.every((languageId) => named.has(languageId));
    if (!complete) throw badRequest('a position needs one name per language');
    const rows = input.localizations.map(({ languageId, positionName }) => {
      const name = positionName.trim();
      if (name === '') throw badRequest('a position name is blank');
      return { positionId: position.id, languageId, name };
    });

    const before = await namesOf(tx, position.id);
    await tx.delete(positionLocalizations).where(eq(positionLocalizations.positionId, position.id));
    await tx.insert(positionLocalizations).values(rows);
    const after = Object.fromEntries(rows.map(({ languageId, name }) => [languageId, name]));
    if (JSON.stringify(sortedKeys(before)) !== JSON.stringify(sortedKeys(after))) {
      await recordAudit(tx, {
        actorUserId,
        action: 'position.renamed',
        targetType: 'position',
        targetId: position.id,
        targetName: displayName(after),
        details: { names: { from: before, to: after } },
      });
    }
    const saved = await selectPositionForEdit(tx, position.id);
    if (!saved) throw notFound(`no position ${input.positionId}`);
    return saved;
  });
}

/**
 * Flags a live position deleted: it leaves the autocomplete and the settings list, while
 * recruitments that use it keep showing it. 404 for an unknown or already deleted one. One
 * transaction with its audit entry (`position.deleted`, names by language).
 */
export async function deletePosition(
  db: Database,
  actorUserId: string,
  positionId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .update(positions)
      .set({ isDeleted: true })
      .where(and(eq(positions.id, positionId), eq(positions.isDeleted, false)))
      .returning({ id: positions.id });
    if (deleted.length === 0) throw notFound(`no position ${positionId}`);
    const names = await namesOf(tx, positionId);
    await recordAudit(tx, {
      actorUserId,
      action: 'position.deleted',
      targetType: 'position',
      targetId: positionId,
      targetName: displayName(names),
      details: { names },
    });
  });
}

/** A position's names by language. */
async function namesOf(tx: Database, positionId: string): Promise<Record<string, string>> {
  const rows = await tx
    .select({ languageId: positionLocalizations.languageId, name: positionLocalizations.name })
    .from(positionLocalizations)
    .where(eq(positionLocalizations.positionId, positionId));
  return Object.fromEntries(rows.map(({ languageId, name }) => [languageId, name]));
}

/** The name the log shows for a position: English, else any. */
function displayName(names: Record<string, string>): string {
  return names[LANGUAGE.english] ?? Object.values(names)[0] ?? '';
}

function sortedKeys(names: Record<string, string>): [string, string][] {
  return Object.entries(names).sort(([a], [b]) => (a < b ? -1 : 1));
}
