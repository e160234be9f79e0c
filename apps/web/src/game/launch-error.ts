import { ApiError } from '../lib/api-client.ts';

/**
 * Why a game could not start, as the game page shows it. The platform answers a refused launch
 * with a status and a message key (`casino/play`); everything it does not name is a server error,
 * so a player never sees a raw key or a stack.
 */
export type LaunchProblem =
  | { kind: 'not_available' }
  | { kind: 'terms' }
  /** `redirect` is a path of this site (without language), e.g. `/dashboard/kyc?lv=selfie`. */
  | { kind: 'kyc'; redirect: string }
  /** `until` is the end of the exclusion (ISO 8601), null when the platform gives none. */
  | { kind: 'disabled'; until: string | null }
  /** `message` is the platform's text or key (translated when the site knows the key). */
  | { kind: 'insufficient'; message: string }
  /** The player's daily playing time is used up: real play ends for the (UTC) day. */
  | { kind: 'playing_time' }
  | { kind: 'server' };

/** Where the KYC refusal leads when the platform names no page. */
export const DEFAULT_KYC_PATH = '/dashboard/kyc';

/**
 * The platform names the spec's KYC addresses (`/kyc`, `/kyc?lv=selfie`); on this site the KYC
 * page is a dashboard page, so those lead there with their query.
 */
export function kycPath(redirect: string): string {
  return /^\/kyc(?=$|[?#/])/.test(redirect) ? `/dashboard${redirect}` : redirect;
}

/** Only a path of this site is followed: never an outside address from an error body. */
export function safeSitePath(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
    ? value
    : fallback;
}

export function launchProblem(error: unknown): LaunchProblem {
  if (!(error instanceof ApiError)) return { kind: 'server' };
  const { status, message } = error;
  if (status === 404 || message === 'game_not_available' || /is not available/i.test(message)) {
    return { kind: 'not_available' };
  }
  if (status === 402 || message === 'insufficient_balance') {
    return { kind: 'insufficient', message };
  }
  if (status === 403) {
    switch (message) {
      case 'terms_not_accepted':
        return { kind: 'terms' };
      case 'kyc_not_valid':
        return {
          kind: 'kyc',
          redirect: kycPath(safeSitePath(error.body.redirect, DEFAULT_KYC_PATH)),
        };
      case 'daily_playing_time_limit':
        return { kind: 'playing_time' };
      case 'account_disabled': {
        const until = error.body.until;
        return { kind: 'disabled', until: typeof until === 'string' ? until : null };
      }
    }
  }
  return { kind: 'server' };
}

/** The launch answer: the frame's address, or a problem when the platform gave none. */
export function launchUrl(
  data: { play_for_real?: unknown; play_for_fun?: unknown } | null | undefined,
) {
  const url = data?.play_for_real ?? data?.play_for_fun;
  return typeof url === 'string' && url.length > 0 ? url : null;
}
