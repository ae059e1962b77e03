import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { LanguageId } from '../../db/reference-data.ts';
import { languages, positionLocalizations, positions } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { recordAudit } from '../audit/index.ts';

/** Any constant: with the name's hash, serialises creating positions of the same name. */
const positionNameLockKey = 7_311_401;

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What `newOrExistingPosition` asks for, before anything is written. */
export type PositionChoice =
  | { kind: 'none' }
  | { kind: 'existing'; id: string }
  | { kind: 'new'; name: string };

/**
 * Reads `newOrExistingPosition`: empty means none; a UUID must be a live position (or the
 * recruitment's current one, which stays usable after its deletion: spec part 1, positions),
 * else 400; any other text is a position name, created at save time unless one of that name
 * exists (see `positionIdFor`).
 */
export async function readPositionChoice(
  tx: Database,
  value: string,
  currentPositionId: string | null,
): Promise<PositionChoice> {
  const text = value.trim();
  if (text === '') return { kind: 'none' };
  if (!uuidShape.test(text)) return { kind: 'new', name: text };
  const id = text.toLowerCase();
  const [position] = await tx
    .select({ id: positions.id, isDeleted: positions.isDeleted })
    .from(positions)
    .where(eq(positions.id, id));
  if (!position) throw badRequest(`no position ${id}`);
  if (position.isDeleted && position.id !== currentPositionId) {
    throw badRequest(`position ${id} is deleted`);
  }
  return { kind: 'existing', id: position.id };
}

/**
 * The position id to store. A new name reuses the live position named so in the request's
 * language (case-insensitively), or creates one with that name in every language, in the
 * caller's transaction, recording it in the audit log (`position.added`) as the writer's.
 * A transaction-scoped advisory lock on the name makes a concurrent save of the same new
 * name wait and then reuse it instead of duplicating it.
 */
export async function positionIdFor(
  tx: Database,
  choice: PositionChoice,
  writer: { userId: string; language: LanguageId },
): Promise<string | null> {
  const { language } = writer;
  if (choice.kind === 'none') return null;
  if (choice.kind === 'existing') return choice.id;
  await tx.execute(
    sql`select pg_advisory_xact_lock(${positionNameLockKey}, hashtext(lower(${choice.name})))`,
  );
  const [existing] = await tx
    .select({ id: positions.id })
    .from(positions)
    .innerJoin(positionLocalizations, eq(positionLocalizations.positionId, positions.id))
    .where(
      and(
        eq(positions.isDeleted, false),
        eq(positionLocalizations.languageId, language),
        // Served by position_localizations_name_prefix_idx (language_id, lower(name)).
        sql`lower(${positionLocalizations.name}) = lower(${choice.name})`,
      ),
    )
    .orderBy(positions.createdAt, positions.id)
    .limit(1);
  if (existing) return existing.id;

  const [created] = await tx.insert(positions).values({}).returning({ id: positions.id });
  if (!created) throw new Error('insert into positions returned no row');
  const languageIds = await tx.select({ id: languages.id }).from(languages);
  await tx
    .insert(positionLocalizations)
    .values(
      languageIds.map(({ id }) => ({ positionId: created.id, languageId: id, name: choice.name })),
    );
  await recordAudit(tx, {
    actorUserId: writer.userId,
    action: 'position.added',
    targetType: 'position',
    targetId: created.id,
    targetName: choice.name,
    details: { names: Object.fromEntries(languageIds.map(({ id }) => [id, choice.name])) },
  });
  return created.id;
}
