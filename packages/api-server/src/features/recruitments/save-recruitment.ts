import { fieldLimits, QuestionnaireStatus, RecruitmentStatus, type Schema } from '@ats/api-sdk';
import { eq } from 'drizzle-orm';
import { selectExistingUserIds } from '../../auth/users.ts';
import type { Database } from '../../db/client.ts';
import type { LanguageId } from '../../db/reference-data.ts';
import { currencies, recruitments, recruitmentTeamMembers } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { replaceRecruitmentKeywords } from './keywords.ts';
import { lockQuestionnaireForUse, lockRecruitment, type StoredRecruitment } from './queries.ts';
import { positionIdFor, readPositionChoice } from './resolve-position.ts';
import { draftSaveProblems, fullSaveProblems } from './save-rules.ts';
import { EDITABLE_STATUSES, UNPUBLISHED_STATUSES } from './status-machine.ts';

type AddInput = Schema<'AddRecruitmentInput'>;
type EditInput = Schema<'EditRecruitmentInput'>;

/** The team the contract can answer: the owner plus the picked recruiters. */
const maxTeamSize = fieldLimits.RecruitmentForEdit.recruitmentTeamMembers.maxItems;

export interface Writer {
  userId: string;
  /** Language of the request: a new position's name is looked up in it. */
  language: LanguageId;
}

/** The owner first, then the picked recruiters, each once. */
export function teamWithOwner(ownerId: string, recruiterIds: readonly string[]): string[] {
  return [...new Set([ownerId, ...recruiterIds])];
}

/** 400 unless every id is a staff member (owner, hiring manager, team). */
export async function requireStaff(tx: Database, ids: readonly string[]): Promise<void> {
  const existing = await selectExistingUserIds(tx, ids);
  const unknown = ids.filter((id) => !existing.has(id));
  if (unknown.length > 0) throw badRequest(`unknown users: ${unknown.join(', ')}`);
}

export async function replaceTeam(
  tx: Database,
  recruitmentId: string,
  memberIds: readonly string[],
): Promise<void> {
  if (memberIds.length > maxTeamSize) {
    throw badRequest(`a team has at most ${maxTeamSize} members, owner included`);
  }
  await tx
    .delete(recruitmentTeamMembers)
    .where(eq(recruitmentTeamMembers.recruitmentId, recruitmentId));
  await tx
    .insert(recruitmentTeamMembers)
    .values(memberIds.map((userId) => ({ recruitmentId, userId })));
}

/**
 * Checks the form against the stored recruitment (none when adding) and returns the row to
 * write, without the id. Throws 400 for anything refused; nothing is written before.
 */
async function checkedRow(
  tx: Database,
  writer: Writer,
  input: AddInput,
  stored: StoredRecruitment | null,
) {
  const status = stored?.status ?? RecruitmentStatus.Draft;
  // A full save publishes nothing: a draft becomes pending; the others keep their status.
  const newStatus = input.isDraft
    ? RecruitmentStatus.Draft
    : status === RecruitmentStatus.Draft
      ? RecruitmentStatus.Pending
      : status;

  const questionnaire = input.questionnaireId
    ? await lockQuestionnaireForUse(tx, input.questionnaireId)
    : null;
  if (input.questionnaireId && !questionnaire) {
    throw badRequest(`no questionnaire ${input.questionnaireId}`);
  }
  const keepsQuestionnaire = input.questionnaireId === (stored?.questionnaireId ?? null);
  if (questionnaire?.status === QuestionnaireStatus.Deleted && !keepsQuestionnaire) {
    throw badRequest(`questionnaire ${input.questionnaireId} is deleted`);
  }
  // Candidates may be filling the open recruitment's form: it cannot change under them.
  if (status === RecruitmentStatus.Open && !keepsQuestionnaire) {
    throw badRequest('the questionnaire of an open recruitment cannot change');
  }

  const position = await readPositionChoice(
    tx,
    input.newOrExistingPosition,
    stored?.positionId ?? null,
  );
  const fields = {
    title: input.title,
    hasPosition: position.kind !== 'none',
    deadline: input.deadline,
    vacantPosts: input.vacantPosts,
    budgetPerPositionMin: input.budgetPerPositionMin,
    budgetPerPositionMax: input.budgetPerPositionMax,
    questionnaireStatus: questionnaire?.status ?? null,
    jobTitle: input.jobTitle,
    jobDescription: input.jobDescription,
    locationDescription: input.locationDescription,
    locationLatitude: input.locationLatitude,
    locationLongitude: input.locationLongitude,
  };
  const problems = input.isDraft ? draftSaveProblems(fields) : fullSaveProblems(fields, new Date());
  if (problems.length > 0) throw badRequest(`recruitment refused: ${problems.join('; ')}`);

  if (input.budgetCurrencyId !== null) {
    const [currency] = await tx
      .select({ id: currencies.id })
      .from(currencies)
      .where(eq(currencies.id, input.budgetCurrencyId));
    if (!currency) throw badRequest(`no currency ${input.budgetCurrencyId}`);
  }
  const team = teamWithOwner(input.recruitmentOwnerId, input.recruiterIds);
  await requireStaff(tx, input.hiringManagerId ? [...team, input.hiringManagerId] : team);

  // Until it is published, the recruitment follows its questionnaire's newest version;
  // afterwards it keeps the version its candidates fill.
  const questionnaireVersion =
    questionnaire === null
      ? null
      : UNPUBLISHED_STATUSES.has(newStatus) || !keepsQuestionnaire
        ? questionnaire.version
        : (stored?.questionnaireVersion ?? questionnaire.version);

  return {
    team,
    values: {
      title: input.title.trim(),
      positionId: await positionIdFor(tx, position, writer),
      status: newStatus,
      deadline: input.deadline,
      vacantPosts: input.vacantPosts,
      budgetPerPositionMin: input.budgetPerPositionMin,
      budgetPerPositionMax: input.budgetPerPositionMax,
      budgetCurrencyId: input.budgetCurrencyId,
      questionnaireId: input.questionnaireId,
      questionnaireVersion,
      jobTitle: input.jobTitle.trim(),
      jobDescription: input.jobDescription,
      locationDescription: input.locationDescription.trim(),
      locationLatitude: input.locationLatitude,
      locationLongitude: input.locationLongitude,
      remoteWorkIsPossible: input.remoteWorkIsPossible,
      ownerId: input.recruitmentOwnerId,
      hiringManagerId: input.hiringManagerId,
    },
  };
}

/** Creates a recruitment (a draft, or pending after a full save); returns its id. */
export function addRecruitment(db: Database, writer: Writer, input: AddInput): Promise<string> {
  return db.transaction(async (tx) => {
    const { values, team } = await checkedRow(tx, writer, input, null);
    const [created] = await tx
      .insert(recruitments)
      .values(values)
      .returning({ id: recruitments.id });
    if (!created) throw new Error('insert into recruitments returned no row');
    await replaceTeam(tx, created.id, team);
    await replaceRecruitmentKeywords(tx, created.id, input.keywords);
    return created.id;
  });
}

/**
 * Loads and locks a recruitment the writer may change: 404 when unknown, 403 unless the
 * writer is its owner, hiring manager or a team member.
 */
export async function lockForWriting(
  tx: Database,
  id: string,
  userId: string,
): Promise<StoredRecruitment> {
  const stored = await lockRecruitment(tx, id, userId);
  if (!stored) throw notFound(`no recruitment ${id}`);
  if (!stored.canEdit) throw forbidden(`user ${userId} is not on recruitment ${id}`);
  return stored;
}

/** Saves the form over a recruitment in draft, pending or open. */
export function editRecruitment(db: Database, writer: Writer, input: EditInput): Promise<void> {
  return db.transaction(async (tx) => {
    const stored = await lockForWriting(tx, input.id, writer.userId);
    if (!EDITABLE_STATUSES.has(stored.status)) {
      throw badRequest(`recruitment ${input.id} in status ${stored.status} cannot be edited`);
    }
    if (input.isDraft && stored.status !== RecruitmentStatus.Draft) {
      throw badRequest(`recruitment ${input.id} is not a draft and cannot be saved as one`);
    }
    const { values, team } = await checkedRow(tx, writer, input, stored);
    await tx.update(recruitments).set(values).where(eq(recruitments.id, input.id));
    await replaceTeam(tx, input.id, team);
    await replaceRecruitmentKeywords(tx, input.id, input.keywords);
  });
}
