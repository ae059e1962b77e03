import { describe, expect, it } from 'vitest';
import { rowsOfPages } from './rowsOfPages.ts';

describe('rowsOfPages', () => {
  it('joins the pages in order, each row once, the first seen kept', () => {
    const pages = [
      {
        result: [
          { id: 'a', name: 'first' },
          { id: 'b', name: 'first' },
        ],
      },
      // A row written meanwhile shifted the list: "b" comes again.
      {
        result: [
          { id: 'b', name: 'again' },
          { id: 'c', name: 'first' },
        ],
      },
    ];
    expect(rowsOfPages(pages)).toEqual([
      { id: 'a', name: 'first' },
      { id: 'b', name: 'first' },
      { id: 'c', name: 'first' },
    ]);
  });

  it('has no rows before the first page', () => {
    expect(rowsOfPages(undefined)).toEqual([]);
  });
});
