import type { FastifyRequest } from 'fastify';
import type { FeatureHandlers } from '../../contract/handler-types.ts';
import { unauthorized } from '../../errors.ts';
import { requireApplicationForPdf } from '../../pdf/application-for-pdf.ts';
import { candidateName } from '../../pdf/filled-questionnaire.ts';
import { sendGeneratedPdf } from '../../pdf/send-pdf.ts';
import { recordAccess } from '../../privacy/access-log.ts';
import { requestLanguage } from '../../request-language.ts';

/** The registrar already answers 401 without a session; this narrows the type. */
function userIdOf(request: FastifyRequest): string {
  if (!request.user) throw unauthorized('application forms need a session');
  return request.user.id;
}

export const handlers = {
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
    await recordAccess(db, { userId, recruiteeId, kind: 'applicationPdf', jobApplicationId });
    return sendGeneratedPdf(reply, bytes, {
      disposition: 'inline',
      fileName: `${candidateName(form)} - application form.pdf`,
    });
  },
} satisfies FeatureHandlers;
