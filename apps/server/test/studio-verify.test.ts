import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoundView, StudioGame } from '@croupier/contract/studio';
import { verifyRound } from '../../studio/src/fairness/verify.ts';
import * as t from '../src/db/schema.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { frame, openSession, type TestGame } from './studio-support.ts';

/**
 * A player verifies finished rounds with the frame's verifier (the same engine code, in the
 * browser): one-step and multi-step rounds replay exactly from the revealed seed, the client
 * seed, the nonce and the recorded actions; a tampered seed or action is caught.
 */
describe('round verification', () => {
  let ctx: TestApp;
  const games: Record<string, TestGame> = {};
  beforeAll(async () => {
    ctx = await buildTestApp();
    for (const slug of ['twenty-one-royale', 'velvet-european-roulette', 'lunar-liftoff']) {
      const [row] = await ctx.database.db
        .select({ id: t.games.id, providerId: t.games.providerId, providerCode: t.providers.code })
        .from(t.games)
        .innerJoin(t.providers, eq(t.providers.id, t.games.providerId))
        .where(eq(t.games.slug, slug));
      games[slug] = row!;
    }
  });
  afterAll(async () => ctx.close());

  async function history(session: string) {
    const list = await frame(ctx.app, session, 'GET', '/studio/v1/rounds');
    expect(list.status).toBe(200);
    const me = await frame(ctx.app, session, 'GET', '/studio/v1/session');
    return { rounds: list.body.data as RoundView[], game: me.body.data.game as StudioGame };
  }

  it('replays blackjack hands played to the end, with their actions', async () => {
    const session = await openSession(ctx.app, games['twenty-one-royale']!);
    for (let i = 0; i < 6; i += 1) {
      const played = await frame(ctx.app, session, 'POST', '/studio/v1/rounds', {
        bet: { stake: 100 },
        clientSeed: `verify-${i}`,
        requestId: `bj-${i}`,
      });
      expect(played.status).toBe(200);
      let round = played.body.data.round as RoundView;
      // Take one card when the hand allows it, then stand: every hand not decided at the deal
      // records a hit.
      let hit = false;
      for (let n = 0; round.status === 'open' && n < 10; n += 1) {
        const allowed = (round.view as { actions: string[] }).actions;
        const type = allowed.includes('no-insurance')
          ? 'no-insurance'
          : allowed.includes('hit') && !hit
            ? 'hit'
            : 'stand';
        if (type === 'hit') hit = true;
        const acted = await frame(
          ctx.app,
          session,
          'POST',
          `/studio/v1/rounds/${round.id}/actions`,
          { action: { type }, requestId: `bj-${i}-${n}` },
        );
        expect(acted.status).toBe(200);
        round = acted.body.data.round as RoundView;
      }
      expect(round.status).toBe('settled');
    }
    const { rounds, game } = await history(session);
    expect(rounds).toHaveLength(6);
    expect(rounds.some((r) => (r.actions?.length ?? 0) > 0)).toBe(true);
    for (const r of rounds) expect(verifyRound(r, game).status).toBe('match');

    const isHit = (a: { action: unknown }) => (a.action as { type?: string }).type === 'hit';
    const hit = rounds.find((r) => r.actions?.some(isHit));
    expect(hit, 'a hand with a hit').toBeTruthy();
    const forged = { ...hit!, fairness: { ...hit!.fairness, serverSeed: 'ab'.repeat(32) } };
    expect(verifyRound(forged, game).status).toBe('hash_mismatch');
    // Without its hit the hand replays with a card fewer: it cannot match the stored outcome.
    const withoutHit = { ...hit!, actions: hit!.actions!.filter((a) => !isHit(a)) };
    expect(verifyRound(withoutHit, game).status).toBe('result_mismatch');
  });

  it('replays a roulette spin, and a changed result does not verify', async () => {
    const session = await openSession(ctx.app, games['velvet-european-roulette']!);
    const played = await frame(ctx.app, session, 'POST', '/studio/v1/rounds', {
      bet: { bets: [{ type: 'red', stake: 100 }] },
      clientSeed: 'roulette-verify',
      requestId: 'r-1',
    });
    expect(played.status, JSON.stringify(played.body)).toBe(200);
    const { rounds, game } = await history(session);
    expect(verifyRound(rounds[0]!, game).status).toBe('match');
    const changed = { ...rounds[0]!, win: rounds[0]!.win + 100 };
    expect(verifyRound(changed, game).status).toBe('result_mismatch');
  });

  it('replays crash flights that time ended (bust or auto cash-out)', async () => {
    const session = await openSession(ctx.app, games['lunar-liftoff']!);
    for (let i = 0; i < 4; i += 1) {
      const played = await frame(ctx.app, session, 'POST', '/studio/v1/rounds', {
        bet: { stake: 100, autoCashout: 150 },
        clientSeed: `crash-${i}`,
        requestId: `c-${i}`,
      });
      expect(played.status, JSON.stringify(played.body)).toBe(200);
      const id = (played.body.data.round as RoundView).id;
      ctx.clock.now = new Date(ctx.clock.now.getTime() + 10 * 60_000);
      const polled = await frame(ctx.app, session, 'GET', `/studio/v1/rounds/${id}`);
      expect((polled.body.data.round as RoundView).status).toBe('settled');
    }
    const { rounds, game } = await history(session);
    for (const r of rounds) expect(verifyRound(r, game).status).toBe('match');
  });
});
