import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  applicationFilePart,
  applicationFileRules,
  applicationFileTypes,
} from './applicationFiles.ts';

describe('application file rules', () => {
  it('take a PDF resume and a JPEG, PNG or WebP photo, never SVG', () => {
    expect(applicationFileRules.Resume.types).toEqual(['pdf']);
    expect(applicationFileRules.Photo.types).toEqual(['jpeg', 'png', 'webp']);
    const photoTypes = applicationFileRules.Photo.types.map(
      (name) => applicationFileTypes[name].mediaType,
    );
    expect(photoTypes).not.toContain('image/svg+xml');
  });

  it('limit the photo to 5 MB and every other file to 10 MB', () => {
    expect(applicationFileRules.Photo.maxBytes).toBe(5 * 1024 * 1024);
    for (const kind of ['Resume', 'CoverLetter', 'Attachment'] as const) {
      expect(applicationFileRules[kind].maxBytes).toBe(10 * 1024 * 1024);
    }
  });

  it('give file inputs an accept attribute of extensions and media types', () => {
    expect(acceptAttribute('Resume')).toBe('.pdf,application/pdf');
    expect(acceptAttribute('Photo')).toBe('.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp');
  });

  it('name the apply call part of each file: one per kind, one per attachment question', () => {
    expect(applicationFilePart('Resume', null)).toBe('resume');
    expect(applicationFilePart('Photo', null)).toBe('photo');
    expect(applicationFilePart('CoverLetter', null)).toBe('coverLetter');
    expect(applicationFilePart('Attachment', 'q-1')).toBe('attachments[q-1]');
  });
});
