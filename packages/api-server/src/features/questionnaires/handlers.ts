import { QuestionnaireStatus } from '@ats/api-sdk';
import { signedInUser } from '../../auth/signed-in-user.ts';
import type { FeatureHandlers } from '../../contract/handler-types.ts';
import { badRequest, notFound } from '../../errors.ts';
import { withIdempotencyKey } from '../../idempotency/with-idempotency-key.ts';
import {
  countUsage,
  findQuestionnaire,
  insertQuestionnaire,
  listActiveQuestionnaireOptions,
  listQuestionnairePage,
  lockQuestionnaire,
  markQuestionnaireDeleted,
  saveQuestionnaireVersion,
} from './queries.ts';
import { type QuestionnaireStructureInput, structureProblem } from './structure-rules.ts';

/** Checks what the contract's schema cannot; returns the name as stored (trimmed). */
function checkedContent(body: {
  questionnaireName: string;
  questionnaireStructure: QuestionnaireStructureInput;
}): string {
  const name = body.questionnaireName.trim();
  if (name === '') throw badRequest('questionnaireName is blank');
  const problem = structureProblem(body.questionnaireStructure);
  if (problem) throw badRequest(`questionnaire structure refused: ${problem}`);
  return name;
}

export const handlers = {
  async listQuestionnaires(request) {
    const { SearchQuery, pageNumber = 1, pageSize = 10 } = request.query;
    return listQuestionnairePage(request.server.db, {
      searchQuery: SearchQuery,
      pageNumber,
      pageSize,
    });
  },

  async listQuestionnairesForRecruitment(request) {
    const { page = 1, pageSize = 10 } = request.query;
    return listActiveQuestionnaireOptions(request.server.db, { pageNumber: page, pageSize });
  },

  async getQuestionnaire(request) {
    const questionnaire = await findQuestionnaire(request.server.db, request.params.id);
    if (!questionnaire) throw notFound(`no questionnaire ${request.params.id}`);
    return questionnaire;
  },

  async addQuestionnaire(request, reply) {
    const user = signedInUser(request);
    const { body } = request;
    const name = checkedContent(body);
    return withIdempotencyKey(request, reply, 'addQuestionnaire', async (db) => {
      const id = await db.transaction((tx) =>
        insertQuestionnaire(tx, {
          name,
          status: body.isDraft ? QuestionnaireStatus.Draft : QuestionnaireStatus.Active,
          structure: body.questionnaireStructure,
          createdBy: user.id,
        }),
      );
      return { id };
    });
  },

  async editQuestionnaire(request, reply) {
    signedInUser(request);
    const { body } = request;
    const name = checkedContent(body);
    await request.server.db.transaction(async (tx) => {
      const current = await lockQuestionnaire(tx, body.id);
      if (!current) throw notFound(`no questionnaire ${body.id}`);
      if (current.status === QuestionnaireStatus.Deleted) {
        throw badRequest(`questionnaire ${body.id} is deleted`);
      }
      if (current.status === QuestionnaireStatus.Active && body.isDraft) {
        throw badRequest(`questionnaire ${body.id} is active and cannot go back to draft`);
      }
      await saveQuestionnaireVersion(tx, body.id, {
        name,
        status: body.isDraft ? QuestionnaireStatus.Draft : QuestionnaireStatus.Active,
        structure: body.questionnaireStructure,
      });
    });
    return reply.code(204).send();
  },

  async deleteQuestionnaire(request, reply) {
    signedInUser(request);
    const id = request.query.QuestionnaireId;
    await request.server.db.transaction(async (tx) => {
      const current = await lockQuestionnaire(tx, id);
      if (!current) throw notFound(`no questionnaire ${id}`);
      if (current.status === QuestionnaireStatus.Deleted) {
        throw badRequest(`questionnaire ${id} is already deleted`);
      }
      if (current.status !== QuestionnaireStatus.Draft) {
        const usageCount = await countUsage(tx, id);
        if (usageCount > 0) {
          throw badRequest(`questionnaire ${id} is active and used ${usageCount} times`);
        }
      }
      await markQuestionnaireDeleted(tx, id);
    });
    return reply.code(204).send();
  },
} satisfies FeatureHandlers;
