import { useState } from 'react';

/**
 * The first data a query fetched after the screen opened, kept from then on. An editor opens
 * with an answer fetched on this visit (ask with `refetchOnMountOrArgChange: true`), not a
 * copy cached before the last save; later refetches, e.g. after a failed save invalidated the
 * cache, must not reset what the user is editing.
 */
export function useFirstFreshData<Data>(query: {
  data?: Data;
  fulfilledTimeStamp?: number;
}): Data | undefined {
  const [openedAt] = useState(() => Date.now());
  const [shown, setShown] = useState<Data | undefined>(undefined);
  const { data, fulfilledTimeStamp = 0 } = query;
  if (shown === undefined && data && fulfilledTimeStamp >= openedAt) setShown(data);
  return shown;
}
