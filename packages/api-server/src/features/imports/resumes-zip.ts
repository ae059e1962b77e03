import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream';
import { applicationFileRules } from '@ats/domain';
import yauzl from 'yauzl';
import { badRequest } from '../../errors.ts';
import type { FileStorage } from '../files/index.ts';
import { byteLimit } from './csv.ts';

/** The contract's limits of the resumes' zip. */
export const maxZipBytes = 1024 * 1024 * 1024;
export const maxZipEntries = 10_000;
/** The most bytes taken out of one zip in all (a zip bomb stops here). */
export const maxZipUncompressedBytes = 2 * 1024 * 1024 * 1024;

/** A resume's name as rows name it: no folders, lower case (file names match in any case). */
export function resumeNameKey(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  return base.trim().toLowerCase();
}

/** Where a resume taken out of an import's zip waits for the run. */
export function resumeStorageKey(importId: string, nameKey: string): string {
  return `imports/${importId}/resumes/${createHash('sha256').update(nameKey).digest('hex')}`;
}

/**
 * Takes the resumes out of a zip (on local disk at `zipPath`) into the storage, one by one as
 * streams: every entry's name is reduced to its file name (never used as a path: the storage
 * key is a hash of it), directories and the Mac's `__MACOSX` and dot files are passed over,
 * entries over the resume size or encrypted are listed as refused without being read, and the
 * sizes the entries declare are checked while reading (yauzl) and bounded in all. Over 10,000
 * entries, or a zip yauzl cannot read (a name with `..` or an absolute path among them): 400
 * (field `resumes`). Answers the names found (true) or refused (false); on failure the
 * resumes stored so far are deleted.
 */
export async function extractResumes(
  storage: FileStorage,
  importId: string,
  zipPath: string,
): Promise<Record<string, boolean>> {
  const maxResumeBytes = applicationFileRules.Resume.maxBytes;
  const names: Record<string, boolean> = {};
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(zipPath, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: true,
    });
  } catch (error) {
    throw badRequest(`the resumes are not a zip: ${(error as Error).message}`, 'resumes');
  }
  const stored: string[] = [];
  try {
    if (zip.entryCount > maxZipEntries) {
      throw badRequest(`the zip has over ${maxZipEntries} entries`, 'resumes');
    }
    let total = 0;
    for await (const entry of entriesOf(zip)) {
      if (entry.fileName.endsWith('/')) continue;
      const name = resumeNameKey(entry.fileName);
      if (name === '' || name.startsWith('.') || entry.fileName.startsWith('__MACOSX/')) continue;
      if (Object.hasOwn(names, name)) continue;
      if (entry.isEncrypted() || entry.uncompressedSize > maxResumeBytes) {
        names[name] = false;
        continue;
      }
      total += entry.uncompressedSize;
      if (total > maxZipUncompressedBytes) {
        throw badRequest('the zip holds too many bytes', 'resumes');
      }
      const key = resumeStorageKey(importId, name);
      const stream = await zip.openReadStreamPromise(entry);
      stored.push(key);
      await storage.putStream(
        key,
        pipeline(stream, byteLimit(maxResumeBytes, 'resumes', 'a resume'), () => {}),
      );
      names[name] = true;
    }
    return names;
  } catch (error) {
    await Promise.all(stored.map((key) => storage.delete(key)));
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw badRequest(`the zip could not be read: ${(error as Error).message}`, 'resumes');
  } finally {
    zip.close();
  }
}

/** The zip's entries one at a time (lazyEntries: the next is read when asked for). */
async function* entriesOf(zip: yauzl.ZipFile): AsyncGenerator<yauzl.Entry> {
  for (;;) {
    const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
      const onEntry = (next: yauzl.Entry) => {
        cleanup();
        resolve(next);
      };
      const onEnd = () => {
        cleanup();
        resolve(null);
      };
      const onError = (error: Error) => {
        cleanup();
        reject(error);
      };
      const cleanup = () => {
        zip.off('entry', onEntry);
        zip.off('end', onEnd);
        zip.off('error', onError);
      };
      zip.on('entry', onEntry);
      zip.on('end', onEnd);
      zip.on('error', onError);
      zip.readEntry();
    });
    if (!entry) return;
    yield entry;
  }
}
