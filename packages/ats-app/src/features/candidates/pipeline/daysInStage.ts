const dayInMilliseconds = 24 * 60 * 60 * 1000;

/**
 * Whole days (24-hour periods) since the candidate entered its stage (the list item's
 * `stageEnteredDate`): 0 during the first day. A date in the future (a clock ahead of this
 * one) counts as 0.
 */
export function daysInStage(stageEnteredDate: string, now: Date): number {
  const entered = Date.parse(stageEnteredDate);
  if (Number.isNaN(entered)) return 0;
  return Math.max(0, Math.floor((now.getTime() - entered) / dayInMilliseconds));
}
