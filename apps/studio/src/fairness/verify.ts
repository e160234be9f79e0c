/**
 * Replays a finished round in the browser from its revealed inputs, with the same engine code the
 * server runs: first the commitment (SHA-256 of the revealed server seed equals the hash shown
 * before the bet), then the outcome (the engine started from the same bet and the provably-fair
 * stream of server seed, client seed and nonce gives the same view and win). Loaded on demand:
 * it pulls in every engine.
 */
import type { RoundView, StudioGame } from '@croupier/contract/studio';
import type { Engine } from '@croupier/games/engine';
import { engineFor } from '@croupier/games/engines/index';
import { fairRng, seedHash } from '@croupier/games/rng';
import { stableJson } from '../lib/stable-json.ts';

export type Verification =
  /** Hash and replay agree with what the server stored. */
  | { status: 'match'; replayWin: number }
  /** The revealed seed is not the committed one. */
  | { status: 'hash_mismatch' }
  /** Same seed, different outcome. */
  | { status: 'result_mismatch'; replayWin: number }
  /** The seed is not revealed yet (round open). */
  | { status: 'open' }
  /**
   * The hash matches but the outcome cannot be replayed here: an engine this build lacks, or a
   * multi-step round whose player actions the server does not expose.
   */
  | { status: 'unsupported'; hashOk: boolean };

/** Player actions in order, when the server exposes them on the round (`actions`). */
interface RecordedAction {
  action: unknown;
  elapsedMs?: number;
}

function recordedActions(round: RoundView): RecordedAction[] | null {
  const raw = (round as RoundView & { actions?: unknown }).actions;
  if (!Array.isArray(raw)) return null;
  return raw.map((entry) =>
    entry && typeof entry === 'object' && 'action' in entry
      ? {
          action: (entry as { action: unknown }).action,
          elapsedMs: Number((entry as { elapsedMs?: unknown }).elapsedMs) || 0,
        }
      : { action: entry, elapsedMs: 0 },
  );
}

/** The bet the engine was started with: a free spin's round bet carries the server's mark. */
function engineBet(round: RoundView): unknown {
  if (!round.freespin || typeof round.bet !== 'object' || round.bet === null) return round.bet;
  const { freespin: _mark, ...bet } = round.bet as Record<string, unknown>;
  return bet;
}

export function verifyRound(
  round: RoundView,
  game: Pick<StudioGame, 'engine' | 'settings'>,
  lookup: (id: string) => Engine | null = engineFor,
): Verification {
  const { serverSeed, seedHash: committed, clientSeed, nonce } = round.fairness;
  if (round.status === 'open' || !serverSeed) return { status: 'open' };
  let hashOk: boolean;
  try {
    hashOk = seedHash(serverSeed) === committed.toLowerCase();
  } catch {
    // Not hex at all: it cannot be the seed behind the commitment.
    hashOk = false;
  }
  if (!hashOk) return { status: 'hash_mismatch' };
  // A refunded round paid the stake back whatever the outcome: there is no outcome to compare.
  if (round.status === 'refunded') return { status: 'unsupported', hashOk };

  const engine = lookup(game.engine);
  if (!engine) return { status: 'unsupported', hashOk };
  try {
    const config = engine.configure(game.settings);
    let step = engine.start(config, engineBet(round), fairRng(serverSeed, clientSeed, nonce));
    if (!step.done) {
      const actions = recordedActions(round);
      if (!actions || !engine.act) return { status: 'unsupported', hashOk };
      for (const { action, elapsedMs = 0 } of actions) {
        if (step.done) break;
        step = engine.act(config, step.state, action, { elapsedMs });
      }
      if (!step.done && round.settledAt) {
        // Ended by time (a crash flight) or settled for an absent player: the server gave the
        // engine the time from the round's start to its settlement.
        const ctx = {
          elapsedMs: Math.max(0, Date.parse(round.settledAt) - Date.parse(round.createdAt)),
        };
        step =
          engine.advance?.(config, step.state, ctx) ??
          engine.settle?.(config, step.state, ctx) ??
          step;
      }
      if (!step.done) return { status: 'unsupported', hashOk };
    }
    const same = step.win === round.win && stableJson(step.view) === stableJson(round.view);
    return same
      ? { status: 'match', replayWin: step.win }
      : { status: 'result_mismatch', replayWin: step.win };
  } catch {
    // The engine refused the stored bet or is not built yet: we cannot say more than the hash.
    return { status: 'unsupported', hashOk };
  }
}
