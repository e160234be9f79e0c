import { useCallback, useEffect, useMemo, useState } from 'react';
import type { StudioSession } from '@croupier/contract/studio';
import { createStudioClient, StudioApiError, type StudioClient } from '../api/client.ts';
import type { FrameBoot } from '../api/boot.ts';
import { browserTokenEnv, takeSessionToken } from '../api/session-token.ts';
import { loadGameUi } from '../games/index.ts';
import type { GameUi } from '../games/types.ts';
import { en, type ShellTexts } from '../i18n/en.ts';
import {
  createTranslator,
  loadShellTexts,
  normaliseLanguage,
  type Language,
} from '../i18n/translate.ts';
import { createSoundPlayer } from '../sound/synth.ts';
import { Frame } from './frame.tsx';

type State =
  | { phase: 'loading' }
  | { phase: 'ended' }
  | { phase: 'failed'; reason: 'network' | 'server' | 'game' }
  | { phase: 'ready'; session: StudioSession; ui: GameUi };

function storageOrNull(kind: 'localStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/**
 * Bootstrap: the token from the address, the session, the player's language and the engine UI
 * (its own chunk) in parallel; then the frame. Until the session names a language, the launch's
 * (`?l=`, set by the launch redirect) or else the browser's speaks for the player.
 */
export function App({ boot = null }: { boot?: FrameBoot | null }) {
  const token = useMemo(() => boot?.token ?? takeSessionToken(browserTokenEnv()), [boot]);
  const client: StudioClient | null = useMemo(
    () => (token ? createStudioClient({ token }) : null),
    [token],
  );
  const soundPlayer = useMemo(() => createSoundPlayer(storageOrNull('localStorage')), []);
  const [language, setLanguage] = useState<Language>(() =>
    normaliseLanguage(new URLSearchParams(window.location.search).get('l') ?? navigator.language),
  );
  // The texts and the language they are in (English is bundled; the others load).
  const [loaded, setLoaded] = useState<{ language: Language; texts: ShellTexts }>({
    language: 'en',
    texts: en,
  });
  const texts = loaded.texts;
  const [state, setState] = useState<State>(token ? { phase: 'loading' } : { phase: 'ended' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    void loadShellTexts(language).then((next) => {
      if (!cancelled) setLoaded({ language, texts: next });
    });
    document.documentElement.lang = language;
    return () => {
      cancelled = true;
    };
  }, [language]);

  useEffect(() => {
    if (!client) return;
    let cancelled = false;
    (async () => {
      let session: StudioSession;
      try {
        // The launch page's session for the first try; a retry asks again.
        session = attempt === 0 && boot ? boot.session : await client.session();
      } catch (error) {
        if (cancelled) return;
        if (error instanceof StudioApiError && error.kind === 'session')
          setState({ phase: 'ended' });
        else
          setState({
            phase: 'failed',
            reason:
              error instanceof StudioApiError && error.kind === 'network' ? 'network' : 'server',
          });
        return;
      }
      const lang = normaliseLanguage(session.language);
      if (!cancelled) setLanguage(lang);
      try {
        // The texts and the engine chunk download together; both are needed for the first paint.
        const [ui, shellTexts] = await Promise.all([
          loadGameUi(session.game.engine),
          loadShellTexts(lang),
        ]);
        if (cancelled) return;
        setLoaded({ language: lang, texts: shellTexts });
        document.title = session.game.name;
        setState({ phase: 'ready', session, ui });
      } catch {
        if (!cancelled) setState({ phase: 'failed', reason: 'game' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [client, attempt, boot]);

  const ended = useCallback(() => setState({ phase: 'ended' }), []);
  const t = useMemo(() => createTranslator(language, texts), [language, texts]);

  if (state.phase === 'ready' && client) {
    return (
      <Frame
        client={client}
        session={state.session}
        ui={state.ui}
        language={language}
        shellTexts={texts}
        soundPlayer={soundPlayer}
        onSessionEnded={ended}
      />
    );
  }
  if (state.phase === 'loading') {
    return (
      <div className="screen" role="status">
        <span className="screen__spinner" aria-hidden="true" />
        {/* No English flash before the player's language has loaded: the spinner alone. */}
        <p>{loaded.language === language ? t('app.loading') : '\u00a0'}</p>
      </div>
    );
  }
  if (state.phase === 'ended') {
    return (
      <div className="screen" role="alert">
        <p className="screen__message">{t('error.session_ended')}</p>
      </div>
    );
  }
  const reason = state.phase === 'failed' ? state.reason : 'server';
  return (
    <div className="screen" role="alert">
      <p className="screen__message">
        {t(
          reason === 'network'
            ? 'error.network'
            : reason === 'game'
              ? 'app.game_unavailable'
              : 'error.server',
        )}
      </p>
      <button
        type="button"
        className="ui-action ui-action--primary ui-action--md"
        onClick={() => {
          setState({ phase: 'loading' });
          setAttempt((n) => n + 1);
        }}
      >
        {t('app.retry')}
      </button>
    </div>
  );
}
