import { useEffect, useState } from 'react';

/** The dashboard's chart components, from their own chunk. */
export type Charts = typeof import('./charts.ts');

let loading: Promise<Charts> | undefined;
let loaded: Charts | undefined;

/** Loads the charts' code once; a failed load may be tried again. */
function loadCharts(): Promise<Charts> {
  loading ??= import('./charts.ts').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The charts' components, once their code (d3, @visx) is there: the screen's first paint does
 * without it, and it loads side by side with the dashboard's data. Undefined until then; a
 * failed load goes to the route's error view, as a screen's own chunk would.
 */
export function useCharts(): Charts | undefined {
  const [charts, setCharts] = useState(loaded);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (charts) return;
    let current = true;
    loadCharts().then(
      (module) => {
        if (current) setCharts(module);
      },
      (error: unknown) => {
        if (current) setFailure({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [charts]);
  if (failure) throw failure.error;
  return charts;
}
