/**
 * What a refused merge tells the user: 404, one of the two is gone (merged meanwhile, by
 * someone else or in another tab); 400, they cannot be merged (erased, one person twice);
 * anything else is a failure the toast reports.
 */
export function mergeOutcome(status: number): 'alreadyMerged' | 'cannotMerge' | 'failed' {
  if (status === 404) return 'alreadyMerged';
  if (status === 400) return 'cannotMerge';
  return 'failed';
}
