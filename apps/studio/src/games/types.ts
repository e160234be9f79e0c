/**
 * What one engine's UI receives from the frame shell, and what it provides. The shell (session,
 * balance bar, stake formatting, errors, history, info panel frame, fairness, sound switch,
 * messages to the site) is shared; each engine folder under `games/` renders its table and its
 * rules. Engine UIs never decide an outcome: they send a bet or an action and animate the
 * server's answer.
 */
import type { ComponentType } from 'react';
import type { EngineInfo } from '@croupier/games/engine';
import type { FreeSpins, RoundView, StudioSession } from '@croupier/contract/studio';
import type { NumberFormats } from '../i18n/numbers.ts';

export type Minor = number;

/** Translations of one engine UI: a flat key -> text map per language (en, cs, de, sk, hu, pl, es). */
export type GameTexts = Readonly<Record<string, Readonly<Record<string, string>>>>;

export type SoundName =
  'click' | 'chip' | 'spin' | 'stop' | 'card' | 'win' | 'bigwin' | 'lose' | 'tick';

export interface GameUiProps {
  session: StudioSession;
  /** The round on the table: the open one, else the last one played in this frame (null at first). */
  round: RoundView | null;
  /** Current spendable balance (updates after every answer). */
  balance: Minor;
  /** A request is in flight: disable the controls that would send another. */
  busy: boolean;
  /**
   * Place a bet (engine-specific JSON, stakes in minor units). Resolves with the round, or null
   * when the server refused it (the shell has already shown the translated error). With
   * `freespin`, one of `freeSpins` is played instead (the server sets the stake).
   */
  play(bet: unknown, options?: { freespin?: boolean }): Promise<RoundView | null>;
  /**
   * The bonus campaign's free spins left in this game (real-money slots), updated after every
   * play; null or absent when there are none.
   */
  freeSpins?: FreeSpins | null;
  /** Send an action to the open round (hit, stand, cashout, reveal...). Null when refused. */
  act(action: unknown): Promise<RoundView | null>;
  /** Re-read the open round (time-driven games: the server advances it). */
  refresh(): Promise<RoundView | null>;
  /**
   * Money moved outside the shell's rounds (a virtual-sports bet placed: `open`, or settled:
   * `settled`): the bar and the site's header balance follow.
   */
  balanceMoved?(balance: Minor, status: RoundView['status']): void;
  /** Money in the session's currency with 2 decimals, e.g. "€12.50". */
  money(amount: Minor): string;
  /** Numbers, multipliers and percentages in the player's locale ("2,00×" in German). */
  numbers: NumberFormats;
  /** This engine's texts (falls back to the shell's common texts, then English). */
  t(key: string, params?: Record<string, string | number>): string;
  /** Plays a short sound when the player has sound on. */
  sound(name: SoundName): void;
  /** The player prefers reduced motion: skip or shorten animations. */
  reducedMotion: boolean;
}

export interface RulesProps {
  info: EngineInfo;
  settings: Record<string, unknown>;
  money(amount: Minor): string;
  numbers: NumberFormats;
  t(key: string, params?: Record<string, string | number>): string;
}

export interface GameUi {
  /** The playing surface with its bet controls; fills the frame below the shell's balance bar. */
  Table: ComponentType<GameUiProps>;
  /** Rules and paytable for the info panel (the shell adds RTP, limits and max win above it). */
  Rules: ComponentType<RulesProps>;
  /** A one-line summary of a finished round for the history list, e.g. "Red 7, straight 17". */
  describe(
    round: RoundView,
    t: GameUiProps['t'],
    money: GameUiProps['money'],
    numbers: NumberFormats,
  ): string;
  texts: GameTexts;
}
