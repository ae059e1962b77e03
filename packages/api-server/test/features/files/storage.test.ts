import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from '../../../src/features/files/storage.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ats-files-'));
const outside = path.join(path.dirname(root), `${path.basename(root)}-outside.txt`);
afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(outside, { force: true });
});

describe('local file storage', () => {
  const storage = createLocalFileStorage(path.join(root, 'files'));

  it('stores, reads, replaces and deletes bytes', async () => {
    expect(await storage.get('resumes/missing.pdf')).toBeNull();
    await storage.put('resumes/a1.pdf', Buffer.from('first'));
    await storage.put('resumes/a1.pdf', Buffer.from('second'));
    expect((await storage.get('resumes/a1.pdf'))?.toString()).toBe('second');
    await storage.delete('resumes/a1.pdf');
    await storage.delete('resumes/a1.pdf');
    expect(await storage.get('resumes/a1.pdf')).toBeNull();
  });

  it('stores a stream through a temporary file, and leaves nothing when the stream fails', async () => {
    const chunks = ['first ', 'second ', 'third'].map((chunk) => Buffer.from(chunk));
    await storage.putStream('applications/s1', Readable.from(chunks));
    expect((await storage.get('applications/s1'))?.toString()).toBe('first second third');

    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('upload cut'));
      },
    });
    await expect(storage.putStream('applications/s2', failing)).rejects.toThrow('upload cut');
    expect(await storage.get('applications/s2')).toBeNull();
    expect(fs.readdirSync(path.join(root, 'files', 'applications'))).toEqual(['s1']);
    await storage.delete('applications/s1');
  });

  it.each([
    '',
    '..',
    '.',
    '../x',
    `../${path.basename(outside)}`,
    'a/../../x',
    'a/./b',
    'a//b',
    '/etc/passwd',
    'a\\..\\b',
    '.hidden',
    'a/',
    'x'.repeat(513),
  ])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid file storage key');
    await expect(storage.get(key)).rejects.toThrow('Invalid file storage key');
    await expect(storage.delete(key)).rejects.toThrow('Invalid file storage key');
    expect(fs.existsSync(outside)).toBe(false);
  });
});
