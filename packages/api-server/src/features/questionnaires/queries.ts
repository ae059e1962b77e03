import type { Schema } from '@ats/api-sdk';
import { QuestionnaireStatus } from '@ats/api-sdk';
import { and, desc, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import {
  atsUsers,
  type QuestionnaireStructure,
  questionnaires,
  questionnaireVersions,
  recruitments,
} from '../../db/schema/index.ts';
import type { QuestionnaireStructureInput } from './structure-rules.ts';

/** The database or a transaction. */
type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

type QuestionnaireListItem = Schema<'QuestionnaireListItem'>;
type Questionnaire = Schema<'Questionnaire'>;

export interface PageRequest {
  pageNumber: number;
  pageSize: number;
}

export interface Page<T> {
  result: T[];
  totalCount: number;
  pageNumber: number;
}

/**
 * Recruitments using the questionnaire, whatever version they froze and whatever their
 * status: a correlated count served by recruitments_questionnaire_id_idx, so a page costs
 * one query however many rows it has. Written with qualified names: Drizzle leaves columns
 * unqualified in a query over one table, and an unqualified "id" inside the subquery would
 * mean recruitments.id.
 */
const usageCount = sql<number>`(
  select count(*)::int from ${recruitments} as "usage"
  where "usage".${sql.identifier(recruitments.questionnaireId.name)}
    = ${questionnaires}.${sql.identifier(questionnaires.id.name)}
)`.mapWith(Number);

const listColumns = {
  id: questionnaires.id,
  name: questionnaires.name,
  status: questionnaires.status,
  usageCount,
  lastEdited: questionnaires.lastEdited,
  createdById: atsUsers.id,
  createdByFirstName: atsUsers.firstName,
  createdByLastName: atsUsers.lastName,
};

interface ListRow {
  id: string;
  name: string;
  status: number;
  usageCount: number;
  lastEdited: Date;
  createdById: string;
  createdByFirstName: string;
  createdByLastName: string;
}

function toListItem(row: ListRow): QuestionnaireListItem {
  return {
    id: row.id,
    name: row.name,
    status: row.status as QuestionnaireStatus,
    usageCount: row.usageCount,
    lastEdited: row.lastEdited.toISOString(),
    createdByListView: {
      id: row.createdById,
      firstName: row.createdByFirstName,
      lastName: row.createdByLastName,
    },
  };
}

/** The request's page of questionnaires, last edited first (the status_last_edited index). */
function lastEditedFirstPage<Query extends PgSelect>(query: Query, request: PageRequest) {
  return query
    .orderBy(desc(questionnaires.lastEdited), desc(questionnaires.id))
    .limit(request.pageSize)
    .offset((request.pageNumber - 1) * request.pageSize);
}

/** How many questionnaires `where` selects: a page's total count. */
async function countQuestionnaires(db: Executor, where: SQL | undefined): Promise<number> {
  const [total] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(questionnaires)
    .where(where);
  return total?.count ?? 0;
}

/**
 * The questionnaires list: not deleted, name containing the search (case-insensitive, served
 * by the trigram index on `name`), last edited first (questionnaires_last_edited_idx).
 */
export async function listQuestionnairePage(
  db: Executor,
  request: PageRequest & { searchQuery: string | undefined },
): Promise<Page<QuestionnaireListItem>> {
  const search = request.searchQuery?.trim() ?? '';
  const conditions: SQL[] = [ne(questionnaires.status, QuestionnaireStatus.Deleted)];
  if (search !== '') conditions.push(ilike(questionnaires.name, containsPattern(search)));
  const where = and(...conditions);

  const [rows, totalCount] = await Promise.all([
    lastEditedFirstPage(
      db
        .select(listColumns)
        .from(questionnaires)
        .innerJoin(atsUsers, eq(atsUsers.id, questionnaires.createdBy))
        .where(where)
        .$dynamic(),
      request,
    ),
    countQuestionnaires(db, where),
  ]);
  return {
    result: rows.map(toListItem),
    totalCount,
    pageNumber: request.pageNumber,
  };
}

/** Active questionnaires for the recruitment form, last edited first (status_last_edited index). */
export async function listActiveQuestionnaireOptions(
  db: Executor,
  request: PageRequest,
): Promise<Page<Schema<'QuestionnaireOption'>>> {
  const where = eq(questionnaires.status, QuestionnaireStatus.Active);
  const [rows, totalCount] = await Promise.all([
    lastEditedFirstPage(
      db
        .select({ id: questionnaires.id, name: questionnaires.name })
        .from(questionnaires)
        .where(where)
        .$dynamic(),
      request,
    ),
    countQuestionnaires(db, where),
  ]);
  return { result: rows, totalCount, pageNumber: request.pageNumber };
}

/** One questionnaire with its current structure, deleted ones included; null if unknown. */
export async function findQuestionnaire(db: Executor, id: string): Promise<Questionnaire | null> {
  const [row] = await db
    .select({ ...listColumns, structure: questionnaires.structure })
    .from(questionnaires)
    .innerJoin(atsUsers, eq(atsUsers.id, questionnaires.createdBy))
    .where(eq(questionnaires.id, id))
    .limit(1);
  if (!row) return null;
  return {
    ...toListItem(row),
    structure: row.structure as QuestionnaireStructureInput,
  };
}

/**
 * Locks the questionnaire's row for the rest of the transaction and returns its status, or
 * null if unknown. A concurrent edit or delete waits, and so does a recruitment that is
 * being saved with it (its foreign key check takes a key-share lock on this row).
 */
export async function lockQuestionnaire(
  tx: Executor,
  id: string,
): Promise<{ status: number } | null> {
  const [row] = await tx
    .select({ status: questionnaires.status })
    .from(questionnaires)
    .where(eq(questionnaires.id, id))
    .for('update');
  return row ?? null;
}

/**
 * Recruitments using the questionnaire. Call it after lockQuestionnaire, as its own
 * statement: under READ COMMITTED it then sees a recruitment committed while the lock waited,
 * which a count inside the locking statement (with that statement's older snapshot) would miss.
 */
export async function countUsage(tx: Executor, id: string): Promise<number> {
  const [row] = await tx
    .select({ usageCount: sql<number>`count(*)::int`.mapWith(Number) })
    .from(recruitments)
    .where(eq(recruitments.questionnaireId, id));
  return row?.usageCount ?? 0;
}

export interface QuestionnaireContent {
  name: string;
  status: number;
  structure: QuestionnaireStructureInput;
}

/** The questionnaire's columns that the form writes. */
function contentColumns(content: QuestionnaireContent) {
  return {
    name: content.name,
    status: content.status,
    structure: content.structure as QuestionnaireStructure,
  };
}

/** Creates a questionnaire at version 1 and its first version row. Returns its id. */
export async function insertQuestionnaire(
  tx: Executor,
  content: QuestionnaireContent & { createdBy: string },
): Promise<string> {
  const columns = contentColumns(content);
  const [created] = await tx
    .insert(questionnaires)
    .values({ ...columns, version: 1, createdBy: content.createdBy })
    .returning({ id: questionnaires.id });
  if (!created) throw new Error('insert into questionnaires returned no row');
  await tx
    .insert(questionnaireVersions)
    .values({ questionnaireId: created.id, version: 1, structure: columns.structure });
  return created.id;
}

/**
 * Saves a new state: bumps the version, writes its immutable version row and touches
 * lastEdited. Earlier version rows stay as they are, for the recruitments that froze them.
 */
export async function saveQuestionnaireVersion(
  tx: Executor,
  id: string,
  content: QuestionnaireContent,
): Promise<void> {
  const columns = contentColumns(content);
  const [saved] = await tx
    .update(questionnaires)
    .set({
      ...columns,
      version: sql`${questionnaires.version} + 1`,
      lastEdited: sql`now()`,
    })
    .where(eq(questionnaires.id, id))
    .returning({ version: questionnaires.version });
  if (!saved) throw new Error(`questionnaire ${id} vanished while locked`);
  await tx
    .insert(questionnaireVersions)
    .values({ questionnaireId: id, version: saved.version, structure: columns.structure });
}

export async function markQuestionnaireDeleted(tx: Executor, id: string): Promise<void> {
  await tx
    .update(questionnaires)
    .set({ status: QuestionnaireStatus.Deleted })
    .where(eq(questionnaires.id, id));
}
