import { describe, expect, it } from 'vitest';
import { pageNumberPaging } from '../src/rtk/paging.ts';

const page = (rows: number, totalCount: number) => ({
  result: Array.from({ length: rows }, (_, index) => index),
  totalCount,
});

describe('pageNumberPaging', () => {
  it('starts at page 1 and asks for the next page while rows are missing', () => {
    expect(pageNumberPaging.initialPageParam).toBe(1);
    const first = page(20, 45);
    expect(pageNumberPaging.getNextPageParam(first, [first], 1)).toBe(2);
    const second = page(20, 45);
    expect(pageNumberPaging.getNextPageParam(second, [first, second], 2)).toBe(3);
  });

  it('stops when every row is loaded, or at an empty page', () => {
    const last = page(5, 45);
    expect(pageNumberPaging.getNextPageParam(last, [page(20, 45), page(20, 45), last], 3)).toBe(
      undefined,
    );
    const empty = page(0, 45);
    expect(pageNumberPaging.getNextPageParam(empty, [page(20, 45), empty], 2)).toBe(undefined);
    expect(pageNumberPaging.getNextPageParam(page(0, 0), [page(0, 0)], 1)).toBe(undefined);
  });
});
