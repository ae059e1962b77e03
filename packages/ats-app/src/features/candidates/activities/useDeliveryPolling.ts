import type { Activity } from '@ats/api-sdk/rtk';
import { useEffect, useState } from 'react';

/** How often the timeline looks again while an e-mail waits for its first attempt. */
export const deliveryPollingIntervalMs = 4_000;
/** Looking again stops after this long: a stuck outbox is seen when the user comes back. */
export const deliveryPollingLimitMs = 60_000;

/**
 * The polling interval of the timeline's first page: a new message or meeting says "Sending…"
 * until the outbox worker, poked when it was saved, has sent it (seconds). Only e-mail waiting
 * for its first attempt is watched (a retried one waits 30 s or more), for a minute at most
 * per set of waiting activities; 0 otherwise.
 */
export function useDeliveryPolling(firstPage: readonly Activity[] | undefined): number {
  const waitingIds = (firstPage ?? [])
    .filter(({ emailDelivery }) => emailDelivery && emailDelivery.pending > emailDelivery.retrying)
    .map(({ id }) => id)
    .join(' ');
  const [expiredFor, setExpiredFor] = useState<string | null>(null);
  useEffect(() => {
    if (!waitingIds) return;
    const timer = setTimeout(() => setExpiredFor(waitingIds), deliveryPollingLimitMs);
    return () => clearTimeout(timer);
  }, [waitingIds]);
  return waitingIds && expiredFor !== waitingIds ? deliveryPollingIntervalMs : 0;
}
