import { describe, expect, it } from 'vitest';
import type { RoundView } from '@croupier/contract/studio';
import type { Engine, Rng } from '@croupier/games/engine';
import { engineFor } from '@croupier/games/engines/index';
import { fairRng, seedHash } from '@croupier/games/rng';
import { verifyRound } from './verify.ts';

const SERVER_SEED = '5f'.repeat(32);
const CLIENT_SEED = 'player-seed';

/** One draw from 0..36 pays 36x on 7: enough to prove the replay reads the same stream. */
const oneStep: Engine = {
  id: 'roulette',
  configure: () => ({}),
  info: () => ({
    rtp: 0.97,
    rtpMethod: 'exact',
    minStake: 1,
    maxStake: 100,
    maxMultiplier: 36,
    details: null,
  }),
  placeBet: (_c, bet) => ({ bet, stake: (bet as { stake: number }).stake }),
  start: (_c, bet, rng: Rng) => {
    const pocket = rng.int(37);
    const stake = (bet as { stake: number }).stake;
    return { state: { pocket }, view: { pocket }, done: true, win: pocket === 7 ? stake * 36 : 0 };
  },
};

/** Draws a card, then the player's "draw" action adds a second one; done after one action. */
const twoStep: Engine = {
  ...oneStep,
  start: (_c, _bet, rng) => {
    const first = rng.int(52);
    const deck = [rng.int(52)];
    return { state: { first, deck }, view: { cards: [first] }, done: false, win: 0 };
  },
  act: (_c, state, action) => {
    const s = state as { first: number; deck: number[] };
    if ((action as { type?: string }).type !== 'draw') throw new Error('action_invalid');
    const cards = [s.first, s.deck[0] as number];
    return { state: s, view: { cards }, done: true, win: cards[0]! > cards[1]! ? 200 : 0, cost: 0 };
  },
};

function roundOf(engine: Engine, nonce: number, actions?: unknown[]): RoundView {
  let step = engine.start({}, { stake: 100 }, fairRng(SERVER_SEED, CLIENT_SEED, nonce));
  for (const action of actions ?? []) step = engine.act!({}, step.state, action, { elapsedMs: 0 });
  return {
    id: 'r1',
    gameId: 1,
    status: 'settled',
    stake: 100,
    win: step.win,
    view: step.view,
    bet: { stake: 100 },
    fairness: {
      seedHash: seedHash(SERVER_SEED),
      clientSeed: CLIENT_SEED,
      nonce,
      serverSeed: SERVER_SEED,
    },
    createdAt: '2026-11-22T10:00:00.000Z',
    settledAt: '2026-11-22T10:00:00.000Z',
    ...(actions ? { actions: actions.map((action) => ({ action, elapsedMs: 0 })) } : {}),
  } as RoundView;
}

const game = { engine: 'roulette' as const, settings: {} };
const fake = (engine: Engine) => () => engine;

describe('verifyRound', () => {
  it('matches a round replayed from its revealed seed', () => {
    const round = roundOf(oneStep, 3);
    expect(verifyRound(round, game, fake(oneStep))).toEqual({
      status: 'match',
      replayWin: round.win,
    });
  });

  it('finds a seed that is not the committed one', () => {
    const round = roundOf(oneStep, 3);
    round.fairness = { ...round.fairness, seedHash: seedHash('aa'.repeat(32)) };
    expect(verifyRound(round, game, fake(oneStep)).status).toBe('hash_mismatch');
  });

  it('treats a seed that is not hex as a mismatch', () => {
    const round = roundOf(oneStep, 3);
    round.fairness = { ...round.fairness, serverSeed: 'not-hex!' };
    expect(verifyRound(round, game, fake(oneStep)).status).toBe('hash_mismatch');
  });

  it('finds a stored outcome the seed does not give', () => {
    const round = roundOf(oneStep, 3);
    const pocket = (round.view as { pocket: number }).pocket;
    round.view = { pocket: (pocket + 1) % 37 };
    expect(verifyRound(round, game, fake(oneStep)).status).toBe('result_mismatch');
  });

  it('finds a stored win the seed does not give', () => {
    const round = roundOf(oneStep, 3);
    round.win += 1;
    expect(verifyRound(round, game, fake(oneStep))).toMatchObject({ status: 'result_mismatch' });
  });

  it('depends on the nonce and the client seed', () => {
    const round = roundOf(oneStep, 3);
    const others = Array.from({ length: 20 }, (_, i) => ({
      ...round,
      fairness: { ...round.fairness, nonce: 100 + i },
    }));
    // At least one other nonce draws another pocket (37 pockets, 20 tries).
    expect(
      others.some((r) => verifyRound(r, game, fake(oneStep)).status === 'result_mismatch'),
    ).toBe(true);
  });

  it('does not reveal anything for an open round', () => {
    const round = roundOf(oneStep, 3);
    round.status = 'open';
    round.fairness = { ...round.fairness, serverSeed: null };
    expect(verifyRound(round, game, fake(oneStep)).status).toBe('open');
  });

  it('replays the recorded actions of a multi-step round', () => {
    const round = roundOf(twoStep, 5, [{ type: 'draw' }]);
    expect(verifyRound(round, game, fake(twoStep)).status).toBe('match');
  });

  it('stops at the hash for a multi-step round without recorded actions', () => {
    const round = roundOf(twoStep, 5, [{ type: 'draw' }]);
    delete (round as { actions?: unknown }).actions;
    expect(verifyRound(round, game, fake(twoStep))).toEqual({
      status: 'unsupported',
      hashOk: true,
    });
  });

  it('stops at the hash for an unknown engine', () => {
    const round = roundOf(oneStep, 3);
    expect(verifyRound(round, game, () => null)).toEqual({ status: 'unsupported', hashOk: true });
  });

  it('verifies a real roulette round with the engine the server runs', () => {
    const engine = engineFor('roulette');
    if (!engine) throw new Error('roulette engine missing');
    const settings = { variant: 'european', minBet: 0.1, maxBet: 500 };
    const config = engine.configure(settings);
    const { bet } = engine.placeBet(config, {
      bets: [
        { type: 'red', numbers: [], stake: 100 },
        { type: 'straight', numbers: [17], stake: 50 },
      ],
    });
    const step = engine.start(config, bet, fairRng(SERVER_SEED, CLIENT_SEED, 9));
    const round: RoundView = {
      ...roundOf(oneStep, 9),
      bet,
      view: JSON.parse(JSON.stringify(step.view)) as unknown,
      win: step.win,
      stake: 150,
    };
    const real = { engine: 'roulette' as const, settings };
    expect(verifyRound(round, real)).toEqual({ status: 'match', replayWin: step.win });
    const forged = { ...round, win: round.win + 3600 };
    expect(verifyRound(forged, real).status).toBe('result_mismatch');
  });

  it('verifies a bonus free spin of a real slot (the bet carries the free-spin mark)', () => {
    const engine = engineFor('slots');
    if (!engine) throw new Error('slots engine missing');
    const settings = { reels: 5, rows: 3, lines: 20, wilds: true, scatters: true, freeSpins: 10 };
    const config = engine.configure(settings);
    const { bet, stake } = engine.placeBet(config, { lineBet: 2 });
    const step = engine.start(config, bet, fairRng(SERVER_SEED, CLIENT_SEED, 4));
    const round: RoundView = {
      ...roundOf(oneStep, 4),
      bet: { ...(bet as object), freespin: true },
      freespin: true,
      view: JSON.parse(JSON.stringify(step.view)) as unknown,
      win: step.win,
      stake,
    };
    const real = { engine: 'slots' as const, settings };
    expect(verifyRound(round, real)).toEqual({ status: 'match', replayWin: step.win });
  });

  it('verifies a real three-box blackjack round from its bet and recorded actions', () => {
    const engine = engineFor('blackjack');
    if (!engine?.act) throw new Error('blackjack engine missing');
    const settings = { decks: 6, seats: 7, dealerStandsSoft17: true, minBet: 1, maxBet: 1000 };
    const config = engine.configure(settings);
    const { bet, stake } = engine.placeBet(config, { stake: 200, boxes: 3 });
    expect(stake).toBe(600);
    const real = { engine: 'blackjack' as const, settings };
    let checked = 0;
    for (let nonce = 0; checked < 3 && nonce < 50; nonce += 1) {
      let step = engine.start(config, bet, fairRng(SERVER_SEED, CLIENT_SEED, nonce));
      const actions: unknown[] = [];
      // Stand on every hand (declining insurance): each box records its own action.
      while (!step.done) {
        const allowed = (step.view as { actions: string[] }).actions;
        const action = { type: allowed.includes('no-insurance') ? 'no-insurance' : 'stand' };
        actions.push(action);
        step = engine.act(config, step.state, action, { elapsedMs: 0 });
      }
      if (actions.length < 3) continue;
      checked += 1;
      const view = JSON.parse(JSON.stringify(step.view)) as { hands: { box?: number }[] };
      expect(view.hands.map((h) => h.box)).toEqual([0, 1, 2]);
      const round: RoundView = {
        ...roundOf(oneStep, nonce),
        bet,
        view,
        win: step.win,
        stake,
        actions: actions.map((action) => ({ action, elapsedMs: 0 })),
      } as RoundView;
      expect(verifyRound(round, real)).toEqual({ status: 'match', replayWin: step.win });
      // The same actions on one box do not give the stored three-box round.
      expect(verifyRound({ ...round, bet: { stake: 200 } }, real).status).not.toBe('match');
      // A hit instead of the last box's stand deals another card: not the stored round.
      const hit = [...actions.slice(0, -1), { type: 'hit' }];
      const changed = { ...round, actions: hit.map((action) => ({ action, elapsedMs: 0 })) };
      expect(verifyRound(changed as RoundView, real).status).not.toBe('match');
    }
    expect(checked).toBe(3);
  });
});
