// The privacy feature's public surface: the access log, the consent wording, and the
// retention rule, erasure and file deletion that the daily retention job runs. Never handlers.
export { recordAccess, recordListExport } from './access-log.ts';
export {
  futureOpeningsConsentUntil,
  requireCurrentConsentVersion,
  selectCurrentConsent,
} from './consent.ts';
export { deleteStoredFiles } from './delete-stored-files.ts';
export { type ErasureResult, erasePersonalData } from './erase.ts';
export { registerOrphanedFileSweep } from './orphaned-files.ts';
export { lockDueForRetention } from './retention-rule.ts';
