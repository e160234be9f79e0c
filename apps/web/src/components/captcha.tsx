import 'altcha/external';
import 'altcha/altcha.css';
import './captcha.css';
import Argon2idWorker from 'altcha/workers/argon2id?worker';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ScryptWorker from 'altcha/workers/scrypt?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import { useEffect, useRef } from 'react';
import type {} from 'altcha/types/react';
import { skinAuthorization } from '../lib/skin.ts';

/**
 * The self-hosted proof-of-work captcha (ALTCHA). The CSP-friendly build: styles from a CSS file,
 * the proof-of-work in worker files served from this site (no inline styles, no blob workers).
 */
for (const name of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  $altcha.algorithms.set(name, () => new Pbkdf2Worker());
}
for (const name of ['SHA-256', 'SHA-384', 'SHA-512']) {
  $altcha.algorithms.set(name, () => new ShaWorker());
}
$altcha.algorithms.set('ARGON2ID', () => new Argon2idWorker());
$altcha.algorithms.set('SCRYPT', () => new ScryptWorker());

const TEXTS: Record<string, () => Promise<unknown>> = {
  cs: () => import('altcha/i18n/cs'),
  de: () => import('altcha/i18n/de'),
  sk: () => import('altcha/i18n/sk'),
  hu: () => import('altcha/i18n/hu'),
  pl: () => import('altcha/i18n/pl'),
  es: () => import('altcha/i18n/es-es'),
};

export const CHALLENGE_URL = '/v1/captcha/challenge';

/** The challenge call carries the skin header, and the platform wraps answers in `data`. */
async function challengeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  const auth = skinAuthorization();
  if (auth) headers.set('authorization', auth);
  headers.set('accept', 'application/json');
  const res = await fetch(input, { ...init, headers });
  if (!res.ok) return res;
  const body = (await res.json()) as { data?: unknown };
  return new Response(JSON.stringify(body.data ?? body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * The widget; `onChange` receives the solved payload (sent as `captcha`) or null. A challenge is
 * single use: re-mount the widget (change its `key`) after a submission the server refused.
 */
export function Captcha({
  language,
  onChange,
  invalid,
  describedBy,
}: {
  language: string;
  onChange: (payload: string | null) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const ref = useRef<HTMLElement & { configure: (c: object) => Promise<void> }>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let cancelled = false;
    const onState = (e: Event) => {
      const detail = (e as CustomEvent<{ state: string; payload?: string }>).detail;
      changed.current(detail.state === 'verified' ? (detail.payload ?? null) : null);
    };
    el.addEventListener('statechange', onState);
    void (TEXTS[language]?.() ?? Promise.resolve()).then(() => {
      if (cancelled) return;
      void el.configure({
        challenge: CHALLENGE_URL,
        fetch: challengeFetch,
        language,
        hideFooter: false,
      });
    });
    return () => {
      cancelled = true;
      el.removeEventListener('statechange', onState);
    };
  }, [language]);

  return (
    <div
      className={`captcha${invalid ? ' is-invalid' : ''}`}
      aria-describedby={describedBy}
      data-testid="captcha"
    >
      <altcha-widget ref={ref} name="altcha" language={language} />
    </div>
  );
}
