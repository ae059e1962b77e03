import { PassThrough, type Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { FileStorage } from '../files/index.ts';
import type { PersonalDataExport } from './export-document.ts';

/** The JSON document's name inside the archive. */
export const documentName = 'personal-data.json';

/**
 * The export as a ZIP stream: every file's bytes under `files/` (stored as they are: resumes,
 * photos and office documents are compressed already), then `personal-data.json` (deflated),
 * which lists each file with its path in the archive, or null when its bytes were missing.
 * A file is read from the storage only as fast as the client takes the archive, so an export
 * never holds more than a few chunks in memory. A failure (storage, client gone) destroys the
 * stream, which ends the response.
 */
export function streamPersonalDataArchive(
  data: PersonalDataExport,
  storage: FileStorage,
  log: FastifyBaseLogger,
): Readable {
  const output = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      output.destroy(error);
      return;
    }
    output.write(chunk);
    if (final) output.end();
  });

  const write = async () => {
    for (const file of data.files) {
      const stored = await storage.getStream(file.storageKey);
      if (!stored) {
        log.warn({ fileId: file.id, storageKey: file.storageKey }, 'file row without bytes');
        continue;
      }
      const entry = new ZipPassThrough(file.plannedPath);
      entry.mtime = file.createdAt;
      zip.add(entry);
      for await (const chunk of stored.stream) {
        entry.push(chunk as Buffer);
        await drained(output);
      }
      entry.push(new Uint8Array(0), true);
      file.archivePath = file.plannedPath;
    }
    const document = {
      ...data.document,
      files: data.files.map(({ storageKey: _key, plannedPath: _path, ...file }) => file),
    };
    const json = new ZipDeflate(documentName, { level: 6 });
    json.mtime = data.document.exportedAt;
    zip.add(json);
    json.push(strToU8(JSON.stringify(document, null, 2)), true);
    zip.end();
  };
  write().catch((error: unknown) => {
    zip.terminate();
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}

/** Resolves once the stream wants more (at once when it does); rejects when it was closed. */
function drained(output: PassThrough): Promise<void> {
  if (output.destroyed) return Promise.reject(new Error('the archive stream was closed'));
  if (!output.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const settle = () => {
      output.off('drain', settle);
      output.off('close', settle);
      if (output.destroyed) reject(new Error('the archive stream was closed'));
      else resolve();
    };
    output.on('drain', settle);
    output.on('close', settle);
  });
}
