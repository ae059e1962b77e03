import path from 'node:path';

/**
 * Where the sign-in test saves the demo recruiter's cookies for the signed-in tests: in the
 * run's temporary directory, which playwright.config.ts creates and removes.
 */
export function recruiterStorageState(): string {
  const runDir = process.env.ATS_E2E_RUN_DIR;
  if (!runDir) throw new Error('ATS_E2E_RUN_DIR is set by playwright.config.ts');
  return path.join(runDir, 'recruiter-storage-state.json');
}
