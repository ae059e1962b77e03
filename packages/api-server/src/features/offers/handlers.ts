import type { FeatureHandlers } from '../../contract/handler-types.ts';
import { notFound } from '../../errors.ts';
import { fingerprintOf } from '../../idempotency/fingerprint.ts';
import { requestLanguage } from '../../request-language.ts';
import { selectCurrentConsent } from '../privacy/index.ts';
import { selectOffer } from './queries.ts';
import { receiveApplication } from './receive-application.ts';
import {
  applicationByKey,
  discardStoredFiles,
  recordApplication,
  sameApplication,
} from './record-application.ts';

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
   * The files are streamed to the storage, then recordApplication writes everything in one
   * transaction. A repeated Idempotency-Key answers its application when it sends the same
   * data (its files are checked against that application's questionnaire, so a retry is
   * answered even once the recruitment has closed) and is refused (422) when it sends other
   * data. Whatever fails, the files stored for this request are deleted.
   */
  async applyForJobOffer(request) {
    const { db, files: storage } = request.server;
    const { recruitmentId } = request.params;
    const idempotencyKey = uuidOf(String(request.headers['idempotency-key']));
    const earlier = await applicationByKey(db, idempotencyKey);
    let structure = earlier?.questionnaireStructure;
    if (!structure) {
      const lookup = await selectOffer(db, recruitmentId, requestLanguage(request));
      if (!lookup?.offer) throw notFound(`recruitment ${recruitmentId} has no open offer`);
      structure = lookup.offer.questionnaire.structure;
    }
    const { application, files, fileParts } = await receiveApplication(request, storage, structure);
    // What the key is compared by: the recruitment, the application and each file's bytes.
    const fingerprint = fingerprintOf({ recruitmentId, application, files: fileParts });
    try {
      const recorded = earlier
        ? sameApplication(earlier, fingerprint)
        : await recordApplication(db, {
            recruitmentId,
            application,
            files,
            idempotencyKey,
            idempotencyFingerprint: fingerprint,
            receivedAt: new Date(),
          });
      // A retry, or another request with the same key won: its files are the application's.
      if (!recorded.created) await discardStoredFiles(storage, files);
      return { id: recorded.jobApplicationId };
    } catch (error) {
      await discardStoredFiles(storage, files);
      throw error;
    }
  },
} satisfies FeatureHandlers;
