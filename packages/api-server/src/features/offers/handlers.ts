import type { FeatureHandlers } from '../../contract/handler-types.ts';
import { notFound } from '../../errors.ts';
import { selectCurrentConsent } from '../../privacy/consent.ts';
import { requestLanguage } from '../../request-language.ts';
import { selectOffer } from './queries.ts';
import { receiveApplication } from './receive-application.ts';
import { applicationByKey, discardStoredFiles, recordApplication } from './record-application.ts';

/** A UUID as PostgreSQL takes it (the format check also lets `urn:uuid:` through). */
function uuidOf(value: string): string {
  return value.replace(/^urn:uuid:/i, '').toLowerCase();
}

export const handlers = {
  /**
   * The offer of an open recruitment with the consent version in effect; 404 for drafts,
   * pending, closed and unknown ones.
   */
  async getJobOffer(request) {
    const { recruitmentId } = request.params;
    const { db } = request.server;
    const language = requestLanguage(request);
    const [lookup, consent] = await Promise.all([
      selectOffer(db, recruitmentId, language),
      selectCurrentConsent(db, language),
    ]);
    if (!lookup?.offer) throw notFound(`recruitment ${recruitmentId} has no open offer`);
    return { ...lookup.offer, consent };
  },

  /**
   * A repeated Idempotency-Key answers its application before any byte is read; otherwise
   * the files are streamed to the storage, then recordApplication writes everything in one
   * transaction. Whatever fails, the files stored for this request are deleted.
   */
  async applyForJobOffer(request) {
    const { db, files: storage } = request.server;
    const { recruitmentId } = request.params;
    const idempotencyKey = uuidOf(String(request.headers['idempotency-key']));
    const earlier = await applicationByKey(db, idempotencyKey);
    if (earlier) return { id: earlier.jobApplicationId };

    const lookup = await selectOffer(db, recruitmentId, requestLanguage(request));
    if (!lookup?.offer) throw notFound(`recruitment ${recruitmentId} has no open offer`);
    const { application, files } = await receiveApplication(request, storage, lookup.offer);
    try {
      const recorded = await recordApplication(db, {
        recruitmentId,
        application,
        files,
        idempotencyKey,
        receivedAt: new Date(),
      });
      // Another request with the same key won: its files are the application's.
      if (!recorded.created) await discardStoredFiles(storage, files);
      return { id: recorded.jobApplicationId };
    } catch (error) {
      await discardStoredFiles(storage, files);
      throw error;
    }
  },
} satisfies FeatureHandlers;
