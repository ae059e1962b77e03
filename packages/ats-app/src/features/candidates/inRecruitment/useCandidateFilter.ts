import { useState } from 'react';
import { type CandidateFilter, noCandidateFilter } from './candidateFilter.ts';

// Each entry to a screen, and each filter change, gets a list of its own loaded from page 1
// (spec part 1 §9 "list screens reset at page 1"), even for a filter seen before.
let lists = 0;

/**
 * The filter of a recruitment's candidates (list or board) and the key of the list it shows:
 * a new key on every change, so that the list starts again at page 1 and at its top.
 */
export function useCandidateFilter() {
  const [filter, setFilter] = useState<CandidateFilter>(noCandidateFilter);
  const [listKey, setListKey] = useState(() => String(++lists));
  function show(next: CandidateFilter) {
    setFilter(next);
    setListKey(String(++lists));
  }
  return { filter, listKey, show };
}
