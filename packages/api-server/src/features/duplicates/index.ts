// The duplicates feature's public surface for the server's wiring: the merged candidates'
// redirect, and the whole-table pairs query that fills duplicate_pairs after a bulk load (the
// scale generator). Never handlers.

export { mergedRecruiteeRedirect, selectKeptRecruiteeId } from './redirect.ts';
export { fillDuplicatePairs } from './rules.ts';
