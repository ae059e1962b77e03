import { requirePersonalDataAccess } from '../../access/personal-data-access.ts';
import { userIdOf } from '../../auth/signed-in-user.ts';
import type { FeatureHandlers } from '../../contract/handler-types.ts';
import { forbidden, notFound } from '../../errors.ts';
import { requestLanguage } from '../../request-language.ts';
import { contentDisposition } from '../files/index.ts';
import { recordAccess } from './access-log.ts';
import { selectAccessLogAccess, selectAccessLogPage } from './access-log-page.ts';
import { streamPersonalDataArchive } from './archive.ts';
import { deleteStoredFiles } from './delete-stored-files.ts';
import { erasePersonalData } from './erase.ts';
import { selectPersonalDataExport } from './export-document.ts';
import { countDueForRetention } from './retention-rule.ts';
import { selectRetentionSettings, updateRetentionSettings } from './retention-settings.ts';
import { selectPersonalDataSummary } from './summary.ts';

export const handlers = {
  /** The retention rule and its last run, to every signed-in staff member (as other settings). */
  async getRetentionSettings(request) {
    userIdOf(request);
    return selectRetentionSettings(request.server.db);
  },

  /** Turns the rule on or off and sets its period; the daily job reads it at its next run. */
  async editRetentionSettings(request) {
    return updateRetentionSettings(request.server.db, userIdOf(request), request.body);
  },

  /** How many candidates the rule with this period would anonymise now; changes nothing. */
  async getRetentionDryRun(request) {
    userIdOf(request);
    const { monthsWithoutApplication } = request.query;
    return {
      monthsWithoutApplication,
      candidatesCount: await countDueForRetention(request.server.db, monthsWithoutApplication),
    };
  },

  /**
   * The candidate's access log, newest first, to the staff of a recruitment they applied to:
   * 404 for an unknown candidate, 403 for other staff.
   */
  async listRecruiteeAccessLog(request) {
    const userId = userIdOf(request);
    const { recruiteeId } = request.params;
    const { pageNumber = 1, pageSize = 20 } = request.query;
    const { db } = request.server;
    const access = await selectAccessLogAccess(db, userId, recruiteeId);
    if (!access.known) throw notFound(`no recruitee ${recruiteeId}`);
    if (!access.allowed) {
      throw forbidden(`user ${userId} may not see the access log of recruitee ${recruiteeId}`);
    }
    return selectAccessLogPage(db, { userId, recruiteeId, pageNumber, pageSize });
  },

  // A candidate's personal data (GDPR): what erasure would remove, the export archive and the
  // erasure, for staff who may see at least one of the candidate's recruitments in full
  // (src/access/personal-data-access.ts): 404 for an unknown candidate, 403 for other staff.
  async getPersonalDataSummary(request) {
    const userId = userIdOf(request);
    const { recruiteeId } = request.params;
    const { db } = request.server;
    await requirePersonalDataAccess(db, userId, recruiteeId);
    return selectPersonalDataSummary(db, recruiteeId);
  },

  /**
   * Reads everything and records the export in the access log in one transaction (repeatable
   * read, so the parts agree), then streams the archive: files are read as the client takes
   * them, after the commit.
   */
  async exportPersonalData(request, reply) {
    const userId = userIdOf(request);
    const { recruiteeId } = request.params;
    const data = await request.server.db.transaction(
      async (tx) => {
        await requirePersonalDataAccess(tx, userId, recruiteeId);
        // Recorded first, so the document's access log lists this export too.
        await recordAccess(tx, {
          userId,
          apiTokenId: request.user?.apiToken?.id,
          recruiteeId,
          kind: 'export',
        });
        return selectPersonalDataExport(tx, recruiteeId, requestLanguage(request));
      },
      { isolationLevel: 'repeatable read' },
    );
    const { firstName, lastName } = data.document.candidate as {
      firstName: string;
      lastName: string;
    };
    return reply
      .type('application/zip')
      .header(
        'content-disposition',
        contentDisposition('attachment', `${firstName} ${lastName} - personal data.zip`),
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .code(200)
      .send(streamPersonalDataArchive(data, request.server.files, request.log));
  },

  /**
   * Erases in one transaction, then deletes the files' bytes (retried in the background when
   * the storage fails; see delete-stored-files.ts) and the development mail capture's copies of
   * the candidate's mail. 204 once the rows are committed.
   */
  async erasePersonalData(request, reply) {
    const userId = userIdOf(request);
    const { recruiteeId } = request.params;
    const { db, files, mailCapture } = request.server;
    const { fileKeys, sentMail } = await db.transaction(async (tx) => {
      await requirePersonalDataAccess(tx, userId, recruiteeId);
      return erasePersonalData(tx, recruiteeId);
    });
    request.log.info(
      { recruiteeId, userId, fileCount: fileKeys.length },
      'erased the personal data of a candidate',
    );
    await deleteStoredFiles(files, fileKeys, request.log);
    mailCapture?.forget(sentMail);
    // The old row versions stay in the embedded database's files until they are rewritten.
    request.server.erasedDataScrub.request();
    return reply.code(204).send();
  },
} satisfies FeatureHandlers;
