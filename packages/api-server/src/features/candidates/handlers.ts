import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { requireApplicationVisible } from '../../access/application-access.ts';
import { requireRecruiteeVisible } from '../../access/candidate-access.ts';
import { signedInUser, userIdOf } from '../../auth/signed-in-user.ts';
import type { FeatureHandlers } from '../../contract/handler-types.ts';
import { forbidden, notFound } from '../../errors.ts';
import { requestLanguage } from '../../request-language.ts';
import { contentDisposition } from '../files/index.ts';
import { discardStoredFiles } from '../offers/index.ts';
import { addCandidateByHand, selectRecruiteeByEmail } from './add-by-hand.ts';
import { selectAllCandidatesPage } from './all-candidates.ts';
import { selectApplicationsPage } from './applications.ts';
import {
  acceptSubmittedDetails,
  dismissSubmittedDetails,
  selectDetailsSource,
  selectNewDetails,
} from './details-review.ts';
import { defaultColumns } from './export/columns.ts';
import {
  selectAllCandidatesExportPage,
  selectRecruitmentCandidatesExportPage,
} from './export/rows.ts';
import { exportFileName, exportPageSize, streamCandidateExport } from './export/stream.ts';
import { selectAuthorizedData, selectBasicData } from './profile.ts';
import { receiveCandidate } from './receive-candidate.ts';
import {
  candidateFilters,
  selectRecruitmentAccess,
  selectRecruitmentCandidatePage,
  selectRecruitmentTitle,
} from './recruitment-candidates.ts';

export const handlers = {
  /**
   * Adds a person by hand (addCandidateByHand) in one transaction; the resume is streamed to
   * the storage first and deleted again when the add fails, so a refused add leaves no bytes.
   */
  async addRecruitee(request) {
    const userId = userIdOf(request);
    const { db, files: storage } = request.server;
    const { candidate, resume } = await receiveCandidate(request, storage);
    try {
      return await db.transaction((tx) =>
        addCandidateByHand(tx, userId, { candidate, resume, at: new Date() }),
      );
    } catch (error) {
      if (resume) await discardStoredFiles(storage, [resume]);
      throw error;
    }
  },

  /** Whether a candidate has this e-mail, and who, for the add form's "open that person". */
  async getRecruiteeByEmail(request) {
    return selectRecruiteeByEmail(request.server.db, signedInUser(request), request.query.email);
  },

  /**
   * Candidates in one recruitment, for those who may see its candidates in full (owner,
   * hiring manager, team member): the rows carry scores, which are details. 403 for other
   * staff, 404 for an unknown recruitment.
   */
  async listRecruitmentRecruitees(request) {
    const userId = userIdOf(request);
    const { recruitmentId, PageNumber = 1, PageSize = 20, SearchQuery } = request.query;
    const { db } = request.server;
    const access = await selectRecruitmentAccess(db, userId, recruitmentId);
    if (!access) throw notFound(`no recruitment ${recruitmentId}`);
    if (!access.canSeeDetails) {
      throw forbidden(`user ${userId} may not see the candidates of recruitment ${recruitmentId}`);
    }
    return selectRecruitmentCandidatePage(db, {
      userId,
      recruitmentId,
      searchQuery: SearchQuery,
      stageIds: request.query.RecruitmentStageIds ?? [],
      scores: request.query.RecruitmentRecruiteeScores ?? [],
      pageNumber: PageNumber,
      pageSize: PageSize,
    });
  },

  /** All candidates; hiring managers and interviewers: those of their recruitments. */
  async listRecruitees(request) {
    const { pageNumber = 1, pageSize = 20, SearchQuery } = request.query;
    return selectAllCandidatesPage(request.server.db, {
      user: signedInUser(request),
      searchQuery: SearchQuery,
      pageNumber,
      pageSize,
    });
  },

  /**
   * All candidates as listRecruitees lists them for the caller (the same search), as CSV
   * streamed page by page; details only from applications the caller may see in full. The
   * registrar has checked the permission exportPersonalData (and a token's scopes).
   */
  async exportRecruitees(request, reply) {
    const user = signedInUser(request);
    const { SearchQuery, columns = defaultColumns.all } = request.query;
    const language = requestLanguage(request);
    const { db } = request.server;
    return sendExport(
      reply,
      exportFileName('candidates', new Date()),
      streamCandidateExport({
        db,
        columns,
        userId: user.id,
        apiTokenId: request.user?.apiToken?.id,
        readPage: (tx, cursor) =>
          selectAllCandidatesExportPage(
            tx,
            { user, searchQuery: SearchQuery, language, pageSize: exportPageSize },
            cursor,
          ),
      }),
    );
  },

  /**
   * A recruitment's candidates as listRecruitmentRecruitees filters them, as CSV streamed page
   * by page; same access as the list (404 unknown, 403 for staff not on the recruitment).
   */
  async exportRecruitmentRecruitees(request, reply) {
    const userId = userIdOf(request);
    const { recruitmentId, SearchQuery, columns = defaultColumns.recruitment } = request.query;
    const { db } = request.server;
    const access = await selectRecruitmentAccess(db, userId, recruitmentId);
    if (!access) throw notFound(`no recruitment ${recruitmentId}`);
    if (!access.canSeeDetails) {
      throw forbidden(`user ${userId} may not see the candidates of recruitment ${recruitmentId}`);
    }
    const title = await selectRecruitmentTitle(db, recruitmentId);
    const filters = candidateFilters({
      userId,
      recruitmentId,
      searchQuery: SearchQuery,
      stageIds: request.query.RecruitmentStageIds ?? [],
      scores: request.query.RecruitmentRecruiteeScores ?? [],
    });
    const language = requestLanguage(request);
    return sendExport(
      reply,
      exportFileName(`${title} - candidates`, new Date()),
      streamCandidateExport({
        db,
        columns,
        userId,
        apiTokenId: request.user?.apiToken?.id,
        readPage: (tx, cursor) =>
          selectRecruitmentCandidatesExportPage(
            tx,
            { userId, recruitmentId, filters, language, pageSize: exportPageSize },
            cursor,
          ),
      }),
    );
  },

  /**
   * The profile: basics for everyone signed in, details (or null) by the access rule;
   * hiring managers and interviewers: 403 outside their recruitments.
   */
  async getRecruiteeByJobApplication(request) {
    const userId = userIdOf(request);
    const { jobApplicationId } = request.query;
    const { db } = request.server;
    await requireApplicationVisible(db, signedInUser(request), jobApplicationId);
    const basicData = await selectBasicData(db, jobApplicationId);
    if (!basicData) throw notFound(`no job application ${jobApplicationId}`);
    const authorizedData = await selectAuthorizedData(
      db,
      { userId, language: requestLanguage(request) },
      jobApplicationId,
    );
    const [detailsSource, newDetails] = await Promise.all([
      selectDetailsSource(db, userId, basicData.id),
      selectNewDetails(db, userId, basicData.id),
    ]);
    return { basicData, authorizedData, detailsSource, newDetails };
  },

  /**
   * The candidate's details become those the application submitted, in one transaction; for
   * staff who may see the application (403 otherwise, 404 for an unknown one).
   */
  async acceptSubmittedDetails(request, reply) {
    const userId = userIdOf(request);
    const { jobApplicationId } = request.params;
    await request.server.db.transaction((tx) =>
      acceptSubmittedDetails(tx, userId, jobApplicationId),
    );
    return reply.code(204).send();
  },

  /** The candidate keeps their details; the application's are marked reviewed. Same access. */
  async dismissSubmittedDetails(request, reply) {
    const userId = userIdOf(request);
    const { jobApplicationId } = request.params;
    await request.server.db.transaction((tx) =>
      dismissSubmittedDetails(tx, userId, jobApplicationId),
    );
    return reply.code(204).send();
  },

  /**
   * A candidate's applications that the viewer may see in full; 404 for an unknown candidate;
   * hiring managers and interviewers: 403 for a candidate outside their recruitments.
   */
  async listJobApplications(request) {
    const { recruiteeId, PageNumber = 1, PageSize = 20 } = request.query;
    await requireRecruiteeVisible(request.server.db, signedInUser(request), recruiteeId);
    const page = await selectApplicationsPage(request.server.db, {
      userId: userIdOf(request),
      recruiteeId,
      pageNumber: PageNumber,
      pageSize: PageSize,
    });
    if (!page) throw notFound(`no recruitee ${recruiteeId}`);
    return page;
  },
} satisfies FeatureHandlers;

/** A CSV download: an attachment, never cached nor sniffed. */
function sendExport(reply: FastifyReply, fileName: string, body: Readable) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .code(200)
    .send(body);
}
