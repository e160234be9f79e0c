import { useSyncExternalStore } from 'react';
import { CONSENT_VALUES, COOKIES, type ConsentValue } from '@croupier/contract/constants';
import { writeCookie } from './language.ts';

export type OptionalCookieCategory = 'functional' | 'statistical';

export function parseConsent(value: string | null | undefined): ConsentValue | null {
  return (CONSENT_VALUES as readonly string[]).includes(value ?? '')
    ? (value as ConsentValue)
    : null;
}

/** Essential is always on: e, ef, efs or es. */
export function consentValue(choice: { functional: boolean; statistical: boolean }): ConsentValue {
  return `e${choice.functional ? 'f' : ''}${choice.statistical ? 's' : ''}` as ConsentValue;
}

export function allows(consent: ConsentValue | null, category: OptionalCookieCategory): boolean {
  if (!consent) return false;
  return consent.includes(category === 'functional' ? 'f' : 's');
}

/**
 * The consent cookie, read once and again only when it may have changed (a choice saved here, or
 * the page coming back into view after another tab's): reading `document.cookie` asks the browser
 * process each time, and every render of the banner, the panel and the chat reads the consent.
 */
let cached: { value: ConsentValue | null } | null = null;

export function readConsent(): ConsentValue | null {
  if (!cached) {
    const prefix = `${COOKIES.consent}=`;
    const hit = document.cookie.split('; ').find((c) => c.startsWith(prefix));
    cached = { value: parseConsent(hit ? decodeURIComponent(hit.slice(prefix.length)) : null) };
  }
  return cached.value;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function reread() {
  cached = null;
  listeners.forEach((listener) => listener());
}
if (typeof document !== 'undefined') document.addEventListener('visibilitychange', reread);

/** Stores the choice in the consent cookie for 1 year and tells every reader. */
export function saveConsent(value: ConsentValue): void {
  writeCookie(COOKIES.consent, value, COOKIES.consentMaxAgeDays);
  reread();
}

/** The stored cookie consent, or null when the visitor has not chosen yet. */
export function useConsent(): ConsentValue | null {
  return useSyncExternalStore(subscribe, readConsent, () => null);
}
