import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  playerCampaignResponse,
  playerCampaignsResponse,
  unusedCampaignsResponse,
} from '@croupier/contract/bonus';
import { getPageResponse } from '@croupier/contract/cms';
import { issueToken } from '../src/auth/sessions.ts';
import * as t from '../src/db/schema.ts';
import { call, lastCode, registerBody, uniquePlayer } from './accounts-support.ts';
import { paymentPlayer, paymentsTestFile, walletOf } from './payments-support.ts';
import {
  WALLET_ENV,
  bonusCall,
  bonusRemovals,
  campaignsOf,
  cardDeposit,
  gameOfType,
  insertCampaign,
  insertNoDepositCampaign,
  playRound,
  saveCode as saveCodeOf,
} from './bonus-support.ts';
import { expectSoundBonuses } from './wallet-support.ts';

const { t0 } = paymentsTestFile('bply', [], WALLET_ENV);
const db = () => t0.database.db;
const DAY_MS = 86_400_000;

const saveCode = (p: { id: number; userToken: string }, code: string) =>
  saveCodeOf(t0.app, p, code);

const forfeit = (userToken: string, id: number) =>
  bonusCall(t0.app, userToken, 'DELETE', `/v1/campaigns/players/${id}`);

const campaignId = async (code: string) =>
  (await db().select().from(t.campaigns).where(eq(t.campaigns.code, code)))[0]!.id;

describe('bonus codes and their restrictions', () => {
  it('refuses codes by currency, country, validity and SMS verification with their keys', async () => {
    const now = t0.clock.now.getTime();
    const czOnly = await insertNoDepositCampaign(db(), 100, { countries: ['CZ'] });
    const future = await insertCampaign(db(), { validFrom: new Date(now + 3 * DAY_MS) });
    const ended = await insertCampaign(db(), { validTo: new Date(now - DAY_MS) });
    const paused = await insertCampaign(db(), { state: 'paused' });
    const p = await paymentPlayer(db(), t0.clock.now);
    const cases: [string, string][] = [
      ['VITEJTE50', 'campaign_currency_not_allowed'],
      [czOnly.code, 'campaign_country_not_allowed'],
      [future.code, 'campaign_not_started'],
      [ended.code, 'campaign_expired'],
      ['SUMMER2026', 'campaign_expired'],
      [paused.code, 'campaign_not_available'],
      ['FREE5', 'campaign_sms_not_verified'],
      ['CASHBACK10', 'campaign_wrong_kind'],
      ['NOPE12345', 'campaign_not_found'],
    ];
    for (const [code, key] of cases) {
      const res = await saveCode(p, code);
      expect(res.status, code).toBe(422);
      expect(res.body.errors, code).toEqual({ code: [key] });
    }
    expect(await campaignsOf(db(), p.id)).toHaveLength(0);
    // A verified mobile number opens FREE5 (no deposit: active at once, 5.00 bonus).
    await db().update(t.players).set({ smsVerifiedAt: t0.clock.now }).where(eq(t.players.id, p.id));
    const ok = await saveCode(p, 'free5');
    expect(ok.status, ok.raw).toBe(201);
    expect(playerCampaignResponse.parse(ok.body).data).toMatchObject({
      status: 'active',
      source: 'code',
      bonus_amount: 5,
      target: 200,
      max_bet: 2,
      campaign: { code: 'FREE5', kind: 'no_deposit', max_cashout: 50 },
    });
    // A code used twice.
    const twice = await saveCode(p, 'FREE5');
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ code: ['campaign_already_used'] });
    expect(await walletOf(db(), p.id)).toMatchObject({ bonus: 500 });
  });

  it('gives nothing to a self-excluded or blocked account', async () => {
    const c = await insertNoDepositCampaign(db(), 100);
    const excluded = await paymentPlayer(db(), t0.clock.now, {
      statusExpiresAt: new Date(t0.clock.now.getTime() + 30 * DAY_MS),
    });
    const res = await saveCode(excluded, c.code);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ code: ['campaign_not_available'] });
    expect(await campaignsOf(db(), excluded.id)).toHaveLength(0);
  });

  it('converts campaign money to the player currency with integer arithmetic', async () => {
    const p = await paymentPlayer(db(), t0.clock.now, { currencyId: 42, country: 'CZ' });
    const res = await saveCode(p, 'WELCOME100');
    expect(res.status, res.raw).toBe(201);
    // EUR 200 cap, EUR 20 min deposit, EUR 5 max bet at 25 CZK per EUR.
    expect(res.body.data).toMatchObject({
      status: 'unused',
      campaign: { max_amount: 5000, min_dep: 500, currency: { code: 'CZK' } },
      max_bet: 125,
    });
  });
});

describe('the promotion claim button', () => {
  it('claims a public or promotion-linked campaign once, and nothing private', async () => {
    const p = await paymentPlayer(db(), t0.clock.now);
    const spins = await campaignId('SPINS25');
    const claim = (id: number | string) =>
      bonusCall(t0.app, p.userToken, 'POST', `/v1/campaigns/${id}/players/${p.id}/claim`);
    const ok = await claim(spins);
    expect(ok.status, ok.raw).toBe(201);
    const data = playerCampaignResponse.parse(ok.body).data;
    expect(data).toMatchObject({
      status: 'active',
      source: 'promotion',
      bonus_amount: 0,
      freespins: 25,
      freespins_counter: 0,
      freespin_stake: 0.2,
      campaign: { kind: 'free_spins', max_cashout: 100 },
    });
    expect(data.freespin_games.map((g) => g.slug).sort()).toEqual([
      'jade-dragon-ascent',
      'orchard-of-fortune',
    ]);
    // The answer's texts are in the body's language (the campaign's English name without one).
    expect(data.campaign.language).toBe('en');
    const other = await paymentPlayer(db(), t0.clock.now);
    const inCzech = await bonusCall(
      t0.app,
      other.userToken,
      'POST',
      `/v1/campaigns/${spins}/players/${other.id}/claim`,
      { language: 'cs' },
    );
    expect(inCzech.status, inCzech.raw).toBe(201);
    expect(playerCampaignResponse.parse(inCzech.body).data.campaign).toMatchObject({
      language: 'cs',
      name: '25 volných otoček',
    });
    const again = await claim(spins);
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ campaign_id: ['campaign_already_used'] });
    const privateOne = await claim(await campaignId('HIGHROLLER'));
    expect(privateOne.status).toBe(422);
    expect(privateOne.body.errors).toEqual({ campaign_id: ['campaign_not_found'] });
    const unknown = await claim(999_999);
    expect(unknown.body.errors).toEqual({ campaign_id: ['campaign_not_found'] });
  });

  it('shows the campaign on its promotion page', async () => {
    const res = await call(t0.app, 'GET', '/v1/cms/pages/free-spins-friday?language=en');
    expect(res.status).toBe(200);
    const page = getPageResponse.parse(res.body).data as { campaign?: unknown };
    expect(page.campaign).toMatchObject({ code: 'SPINS25', kind: 'free_spins', is_valid: true });
    const cashback = await call(t0.app, 'GET', '/v1/cms/pages/cashback?language=en');
    expect((cashback.body.data as { campaign?: unknown }).campaign).toMatchObject({
      code: 'CASHBACK10',
      kind: 'cashback',
    });
    const tournament = await call(t0.app, 'GET', '/v1/cms/pages/winter-tournament?language=en');
    expect((tournament.body.data as { campaign?: unknown }).campaign).toBeNull();
  });
});

describe('My Bonus lists and forfeit', () => {
  it('lists active, waiting and ended campaigns in the contract shape and language', async () => {
    const a = await insertNoDepositCampaign(db(), 300, { wagering: 2 });
    const b = await insertCampaign(db(), { amount: 50, maxAmount: 1_000 });
    const p = await paymentPlayer(db(), t0.clock.now);
    await saveCode(p, a.code);
    await saveCode(p, b.code);
    const list = await bonusCall(
      t0.app,
      p.userToken,
      'GET',
      `/v1/campaigns/players/${p.id}/campaigns?language=cs`,
    );
    expect(list.status, list.raw).toBe(200);
    const data = playerCampaignsResponse.parse(list.body).data;
    expect(data.active).toMatchObject({
      status: 'active',
      bonus_amount: 3,
      target: 6,
      counter_percentage: 0,
      campaign: {
        name: `Test ${a.code} cs`,
        language: 'cs',
        contributions: { slot: 100, table: 10, live: 0 },
      },
    });
    expect(data.active!.countdown).toBeGreaterThan(29 * 86_400);
    expect(data.unused.map((u) => u.campaign.code)).toEqual([b.code]);
    expect(data.history).toEqual([]);

    const unused = await bonusCall(
      t0.app,
      p.userToken,
      'GET',
      `/v1/campaigns/players/${p.id}/unusedCampaigns?is_deposit=1&campaign_visible=1`,
    );
    expect(unused.status, unused.raw).toBe(200);
    const u = unusedCampaignsResponse.parse(unused.body);
    expect(u.data.map((x) => x.campaign.code)).toEqual([b.code]);
    const available = u.available!.map((x) => x.code);
    expect(available).toContain('STARTER5');
    expect(available).toContain('WELCOME100');
    expect(available).not.toContain(b.code);
    // A waiting campaign is dropped without money.
    const waitingId = u.data[0]!.id;
    const dropped = await forfeit(p.userToken, waitingId);
    expect(dropped.status, dropped.raw).toBe(200);
    expect(dropped.body.data).toMatchObject({ status: 'forfeited', removed_amount: 0 });
    expect(await walletOf(db(), p.id)).toMatchObject({ bonus: 300 });
    expect(available).not.toContain('SPINS25');
    expect(u.available!.every((x) => x.kind === 'deposit')).toBe(true);
  });

  it('forfeits: the bonus leaves through the ledger and the next campaign activates', async () => {
    const a = await insertNoDepositCampaign(db(), 800, { wagering: 5 });
    const b = await insertNoDepositCampaign(db(), 200, { wagering: 5 });
    const p = await paymentPlayer(db(), t0.clock.now);
    const other = await paymentPlayer(db(), t0.clock.now);
    const first = await saveCode(p, a.code);
    await saveCode(p, b.code);
    const id = (first.body.data as { id: number }).id;
    // Another player's campaign: 404, nothing changes.
    const foreign = await forfeit(other.userToken, id);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: 'player_campaign_not_found' });
    expect(await walletOf(db(), p.id)).toMatchObject({ bonus: 800 });

    const gone = await forfeit(p.userToken, id);
    expect(gone.status, gone.raw).toBe(200);
    expect(gone.body.data).toMatchObject({ status: 'forfeited', removed_amount: 8 });
    const [ra, rb] = await campaignsOf(db(), p.id);
    expect(ra?.status).toBe('forfeited');
    expect(rb).toMatchObject({ status: 'active', bonusAmount: 200 });
    expect(await walletOf(db(), p.id)).toMatchObject({ bonus: 200 });
    expect(await bonusRemovals(db(), p.id)).toHaveLength(1);
    const twice = await forfeit(p.userToken, id);
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ message: 'player_campaign_ended' });
    const history = await bonusCall(
      t0.app,
      p.userToken,
      'GET',
      `/v1/campaigns/players/${p.id}/campaigns`,
    );
    const h = playerCampaignsResponse.parse(history.body).data;
    expect(h.history.map((x) => x.status)).toEqual(['forfeited']);
    await expectSoundBonuses(db());
  });

  it('refuses other players, ids past 2^31 and bad strings', async () => {
    const p = await paymentPlayer(db(), t0.clock.now);
    const other = await paymentPlayer(db(), t0.clock.now);
    const forbidden = await bonusCall(
      t0.app,
      p.userToken,
      'GET',
      `/v1/campaigns/players/${other.id}/campaigns`,
    );
    expect(forbidden.status).toBe(403);
    const noToken = await call(t0.app, 'GET', `/v1/campaigns/players/${p.id}/campaigns`);
    expect(noToken.status).toBe(401);
    const bad: ['GET' | 'POST' | 'DELETE', string, unknown?][] = [
      ['DELETE', '/v1/campaigns/players/2147483648'],
      ['DELETE', '/v1/campaigns/players/abc'],
      ['GET', '/v1/campaigns/players/2147483648/campaigns'],
      ['GET', '/v1/campaigns/players/x1/unusedCampaigns'],
      ['POST', `/v1/campaigns/99999999999/players/${p.id}/claim`],
      ['POST', `/v1/campaigns/players/${p.id}/codes`, { code: 'WEL COME' }],
      ['POST', `/v1/campaigns/players/${p.id}/codes`, { code: 'A'.repeat(51) }],
      ['POST', `/v1/campaigns/players/${p.id}/codes`, { code: 12 }],
      ['POST', `/v1/campaigns/players/${p.id}/codes`, {}],
      ['GET', `/v1/campaigns/players/${p.id}/unusedCampaigns?is_deposit=maybe`],
    ];
    for (const [method, url, body] of bad) {
      const res = await bonusCall(t0.app, p.userToken, method, url, body);
      expect(res.status, `${method} ${url}`).toBe(422);
    }
    const deposit = await call(
      t0.app,
      'POST',
      '/v1/payments/deposit',
      { amount: 20, payment_method_id: 1, bonus_code: 'x'.repeat(60) },
      { userToken: p.userToken },
    );
    expect(deposit.status).toBe(422);
  });
});

describe('registration and SMS verification', () => {
  async function register(extra: Record<string, unknown>) {
    const p = uniquePlayer('bonusreg');
    const reg = await call(t0.app, 'POST', '/v1/auth/register', registerBody(p, extra));
    expect(reg.status, reg.raw).toBe(201);
    const { id, token } = reg.body.data as { id: number; token: string };
    return { p, id, token };
  }

  async function activate(id: number) {
    await db()
      .update(t.players)
      .set({ status: 'active', isVerified: true })
      .where(eq(t.players.id, id));
    const s = await issueToken(db(), { playerId: id, type: 'session', now: t0.clock.now });
    return { id, userToken: s.token };
  }

  it('STARTER5 at registration waits for the first deposit, then pays and converts after 1x', async () => {
    const { id } = await register({ promocode: 'starter5' });
    const [pc] = await campaignsOf(db(), id);
    expect(pc).toMatchObject({
      status: 'unused',
      source: 'registration',
      awaiting: 'deposit',
      bonusAmount: 0,
    });
    const p = await activate(id);
    await cardDeposit(t0.app, t0.clock, p.userToken, 20);
    // 100 % of 20.00 capped at 5.00; target 1 x 5.00; max bet 2.00.
    expect((await campaignsOf(db(), id))[0]).toMatchObject({
      status: 'active',
      bonusAmount: 500,
      depositAmount: 2_000,
      target: 500,
      maxBet: 200,
    });
    expect(await walletOf(db(), id)).toMatchObject({ cash: 2_000, bonus: 500 });
    const slot = await gameOfType(db(), 'slot');
    const tooBig = await playRound(t0, id, slot, 3, 0);
    expect(tooBig.bet.status).toBe(409);
    for (let i = 0; i < 3; i += 1) await playRound(t0, id, slot, 2, 0);
    expect((await campaignsOf(db(), id))[0]).toMatchObject({
      status: 'completed',
      convertedAmount: 500,
    });
    // 20.00 - 3 x 2.00 lost + 5.00 converted.
    expect(await walletOf(db(), id)).toMatchObject({ cash: 1_900, bonus: 0 });
    await expectSoundBonuses(db());
  });

  it('a listed registration campaign is claimed; an unknown code grants nothing', async () => {
    const listed = await register({ campaign_id: await campaignId('WELCOME100') });
    expect((await campaignsOf(db(), listed.id))[0]).toMatchObject({
      source: 'registration',
      awaiting: 'deposit',
    });
    const unknown = await register({ promocode: 'NOPE2026' });
    expect(await campaignsOf(db(), unknown.id)).toHaveLength(0);
    const privateListed = await register({ campaign_id: await campaignId('HIGHROLLER') });
    expect(await campaignsOf(db(), privateListed.id)).toHaveLength(0);
  });

  it('an SMS-verified campaign waits for the verified mobile number, then for its deposit', async () => {
    const { p, id, token } = await register({
      promocode: 'VITEJTE50',
      currency_id: 42,
      country: 'CZ',
    });
    const [pc] = await campaignsOf(db(), id);
    expect(pc).toMatchObject({
      status: 'unused',
      awaiting: 'sms',
      freespins: 50,
      freespinStake: 250,
    });
    const sent = await call(
      t0.app,
      'POST',
      '/v1/notifications/twilio/send_sms/verification',
      { user_id: id },
      { token },
    );
    expect(sent.status, sent.raw).toBe(200);
    const ok = await call(
      t0.app,
      'POST',
      '/v1/notifications/players/verify_sms',
      { user_id: id, verification: await lastCode(t0.database, p.mobile), sms_verified: 1 },
      { token },
    );
    expect(ok.status, ok.raw).toBe(200);
    expect((await campaignsOf(db(), id))[0]).toMatchObject({
      status: 'unused',
      awaiting: 'deposit',
    });
  });

  it('a no-deposit registration campaign needing SMS activates once the mobile is verified', async () => {
    const c = await insertNoDepositCampaign(db(), 400, {
      wagering: 3,
      action: 3,
      options: { sms_verified: true },
    });
    const { p, id, token } = await register({ promocode: c.code });
    expect((await campaignsOf(db(), id))[0]).toMatchObject({ awaiting: 'sms', status: 'unused' });
    await call(
      t0.app,
      'POST',
      '/v1/notifications/twilio/send_sms/verification',
      { user_id: id },
      { token },
    );
    await call(
      t0.app,
      'POST',
      '/v1/notifications/players/verify_sms',
      { user_id: id, verification: await lastCode(t0.database, p.mobile), sms_verified: 1 },
      { token },
    );
    expect((await campaignsOf(db(), id))[0]).toMatchObject({
      status: 'active',
      awaiting: null,
      bonusAmount: 400,
    });
    expect(await walletOf(db(), id)).toMatchObject({ bonus: 400 });
  });
});
