import { useEffect, useRef, useState } from 'react';
import { useFrame } from './frame-context.tsx';

export interface WinBannerProps {
  /** The round's total win (minor units); 0 or less shows nothing. */
  win: number;
  /** The round's stake: a win of `bigWinAt` x stake or more is a "big win". */
  stake: number;
  /** Changes per round (the round id): the banner shows again for a new round with the same win. */
  roundKey: string | null;
  bigWinAt?: number;
  /** Milliseconds before it hides itself (0: stays until the next round). */
  hideAfter?: number;
  /** Overlay over the table (true) or an inline strip (false). */
  overlay?: boolean;
}

/**
 * The win announcement: "WIN €12.50" (or "BIG WIN" from 10x the stake) with a short pop-in and a
 * sound, announced to screen readers through a polite live region. Tap to dismiss.
 */
export function WinBanner({
  win,
  stake,
  roundKey,
  bigWinAt = 10,
  hideAfter = 2600,
  overlay = true,
}: WinBannerProps) {
  const { t, money, numbers, sound } = useFrame();
  const [hidden, setHidden] = useState<string | null>(null);
  const announced = useRef<string | null>(null);
  const big = stake > 0 && win >= stake * bigWinAt;
  const show = win > 0 && roundKey !== null && hidden !== roundKey;

  useEffect(() => {
    if (!show || announced.current === roundKey) return;
    announced.current = roundKey;
    sound(big ? 'bigwin' : 'win');
    if (hideAfter <= 0) return;
    const timer = window.setTimeout(() => setHidden(roundKey), hideAfter);
    return () => window.clearTimeout(timer);
  }, [show, roundKey, big, hideAfter, sound]);

  return (
    <div
      className={overlay ? 'ui-win-region ui-win-region--overlay' : 'ui-win-region'}
      aria-live="polite"
    >
      {show && (
        <button
          type="button"
          className={['ui-win', big ? 'ui-win--big' : ''].filter(Boolean).join(' ')}
          onClick={() => setHidden(roundKey)}
        >
          <span className="ui-win__title">{t(big ? 'ui.big_win' : 'ui.win')}</span>
          <span className="ui-win__amount">{money(win)}</span>
          {stake > 0 && win >= stake * 2 && (
            <span className="ui-win__multiplier">
              {t('ui.times', { x: numbers.number(win / stake, { max: 2 }) })}
            </span>
          )}
        </button>
      )}
    </div>
  );
}
