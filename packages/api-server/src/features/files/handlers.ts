import { requireRecruiteeVisible } from '../../access/candidate-access.ts';
import { signedInUser, userIdOf } from '../../auth/signed-in-user.ts';
import type { FeatureHandlers } from '../../contract/handler-types.ts';
import { forbidden, notFound } from '../../errors.ts';
import { requireApplicationForPdf } from '../../pdf/application-for-pdf.ts';
import { candidateName } from '../../pdf/filled-questionnaire.ts';
import { sendGeneratedPdf } from '../../pdf/send-pdf.ts';
import { requestLanguage } from '../../request-language.ts';
import { recordAccess } from '../privacy/index.ts';
import { buildMergedApplicationPdf } from './merged-pdf.ts';
import { selectApplicationFile, selectPhotoFile, selectRecruiteePhoto } from './queries.ts';
import { sendStoredFile } from './send-file.ts';

export const handlers = {
  /**
   * A file of a job application, to those who may see the application's details (403 for
   * other staff); 404 when the application does not reference the file. Every read (a 304
   * too) is recorded in the candidate's access log.
   */
  async getJobApplicationFile(request, reply) {
    const { jobApplicationId, fileIdentifier } = request.params;
    const userId = userIdOf(request);
    const { db } = request.server;
    const found = await selectApplicationFile(db, {
      userId,
      jobApplicationId,
      fileId: fileIdentifier,
    });
    if (!found) throw notFound(`no job application ${jobApplicationId}`);
    if (!found.canSeeDetails) {
      throw forbidden(`user ${userId} may not see job application ${jobApplicationId}`);
    }
    const { file, recruiteeId } = found;
    if (!file) {
      throw notFound(`job application ${jobApplicationId} has no file ${fileIdentifier}`);
    }
    return sendStoredFile(request, reply, file, {
      recordRead: () =>
        recordAccess(db, {
          userId,
          apiTokenId: request.user?.apiToken?.id,
          recruiteeId,
          kind: 'file',
          jobApplicationId,
          fileId: file.id,
        }),
    });
  },

  /**
   * The filled application form as a printable PDF (shown inline), in the request's
   * language, to those who may see the application's details: 403 for other staff, 404 for
   * an unknown application. Recorded in the candidate's access log. Built in a PDF worker
   * (src/pdf/pdf-workers.ts): over its time or memory limit, the answer is the catalogue 500.
   */
  async getFilledQuestionnairePdf(request, reply) {
    const userId = userIdOf(request);
    const { jobApplicationId } = request.params;
    const { db } = request.server;
    const { form, recruiteeId } = await requireApplicationForPdf(
      db,
      { userId, language: requestLanguage(request) },
      jobApplicationId,
    );
    const bytes = await request.server.pdfWorkers.run({ kind: 'filledForm', form });
    await recordAccess(db, {
      userId,
      apiTokenId: request.user?.apiToken?.id,
      recruiteeId,
      kind: 'applicationPdf',
      jobApplicationId,
    });
    return sendGeneratedPdf(reply, bytes, {
      disposition: 'inline',
      fileName: `${candidateName(form)} - application form.pdf`,
    });
  },

  /**
   * The filled application form followed by the resume, as one PDF download, to those who
   * may see the application's details: 403 for other staff, 404 for an unknown application.
   * Recorded in the candidate's access log.
   */
  async getMergedApplicationPdf(request, reply) {
    const userId = userIdOf(request);
    const { jobApplicationId } = request.params;
    const { db } = request.server;
    const application = await requireApplicationForPdf(
      db,
      { userId, language: requestLanguage(request) },
      jobApplicationId,
    );
    const bytes = await buildMergedApplicationPdf(application, {
      storage: request.server.files,
      pdfWorkers: request.server.pdfWorkers,
      log: request.log,
    });
    await recordAccess(db, {
      userId,
      apiTokenId: request.user?.apiToken?.id,
      recruiteeId: application.recruiteeId,
      kind: 'mergedPdf',
      jobApplicationId,
    });
    return sendGeneratedPdf(reply, bytes, {
      disposition: 'attachment',
      fileName: `${candidateName(application.form)} - application.pdf`,
    });
  },

  /**
   * A candidate's photo, to every signed-in staff member (it is part of the basics); hiring
   * managers and interviewers: 403 for a candidate outside their recruitments.
   */
  async getRecruiteePhoto(request, reply) {
    await requireRecruiteeVisible(
      request.server.db,
      signedInUser(request),
      request.params.recruiteeId,
    );
    const photo = await selectRecruiteePhoto(request.server.db, request.params.recruiteeId);
    if (!photo) throw notFound(`no photo of recruitee ${request.params.recruiteeId}`);
    return sendStoredFile(request, reply, photo);
  },

  /** A candidate's photo by its file identifier; any other file is 404. */
  async getAvatarByFileIdentifier(request, reply) {
    const photo = await selectPhotoFile(request.server.db, request.params.fileIdentifier);
    if (!photo) throw notFound(`no photo file ${request.params.fileIdentifier}`);
    // Hiring managers and interviewers see the photos of their recruitments' candidates only.
    await requireRecruiteeVisible(request.server.db, signedInUser(request), photo.recruiteeId);
    return sendStoredFile(request, reply, photo);
  },
} satisfies FeatureHandlers;
