import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@croupier/contract/constants';

/** Fields highlighted in red for 2 seconds (spec: a missing required field). */
export function useFlash<T extends string>() {
  const [fields, setFields] = useState<ReadonlySet<T>>(new Set());
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const flash = useCallback((names: readonly T[]) => {
    window.clearTimeout(timer.current);
    setFields(new Set(names));
    timer.current = window.setTimeout(() => setFields(new Set()), TIMINGS.fieldHighlightMs);
  }, []);
  return { isFlashing: (name: T) => fields.has(name), flash };
}

/** A message shown for a while (the 3.5-second name warning). */
export function useTimedMessage(ms: number) {
  const [visible, setVisible] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback(() => {
    window.clearTimeout(timer.current);
    setVisible(true);
    timer.current = window.setTimeout(() => setVisible(false), ms);
  }, [ms]);
  return { visible, show };
}
