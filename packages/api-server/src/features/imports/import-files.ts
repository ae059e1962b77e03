import type { FileStorage } from '../files/index.ts';
import { resumeStorageKey } from './resumes-zip.ts';

/**
 * Deletes an import's uploaded files: the CSV and the resumes taken out of its zip (those
 * not copied to a candidate; copies are files of their own). Deleting a missing key is no
 * error, so it is safe to run twice.
 */
export async function deleteImportFiles(
  storage: FileStorage,
  importId: string,
  files: { csvStorageKey: string | null; resumeNames: Record<string, boolean> | null },
): Promise<void> {
  const keys = Object.entries(files.resumeNames ?? {})
    .filter(([, taken]) => taken)
    .map(([name]) => resumeStorageKey(importId, name));
  if (files.csvStorageKey) keys.push(files.csvStorageKey);
  for (let start = 0; start < keys.length; start += 100) {
    await Promise.all(keys.slice(start, start + 100).map((key) => storage.delete(key)));
  }
}
