import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delay` milliseconds (spec part 2 §9: 300 ms). */
export function useDebouncedValue<Value>(value: Value, delay: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
