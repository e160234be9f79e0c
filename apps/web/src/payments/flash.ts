import { useCallback, useEffect, useRef, useState } from 'react';

export interface Flash {
  kind: 'success' | 'danger' | 'info';
  text: string;
}

/**
 * A message that stays for a while (spec: errors 4 s, bank/crypto success 8 s) and then goes;
 * `after` runs when it goes (e.g. reload the data).
 */
export function useFlash() {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback((next: Flash, ms: number, after?: () => void) => {
    window.clearTimeout(timer.current);
    setFlash(next);
    timer.current = window.setTimeout(() => {
      setFlash(null);
      after?.();
    }, ms);
  }, []);
  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    setFlash(null);
  }, []);
  return { flash, show, clear };
}
