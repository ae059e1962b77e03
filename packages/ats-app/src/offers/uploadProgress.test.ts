import { describe, expect, test } from 'vitest';
import { filesInPartOrder, filesUploadProgress } from './uploadProgress.ts';

const resume = { name: 'cv.pdf', size: 1000 };
const photo = { name: 'me.png', size: 500 };

describe('filesUploadProgress', () => {
  test('counts the JSON part and the framing first, then fills the files in order', () => {
    // 1,500 bytes of files in a 1,700-byte body: the first 200 bytes are not files.
    expect(filesUploadProgress([resume, photo], 100, 1700)).toEqual([
      { fileName: 'cv.pdf', loadedBytes: 0, totalBytes: 1000 },
      { fileName: 'me.png', loadedBytes: 0, totalBytes: 500 },
    ]);
    expect(filesUploadProgress([resume, photo], 700, 1700)).toEqual([
      { fileName: 'cv.pdf', loadedBytes: 500, totalBytes: 1000 },
      { fileName: 'me.png', loadedBytes: 0, totalBytes: 500 },
    ]);
    expect(filesUploadProgress([resume, photo], 1450, 1700)).toEqual([
      { fileName: 'cv.pdf', loadedBytes: 1000, totalBytes: 1000 },
      { fileName: 'me.png', loadedBytes: 250, totalBytes: 500 },
    ]);
  });

  test('shows every file complete once the whole body was sent', () => {
    expect(filesUploadProgress([resume, photo], 1700, 1700)).toEqual([
      { fileName: 'cv.pdf', loadedBytes: 1000, totalBytes: 1000 },
      { fileName: 'me.png', loadedBytes: 500, totalBytes: 500 },
    ]);
  });

  test('without a known total, counts every sent byte as file bytes, never beyond the files', () => {
    expect(filesUploadProgress([resume, photo], 1200, null).map((f) => f.loadedBytes)).toEqual([
      1000, 200,
    ]);
    expect(filesUploadProgress([resume], 5000, null).map((f) => f.loadedBytes)).toEqual([1000]);
  });

  test('gives nothing for an application without files', () => {
    expect(filesUploadProgress([], 10, 10)).toEqual([]);
  });
});

describe('filesInPartOrder', () => {
  test('lists the files as toFormData writes their parts', () => {
    const file = (name: string, size: number) => new File(['x'.repeat(size)], name);
    const body = {
      application: { personalData: {} },
      resume: file('cv.pdf', 3),
      photo: file('me.png', 2),
      attachments: { a: file('a.txt', 1), b: file('b.txt', 4) },
    };
    expect(filesInPartOrder(body)).toEqual([
      { name: 'cv.pdf', size: 3 },
      { name: 'me.png', size: 2 },
      { name: 'a.txt', size: 1 },
      { name: 'b.txt', size: 4 },
    ]);
  });
});
