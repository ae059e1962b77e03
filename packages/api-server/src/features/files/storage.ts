import { randomBytes } from 'node:crypto';
import { createWriteStream, type Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where file bytes live. Metadata (name, type, size) is in the `files` table; a file row's
 * `storage_key` names its bytes here. The local directory is the default; shared object
 * storage can implement the same calls when several servers run.
 */
export interface FileStorage {
  /** Stores (or replaces) the bytes under `key`. */
  put(key: string, data: Buffer): Promise<void>;
  /**
   * Stores the bytes a stream yields under `key`, never holding them whole in memory. When
   * the stream fails (e.g. a size limit destroys it), nothing is left under `key` and the
   * stream's error is thrown.
   */
  putStream(key: string, source: Readable): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** The bytes under `key` as a stream with their length, or null when there are none. */
  getStream(key: string): Promise<StoredBytes | null>;
  /** Deletes the bytes under `key`; deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every key stored, with when its bytes were written (for the orphan sweep). */
  list(): AsyncIterable<StoredKey>;
}

/** A key in the storage and when its bytes were last written. */
export interface StoredKey {
  key: string;
  modifiedAt: Date;
}

/** Bytes read from the storage as a stream (served without holding the file in memory). */
export interface StoredBytes {
  stream: Readable;
  sizeBytes: number;
}

/**
 * Keys are one or more segments of letters, digits, '-', '_' and '.' separated by '/'
 * (e.g. 'resumes/2f1c....pdf'); no empty, '.' or '..' segments, no leading '/', at most
 * 512 characters. Anything else could reach outside the storage root.
 */
const keySegment = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function assertValidStorageKey(key: string): void {
  const segments = key.split('/');
  const valid =
    key.length > 0 &&
    key.length <= 512 &&
    segments.every((segment) => segment !== '..' && keySegment.test(segment));
  if (!valid) throw new Error(`Invalid file storage key: ${JSON.stringify(key)}`);
}

/** Files under `rootDir` (created on first write); writes go through a temporary file. */
export function createLocalFileStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);

  const resolveKey = (key: string): string => {
    assertValidStorageKey(key);
    const filePath = path.resolve(root, ...key.split('/'));
    // Belt and braces: the pattern above already rules out escaping the root.
    if (!filePath.startsWith(`${root}${path.sep}`)) {
      throw new Error(`Invalid file storage key: ${JSON.stringify(key)}`);
    }
    return filePath;
  };

  /** Writes through a temporary file renamed at the end, so a reader never sees half a file. */
  const writeAtomically = async (key: string, write: (temporary: string) => Promise<void>) => {
    const filePath = resolveKey(key);
    await fs.mkdir(path.dirname(filePath), { recursive: true });
    const temporary = `${filePath}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await write(temporary);
      await fs.rename(temporary, filePath);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  };

  return {
    put(key, data) {
      return writeAtomically(key, (temporary) => fs.writeFile(temporary, data));
    },
    putStream(key, source) {
      return writeAtomically(key, (temporary) =>
        pipeline(source, createWriteStream(temporary, { flags: 'wx' })),
      );
    },
    async get(key) {
      const filePath = resolveKey(key);
      try {
        return await fs.readFile(filePath);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async getStream(key) {
      const filePath = resolveKey(key);
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(filePath, 'r');
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        // The stream closes the handle when it ends, fails or is destroyed.
        return { stream: handle.createReadStream(), sizeBytes: stats.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(resolveKey(key), { force: true });
    },
    async *list() {
      let entries: Dirent[];
      try {
        entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isNotFound(error)) return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const filePath = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, filePath).split(path.sep).join('/');
        try {
          const stats = await fs.stat(filePath);
          yield { key, modifiedAt: stats.mtime };
        } catch (error) {
          // Deleted since the directory was read.
          if (!isNotFound(error)) throw error;
        }
      }
    },
  };
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    (error.code === 'ENOENT' || error.code === 'ENOTDIR' || error.code === 'EISDIR')
  );
}
