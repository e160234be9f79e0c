/**
 * Free spins of a bonus campaign in the studio's slots, through the frame API on the real
 * wallet and ledger: the frame session tells a listed slot its free spins, each is played at the
 * campaign's stake with nothing debited, its win lands in the bonus balance, the counter moves
 * once per spin (retries included), the spin after the last is refused, other games and demo
 * play have none, and a free-spin round cut short by a dying process is finished or refunded
 * (the spin given back) like any other round.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { slotsEngine } from '@croupier/games/engines/slots/index';
import { fairRng } from '@croupier/games/rng';
import type { Database } from '../src/db/client.ts';
import * as t from '../src/db/schema.ts';
import { studioRounds, studioSeeds } from '../src/studio/schema.ts';
import type * as WalletPlugin from '../src/wallet/plugin.ts';
import { playerCampaigns } from '../src/wallet/schema.ts';
import { activateNextBonusWith, createWalletService, depositWith } from '../src/wallet/service.ts';
import { createTestDatabase, SKIN_AUTH } from './helper.ts';
import {
  createPlayer,
  frame,
  launch,
  openSession,
  restartStudioApp,
  startStudioApp,
  type TestGame,
} from './studio-support.ts';
import { auditLedger } from './wallet-support.ts';

/** Failure injection around the studio's wallet calls: a process dying before or after one. */
const inject = vi.hoisted(() => ({
  freespin: null as null | 'before' | 'after',
  /** Runs just before the next free spin reaches the wallet (once). */
  beforeFreespin: null as null | (() => Promise<void>),
  credit: null as null | 'after',
}));

vi.mock('../src/wallet/plugin.ts', async (importOriginal) => {
  const real = await importOriginal<typeof WalletPlugin>();
  return {
    ...real,
    createWallet: (deps: Parameters<typeof real.createWallet>[0]) => {
      const made = real.createWallet(deps);
      const w = made.wallet;
      const wallet: typeof w = {
        ...w,
        async freespin(req) {
          const when = inject.freespin;
          inject.freespin = null;
          const hook = inject.beforeFreespin;
          inject.beforeFreespin = null;
          await hook?.();
          if (when === 'before') throw new Error('injected freespin failure');
          const result = await w.freespin(req);
          if (when === 'after') throw new Error('injected freespin failure after the move');
          return result;
        },
        async credit(req) {
          const when = inject.credit;
          inject.credit = null;
          const result = await w.credit(req);
          if (when === 'after') throw new Error('injected credit failure after the move');
          return result;
        },
      };
      return { ...made, wallet };
    },
  };
});

const clock = { now: new Date() };
let database: Database;
let drop: () => Promise<void>;
let app: FastifyInstance;
/** Two slots: the campaign's free-spin game and one it does not list. */
let listed: TestGame & { settings: Record<string, unknown> };
let other: TestGame;

const db = () => database.db;
/** The process dies; some time later a new one starts on the same database. */
const restart = async (afterMs?: number) => {
  app = await restartStudioApp(app, database, clock, afterMs);
};

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase(clock.now));
  const slots = await db()
    .select({
      id: t.games.id,
      providerId: t.games.providerId,
      providerCode: t.providers.code,
      settings: t.games.engineSettings,
    })
    .from(t.games)
    .innerJoin(t.providers, eq(t.providers.id, t.games.providerId))
    .where(and(eq(t.games.engine, 'slots'), eq(t.games.isEnabled, true)))
    .orderBy(t.games.id)
    .limit(2);
  if (slots.length < 2) throw new Error('the seeded catalog has fewer than two slots');
  listed = slots[0]!;
  other = slots[1]!;
  app = await startStudioApp(database, clock);
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

const config = () => slotsEngine.configure(listed.settings);
/** The campaign's stake: two line bets' worth of the listed title (a stake it can play exactly). */
const stake = () => 2 * config().minLineBet * config().betUnits;

let campaignCount = 0;
/** A running free-spins campaign and the player's active copy of it (rows written directly). */
async function grantFreeSpins(
  playerId: number,
  spins: number,
  { gameIds = [listed.id], bonus = 0 }: { gameIds?: number[]; bonus?: number } = {},
) {
  campaignCount += 1;
  const [skin] = await db().select({ id: t.skins.id }).from(t.skins).limit(1);
  const [campaign] = await db()
    .insert(t.campaigns)
    .values({
      skinId: skin!.id,
      code: `FS${process.pid}${campaignCount}`,
      name: `Autumn spins ${campaignCount}`,
      action: 1,
      amountType: 'fixed',
      amount: 0,
      kind: 'free_spins',
      freespins: spins,
      freespinStake: stake(),
      freespinGameIds: gameIds,
      wagering: 30,
    })
    .returning({ id: t.campaigns.id });
  const [player] = await db()
    .select({ currencyId: t.players.currencyId })
    .from(t.players)
    .where(eq(t.players.id, playerId));
  const [pc] = await db()
    .insert(playerCampaigns)
    .values({
      playerId,
      campaignId: campaign!.id,
      currencyId: player!.currencyId,
      // With bonus money: waiting, then activated by the wallet (which credits the bonus).
      status: bonus > 0 ? 'unused' : 'active',
      source: 'staff',
      bonusAmount: bonus,
      target: bonus * 30,
      wagering: 30,
      freespins: spins,
      freespinStake: stake(),
      freespinGameIds: gameIds,
      activatedAt: clock.now,
      expiresAt: new Date(clock.now.getTime() + 30 * 24 * 3_600_000),
    })
    .returning();
  if (bonus > 0) expect(await activateNextBonusWith(db(), playerId)).toBe(pc!.id);
  return { campaignId: campaign!.id, pc: pc! };
}

const campaignRow = async (id: number) =>
  (await db().select().from(playerCampaigns).where(eq(playerCampaigns.id, id)))[0]!;

async function playerWith(cash: number) {
  const p = await createPlayer(db(), clock.now);
  if (cash > 0) {
    await depositWith(db(), {
      playerId: p.id,
      amount: cash,
      provider: 'test',
      transactionId: `freespins-${p.id}`,
    });
  }
  return p;
}

const money = async (playerId: number) => {
  const b = await createWalletService(db()).balance(playerId);
  return { cash: b.cash, bonus: b.bonus };
};

/**
 * A client seed with which the player's next round on the listed slot wins (searched with the
 * engine over the seed the server committed to), so a test can see a win land.
 */
async function winningClientSeed(session: string, playerId: number): Promise<string> {
  await info(session); // commits the next seed
  const [seed] = await db()
    .select()
    .from(studioSeeds)
    .where(eq(studioSeeds.owner, `p:${playerId}`));
  if (!seed) throw new Error('no committed seed yet');
  const c = config();
  const bet = { lineBet: 2 * c.minLineBet };
  for (let i = 0; i < 2_000; i += 1) {
    const client = `win-${i}`;
    const step = slotsEngine.start(c, bet, fairRng(seed.serverSeed, client, seed.nonce));
    if (step.win > 0) return client;
  }
  throw new Error('no winning client seed found');
}

let n = 0;
const spin = (session: string, body: Record<string, unknown> = {}) =>
  frame(app, session, 'POST', '/studio/v1/rounds', {
    bet: { lineBet: config().minLineBet },
    clientSeed: 'seed',
    requestId: `fs-${(n += 1)}`,
    freespin: true,
    ...body,
  });
const info = async (session: string) =>
  (await frame(app, session, 'GET', '/studio/v1/session')).body.data;

describe('free spins in the studio slots', () => {
  it('tells the listed slot its free spins, and plays them at the stake into the bonus balance', async () => {
    const p = await playerWith(5_000);
    const { pc, campaignId } = await grantFreeSpins(p.id, 3, { bonus: 500 });
    const session = await openSession(app, listed, p.userToken);
    expect((await info(session)).freeSpins).toEqual({
      left: 3,
      total: 3,
      stake: stake(),
      bet: { lineBet: 2 * config().minLineBet },
      campaign: `Autumn spins ${campaignCount}`,
    });

    // The campaign's own bonus money is there from the start and is never staked.
    expect(await money(p.id)).toEqual({ cash: 5_000, bonus: 500 });
    let won = 0;
    for (let i = 0; i < 3; i += 1) {
      // The first spin is made to win, so a win is seen landing in the bonus balance.
      const clientSeed = i === 0 ? await winningClientSeed(session, p.id) : `seed-${i}`;
      // The bet sent is ignored: a free spin plays the campaign's stake.
      const res = await spin(session, { clientSeed, bet: { lineBet: config().maxLineBet } });
      expect(res.status).toBe(200);
      const round = res.body.data.round;
      expect(round).toMatchObject({
        status: 'settled',
        stake: stake(),
        freespin: true,
        bet: { lineBet: 2 * config().minLineBet, freespin: true },
      });
      if (i === 0) expect(round.win).toBeGreaterThan(0);
      won += round.win as number;
      expect(res.body.data.freeSpins).toEqual(
        i < 2 ? expect.objectContaining({ left: 2 - i, total: 3 }) : null,
      );
      // No cash moved; every win is bonus money.
      expect(await money(p.id)).toEqual({ cash: 5_000, bonus: 500 + won });
      expect(res.body.data.balance).toBe(5_500 + won);
      expect((await campaignRow(pc.id)).freespinsCounter).toBe(i + 1);
    }
    const row = await campaignRow(pc.id);
    expect(row).toMatchObject({ freespinsCounter: 3, freespinsWon: won, status: 'active' });
    // A free spin's win is wagered like a bonus: win x wagering is added to the target.
    expect(row.target).toBe((500 + won) * 30);
    expect(campaignId).toBe(row.campaignId);

    // The fourth is refused, moves nothing and leaves no round in the history.
    const refused = await spin(session);
    expect(refused).toEqual({
      status: 409,
      body: { message: 'no_freespins', balance: 5_500 + won },
    });
    expect((await info(session)).freeSpins).toBeNull();
    const list = await frame(app, session, 'GET', '/studio/v1/rounds');
    expect((list.body.meta as { total: number }).total).toBe(3);
    expect(list.body.data.every((r: { freespin?: boolean }) => r.freespin === true)).toBe(true);
    expect(await money(p.id)).toEqual({ cash: 5_000, bonus: 500 + won });

    // Normal play goes on with the player's own money and stake.
    const paid = await frame(app, session, 'POST', '/studio/v1/rounds', {
      bet: { lineBet: config().minLineBet },
      clientSeed: 'paid',
      requestId: `fs-${(n += 1)}`,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data.round.freespin).toBeUndefined();
    expect(paid.body.data.round.stake).toBe(config().minLineBet * config().betUnits);
    expect((await campaignRow(pc.id)).freespinsCounter).toBe(3);
    expect((await auditLedger(db())).unbalanced).toBe(0);

    // The reality check counts the player's own stakes only (a free spin's is the campaign's).
    const rc = await app.inject({
      method: 'GET',
      url: '/v1/me/mga/realityCheck',
      headers: { authorization: SKIN_AUTH, 'user-token': p.userToken },
    });
    const paidStake = paid.body.data.round.stake as number;
    const wins = won + (paid.body.data.round.win as number);
    expect(rc.json().data).toMatchObject({ stakes: paidStake / 100, wins: wins / 100 });
  });

  it('plays a retried free spin once: the same round, the counter moved once', async () => {
    const p = await playerWith(1_000);
    const { pc } = await grantFreeSpins(p.id, 2);
    const session = await openSession(app, listed, p.userToken);
    const body = { requestId: 'fs-retry-1', clientSeed: 'again' };
    const first = await spin(session, body);
    const second = await spin(session, body);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data.round).toEqual(first.body.data.round);
    expect(second.body.data.freeSpins).toMatchObject({ left: 1 });
    expect((await campaignRow(pc.id)).freespinsCounter).toBe(1);
    const bonus = first.body.data.round.win as number;
    expect(await money(p.id)).toEqual({ cash: 1_000, bonus });
    // And a refusal is answered again as a refusal.
    await spin(session);
    const body3 = { requestId: 'fs-retry-3' };
    expect((await spin(session, body3)).status).toBe(409);
    expect((await spin(session, body3)).body).toMatchObject({ message: 'no_freespins' });
    expect((await campaignRow(pc.id)).freespinsCounter).toBe(2);
  });

  it('shows no free spins in a game the campaign does not list, and refuses one there', async () => {
    const p = await playerWith(1_000);
    const { pc } = await grantFreeSpins(p.id, 2);
    const session = await openSession(app, other, p.userToken);
    expect((await info(session)).freeSpins).toBeNull();
    const res = await spin(session);
    expect(res).toEqual({ status: 409, body: { message: 'no_freespins', balance: 1_000 } });
    expect((await campaignRow(pc.id)).freespinsCounter).toBe(0);
    expect(await money(p.id)).toEqual({ cash: 1_000, bonus: 0 });
  });

  it("shows the game page's bonus box (ping useBonus) in a game with free spins left", async () => {
    const p = await playerWith(1_000);
    const { campaignId } = await grantFreeSpins(p.id, 1);
    const ping = async (gameId: number) =>
      (
        await app.inject({
          method: 'POST',
          url: `/v1/campaigns/${campaignId}/players/${p.id}/ping`,
          headers: { authorization: SKIN_AUTH, 'user-token': p.userToken },
          payload: { game_id: gameId },
        })
      ).json().data.useBonus as boolean;
    expect(await ping(listed.id)).toBe(true);
    expect(await ping(other.id)).toBe(false);
  });

  it('has no free spins in demo play', async () => {
    const session = await openSession(app, listed);
    const data = await info(session);
    expect(data.mode).toBe('demo');
    expect(data.freeSpins ?? null).toBeNull();
    const res = await spin(session);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('no_freespins');
    expect((await info(session)).balance).toBe(100_000);
  });

  it('launches a player without money who has free spins in that game (and only there)', async () => {
    const p = await playerWith(0);
    await grantFreeSpins(p.id, 1);
    expect((await launch(app, other, {}, p.userToken)).status).toBe(402);
    const session = await openSession(app, listed, p.userToken);
    const res = await spin(session);
    expect(res.status).toBe(200);
    expect(await money(p.id)).toEqual({ cash: 0, bonus: res.body.data.round.win });
  });

  it('plays the stake the wallet answers when the campaign changed since the frame read it', async () => {
    const p = await playerWith(1_000);
    const { pc } = await grantFreeSpins(p.id, 1);
    const session = await openSession(app, listed, p.userToken);
    const doubled = 2 * stake();
    inject.beforeFreespin = async () => {
      await db()
        .update(playerCampaigns)
        .set({ freespinStake: doubled })
        .where(eq(playerCampaigns.id, pc.id));
    };
    const res = await spin(session);
    expect(res.status).toBe(200);
    expect(res.body.data.round).toMatchObject({
      stake: doubled,
      bet: { lineBet: 4 * config().minLineBet, freespin: true },
    });
    const [row] = await db().select().from(studioRounds).where(eq(studioRounds.playerId, p.id));
    expect(row).toMatchObject({ stake: doubled, betStake: doubled });
  });

  it('gives the spin back when the process died around the free spin (recovery refunds the round)', async () => {
    const p = await playerWith(1_000);
    const { pc } = await grantFreeSpins(p.id, 2);
    let session = await openSession(app, listed, p.userToken);
    // The wallet took the spin, the answer was lost.
    inject.freespin = 'after';
    expect((await spin(session)).status).toBe(500);
    expect((await campaignRow(pc.id)).freespinsCounter).toBe(1);
    await restart();
    const [refunded] = await db()
      .select()
      .from(studioRounds)
      .where(eq(studioRounds.playerId, p.id));
    expect(refunded).toMatchObject({ status: 'refunded', betStatus: 'rolled_back' });
    expect((await campaignRow(pc.id)).freespinsCounter).toBe(0);
    expect(await money(p.id)).toEqual({ cash: 1_000, bonus: 0 });

    // Another request never reached the wallet: the spin was never taken.
    session = await openSession(app, listed, p.userToken);
    inject.freespin = 'before';
    expect((await spin(session)).status).toBe(500);
    await restart();
    expect((await campaignRow(pc.id)).freespinsCounter).toBe(0);
    session = await openSession(app, listed, p.userToken);
    expect((await info(session)).freeSpins).toMatchObject({ left: 2 });
    expect((await spin(session)).status).toBe(200);
    expect((await spin(session)).status).toBe(200);
    expect((await spin(session)).status).toBe(409);
    expect((await auditLedger(db())).unbalanced).toBe(0);
  });

  it('pays a free spin whose win was credited but not recorded once recovery finishes it', async () => {
    const p = await playerWith(1_000);
    const { pc } = await grantFreeSpins(p.id, 1);
    const session = await openSession(app, listed, p.userToken);
    const clientSeed = await winningClientSeed(session, p.id);
    inject.credit = 'after';
    expect((await spin(session, { clientSeed })).status).toBe(500);
    await restart();
    const [round] = await db().select().from(studioRounds).where(eq(studioRounds.playerId, p.id));
    expect(round).toMatchObject({ status: 'settled', winStatus: 'credited' });
    expect(round!.win).toBeGreaterThan(0);
    // Paid once, into the bonus balance.
    expect(await money(p.id)).toEqual({ cash: 1_000, bonus: round!.win });
    expect(await campaignRow(pc.id)).toMatchObject({
      freespinsCounter: 1,
      freespinsWon: round!.win,
    });
    expect((await auditLedger(db())).unbalanced).toBe(0);
  });
});
