/**
 * The reality check of real play (MGA, UKGC): what the prompt shows about the game session the
 * player is in (time since the launch, stakes, wins, net position), and the record of every
 * prompt and answer for the regulator. `leave` ends that frame session: the frame's next call
 * gets 401 and it shows its ended state.
 */
import type { RealityCheckAction, RealityCheckSession } from '@croupier/contract/play';
import type { Db, Executor } from '../db/client.ts';
import { toDecimal } from '../wallet/service.ts';
import * as repo from './repository.ts';

export interface RealityCheckDeps {
  db: Db;
  now: () => Date;
}

interface Snapshot {
  session: repo.SessionRow;
  playedSeconds: number;
  stakes: number;
  wins: number;
}

/** The player's latest open real frame session and its money so far (minor units). */
async function snapshot(db: Executor, playerId: number, at: Date): Promise<Snapshot | null> {
  const session = await repo.latestOpenRealSession(db, playerId, at);
  if (!session) return null;
  const totals = await repo.sessionTotals(db, session.id);
  const playedSeconds = Math.max(
    0,
    Math.floor((at.getTime() - session.createdAt.getTime()) / 1000),
  );
  return { session, playedSeconds, ...totals };
}

/** `GET me/mga/realityCheck`: null when the player has no real game open. */
export async function currentRealityCheck(
  deps: RealityCheckDeps,
  playerId: number,
): Promise<RealityCheckSession | null> {
  const at = deps.now();
  const s = await snapshot(deps.db, playerId, at);
  if (!s) return null;
  const currency = await repo.currencyOf(deps.db, s.session.currency);
  const d = (minor: number) => toDecimal(minor, currency.minorUnits);
  return {
    session_started_at: s.session.createdAt.toISOString(),
    played_seconds: s.playedSeconds,
    stakes: d(s.stakes),
    wins: d(s.wins),
    net: d(s.wins - s.stakes),
    currency: { code: currency.code, symbol: currency.symbol },
  };
}

/**
 * `POST me/mga/realityCheck`: keeps the prompt (no action) or the answer with what the prompt
 * showed. Shown: the player awaits the check until they answer or launch a game. Answered: no
 * longer awaiting; `leave` also ends the frame session the prompt was shown over.
 */
export async function recordRealityCheck(
  deps: RealityCheckDeps,
  playerId: number,
  input: { minutes: number; action?: RealityCheckAction },
): Promise<void> {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const s = await snapshot(tx, playerId, at);
    await repo.insertRealityCheck(tx, {
      playerId,
      minutes: input.minutes,
      createdAt: at,
      action: input.action ?? null,
      sessionId: s?.session.id ?? null,
      playedSeconds: s?.playedSeconds ?? null,
      stakes: s?.stakes ?? null,
      wins: s?.wins ?? null,
    });
    if (!input.action) {
      await repo.markAwaitingRealityCheck(tx, playerId, at);
      return;
    }
    await repo.clearRealityCheckReason(tx, playerId, at);
    if (input.action === 'leave' && s) await repo.endSession(tx, s.session.id, at);
  });
}
