import { useCallback, useEffect, useRef, useState } from 'react';
import { multiplierAt, type CrashView } from '@croupier/games/engines/crash/index';
import type { NumberFormats } from '../../i18n/numbers.ts';
import { ActionButton, StakeSelector, WinBanner, useStake } from '../../ui/index.ts';
import type { GameUiProps } from '../types.ts';

const POLL_MS = 400;

/** Draws the flight: axes that stretch as it climbs, the curve, and the rocket at its tip. */
function drawFlight(
  canvas: HTMLCanvasElement,
  elapsedMs: number,
  state: 'idle' | 'flying' | 'busted' | 'cashed',
  reducedMotion: boolean,
  numbers: NumberFormats,
) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const dpr = window.devicePixelRatio || 1;
  const w = canvas.clientWidth;
  const h = canvas.clientHeight;
  if (canvas.width !== Math.round(w * dpr) || canvas.height !== Math.round(h * dpr)) {
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(h * dpr);
  }
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, w, h);
  const pad = { l: 36, b: 24, t: 16, r: 20 };
  const spanMs = Math.max(8_000, elapsedMs * 1.15);
  const top = Math.max(2, (multiplierAt(elapsedMs) / 100) * 1.2);
  const px = (t: number) => pad.l + ((w - pad.l - pad.r) * t) / spanMs;
  const py = (m: number) => h - pad.b - ((h - pad.b - pad.t) * (m - 1)) / (top - 1);

  ctx.strokeStyle = 'rgba(255,255,255,0.08)';
  ctx.fillStyle = 'rgba(255,255,255,0.45)';
  ctx.font = '11px system-ui, sans-serif';
  ctx.lineWidth = 1;
  const steps = 4;
  for (let i = 0; i <= steps; i += 1) {
    const m = 1 + ((top - 1) * i) / steps;
    const y = py(m);
    ctx.beginPath();
    ctx.moveTo(pad.l, y);
    ctx.lineTo(w - pad.r, y);
    ctx.stroke();
    ctx.fillText(numbers.multiplier(m, m < 10 ? 1 : 0), 2, y + 4);
  }
  if (state === 'idle') return;

  const colour = state === 'busted' ? '#ff4d5e' : state === 'cashed' ? '#2ed18f' : '#f5b800';
  const grad = ctx.createLinearGradient(0, h, 0, 0);
  grad.addColorStop(0, `${colour}00`);
  grad.addColorStop(1, `${colour}55`);
  ctx.beginPath();
  ctx.moveTo(px(0), py(1));
  const samples = 80;
  for (let i = 1; i <= samples; i += 1) {
    const t = (elapsedMs * i) / samples;
    ctx.lineTo(px(t), py(Math.exp(0.00006 * t)));
  }
  const tipX = px(elapsedMs);
  const tipY = py(Math.exp(0.00006 * elapsedMs));
  ctx.lineWidth = 4;
  ctx.strokeStyle = colour;
  ctx.lineJoin = 'round';
  ctx.stroke();
  ctx.lineTo(tipX, h - pad.b);
  ctx.lineTo(px(0), h - pad.b);
  ctx.closePath();
  ctx.fillStyle = grad;
  ctx.fill();

  // The rocket: a small ship pointing along the curve, with a flickering flame while it flies.
  const slope = Math.atan2(
    py(Math.exp(0.00006 * Math.max(0, elapsedMs - 300))) - tipY,
    px(Math.max(0, elapsedMs - 300)) - tipX,
  );
  ctx.save();
  ctx.translate(tipX, tipY);
  if (state === 'busted') {
    for (let i = 0; i < 10; i += 1) {
      const a = (i / 10) * Math.PI * 2;
      ctx.strokeStyle = i % 2 ? '#ffb020' : '#ff4d5e';
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.moveTo(Math.cos(a) * 6, Math.sin(a) * 6);
      ctx.lineTo(Math.cos(a) * 18, Math.sin(a) * 18);
      ctx.stroke();
    }
  } else {
    ctx.rotate(slope + Math.PI);
    if (state === 'flying') {
      const flicker = reducedMotion ? 1 : 0.7 + 0.3 * Math.sin(performance.now() / 40);
      ctx.fillStyle = '#ff8a00';
      ctx.beginPath();
      ctx.moveTo(-10, -4);
      ctx.lineTo(-10 - 14 * flicker, 0);
      ctx.lineTo(-10, 4);
      ctx.fill();
    }
    ctx.fillStyle = '#e8ecf5';
    ctx.beginPath();
    ctx.moveTo(14, 0);
    ctx.lineTo(2, -6);
    ctx.lineTo(-10, -6);
    ctx.lineTo(-10, 6);
    ctx.lineTo(2, 6);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = '#2d7ff9';
    ctx.beginPath();
    ctx.arc(3, 0, 2.6, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

export function CrashTable(props: GameUiProps) {
  const { session, round, busy, play, act, refresh, money, numbers, t, sound, reducedMotion } =
    props;
  /** A multiplier in hundredths as the player reads it: 200 -> "2.00" ("2,00" in German). */
  const x = (hundredths: number) => numbers.number(hundredths / 100, 2);
  const info = session.game.info;
  const details = info.details as { autoCashout: boolean; maxMultiplier: number };
  const [stake, setStake] = useStake(session);
  const [autoOn, setAutoOn] = useState(false);
  const [autoText, setAutoText] = useState(() => numbers.number(2, 2));
  const [live, setLive] = useState(100);
  const [recent, setRecent] = useState<number[]>([]);
  const [counted, setCounted] = useState<string | null>(round?.id ?? null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  /** Local start times of flights (performance.now), keyed by round id. */
  const starts = useRef(new Map<string, number>());
  const launchedAt = useRef<number | null>(null);
  const announced = useRef<string | null>(round?.id ?? null);

  const open = round && round.status === 'open' ? round : null;
  const shown = round && round.status !== 'open' ? round : null;
  const view = shown ? (shown.view as CrashView) : null;
  const autoValue = Math.round(Number(autoText.replace(',', '.')) * 100);
  const autoValid =
    Number.isFinite(autoValue) && autoValue >= 101 && autoValue <= details.maxMultiplier * 100;

  // A newly finished round joins the strip of recent crash points (adjusted while rendering).
  if (shown && shown.id !== counted) {
    setCounted(shown.id);
    if (view?.crashPoint !== undefined)
      setRecent((r) => [view.crashPoint ?? 100, ...r].slice(0, 10));
  }

  useEffect(() => {
    if (!shown || announced.current === shown.id) return;
    announced.current = shown.id;
    sound((shown.view as CrashView).status === 'busted' ? 'lose' : 'stop');
  }, [shown, sound]);

  // While a flight is open: animate every frame and poll the server, which decides the end.
  const openId = open?.id ?? null;
  const openCreated = open?.createdAt ?? null;
  useEffect(() => {
    if (openId === null || openCreated === null) return;
    if (!starts.current.has(openId)) {
      // Our own bet: the clock started when it was sent; a resumed round: from its creation time.
      const resumed = performance.now() - (Date.now() - Date.parse(openCreated));
      starts.current.set(openId, launchedAt.current ?? resumed);
      launchedAt.current = null;
    }
    const startedAt = starts.current.get(openId) ?? performance.now();
    let frame = 0;
    const tick = () => {
      const elapsed = performance.now() - startedAt;
      setLive(Math.min(multiplierAt(elapsed), details.maxMultiplier * 100));
      if (canvas.current) drawFlight(canvas.current, elapsed, 'flying', reducedMotion, numbers);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    const poll = window.setInterval(() => void refresh(), POLL_MS);
    return () => {
      cancelAnimationFrame(frame);
      window.clearInterval(poll);
    };
  }, [openId, openCreated, refresh, reducedMotion, details.maxMultiplier, numbers]);

  // The canvas follows its box (a phone turned, a window resized): drawn again at its new size.
  const [canvasSize, setCanvasSize] = useState('');
  useEffect(() => {
    const el = canvas.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      setCanvasSize(`${el.clientWidth}x${el.clientHeight}`),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // A finished flight stays drawn up to its crash point.
  useEffect(() => {
    if (openId !== null || !canvas.current) return;
    if (!view || view.crashPoint === undefined) {
      drawFlight(canvas.current, 0, 'idle', reducedMotion, numbers);
      return;
    }
    drawFlight(
      canvas.current,
      view.crashMs ?? 0,
      view.status === 'busted' ? 'busted' : 'cashed',
      reducedMotion,
      numbers,
    );
  }, [openId, view, reducedMotion, numbers, canvasSize]);

  const launch = useCallback(async () => {
    launchedAt.current = performance.now();
    sound('spin');
    const answer = await play({ stake, autoCashout: autoOn && autoValid ? autoValue : null });
    if (!answer) launchedAt.current = null;
  }, [play, stake, autoOn, autoValid, autoValue, sound]);

  const cashout = useCallback(async () => {
    sound('click');
    await act({ type: 'cashout' });
  }, [act, sound]);

  let status: string;
  if (open) status = t('crash.in_flight');
  else if (view?.status === 'cashed')
    status = t('crash.cashed', {
      x: x(view.cashedAt ?? 100),
      amount: money(shown?.win ?? 0),
      crash: x(view.crashPoint ?? 100),
    });
  else if (view?.status === 'busted') status = t('crash.busted', { x: x(view.crashPoint ?? 100) });
  else status = t('crash.idle');

  const big = open
    ? x(live)
    : view?.crashPoint !== undefined
      ? x(view.status === 'cashed' ? (view.cashedAt ?? 100) : view.crashPoint)
      : x(100);
  const tone = open ? 'flying' : (view?.status ?? 'idle');

  return (
    <div className="crash">
      <ol className="crash-recent" aria-label={t('crash.recent')}>
        {recent.map((m, i) => (
          <li key={`${i}-${m}`} className={`crash-recent__m${m >= 200 ? ' is-high' : ''}`}>
            {x(m)}×
          </li>
        ))}
      </ol>
      <div className={`crash-sky crash-sky--${tone}`}>
        <canvas ref={canvas} className="crash-canvas" aria-hidden="true" />
        <div className="crash-readout" aria-hidden="true">
          <span className="crash-readout__x">{big}×</span>
          {view?.status === 'busted' && !open && (
            <span className="crash-readout__label">{t('crash.crashed')}</span>
          )}
          {view?.status === 'cashed' && !open && (
            <span className="crash-readout__label">
              {t('crash.crash_point', { x: x(view.crashPoint ?? 100) })}
            </span>
          )}
        </div>
        <WinBanner
          win={open ? 0 : (shown?.win ?? 0)}
          stake={shown?.stake ?? 0}
          roundKey={open ? null : (shown?.id ?? null)}
        />
      </div>
      <p className="crash-status" data-testid="result" aria-live="polite">
        {status}
      </p>
      <div className="crash-controls">
        <StakeSelector
          value={stake}
          onChange={setStake}
          min={info.minStake}
          max={info.maxStake}
          disabled={!!open || busy}
          chips
        />
        {details.autoCashout && (
          <div className="crash-auto">
            <label className="crash-auto__toggle">
              <input
                type="checkbox"
                checked={autoOn}
                disabled={!!open}
                onChange={(e) => setAutoOn(e.target.checked)}
              />
              <span>{t('crash.auto')}</span>
            </label>
            <label className="crash-auto__field">
              <span className="visually-hidden">{t('crash.auto_target')}</span>
              <input
                type="text"
                inputMode="decimal"
                value={autoText}
                disabled={!!open || !autoOn}
                aria-invalid={autoOn && !autoValid}
                aria-describedby="crash-auto-hint"
                data-testid="auto-cashout"
                onChange={(e) => setAutoText(e.target.value)}
              />
              <span aria-hidden="true">×</span>
            </label>
            <span
              id="crash-auto-hint"
              className={`crash-auto__hint${autoOn && !autoValid ? ' is-error' : ''}`}
            >
              {t('crash.auto_hint', { max: numbers.number(details.maxMultiplier) })}
            </span>
          </div>
        )}
        {open ? (
          <ActionButton
            variant="win"
            size="lg"
            data-testid="cashout"
            onClick={() => void cashout()}
            disabled={busy}
          >
            {t('crash.cashout', {
              amount: money(Math.floor(((open?.stake ?? stake) * live) / 100)),
            })}
          </ActionButton>
        ) : (
          <ActionButton
            size="lg"
            data-testid="play"
            onClick={() => void launch()}
            busy={busy}
            disabled={autoOn && !autoValid}
          >
            {t('crash.bet')}
          </ActionButton>
        )}
      </div>
    </div>
  );
}
