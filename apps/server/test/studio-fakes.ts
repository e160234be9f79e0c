/**
 * Test doubles of the studio tests (no import of the app, so `vi.mock` factories may load it): a
 * seamless wallet kept in memory, with failure injection to play a process that dies around a
 * money call, and three tiny deterministic engines.
 */
import { GameRuleError, readStake, type Engine } from '@croupier/games/engine';
import type * as EnginesModule from '@croupier/games/engines/index';
import type { Wallet } from '../src/wallet/plugin.ts';
import type {
  ActiveCampaign,
  CreditRequest,
  DebitRequest,
  FreespinRequest,
  FreespinResult,
  RollbackRequest,
  RoundRequest,
  RoundResult,
  WalletBalance,
  WalletResult,
} from '../src/wallet/port.ts';

type Op = 'debit' | 'credit' | 'rollback' | 'freespin' | 'round';

/** An in-memory seamless wallet honouring the port's idempotency rules. */
export class FakeWallet implements Wallet {
  accounts = new Map<number, { cash: number; bonus: number }>();
  private answers = new Map<string, WalletResult>();
  private bets = new Map<
    string,
    {
      playerId: number;
      amount: number;
      rolledBack: boolean;
      free?: boolean;
      paid?: boolean;
      closed?: boolean;
    }
  >();
  calls: { op: Op; transactionId: string; amount?: number }[] = [];
  /** The next call of `op` fails: `before` moves nothing, `after` moves money then throws. */
  failures: { op: Op; when: 'before' | 'after' }[] = [];
  campaign: ActiveCampaign | null = null;

  reset() {
    this.accounts.clear();
    this.answers.clear();
    this.bets.clear();
    this.calls = [];
    this.failures = [];
    this.campaign = null;
  }

  fund(playerId: number, cash: number, bonus = 0) {
    this.accounts.set(playerId, { cash, bonus });
  }

  private account(playerId: number) {
    let a = this.accounts.get(playerId);
    if (!a) this.accounts.set(playerId, (a = { cash: 0, bonus: 0 }));
    return a;
  }

  async balance(playerId: number): Promise<WalletBalance> {
    const a = this.account(playerId);
    return { currency: 'EUR', cash: a.cash, bonus: a.bonus, deposited: 0, available: a.cash };
  }

  private async run(
    op: Op,
    req: { transactionId: string; playerId: number; amount?: number },
    apply: () => Promise<WalletResult>,
  ): Promise<WalletResult> {
    this.calls.push({ op, transactionId: req.transactionId, amount: req.amount });
    const failure = this.failures.findIndex((f) => f.op === op);
    const fail = failure >= 0 ? this.failures.splice(failure, 1)[0] : undefined;
    if (fail?.when === 'before') throw new Error(`injected ${op} failure`);
    const stored = this.answers.get(req.transactionId);
    const result = stored
      ? ({ ...stored, ...(stored.ok ? { duplicate: true } : {}) } as WalletResult)
      : await apply();
    if (!stored) this.answers.set(req.transactionId, result);
    if (fail?.when === 'after') throw new Error(`injected ${op} failure after the move`);
    return result;
  }

  private ok(playerId: number, cash: number, bonus: number): Promise<WalletResult> {
    return this.balance(playerId).then((balance) => ({
      ok: true as const,
      duplicate: false,
      ledgerTransactionId: this.calls.length,
      cash,
      bonus,
      balance,
    }));
  }

  debit(req: DebitRequest) {
    return this.run('debit', req, async () => {
      const a = this.account(req.playerId);
      if (this.bets.get(req.transactionId)?.rolledBack) {
        return { ok: false, code: 'bet_rolled_back', balance: await this.balance(req.playerId) };
      }
      if (this.campaign?.maxBet != null && req.amount > this.campaign.maxBet) {
        return { ok: false, code: 'bonus_bet_limit', balance: await this.balance(req.playerId) };
      }
      if (a.cash + a.bonus < req.amount) {
        return { ok: false, code: 'insufficient_funds', balance: await this.balance(req.playerId) };
      }
      const cash = Math.min(a.cash, req.amount);
      a.cash -= cash;
      a.bonus -= req.amount - cash;
      this.bets.set(req.transactionId, {
        playerId: req.playerId,
        amount: req.amount,
        rolledBack: false,
      });
      return this.ok(req.playerId, cash, req.amount - cash);
    });
  }

  credit(req: CreditRequest) {
    return this.run('credit', req, async () => {
      const bet = this.bets.get(req.betTransactionId);
      if (!bet || bet.playerId !== req.playerId) {
        return { ok: false, code: 'bet_not_found', balance: await this.balance(req.playerId) };
      }
      if (bet.rolledBack) {
        return { ok: false, code: 'bet_rolled_back', balance: await this.balance(req.playerId) };
      }
      bet.paid = true;
      bet.closed = req.closeRound;
      // A free spin's win is bonus money.
      if (bet.free) this.account(req.playerId).bonus += req.amount;
      else this.account(req.playerId).cash += req.amount;
      return bet.free ? this.ok(req.playerId, 0, req.amount) : this.ok(req.playerId, req.amount, 0);
    });
  }

  rollback(req: RollbackRequest) {
    return this.run('rollback', req, async () => {
      const bet = this.bets.get(req.betTransactionId);
      if (!bet) {
        // Recorded: a late debit with this id is refused.
        this.bets.set(req.betTransactionId, {
          playerId: req.playerId,
          amount: 0,
          rolledBack: true,
        });
        return this.ok(req.playerId, 0, 0);
      }
      // As the wallet: a bet of a closed round, or already paid, is not refunded.
      if (bet.paid && !bet.rolledBack) {
        const code = bet.closed ? 'round_closed' : 'bet_settled';
        return { ok: false, code, balance: await this.balance(req.playerId) };
      }
      if (!bet.rolledBack) {
        bet.rolledBack = true;
        this.account(req.playerId).cash += bet.amount;
        // A refunded free spin can be played again.
        if (bet.free && this.campaign) this.campaign.freespinsCounter -= 1;
      }
      return this.ok(req.playerId, bet.amount, 0);
    });
  }

  /** One free spin of `campaign` (a bet of 0 at its stake). */
  async freespin(req: FreespinRequest): Promise<FreespinResult> {
    const result = await this.run('freespin', req, async () => {
      const c = this.campaign;
      if (this.bets.get(req.transactionId)?.rolledBack) {
        return { ok: false, code: 'bet_rolled_back', balance: await this.balance(req.playerId) };
      }
      if (!c || c.freespinsCounter >= c.freespins || !c.freespinGameIds.includes(req.gameId)) {
        return { ok: false, code: 'no_freespins', balance: await this.balance(req.playerId) };
      }
      c.freespinsCounter += 1;
      this.bets.set(req.transactionId, {
        playerId: req.playerId,
        amount: 0,
        rolledBack: false,
        free: true,
      });
      const taken = (await this.ok(req.playerId, 0, 0)) as Extract<WalletResult, { ok: true }>;
      const answer: FreespinResult = {
        ...taken,
        stake: c.freespinStake,
        freespinsLeft: c.freespins - c.freespinsCounter,
        playerCampaignId: c.id,
      };
      return answer;
    });
    return result as FreespinResult;
  }

  /**
   * A settled round: the debit, then the credit that closes it, all or nothing like the wallet's
   * one transaction (a `round` failure `before` moves nothing, `after` moves both, then throws).
   */
  async round(req: RoundRequest): Promise<RoundResult> {
    this.calls.push({ op: 'round', transactionId: req.betTransactionId, amount: req.stake });
    const made = this.calls.length;
    const failure = this.failures.findIndex((f) => f.op === 'round');
    const fail = failure >= 0 ? this.failures.splice(failure, 1)[0] : undefined;
    if (fail?.when === 'before') throw new Error('injected round failure');
    // Its two parts cannot fail apart.
    const pending = this.failures;
    this.failures = [];
    let result: RoundResult;
    try {
      const call = { provider: req.provider, playerId: req.playerId, roundId: req.roundId };
      const bet = await this.debit({
        ...call,
        gameId: req.gameId,
        transactionId: req.betTransactionId,
        amount: req.stake,
      });
      result = bet.ok
        ? {
            bet,
            win: await this.credit({
              ...call,
              gameId: req.gameId,
              transactionId: req.winTransactionId,
              amount: req.win,
              betTransactionId: req.betTransactionId,
              closeRound: true,
            }),
          }
        : { bet };
    } finally {
      this.failures = pending;
      // One call, as the wallet sees it.
      this.calls.length = made;
    }
    if (fail?.when === 'after') throw new Error('injected round failure after the move');
    return result;
  }

  async activeCampaign(): Promise<ActiveCampaign | null> {
    return this.campaign;
  }
}

export const fakeWallet = new FakeWallet();

/** Replacement of `src/wallet/plugin.ts` for `vi.mock`. */
export const walletModule = {
  createWallet: () => ({ wallet: fakeWallet, routes: async () => {} }),
};

// ------------------------------------------------------------------------------------ engines

interface StakeBet {
  stake: number;
}

/** One step: roll 0..9; 5 or more pays 2x the stake. */
const instant: Engine<null, StakeBet, { roll: number }, { roll: number }> = {
  id: 'dice',
  configure: () => null,
  info: () => ({
    rtp: 1,
    rtpMethod: 'exact',
    minStake: 10,
    maxStake: 10_000,
    maxMultiplier: 2,
    details: {},
  }),
  placeBet(_c, bet) {
    const stake = readStake((bet as Partial<StakeBet> | null)?.stake, 10, 10_000);
    return { bet: { stake }, stake };
  },
  start(_c, bet, rng) {
    const roll = rng.int(10);
    return { state: { roll }, view: { roll }, done: true, win: roll >= 5 ? bet.stake * 2 : 0 };
  },
};

interface StepsState {
  stake: number;
  hidden: number;
  doubled: boolean;
}
/** The end of a `steps` round: pays 2x everything staked when `hidden` is odd. */
const stepsEnd = (s: StepsState) => ({
  state: s,
  view: { doubled: s.doubled, hidden: s.hidden },
  done: true,
  win: s.hidden % 2 === 1 ? (s.doubled ? s.stake * 4 : s.stake * 2) : 0,
});
/** Multi-step: `double` (costs the stake again) once, then `stand`. */
const steps: Engine<null, StakeBet, StepsState, { doubled: boolean; hidden?: number }> = {
  id: 'blackjack',
  configure: () => null,
  info: () => ({
    rtp: 1,
    rtpMethod: 'exact',
    minStake: 10,
    maxStake: 10_000,
    maxMultiplier: 4,
    details: {},
  }),
  placeBet(_c, bet) {
    const stake = readStake((bet as Partial<StakeBet> | null)?.stake, 10, 10_000);
    return { bet: { stake }, stake };
  },
  start(_c, bet, rng) {
    const state = { stake: bet.stake, hidden: rng.int(100), doubled: false };
    return { state, view: { doubled: false }, done: false, win: 0 };
  },
  act(_c, state, action) {
    if (action === 'double' && !state.doubled) {
      const s = { ...state, doubled: true };
      return { state: s, view: { doubled: true }, done: false, win: 0, cost: state.stake };
    }
    if (action === 'stand') return { ...stepsEnd(state), cost: 0 };
    throw new GameRuleError('action_invalid');
  },
  settle: (_c, state) => stepsEnd(state),
};

interface TimedState {
  stake: number;
  bustMs: number;
}
/** Time-driven: busts at 1-10 s; `cashout` before that pays 3x. */
const timed: Engine<null, StakeBet, TimedState, { busted: boolean; cashedOut: boolean }> = {
  id: 'crash',
  configure: () => null,
  info: () => ({
    rtp: 1,
    rtpMethod: 'simulation',
    minStake: 10,
    maxStake: 10_000,
    maxMultiplier: 3,
    details: {},
  }),
  placeBet(_c, bet) {
    const stake = readStake((bet as Partial<StakeBet> | null)?.stake, 10, 10_000);
    return { bet: { stake }, stake };
  },
  start(_c, bet, rng) {
    const state = { stake: bet.stake, bustMs: 1_000 + rng.int(9_000) };
    return { state, view: { busted: false, cashedOut: false }, done: false, win: 0 };
  },
  act(_c, state, action, ctx) {
    if (action !== 'cashout') throw new GameRuleError('action_invalid');
    if (ctx.elapsedMs >= state.bustMs) {
      return { state, view: { busted: true, cashedOut: false }, done: true, win: 0, cost: 0 };
    }
    return {
      state,
      view: { busted: false, cashedOut: true },
      done: true,
      win: state.stake * 3,
      cost: 0,
    };
  },
  advance(_c, state, ctx) {
    if (ctx.elapsedMs < state.bustMs) return null;
    return { state, view: { busted: true, cashedOut: false }, done: true, win: 0 };
  },
};

export const testEngines: Record<string, Engine> = {
  'test-instant': instant as Engine,
  'test-steps': steps as Engine,
  'test-timed': timed as Engine,
};

/**
 * The `vi.mock` factory of `@croupier/games/engines/index`: the real module, with the test
 * engines found first.
 */
export async function withTestEngines(
  importOriginal: () => Promise<typeof EnginesModule>,
): Promise<typeof EnginesModule> {
  const original = await importOriginal();
  return { ...original, engineFor: (id: string) => testEngines[id] ?? original.engineFor(id) };
}
