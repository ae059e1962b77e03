import { describe, expect, it } from 'vitest';
import { defaultFileRules, fileProblem } from './fileRules.ts';

const file = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type });

describe('fileProblem', () => {
  it('accepts by extension, whatever the reported type', () => {
    expect(fileProblem(file('CV.PDF', ''), defaultFileRules.Resume)).toBeNull();
    expect(fileProblem(file('cv.docx', 'application/pdf'), { accept: '.pdf' })).toBe('type');
  });

  it('accepts by exact and wildcard MIME types', () => {
    expect(fileProblem(file('photo', 'image/png'), defaultFileRules.Photo)).toBeNull();
    expect(fileProblem(file('photo.gif', 'image/gif'), defaultFileRules.Photo)).toBe('type');
    expect(fileProblem(file('photo.gif', 'image/gif'), { accept: 'image/*' })).toBeNull();
  });

  it('takes any file when nothing is listed, up to the size limit', () => {
    expect(fileProblem(file('any.bin', 'application/octet-stream'), {})).toBeNull();
    expect(fileProblem(file('a.zip', 'application/zip', 11), { maxBytes: 10 })).toBe('size');
    expect(fileProblem(file('a.zip', 'application/zip', 10), { maxBytes: 10 })).toBeNull();
  });
});
