import { useCallback, useRef, useState } from 'react';
import type {
  FairnessCommitment,
  FrameMessage,
  FreeSpins,
  RoundView,
  StudioSession,
} from '@croupier/contract/studio';
import {
  StudioApiError,
  type PlayOptions,
  type RoundAnswer,
  type StudioClient,
} from '../api/client.ts';
import type { Translate } from '../i18n/translate.ts';
import { errorText } from './errors.ts';
import type { Toast } from './toasts.tsx';

/** Tells the casino page around the frame (same origin only) so its header balance follows. */
export function postToSite(message: FrameMessage): void {
  if (window.parent === window) return;
  window.parent.postMessage(message, window.location.origin);
}

interface Options {
  client: StudioClient;
  session: StudioSession;
  /** The seed for the next bet (the fairness panel edits it). */
  clientSeed: string;
  t: Translate;
  money(amount: number): string;
  toast(toast: Omit<Toast, 'id'>): void;
  onSessionEnded(): void;
}

/**
 * The round state of the frame and the three calls an engine UI makes (play, act, refresh).
 * Every answer carries the balance and the next commitment, so the bar, the fairness panel and
 * the site's header stay in step with the server without extra requests.
 */
export function usePlay({ client, session, clientSeed, t, money, toast, onSessionEnded }: Options) {
  const [round, setRound] = useState<RoundView | null>(session.openRound);
  const [balance, setBalance] = useState(session.balance);
  const [commitment, setCommitment] = useState<FairnessCommitment>(session.fairness);
  const [busy, setBusy] = useState(false);
  const [freeSpins, setFreeSpins] = useState<FreeSpins | null>(session.freeSpins ?? null);
  // Guards against a double tap sending two bets before React re-renders with busy = true.
  const inFlight = useRef(false);
  // The round as of the last answer, readable by act() before React re-renders.
  const roundRef = useRef(round);
  const showRound = useCallback((next: RoundView) => {
    roundRef.current = next;
    setRound(next);
  }, []);

  const accept = useCallback(
    (answer: RoundAnswer) => {
      const previous = roundRef.current;
      const news = !(previous?.id === answer.round.id && previous.status === answer.round.status);
      showRound(answer.round);
      setBalance(answer.balance);
      setCommitment(answer.fairness);
      // Play answers say which free spins are left; other answers leave them as they were.
      if (answer.freeSpins !== undefined) setFreeSpins(answer.freeSpins);
      if (answer.round.status !== 'open' && news) {
        postToSite({
          type: 'croupier:round',
          status: answer.round.status,
          balance: answer.balance,
        });
      }
      return answer.round;
    },
    [showRound],
  );

  const fail = useCallback(
    (error: unknown, retry: (() => void) | null, quiet = false) => {
      if (error instanceof StudioApiError) {
        if (error.kind === 'session') {
          postToSite({ type: 'croupier:error', message: 'session_invalid' });
          onSessionEnded();
          return;
        }
        if (typeof error.body.balance === 'number') setBalance(error.body.balance);
        // None left (used up in another tab, the campaign ended): back to normal play.
        if (error.key === 'no_freespins') setFreeSpins(null);
        if (error.kind === 'network' && quiet) return;
      }
      const text = errorText(error, t, money);
      toast({
        tone: 'error',
        text,
        ...(retry && error instanceof StudioApiError && error.kind === 'network'
          ? { action: { label: t('app.retry'), run: retry } }
          : {}),
      });
      if (error instanceof StudioApiError && error.kind === 'rule') {
        postToSite({ type: 'croupier:error', message: error.key });
      }
    },
    [t, money, toast, onSessionEnded],
  );

  /**
   * Runs one call with the busy flag; null when it failed (the toast is already shown). After a
   * network error the toast's Try again repeats the very same call, so the client reuses its
   * requestId and the server places the bet at most once.
   */
  const run = useCallback(
    (call: () => Promise<RoundAnswer>): Promise<RoundView | null> => {
      const attempt = async (): Promise<RoundView | null> => {
        if (inFlight.current) {
          toast({ tone: 'error', text: t('error.request_pending') });
          return null;
        }
        inFlight.current = true;
        setBusy(true);
        try {
          return accept(await call());
        } catch (error) {
          fail(error, () => void attempt());
          if (error instanceof StudioApiError && error.key === 'round_open') {
            // A round is unfinished (another tab, a lost answer): put it on the table to resume.
            void client
              .session()
              .then((fresh) => {
                if (fresh.openRound) showRound(fresh.openRound);
                setBalance(fresh.balance);
                setCommitment(fresh.fairness);
                setFreeSpins(fresh.freeSpins ?? null);
              })
              .catch(() => undefined);
          }
          return null;
        } finally {
          inFlight.current = false;
          setBusy(false);
        }
      };
      return attempt();
    },
    [accept, fail, client, toast, t, showRound],
  );

  const play = useCallback(
    (bet: unknown, options?: PlayOptions) => run(() => client.play(bet, clientSeed, options)),
    [client, clientSeed, run],
  );

  const act = useCallback(
    (action: unknown): Promise<RoundView | null> => {
      const current = roundRef.current;
      if (!current || current.status !== 'open') {
        toast({ tone: 'error', text: t('error.round_closed') });
        return Promise.resolve(null);
      }
      return run(() => client.act(current.id, action));
    },
    [client, run, toast, t],
  );

  /** Re-reads the open round; silent on network errors (time-driven UIs call it in a loop). */
  const refresh = useCallback(async (): Promise<RoundView | null> => {
    const current = roundRef.current;
    if (!current) return null;
    try {
      return accept(await client.round(current.id));
    } catch (error) {
      fail(error, null, true);
      return null;
    }
  }, [accept, client, fail]);

  /**
   * Money moved outside a round of this frame (a virtual-sports bet placed or settled): the bar
   * and the site's header follow.
   */
  const balanceMoved = useCallback((next: number, status: RoundView['status']) => {
    setBalance(next);
    postToSite({ type: 'croupier:round', status, balance: next });
  }, []);

  return { round, balance, commitment, busy, freeSpins, play, act, refresh, balanceMoved };
}
