import type { Schema } from '@ats/api-sdk';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { languages, positionLocalizations, positions } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { selectPositionForEdit } from './queries.ts';

/**
 * Replaces a live position's names, one non-blank name per language required (400
 * otherwise); 404 for an unknown or deleted position. One transaction; answers the saved
 * position.
 */
export async function savePosition(
  db: Database,
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

    await tx.delete(positionLocalizations).where(eq(positionLocalizations.positionId, position.id));
    await tx.insert(positionLocalizations).values(rows);
    const saved = await selectPositionForEdit(tx, position.id);
    if (!saved) throw notFound(`no position ${input.positionId}`);
    return saved;
  });
}

/**
 * Flags a live position deleted: it leaves the autocomplete and the settings list, while
 * recruitments that use it keep showing it. 404 for an unknown or already deleted one.
 */
export async function deletePosition(db: Database, positionId: string): Promise<void> {
  const deleted = await db
    .update(positions)
    .set({ isDeleted: true })
    .where(and(eq(positions.id, positionId), eq(positions.isDeleted, false)))
    .returning({ id: positions.id });
  if (deleted.length === 0) throw notFound(`no position ${positionId}`);
}
