import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { StudioSession } from '@croupier/contract/studio';
import type { StudioClient } from '../api/client.ts';
import type { GameUi, GameUiProps, SoundName } from '../games/types.ts';
import type { ShellTexts } from '../i18n/en.ts';
import { createNumbers } from '../i18n/numbers.ts';
import { createMoney, createTranslator, localeOf, type Language } from '../i18n/translate.ts';
import type { SoundPlayer } from '../sound/synth.ts';
import { FrameContext, type FrameTools } from '../ui/frame-context.tsx';
import { loadClientSeed, saveClientSeed } from './client-seed.ts';
import { BalanceValue } from './balance-value.tsx';
import { Dialog } from './dialog.tsx';
import { FairnessPanel } from './fairness-panel.tsx';
import { HistoryPanel } from './history-panel.tsx';
import { HistoryIcon, InfoIcon, ShieldIcon, SoundIcon } from './icons.tsx';
import { InfoPanel } from './info-panel.tsx';
import { ToastList, useToasts } from './toasts.tsx';
import { usePlay } from './use-play.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

type PanelName = 'info' | 'history' | 'fairness';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The shell around one engine UI: the top bar, the table, the panels and the messages. */
export function Frame({
  client,
  session,
  ui,
  language,
  shellTexts,
  soundPlayer,
  onSessionEnded,
}: {
  client: StudioClient;
  session: StudioSession;
  ui: GameUi;
  language: Language;
  shellTexts: ShellTexts;
  soundPlayer: SoundPlayer;
  onSessionEnded(): void;
}) {
  const t = useMemo(
    () => createTranslator(language, shellTexts, ui.texts),
    [language, shellTexts, ui],
  );
  const money = useMemo(
    () => createMoney(language, session.currency),
    [language, session.currency],
  );
  const numbers = useMemo(() => createNumbers(localeOf(language)), [language]);
  const reducedMotion = useReducedMotion();
  const { toasts, show, dismiss } = useToasts();
  const [panel, setPanel] = useState<PanelName | null>(null);

  const storage = useMemo(() => localStorageOrNull(), []);
  const [clientSeed, setClientSeed] = useState(() => loadClientSeed(storage));
  const changeSeed = useCallback(
    (seed: string) => {
      saveClientSeed(storage, seed);
      setClientSeed(seed);
    },
    [storage],
  );

  const soundOn = useSyncExternalStore(soundPlayer.subscribe, soundPlayer.enabled, () => false);
  const sound = useCallback((name: SoundName) => soundPlayer.play(name), [soundPlayer]);

  const { round, balance, commitment, busy, freeSpins, play, act, refresh, balanceMoved } = usePlay(
    {
      client,
      session,
      clientSeed,
      t,
      money,
      toast: show,
      onSessionEnded,
    },
  );

  const tools: FrameTools = useMemo(
    () => ({ t, money, numbers, sound, reducedMotion }),
    [t, money, numbers, sound, reducedMotion],
  );

  // The session as of the last answer; stable between answers so engine effects keyed on it
  // do not rerun on every render.
  const liveSession = useMemo(
    () => ({
      ...session,
      balance,
      fairness: commitment,
      openRound: round?.status === 'open' ? round : null,
      freeSpins,
    }),
    [session, balance, commitment, round, freeSpins],
  );
  const tableProps: GameUiProps = {
    session: liveSession,
    round,
    balance,
    busy,
    freeSpins,
    play,
    act,
    refresh,
    balanceMoved,
    money,
    numbers,
    t,
    sound,
    reducedMotion,
  };
  const { Table, Rules } = ui;
  const demo = session.mode === 'demo';
  const open = (name: PanelName) => {
    sound('click');
    setPanel(name);
  };

  return (
    <FrameContext.Provider value={tools}>
      <div className="frame">
        <header className="bar">
          <div className="bar__game">
            <h1 className="bar__title">{session.game.name}</h1>
            <span
              className={demo ? 'badge badge--demo' : 'badge badge--real'}
              title={t(demo ? 'mode.demo_hint' : 'mode.real_hint')}
            >
              {t(demo ? 'mode.demo' : 'mode.real')}
              <span className="visually-hidden">
                : {t(demo ? 'mode.demo_hint' : 'mode.real_hint')}
              </span>
            </span>
          </div>
          <div className="bar__balance">
            <span className="bar__balance-label">{t('bar.balance')}</span>
            <BalanceValue balance={balance} money={money} />
          </div>
          <nav className="bar__tools" aria-label={t('bar.menu')}>
            <button
              type="button"
              className="icon-btn"
              aria-label={t('bar.info')}
              onClick={() => open('info')}
            >
              <InfoIcon />
            </button>
            <button
              type="button"
              className="icon-btn"
              aria-label={t('bar.history')}
              onClick={() => open('history')}
            >
              <HistoryIcon />
            </button>
            <button
              type="button"
              className="icon-btn"
              aria-label={t('bar.fairness')}
              onClick={() => open('fairness')}
            >
              <ShieldIcon />
            </button>
            <button
              type="button"
              className="icon-btn"
              aria-label={t('bar.sound_on')}
              aria-pressed={soundOn}
              title={t(soundOn ? 'bar.sound_on' : 'bar.sound_off')}
              onClick={() => {
                soundPlayer.setEnabled(!soundOn);
                if (!soundOn) soundPlayer.play('click');
              }}
            >
              <SoundIcon on={soundOn} />
            </button>
          </nav>
        </header>
        <main className="table-area">
          <Table {...tableProps} />
        </main>
        <ToastList toasts={toasts} dismiss={dismiss} />
        <Dialog open={panel === 'info'} onClose={() => setPanel(null)} title={t('info.title')} wide>
          <InfoPanel session={session} Rules={Rules} t={t} money={money} numbers={numbers} />
        </Dialog>
        <Dialog
          open={panel === 'history'}
          onClose={() => setPanel(null)}
          title={t('history.title')}
          wide
        >
          <HistoryPanel
            client={client}
            game={session.game}
            ui={ui}
            t={t}
            money={money}
            numbers={numbers}
          />
        </Dialog>
        <Dialog
          open={panel === 'fairness'}
          onClose={() => setPanel(null)}
          title={t('fairness.title')}
        >
          <FairnessPanel
            commitment={commitment}
            clientSeed={clientSeed}
            onClientSeed={changeSeed}
            lastRound={round}
            game={session.game}
            t={t}
            money={money}
          />
        </Dialog>
      </div>
    </FrameContext.Provider>
  );
}
