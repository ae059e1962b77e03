import { describe, expect, it } from 'vitest';
import { defaultFileRules, fileContentProblem, fileProblem } from './fileRules.ts';

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

describe('defaultFileRules (the server rules)', () => {
  const megabytes = (count: number) => count * 1024 * 1024;

  it('take a PDF resume and a JPEG, PNG or WebP photo of at most 5 MB', () => {
    expect(defaultFileRules.Resume).toEqual({
      accept: '.pdf,application/pdf',
      maxBytes: megabytes(10),
    });
    expect(defaultFileRules.Photo).toEqual({
      accept: '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp',
      maxBytes: megabytes(5),
    });
    expect(fileProblem(file('photo.svg', 'image/svg+xml'), defaultFileRules.Photo)).toBe('type');
  });

  it('take documents as a cover letter, documents and images as an attachment, 10 MB each', () => {
    expect(fileProblem(file('letter.odt', ''), defaultFileRules.CoverLetter)).toBeNull();
    expect(fileProblem(file('letter.png', 'image/png'), defaultFileRules.CoverLetter)).toBe('type');
    for (const name of ['a.pdf', 'a.doc', 'a.docx', 'a.odt', 'a.rtf', 'a.txt', 'a.jpeg', 'a.webp'])
      expect(fileProblem(file(name, ''), defaultFileRules.Attachment)).toBeNull();
    expect(fileProblem(file('a.zip', 'application/zip'), defaultFileRules.Attachment)).toBe('type');
    expect(defaultFileRules.CoverLetter.maxBytes).toBe(megabytes(10));
    expect(defaultFileRules.Attachment.maxBytes).toBe(megabytes(10));
  });
});

describe('fileContentProblem (the server check by content)', () => {
  const withContent = (name: string, content: BlobPart) => new File([content], name);
  const pdf = '%PDF-1.7\n%\u00e2\u00e3\n1 0 obj';
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

  it('refuses a text file named cv.pdf as the resume, takes a real PDF', async () => {
    const rule = defaultFileRules.Resume;
    expect(await fileContentProblem(withContent('cv.pdf', 'Just text, not a PDF'), rule)).toBe(
      'type',
    );
    expect(await fileContentProblem(withContent('cv.pdf', pdf), rule)).toBeNull();
  });

  it('refuses a PDF as the photo, takes a PNG whatever its name', async () => {
    const rule = defaultFileRules.Photo;
    expect(await fileContentProblem(withContent('photo.png', pdf), rule)).toBe('type');
    expect(await fileContentProblem(withContent('photo.jpg', png), rule)).toBeNull();
  });

  it('takes text as a cover letter only when all of it is UTF-8 without NUL', async () => {
    const rule = defaultFileRules.CoverLetter;
    expect(await fileContentProblem(withContent('letter.txt', 'Dear team, żółw'), rule)).toBeNull();
    const binary = new Uint8Array([0x61, 0x62, 0x00, 0x63]);
    expect(await fileContentProblem(withContent('letter.txt', binary), rule)).toBe('type');
  });

  it('takes any content when the rule lists no types', async () => {
    expect(await fileContentProblem(withContent('a.bin', new Uint8Array([0, 1])), {})).toBeNull();
  });
});
