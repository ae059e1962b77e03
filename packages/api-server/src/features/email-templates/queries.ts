import type { Schema } from '@ats/api-sdk';
import { and, asc, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import type { LanguageId } from '../../db/reference-data.ts';
import { emailTemplates } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { badRequest, notFound } from '../../errors.ts';
import { requireValidTexts } from '../../mail/render-email.ts';
import { changeDetail, recordAudit } from '../audit/index.ts';

type EmailTemplate = Schema<'EmailTemplate'>;
type EmailTemplateInput = Schema<'EmailTemplateInput'>;

const nameKey = 'email_templates_name_lower_key';

function toTemplate(row: typeof emailTemplates.$inferSelect): EmailTemplate {
  return {
    id: row.id,
    name: row.name,
    en: row.en,
    pl: row.pl,
    lastEdited: row.lastEdited.toISOString(),
  };
}

/**
 * The templates list: name containing the search (case-insensitive, served by the trigram
 * index), in name order (the unique index on lower(name)); the subject in the request's
 * language.
 */
export async function selectEmailTemplatePage(
  db: Database,
  request: {
    searchQuery: string | undefined;
    pageNumber: number;
    pageSize: number;
    language: LanguageId;
  },
): Promise<Schema<'EmailTemplateListItemPage'>> {
  const search = request.searchQuery?.trim() ?? '';
  const conditions: SQL[] = [];
  if (search !== '') conditions.push(ilike(emailTemplates.name, containsPattern(search)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const subject = request.language === 'pl' ? emailTemplates.pl : emailTemplates.en;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: emailTemplates.id,
        name: emailTemplates.name,
        subject: sql<string>`${subject} ->> 'subject'`,
        lastEdited: emailTemplates.lastEdited,
      })
      .from(emailTemplates)
      .where(where)
      .orderBy(asc(sql`lower(${emailTemplates.name})`), asc(emailTemplates.id))
      .limit(request.pageSize)
      .offset((request.pageNumber - 1) * request.pageSize),
    db
      .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
      .from(emailTemplates)
      .where(where),
  ]);
  return {
    result: rows.map((row) => ({ ...row, lastEdited: row.lastEdited.toISOString() })),
    totalCount: total?.count ?? 0,
    pageNumber: request.pageNumber,
  };
}

export async function selectEmailTemplate(db: Database, id: string): Promise<EmailTemplate> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, id));
  if (!row) throw notFound(`e-mail template ${id} not found`);
  return toTemplate(row);
}

/** The input checked: placeholders, non-blank texts (the contract trims names and subjects). */
function checkTemplate(input: EmailTemplateInput): void {
  requireValidTexts(input.en, 'English text');
  requireValidTexts(input.pl, 'Polish text');
}

/** 400 when another template has the name (case-insensitively); the unique index decides races. */
async function requireFreeName(tx: Database, name: string, exceptId: string | null) {
  const conditions: SQL[] = [sql`lower(${emailTemplates.name}) = lower(${name})`];
  if (exceptId) conditions.push(ne(emailTemplates.id, exceptId));
  const [taken] = await tx
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(and(...conditions))
    .limit(1);
  if (taken) throw badRequest(`an e-mail template is already named "${name}"`);
}

async function uniquely<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, nameKey)) {
      throw badRequest(`an e-mail template is already named "${name}"`);
    }
    throw error;
  }
}

/**
 * The fields an edit may change, as the audit log names them: an edit's entry lists those
 * that changed (and the name from and to), never the texts themselves.
 */
const templateFields: readonly [string, (row: typeof emailTemplates.$inferSelect) => string][] = [
  ['name', (row) => row.name],
  ['en.subject', (row) => row.en.subject],
  ['en.body', (row) => row.en.body],
  ['pl.subject', (row) => row.pl.subject],
  ['pl.body', (row) => row.pl.body],
];

export function insertEmailTemplate(
  db: Database,
  userId: string,
  input: EmailTemplateInput,
): Promise<EmailTemplate> {
  checkTemplate(input);
  return uniquely(input.name, () =>
    db.transaction(async (tx) => {
      await requireFreeName(tx, input.name, null);
      const [row] = await tx
        .insert(emailTemplates)
        .values({ name: input.name, en: input.en, pl: input.pl, lastEditedBy: userId })
        .returning();
      if (!row) throw new Error('the e-mail template was not stored');
      await recordAudit(tx, {
        actorUserId: userId,
        action: 'emailTemplate.added',
        targetType: 'emailTemplate',
        targetId: row.id,
        targetName: row.name,
      });
      return toTemplate(row);
    }),
  );
}

export function updateEmailTemplate(
  db: Database,
  userId: string,
  id: string,
  input: EmailTemplateInput,
): Promise<EmailTemplate> {
  checkTemplate(input);
  return uniquely(input.name, () =>
    db.transaction(async (tx) => {
      await requireFreeName(tx, input.name, id);
      const [before] = await tx
        .select()
        .from(emailTemplates)
        .where(eq(emailTemplates.id, id))
        .for('update');
      if (!before) throw notFound(`e-mail template ${id} not found`);
      const [row] = await tx
        .update(emailTemplates)
        .set({
          name: input.name,
          en: input.en,
          pl: input.pl,
          lastEdited: sql`now()`,
          lastEditedBy: userId,
        })
        .where(eq(emailTemplates.id, id))
        .returning();
      if (!row) throw notFound(`e-mail template ${id} not found`);
      const changedFields = templateFields.filter(
        ([, fieldOf]) => fieldOf(before) !== fieldOf(row),
      );
      if (changedFields.length > 0) {
        await recordAudit(tx, {
          actorUserId: userId,
          action: 'emailTemplate.edited',
          targetType: 'emailTemplate',
          targetId: row.id,
          targetName: row.name,
          details: {
            changed: changedFields.map(([field]) => field),
            ...changeDetail('name', before.name, row.name),
          },
        });
      }
      return toTemplate(row);
    }),
  );
}

export async function deleteEmailTemplate(db: Database, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(emailTemplates)
      .where(eq(emailTemplates.id, id))
      .returning({ id: emailTemplates.id, name: emailTemplates.name });
    if (!deleted) throw notFound(`e-mail template ${id} not found`);
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'emailTemplate.deleted',
      targetType: 'emailTemplate',
      targetId: deleted.id,
      targetName: deleted.name,
    });
  });
}
