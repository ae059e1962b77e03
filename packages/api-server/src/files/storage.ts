import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where file bytes live. Metadata (name, type, size) is in the `files` table; a file row's
 * `storage_key` names its bytes here. The local directory is the default; shared object
 * storage can implement the same three calls when several servers run.
 */
export interface FileStorage {
  /** Stores (or replaces) the bytes under `key`. */
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Deletes the bytes under `key`; deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
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

  return {
    async put(key, data) {
      const filePath = resolveKey(key);
      await fs.mkdir(path.dirname(filePath), { recursive: true });
      const temporary = `${filePath}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, filePath);
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
    async delete(key) {
      await fs.rm(resolveKey(key), { force: true });
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
