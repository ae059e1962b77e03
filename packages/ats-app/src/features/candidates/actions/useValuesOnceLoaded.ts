import { useState } from 'react';

/**
 * Values a form opens with, computed once, as soon as what they come from has loaded (null
 * until then): later refetches of the same data never reset what the user is typing.
 */
export function useValuesOnceLoaded<Values>(loaded: boolean, compute: () => Values): Values | null {
  const [values, setValues] = useState<Values | null>(null);
  if (values === null && loaded) {
    const computed = compute();
    setValues(computed);
    return computed;
  }
  return values;
}
