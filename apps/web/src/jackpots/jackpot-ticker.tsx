import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../lib/translation.tsx';
import type { JackpotWin } from '@croupier/contract/jackpots';
import { getToken, PLAYER_QUERY_ROOT, useIsLoggedIn, useMe } from '../auth/session.ts';
import { formatCurrency } from '../lib/format.ts';
import { useSkinSettings } from '../lib/skin-settings.ts';
import { useLang } from '../lib/use-lang.ts';
import { jackpotsQueryOptions } from './api.ts';
import { connectJackpots } from './live.ts';
import './jackpots.css';

/** Minor units (2 decimals in every currency the casino pays in) in the page's language. */
const money = (minor: number, currency: string, lang: string) =>
  formatCurrency(minor / 100, currency, lang);

/**
 * The progressive jackpots' live strip: the lobby shows every jackpot, the game page those of its
 * game (with their share of the game's RTP). Pots come from `casino/jackpots`, then move with the
 * socket's `jackpot` events (at most 4 a second per jackpot). The amounts are not a live region
 * (no announcement per bet): only a drop, and the player's own win (also a toast), are announced,
 * politely. Shows the player's currency, EUR to guests.
 */
export function JackpotTicker({ lang, gameId }: { lang: string; gameId?: number }) {
  const { t } = useTranslation('casino');
  const queryClient = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const me = useMe().data;
  const refId = useSkinSettings().data?.ref_id;
  const currency = me?.currency.code ?? 'EUR';
  const list = useQuery(jackpotsQueryOptions());
  const [live, setLive] = useState<Record<number, { amount: number; cycle: number }>>({});
  const [won, setWon] = useState<JackpotWin | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const cycles = useRef(new Map<number, number>());
  const playerId = loggedIn ? me?.id : undefined;

  useEffect(() => {
    const token = getToken();
    return connectJackpots({
      player: token && playerId !== undefined ? { token, id: playerId, refId } : null,
      onTick: (tick) => {
        const prev = cycles.current.get(tick.id);
        cycles.current.set(tick.id, tick.cycle);
        if (prev !== undefined && tick.cycle > prev) {
          setAnnouncement(t('jackpot_dropped', { name: tick.name }));
        }
        setLive((before) => ({ ...before, [tick.id]: { amount: tick.amount, cycle: tick.cycle } }));
      },
      onWin: (win) => {
        const text = t('jackpot_won', {
          name: win.name,
          amount: money(win.amount, win.currency, lang),
        });
        setWon(win);
        setAnnouncement(text);
        // sonner stays out of the lobby's first chunk: loaded on the first win only.
        void import('sonner').then(({ toast }) => toast.success(text));
        void queryClient.invalidateQueries({ queryKey: [PLAYER_QUERY_ROOT] });
      },
    });
  }, [playerId, refId, lang, t, queryClient]);

  const jackpots = (list.data ?? []).filter(
    (j) => j.currency === currency && (gameId === undefined || j.game_ids.includes(gameId)),
  );
  if (jackpots.length === 0 && !won) return null;
  const rateBp = jackpots.reduce((sum, j) => sum + j.rate_bp, 0);
  const percent = (bp: number) =>
    new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: 2 }).format(bp / 10_000);

  return (
    <section
      className={`jackpots${gameId === undefined ? '' : ' jackpots--game'}`}
      aria-labelledby="jackpots-title"
    >
      <h2 id="jackpots-title" className="jackpots__title">
        {t('jackpots_title')}
      </h2>
      <ul className="jackpots__list">
        {jackpots.map((j) => {
          const amount = live[j.id]?.amount ?? j.amount;
          return (
            <li key={j.id} className="jackpots__item" data-jackpot={j.slug}>
              <span className="jackpots__name">{j.name}</span>
              <span className="jackpots__amount" key={amount}>
                {money(amount, j.currency, lang)}
              </span>
              <span className="jackpots__cap">
                {t('jackpot_must_drop_by', { amount: money(j.must_drop_by, j.currency, lang) })}
              </span>
            </li>
          );
        })}
      </ul>
      {gameId !== undefined && rateBp > 0 && (
        <p className="jackpots__rtp">{t('jackpot_rtp', { percent: percent(rateBp) })}</p>
      )}
      {won && (
        <p className="jackpots__win">
          {t('jackpot_won', { name: won.name, amount: money(won.amount, won.currency, lang) })}
        </p>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

/** The lobby's strip (the casino page, above its lobby), in the lobby's width. */
export function LobbyJackpots() {
  const lang = useLang();
  return (
    <div className="jackpots-lobby">
      <JackpotTicker lang={lang} />
    </div>
  );
}
