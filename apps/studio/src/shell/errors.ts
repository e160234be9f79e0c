import { StudioApiError } from '../api/client.ts';
import type { Translate } from '../i18n/translate.ts';

/** Placeholders that carry minor units (the server and the engines send amounts, not text). */
const MONEY_PARAMS = new Set([
  'min',
  'max',
  'balance',
  'amount',
  'limit',
  'maxBet',
  'max_bet',
  'cost',
]);

/**
 * The player's text for a failed call: the engine UI's own key first (an engine may refuse a
 * move with a key of its own), then the shell's `error.<key>`; a key nobody knows falls back to a
 * generic text, never to the raw key.
 */
export function errorText(error: unknown, t: Translate, money: (amount: number) => string): string {
  if (!(error instanceof StudioApiError)) return t('error.server');
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(error.params)) {
    params[name] = MONEY_PARAMS.has(name) && typeof value === 'number' ? money(value) : value;
  }
  const key = error.key === 'session_invalid' ? 'session_ended' : error.key;
  const own = t(key, params);
  if (own !== key) return own;
  const shell = t(`error.${key}`, params);
  if (shell !== `error.${key}`) return shell;
  return t(error.status === 422 ? 'error.bet_invalid' : 'error.server');
}
