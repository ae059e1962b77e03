import { useGetDashboardQuery } from '@ats/api-sdk/rtk';
import { useState } from 'react';
import { httpStatusOf } from '../../shared/api/errorCatalogue.ts';

/** The browser's IANA time zone (spec part 1 §9: "guessed from the browser"), if it says one. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The dashboard's data, its days counted in the browser's time zone. The server refuses a zone
 * it does not list (400); the dashboard is then asked for again without one, in UTC, rather
 * than failing. Both requests carry the Dashboard cache tag, so a stage or score change
 * refreshes whichever is shown.
 */
export function useDashboard() {
  const [timeZone] = useState(browserTimeZone);
  const zoned = useGetDashboardQuery({ timeZone }, { skip: timeZone === undefined });
  const zoneRefused = timeZone === undefined || httpStatusOf(zoned.error) === 400;
  const inUtc = useGetDashboardQuery({}, { skip: !zoneRefused });
  return zoneRefused ? inUtc : zoned;
}
