/**
 * The dates people choose in the forms (calls, meetings, deadlines), as the API takes them:
 * the years 1900 to 2999 (the contract's pattern on those dates). A browser's date control
 * lets anyone type the year 1 or 275760.
 */
export const earliestAcceptedDate = '1900-01-01';
export const latestAcceptedDate = '2999-12-31';

const acceptedYear = /^(19|2[0-9])[0-9]{2}-/;

/** Whether a `YYYY-MM-DD` date (or an ISO date-time) falls in the accepted years. */
export function isAcceptedDate(value: string): boolean {
  return acceptedYear.test(value);
}
