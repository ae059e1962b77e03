// The activities feature's public surface: recording an activity in the transaction of the
// change it records (stage moves, scores) and reading activities (the dashboard's feed).
// Never handlers.
export { activityColumns, toActivity, withNames } from './read-activity.ts';
export { recordActivity } from './record-activity.ts';
