import { createApiClient, type Schema } from '@ats/api-sdk';
import { useCallback, useEffect, useState } from 'react';

export type JobOffer = Schema<'JobOffer'>;

/** What the page knows of its offer. `failed` keeps the status (0: the server was not reached). */
export type JobOfferState =
  | { kind: 'loading' }
  | { kind: 'loaded'; offer: JobOffer }
  | { kind: 'notAvailable' }
  | { kind: 'failed'; status: number };

async function fetchJobOffer(recruitmentId: string, language: string): Promise<JobOfferState> {
  try {
    // The API answers on the page's own origin (spelled out: Node's Request, in tests, needs it).
    const api = createApiClient({ baseUrl: window.location.origin });
    const { data, response } = await api.GET('/api/JobOffers/{recruitmentId}', {
      params: { path: { recruitmentId } },
      // The position's name comes in the reader's language.
      headers: { 'Accept-Language': language },
    });
    if (data) return { kind: 'loaded', offer: data };
    // 404: not open (draft, pending, closed) or unknown; 400: an id the server cannot read.
    if (response.status === 404 || response.status === 400) return { kind: 'notAvailable' };
    return { kind: 'failed', status: response.status };
  } catch {
    return { kind: 'failed', status: 0 };
  }
}

/**
 * The public offer of a recruitment (null: the path names none), loaded again in the new
 * language after a switch. Only the first load shows `loading`; a later one keeps what is
 * shown until its answer arrives, and a failed one keeps it too.
 */
export function useJobOffer(
  recruitmentId: string | null,
  language: string,
): { state: JobOfferState; retry: () => void } {
  const [state, setState] = useState<JobOfferState>(
    recruitmentId === null ? { kind: 'notAvailable' } : { kind: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (recruitmentId === null) return;
    let current = true;
    // `attempt` only starts the effect again (Try again).
    void attempt;
    fetchJobOffer(recruitmentId, language).then((next) => {
      if (!current) return;
      setState((shown) => (shown.kind === 'loaded' && next.kind === 'failed' ? shown : next));
    });
    return () => {
      current = false;
    };
  }, [recruitmentId, language, attempt]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}
