// The duplicates feature's public surface for the server's wiring: the merged candidates'
// redirect. Never handlers.
export { mergedRecruiteeRedirect, selectKeptRecruiteeId } from './redirect.ts';
