import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { GameDetail } from '@croupier/contract/casino';
import type { LaunchBody, LaunchResponse } from '@croupier/contract/play';
import type { Player } from '../../auth/session.ts';
import { api } from '../../lib/api-client.ts';
import { takeEarlyLaunch } from '../../lib/bootstrap.ts';
import type { Language } from '../../lib/language.ts';
import { launchUrl } from '../launch-error.ts';

/** The spec's demo currency: a guest always plays with EUR play money. */
const DEMO_CURRENCY = 'EUR';

export interface LaunchInput {
  game: GameDetail;
  lang: Language;
  isMobile: boolean;
  /** The logged-in player (real play), or null for a guest (demo). */
  player: Player | null;
  /** Unique per visit of the game page: a cached launch is never reused by a later visit. */
  visit: string;
}

/** The spec's real-play body; the platform decides who plays and with what, not these values. */
function realBody({ game, lang, isMobile, player }: LaunchInput & { player: Player }): LaunchBody {
  const campaign = player.balance.campaign;
  return {
    game_id: game.id,
    provider_name: game.provider.name,
    provider_id: game.provider_id,
    is_mobile: isMobile ? 1 : 0,
    is_desktop: isMobile ? 0 : 1,
    lobby_url: window.location.origin,
    skin_id: player.skin_id,
    user_rank: 0,
    bonus_type: campaign ? 'campaign' : null,
    bonus_info: campaign?.name ?? null,
    bonus_target: campaign ? player.balance.target : null,
    bonus_counter: campaign ? player.balance.counter_percentage : null,
    user_id: player.user_id,
    user_language: lang,
    user_currency: player.currency.code,
  };
}

/** `POST casino/play/{provider_code}`: the frame's address (a single-use launch token in it). */
async function launchGame(input: LaunchInput): Promise<string> {
  const { game, lang, player } = input;
  const body: LaunchBody = player
    ? realBody({ ...input, player })
    : {
        is_demo: 1,
        game_id: game.id,
        provider_id: game.provider_id,
        user_language: lang,
        user_currency: DEMO_CURRENCY,
      };
  // A guest's demo launch may already be on its way: the page asked for it as it arrived.
  const sent = player ? null : takeEarlyLaunch(`${game.id}:${game.provider_id}:${lang}`);
  const res = await api<Partial<LaunchResponse>>(
    `casino/play/${encodeURIComponent(game.provider.code)}`,
    { method: 'POST', body, ...(sent ? { sent } : {}) },
  );
  const url = launchUrl(res.data);
  // An empty launch is the spec's "GAME NOT AVAILABLE", like a disabled provider.
  if (!url) throw new EmptyLaunch();
  return url;
}

export class EmptyLaunch extends Error {
  constructor() {
    super('game_not_available');
    this.name = 'EmptyLaunch';
  }
}

/**
 * One launch per visit: the key carries the visit id and the mode, never refetched by focus,
 * reconnect or a re-render (StrictMode runs effects twice; a query is deduplicated, an effect
 * is not), and dropped as soon as the page unmounts (`gcTime` 0) because the launch token in
 * the address can be used once only. Deliberately not under the player's `['me']` root: the
 * site invalidates that root after account changes, and a refetch here would restart the game.
 * `null` waits (the game or the player is still loading).
 */
export const launchQueryOptions = (input: LaunchInput | null) =>
  queryOptions({
    queryKey: [
      'game-launch',
      input?.player ? 'real' : 'demo',
      input?.game.id ?? 0,
      input?.visit ?? '',
    ],
    queryFn: input ? () => launchGame(input) : skipToken,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useLaunch(input: LaunchInput | null) {
  return useQuery(launchQueryOptions(input));
}
