import { useEffect, useState } from 'react';

/**
 * True for `delayMs` after `key` changes (not on the first render): a minimum time to show a
 * transition, however fast the data behind it arrives.
 */
export function useRecentChange(key: string | number, delayMs: number): boolean {
  const [lastKey, setLastKey] = useState(key);
  const [changedTo, setChangedTo] = useState<string | number | null>(null);
  if (key !== lastKey) {
    setLastKey(key);
    setChangedTo(key);
  }

  useEffect(() => {
    if (changedTo === null) return;
    const timer = setTimeout(() => setChangedTo(null), delayMs);
    return () => clearTimeout(timer);
  }, [changedTo, delayMs]);

  return changedTo !== null;
}
