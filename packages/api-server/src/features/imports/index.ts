// The imports feature's public surface: the background work (src/jobs/import-job.ts) and the
// deletion of an import's files (src/jobs/import-cleanup.ts). Never handlers.
export { deleteImportFiles } from './import-files.ts';
export { runImportRound, runImportsUntilIdle } from './work.ts';
