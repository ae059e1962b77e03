import { requireRecruitmentVisible } from '../../access/application-access.ts';
import { signedInUser, userIdOf } from '../../auth/signed-in-user.ts';
import type { FeatureHandlers } from '../../contract/handler-types.ts';
import { contentDisposition } from '../files/index.ts';
import { deleteImportFiles } from './import-files.ts';
import {
  cancelImport,
  deleteImport,
  insertImport,
  selectImport,
  selectImportPage,
  selectImportRowPage,
  startImport,
  updateImportSettings,
} from './queries.ts';
import { reportFileName, reportStream } from './report.ts';
import { receiveImportUpload } from './upload.ts';

/*
 * Who may import (importCandidates: Administrator, Recruiter) sees every import: the imports
 * are the team's, as the recruitments those roles see are.
 */
export const handlers = {
  async listCandidateImports(request) {
    const { page = 1, pageSize = 20 } = request.query;
    return selectImportPage(request.server.db, { page, pageSize });
  },
  async uploadCandidateImport(request, reply) {
    let upload: Awaited<ReturnType<typeof receiveImportUpload>>;
    try {
      upload = await receiveImportUpload(request, request.server.files);
    } catch (error) {
      // A refused upload (over 20 MB, say) is not read to its end: the client stops sending.
      reply.header('connection', 'close');
      throw error;
    }
    try {
      const created = await insertImport(request.server.db, userIdOf(request), upload);
      return reply.code(201).send(created);
    } catch (error) {
      await deleteImportFiles(request.server.files, upload.id, upload);
      throw error;
    }
  },
  async getCandidateImport(request) {
    return selectImport(request.server.db, request.params.id);
  },
  async setCandidateImportSettings(request) {
    const user = signedInUser(request);
    await requireRecruitmentVisible(request.server.db, user, request.body.recruitmentId);
    const updated = await updateImportSettings(request.server.db, request.params.id, request.body);
    request.server.importWorker.poke();
    return updated;
  },
  async discardCandidateImport(request, reply) {
    const files = await deleteImport(request.server.db, request.params.id);
    await deleteImportFiles(request.server.files, request.params.id, files);
    return reply.code(204).send();
  },
  async listCandidateImportRows(request) {
    const { page = 1, pageSize = 20, withProblems = false } = request.query;
    return selectImportRowPage(request.server.db, request.params.id, {
      withProblems,
      page,
      pageSize,
    });
  },
  async startCandidateImport(request) {
    const started = await startImport(request.server.db, request.params.id);
    request.server.importWorker.poke();
    return started;
  },
  async cancelCandidateImport(request) {
    return cancelImport(request.server.db, request.params.id);
  },
  async getCandidateImportReport(request, reply) {
    const name = await reportFileName(request.server.db, request.params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', name))
      .send(reportStream(request.server.db, request.params.id));
  },
} satisfies FeatureHandlers;
