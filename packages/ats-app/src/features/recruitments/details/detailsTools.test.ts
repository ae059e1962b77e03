import { RecruitmentStatus } from '@ats/api-sdk';
import { describe, expect, test } from 'vitest';
import { detailsTools, shareableOfferUrl, statusChoices } from './detailsTools.ts';

const { Draft: draft, Pending: pending, Open: open, Closed: closed } = RecruitmentStatus;
const id = '3f1c2b8e-5d4a-4c3b-9a2e-1f0e9d8c7b6a';
const offerUrl = `http://localhost:3000/offers/${id}`;

describe('detailsTools', () => {
  // Spec part 2 §2.4: draft or pending a menu with Edit and Delete; open an edit link only;
  // closed none.
  test.each([
    [draft, { kind: 'menu', actions: ['edit', 'delete'] }],
    [pending, { kind: 'menu', actions: ['edit', 'delete'] }],
    [open, { kind: 'editLink' }],
    [closed, { kind: 'none' }],
  ])('status %i shows %j to those who may write it', (status, tools) => {
    expect(detailsTools({ id, status, canEdit: true })).toEqual(tools);
  });

  test.each([draft, pending, open, closed])(
    'status %i shows nothing to staff who may only read it',
    (status) => {
      expect(detailsTools({ id, status, canEdit: false })).toEqual({ kind: 'none' });
    },
  );
});

describe('shareableOfferUrl', () => {
  test('is the offer URL while the recruitment is open', () => {
    expect(shareableOfferUrl({ status: open, jobOfferUrl: offerUrl })).toBe(offerUrl);
  });

  test('is null while open without a URL', () => {
    expect(shareableOfferUrl({ status: open, jobOfferUrl: null })).toBeNull();
    expect(shareableOfferUrl({ status: open, jobOfferUrl: '' })).toBeNull();
  });

  test.each([draft, pending, closed])('is null in status %i, even with a URL', (status) => {
    expect(shareableOfferUrl({ status, jobOfferUrl: offerUrl })).toBeNull();
  });
});

describe('statusChoices', () => {
  test('offers the current status first, then the next ones in the server order', () => {
    expect(statusChoices(pending, [draft, open, closed])).toEqual([pending, draft, open, closed]);
  });

  test('offers only the current status when nothing may follow', () => {
    expect(statusChoices(draft, [])).toEqual([draft]);
  });

  test('never offers a status twice', () => {
    expect(statusChoices(closed, [closed, open, open])).toEqual([closed, open]);
  });
});
