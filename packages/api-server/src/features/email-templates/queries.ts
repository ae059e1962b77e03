import type { Schema } from '@ats/api-sdk';
import { and, asc, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { LanguageId } from '../../db/reference-data.ts';
import { emailTemplates } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { badRequest, notFound } from '../../errors.ts';
import { requireValidTexts } from '../../mail/render-email.ts';

type EmailTemplate = Schema<'EmailTemplate'>;
type EmailTemplateInput = Schema<'EmailTemplateInput'>;

const nameKey = 'email_templates_name_lower_key';

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

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
      return toTemplate(row);
    }),
  );
}

export async function deleteEmailTemplate(db: Database, id: string): Promise<void> {
  const deleted = await db
    .delete(emailTemplates)
    .where(eq(emailTemplates.id, id))
    .returning({ id: emailTemplates.id });
  if (deleted.length === 0) throw notFound(`e-mail template ${id} not found`);
}
