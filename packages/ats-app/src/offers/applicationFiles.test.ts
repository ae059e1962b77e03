import { applicationFileRules } from '@ats/domain';
import { describe, expect, test } from 'vitest';
import { applicationFormFileRules, fileTypeNames } from './applicationFiles.ts';

describe('application files', () => {
  test('the form takes what the server takes: its types and sizes', () => {
    expect(applicationFormFileRules.Resume).toEqual({
      accept: '.pdf,application/pdf',
      maxBytes: applicationFileRules.Resume.maxBytes,
    });
    expect(applicationFormFileRules.Photo.maxBytes).toBe(applicationFileRules.Photo.maxBytes);
    expect(applicationFormFileRules.Attachment.accept).toContain('.docx');
  });

  test('names the types as a reader knows them', () => {
    expect(fileTypeNames('Resume')).toEqual(['PDF']);
    expect(fileTypeNames('Photo')).toEqual(['JPG', 'PNG', 'WEBP']);
  });
});
