import { RecruitmentStatus } from '@ats/api-sdk';
import { describe, expect, test } from 'vitest';
import { recruitmentActions, recruitmentHref, writableBy } from './recruitmentActions.ts';

const { Draft: draft, Pending: pending, Open: open, Closed: closed } = RecruitmentStatus;
const id = '3f1c2b8e-5d4a-4c3b-9a2e-1f0e9d8c7b6a';

describe('recruitmentHref', () => {
  test('opens a draft in the edit form (spec part 2 §2.1)', () => {
    expect(recruitmentHref({ id, status: draft })).toBe(`/recruitments/${id}/edit`);
  });

  test.each([pending, open, closed])('opens status %i in the details', (status) => {
    expect(recruitmentHref({ id, status })).toBe(`/recruitments/${id}`);
  });

  test('opens a draft in the details for a role that may not manage recruitments', () => {
    expect(recruitmentHref({ id, status: draft }, false)).toBe(`/recruitments/${id}`);
  });
});

describe('writableBy (issue 27)', () => {
  test('keeps the server’s canEdit for a role that manages recruitments', () => {
    expect(writableBy({ id, status: open, canEdit: true }, true).canEdit).toBe(true);
    expect(writableBy({ id, status: open, canEdit: false }, true).canEdit).toBe(false);
  });

  test('makes its staff readers only when the role may not manage recruitments', () => {
    const recruitment = writableBy({ id, status: draft, canEdit: true }, false);
    expect(recruitment.canEdit).toBe(false);
    expect(recruitmentActions(recruitment)).toEqual([]);
  });
});

describe('recruitmentActions', () => {
  // Spec part 2 §2.1, §4: Edit (draft, pending, open), Delete (draft, pending).
  test.each([
    [draft, ['edit', 'delete']],
    [pending, ['edit', 'delete']],
    [open, ['edit']],
    [closed, []],
  ])('offers status %i to those who may write it: %j', (status, actions) => {
    expect(recruitmentActions({ id, status, canEdit: true })).toEqual(actions);
  });

  test.each([draft, pending, open, closed])(
    'offers nothing in status %i to staff who may only read it',
    (status) => {
      expect(recruitmentActions({ id, status, canEdit: false })).toEqual([]);
    },
  );
});
