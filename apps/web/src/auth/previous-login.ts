/**
 * The previous login shown once after a login (GLI-19): "Last login: <date> from <country>
 * (<address>)", so a player notices a login that was not theirs. The login page keeps the
 * server's `previous_login` in session storage (the page usually reloads after a login) and the
 * notice is raised once, then forgotten. Loaded on demand: never part of the lobby's first load.
 */
import type { PreviousLogin } from '@croupier/contract/accounts';
import { countryName } from '../dashboard/display.ts';
import { formatUtcDateTimeMarked } from '../lib/format.ts';
import { i18n } from '../lib/translation.tsx';

const KEY = 'previousLogin';

/** Keeps the login's `previous_login` until the notice is shown (null: a first login). */
export function savePreviousLogin(previous: PreviousLogin | null | undefined): void {
  try {
    if (previous) sessionStorage.setItem(KEY, JSON.stringify(previous));
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage disabled: no notice
  }
}

function takePreviousLogin(): PreviousLogin | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const value = raw ? (JSON.parse(raw) as Partial<PreviousLogin>) : null;
    return value && typeof value.at === 'string'
      ? { at: value.at, ip: value.ip ?? null, country: value.country ?? null }
      : null;
  } catch {
    return null;
  }
}

/** The notice's text in a language (texts of the `sessions` group loaded). */
export function previousLoginText(previous: PreviousLogin, language: string): string {
  const date = formatUtcDateTimeMarked(previous.at, language);
  const ip = previous.ip ?? '?';
  return previous.country
    ? i18n.t('sessions:previous_login', {
        date,
        ip,
        country: countryName(previous.country, language),
      })
    : i18n.t('sessions:previous_login_no_country', { date, ip });
}

/** Shows the kept previous login once (a toast that stays a while), then forgets it. */
export async function announcePreviousLogin(): Promise<void> {
  const previous = takePreviousLogin();
  if (!previous) return;
  const [{ toast }] = await Promise.all([import('sonner'), i18n.loadNamespaces('sessions')]);
  toast.info(previousLoginText(previous, i18n.language), {
    description: i18n.t('sessions:previous_login_hint'),
    duration: 15_000,
  });
}
