import { requireApplicationVisible } from '../../access/application-access.ts';
import { requireRecruiteeVisible } from '../../access/candidate-access.ts';
import { signedInUser, userIdOf } from '../../auth/signed-in-user.ts';
import type { FeatureHandlers } from '../../contract/handler-types.ts';
import { forbidden, notFound } from '../../errors.ts';
import { requestLanguage } from '../../request-language.ts';
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
import { selectAuthorizedData, selectBasicData } from './profile.ts';
import { receiveCandidate } from './receive-candidate.ts';
import {
  selectRecruitmentAccess,
  selectRecruitmentCandidatePage,
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
