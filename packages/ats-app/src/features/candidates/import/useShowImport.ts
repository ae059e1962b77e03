import { type CandidateImport, importsApi } from '@ats/api-sdk/rtk';
import { useCallback } from 'react';
import { useAppDispatch } from '../../../shared/store/hooks.ts';

/**
 * Puts an import a mutation answered (settings taken, started, cancelling) into the cache of
 * its page at once, so the step changes without showing the old one until the next read.
 */
export function useShowImport(): (candidateImport: CandidateImport) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (candidateImport) => {
      void dispatch(
        importsApi.util.upsertQueryData(
          'getCandidateImport',
          { id: candidateImport.id },
          candidateImport,
        ),
      );
    },
    [dispatch],
  );
}
