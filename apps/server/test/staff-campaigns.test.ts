/**
 * Staff campaigns (`/staff/v1/campaigns`): roles, create, edit (future claims only), pause /
 * resume / end, assign to a player, figures; refusals with their keys and nothing changed;
 * every change in the audit log.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { playerCampaigns, wallets } from '../src/wallet/schema.ts';
import { paymentsTestFile } from './payments-support.ts';
import { createPlayer } from './studio-support.ts';
import { expectSoundLedger } from './wallet-support.ts';
import { auditEntries, campaignBody, newCode, staffCall } from './staff-campaigns-support.ts';

const { t0: ctx, staff } = paymentsTestFile('campaigns', [
  'admin',
  'marketing',
  'support',
  'finance',
  'compliance',
] as const);

const db = () => ctx.database.db;
const call = (
  token: string | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) => staffCall(ctx.app, token, method, url, payload);

async function campaignCount() {
  const [row] = await db().select({ n: count() }).from(t.campaigns);
  return Number(row?.n);
}

async function createCampaign(overrides: Record<string, unknown> = {}) {
  const res = await call(staff.marketing, 'POST', '/campaigns', campaignBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Record<string, unknown> & { id: number; code: string };
}

async function gameIdOfType(type: string) {
  const [g] = await db()
    .select({ id: t.games.id })
    .from(t.games)
    .where(eq(t.games.type, type))
    .limit(1);
  return g!.id;
}

const walletOf = async (playerId: number) =>
  (await db().select().from(wallets).where(eq(wallets.playerId, playerId)))[0];

describe('roles', () => {
  it('refuses support, finance and compliance (403) and callers without a token (401)', async () => {
    const before = await campaignCount();
    for (const role of ['support', 'finance', 'compliance'] as const) {
      expect((await call(staff[role], 'GET', '/campaigns')).status).toBe(403);
      const created = await call(staff[role], 'POST', '/campaigns', campaignBody());
      expect(created).toMatchObject({ status: 403, body: { message: 'forbidden' } });
      expect((await call(staff[role], 'POST', '/campaigns/1/pause')).status).toBe(403);
      expect((await call(staff[role], 'GET', '/campaigns/1/stats')).status).toBe(403);
    }
    expect((await call(null, 'GET', '/campaigns')).status).toBe(401);
    expect(await campaignCount()).toBe(before);
    expect((await call(staff.admin, 'GET', '/campaigns/1')).body.data?.state).toBe('running');
  });

  it('lets marketing and admin list campaigns with their figures', async () => {
    // The marketing role logs in like any staff member.
    expect((await call(staff.marketing, 'GET', '/me')).body.data).toMatchObject({
      role: 'marketing',
    });
    for (const role of ['marketing', 'admin'] as const) {
      const res = await call(staff[role], 'GET', '/campaigns');
      expect(res.status).toBe(200);
      const list = res.body.data as unknown as { code: string; stats: { players: number } }[];
      expect(list.map((c) => c.code)).toContain('WELCOME100');
      expect(list.every((c) => typeof c.stats.players === 'number')).toBe(true);
    }
  });
});

describe('create', () => {
  it('stores money as EUR minor units, answers it in EUR decimals, and audits', async () => {
    const slot = await gameIdOfType('slot');
    const created = await createCampaign({
      code: newCode('Spins'),
      kind: 'free_spins',
      amount: 0,
      freespins: 20,
      freespin_stake: 0.2,
      freespin_game_ids: [slot],
      max_cashout: 50,
      min_balance: 0.5,
      currency_ids: [1, 42],
      countries: ['MT', 'CZ'],
      valid_to: '2099-01-01T00:00:00Z',
      texts: { cs: { name: 'Volné otočky', description: '' } },
    });
    expect(created).toMatchObject({
      skin_id: 1,
      state: 'running',
      kind: 'free_spins',
      freespins: 20,
      freespin_stake: 0.2,
      freespin_game_ids: [slot],
      max_cashout: 50,
      min_balance: 0.5,
      max_bet: 5,
      currency_ids: [1, 42],
      countries: ['MT', 'CZ'],
      valid_to: '2099-01-01T00:00:00.000Z',
      contributions: { slot: 100, table: 10, live: 0, default: 0 },
    });
    const [row] = await db().select().from(t.campaigns).where(eq(t.campaigns.id, created.id));
    expect(row).toMatchObject({
      freespinStake: 20,
      maxCashout: 5000,
      minBalance: 50,
      maxBet: 500,
      amount: 0,
    });
    const [entry] = await auditEntries(db(), 'campaign.created', created.id);
    expect(entry).toMatchObject({ targetType: 'campaign', details: { code: created.code } });
    const [marketing] = await db()
      .select({ id: t.staff.id })
      .from(t.staff)
      .where(eq(t.staff.role, 'marketing'));
    expect(entry!.staffId).toBe(marketing!.id);
  });

  it('keeps a percentage as an integer and takes a skin by skin_id', async () => {
    const res = await call(
      staff.admin,
      'POST',
      '/campaigns',
      campaignBody({
        skin_id: 1,
        kind: 'deposit',
        action: 2,
        amount_type: 'percent',
        amount: 150,
        max_amount: 300,
        min_dep: 20,
        wagering_base: 'bonus_deposit',
        contributions: { slot: 100, table: 20 },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      amount: 150,
      max_amount: 300,
      min_dep: 20,
      contributions: { slot: 100, table: 20, default: 0 },
    });
    const inBody = await call(staff.admin, 'POST', '/campaigns', campaignBody({ skin_id: 1 }));
    expect(inBody).toMatchObject({ status: 201, body: { data: { skin_id: 1 } } });
    const unknownInBody = await call(
      staff.admin,
      'POST',
      '/campaigns',
      campaignBody({ skin_id: 999 }),
    );
    expect(unknownInBody).toMatchObject({
      status: 422,
      body: { errors: { skin_id: ['field_invalid'] } },
    });
  });

  it.each([
    ['a negative amount', { amount: -5 }, 'amount', 'out_of_range'],
    ['an absurd fixed amount', { amount: 5_000_000 }, 'amount', 'out_of_range'],
    [
      'an absurd percentage',
      { kind: 'deposit', amount_type: 'percent', amount: 5000 },
      'amount',
      'out_of_range',
    ],
    [
      'a zero percentage',
      { kind: 'deposit', amount_type: 'percent', amount: 0 },
      'amount',
      'out_of_range',
    ],
    [
      'a fractional percentage',
      { kind: 'deposit', amount_type: 'percent', amount: 12.5 },
      'amount',
      'out_of_range',
    ],
    ['an absurd wagering', { wagering: 1000 }, 'wagering', 'out_of_range'],
    ['a negative wagering', { wagering: -1 }, 'wagering', 'out_of_range'],
    ['a negative max bet', { max_bet: -1 }, 'max_bet', 'out_of_range'],
    [
      'a contribution over 100 %',
      { contributions: { slot: 150 } },
      'contributions.slot',
      'out_of_range',
    ],
    [
      'an unknown game type',
      { contributions: { poker_room: 10 } },
      'contributions.poker_room',
      'field_invalid',
    ],
    ['a fixed cashback', { kind: 'cashback' }, 'amount_type', 'out_of_range'],
    [
      'free spins without games',
      { kind: 'free_spins', freespins: 10, freespin_stake: 0.1 },
      'freespins',
      'out_of_range',
    ],
    ['an unknown currency', { currency_ids: [1, 777] }, 'currency_ids', 'field_invalid'],
    ['an unknown country', { countries: ['QQ'] }, 'countries', 'field_invalid'],
    [
      'a page that is not a promotion',
      { promotion_page_id: 1 },
      'promotion_page_id',
      'field_invalid',
    ],
    ['a taken code (any case)', { code: 'welcome100' }, 'code', 'campaign_code_taken'],
    ['a code with spaces', { code: 'NO SPACES' }, 'code', 'field_invalid'],
    [
      'an end before the start',
      { valid_from: '2026-06-01T00:00:00Z', valid_to: '2026-05-01T00:00:00Z' },
      'valid_to',
      'field_invalid',
    ],
  ])('refuses %s (422) and writes nothing', async (_name, overrides, field, key) => {
    const before = await campaignCount();
    const audits = (await auditEntries(db(), 'campaign.created')).length;
    const res = await call(staff.marketing, 'POST', '/campaigns', campaignBody(overrides));
    expect(res.status).toBe(422);
    expect(res.body.errors?.[field]).toContain(key);
    expect(await campaignCount()).toBe(before);
    expect((await auditEntries(db(), 'campaign.created')).length).toBe(audits);
  });

  it('refuses free spins in games that are not slots or do not exist', async () => {
    const live = await gameIdOfType('live');
    const before = await campaignCount();
    for (const ids of [[live], [999_999]]) {
      const res = await call(
        staff.marketing,
        'POST',
        '/campaigns',
        campaignBody({
          kind: 'free_spins',
          freespins: 10,
          freespin_stake: 0.1,
          freespin_game_ids: ids,
        }),
      );
      expect(res).toMatchObject({
        status: 422,
        body: { errors: { freespin_game_ids: ['field_invalid'] } },
      });
    }
    expect(await campaignCount()).toBe(before);
  });

  it('gives a code to one of two concurrent creations', async () => {
    const code = newCode('Race');
    const [a, b] = await Promise.all([
      call(staff.marketing, 'POST', '/campaigns', campaignBody({ code })),
      call(staff.admin, 'POST', '/campaigns', campaignBody({ code: code.toLowerCase() })),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    expect([a, b].find((r) => r.status === 422)?.body.errors?.code).toEqual([
      'campaign_code_taken',
    ]);
  });
});

describe('edit', () => {
  it('changes future claims only: a player keeps the terms copied at the claim', async () => {
    const campaign = await createCampaign({ amount: 10, wagering: 5, max_bet: 5 });
    const early = await createPlayer(db(), ctx.clock.now);
    const assigned = await call(staff.marketing, 'POST', `/campaigns/${campaign.id}/assign`, {
      player_id: early.id,
    });
    expect(assigned.status).toBe(201);

    const res = await call(staff.marketing, 'PATCH', `/campaigns/${campaign.id}`, {
      amount: 20,
      wagering: 10,
      max_bet: 2,
      name: 'Renamed',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ amount: 20, wagering: 10, max_bet: 2, name: 'Renamed' });

    const [kept] = await db()
      .select()
      .from(playerCampaigns)
      .where(eq(playerCampaigns.playerId, early.id));
    expect(kept).toMatchObject({ bonusAmount: 1000, target: 5000, wagering: 5, maxBet: 500 });

    const late = await createPlayer(db(), ctx.clock.now);
    await call(staff.marketing, 'POST', `/campaigns/${campaign.id}/assign`, { player_id: late.id });
    const [fresh] = await db()
      .select()
      .from(playerCampaigns)
      .where(eq(playerCampaigns.playerId, late.id));
    expect(fresh).toMatchObject({ bonusAmount: 2000, target: 20_000, wagering: 10, maxBet: 200 });

    const [entry] = await auditEntries(db(), 'campaign.updated', campaign.id);
    expect(entry!.details).toMatchObject({
      changes: {
        amount: { before: 10, after: 20 },
        wagering: { before: 5, after: 10 },
        max_bet: { before: 5, after: 2 },
        name: { before: 'Test campaign', after: 'Renamed' },
      },
    });
    expect(Object.keys((entry!.details as { changes: object }).changes).sort()).toEqual([
      'amount',
      'max_bet',
      'name',
      'wagering',
    ]);
    await expectSoundLedger(db());
  });

  it.each([
    [
      'a percentage out of range once merged',
      { amount_type: 'percent', amount: 5000 },
      'amount',
      'out_of_range',
    ],
    [
      'a kind the stored amount type does not fit',
      { kind: 'cashback' },
      'amount_type',
      'out_of_range',
    ],
    ['a negative minimum balance', { min_balance: -1 }, 'min_balance', 'out_of_range'],
    ['an absurd wagering', { wagering: 201 }, 'wagering', 'out_of_range'],
    ['a taken code', { code: 'Welcome100' }, 'code', 'campaign_code_taken'],
    [
      'free spins in a table game',
      { freespin_game_ids: ['TABLE'] },
      'freespin_game_ids',
      'field_invalid',
    ],
    [
      'an end before the stored start',
      { valid_to: '2020-01-01T00:00:00Z' },
      'valid_to',
      'field_invalid',
    ],
  ])('refuses %s (422) and changes nothing', async (_name, patch, field, key) => {
    const campaign = await createCampaign({ valid_from: '2021-01-01T00:00:00Z' });
    const body = { ...patch } as Record<string, unknown>;
    if (Array.isArray(body.freespin_game_ids))
      body.freespin_game_ids = [await gameIdOfType('table')];
    const res = await call(staff.marketing, 'PATCH', `/campaigns/${campaign.id}`, body);
    expect(res.status).toBe(422);
    expect(res.body.errors?.[field]).toContain(key);
    const after = await call(staff.marketing, 'GET', `/campaigns/${campaign.id}`);
    expect(after.body.data).toEqual(campaign);
    expect(await auditEntries(db(), 'campaign.updated', campaign.id)).toHaveLength(0);
  });

  it('keeps its own code (another case) and audits nothing when nothing changed', async () => {
    const campaign = await createCampaign();
    const same = await call(staff.marketing, 'PATCH', `/campaigns/${campaign.id}`, {
      amount: 10,
    });
    expect(same.status).toBe(200);
    expect(await auditEntries(db(), 'campaign.updated', campaign.id)).toHaveLength(0);
    const recased = await call(staff.marketing, 'PATCH', `/campaigns/${campaign.id}`, {
      code: campaign.code.toLowerCase(),
    });
    expect(recased).toMatchObject({
      status: 200,
      body: { data: { code: campaign.code.toLowerCase() } },
    });
  });

  it('answers 404 for an unknown campaign', async () => {
    expect((await call(staff.marketing, 'PATCH', '/campaigns/999999', { amount: 1 })).status).toBe(
      404,
    );
    expect((await call(staff.marketing, 'GET', '/campaigns/999999')).body).toEqual({
      message: 'campaign_not_found',
    });
  });
});

describe('pause, resume, end', () => {
  it('moves the state, refuses claims while paused or ended, and audits each move', async () => {
    const campaign = await createCampaign();
    const player = await createPlayer(db(), ctx.clock.now);

    const paused = await call(staff.marketing, 'POST', `/campaigns/${campaign.id}/pause`);
    expect(paused).toMatchObject({ status: 200, body: { data: { state: 'paused' } } });
    const refused = await call(staff.marketing, 'POST', `/campaigns/${campaign.id}/assign`, {
      player_id: player.id,
    });
    expect(refused).toMatchObject({
      status: 422,
      body: { errors: { player_id: ['campaign_not_available'] } },
    });
    expect(
      await db().select().from(playerCampaigns).where(eq(playerCampaigns.playerId, player.id)),
    ).toHaveLength(0);

    // Pausing again changes nothing and is not audited twice.
    expect((await call(staff.marketing, 'POST', `/campaigns/${campaign.id}/pause`)).status).toBe(
      200,
    );
    expect(await auditEntries(db(), 'campaign.paused', campaign.id)).toHaveLength(1);

    const resumed = await call(staff.admin, 'POST', `/campaigns/${campaign.id}/resume`);
    expect(resumed.body.data?.state).toBe('running');
    const ended = await call(staff.admin, 'POST', `/campaigns/${campaign.id}/end`);
    expect(ended.body.data?.state).toBe('ended');
    const back = await call(staff.admin, 'POST', `/campaigns/${campaign.id}/resume`);
    expect(back).toMatchObject({ status: 409, body: { message: 'campaign_state_conflict' } });
    expect((await call(staff.admin, 'POST', `/campaigns/${campaign.id}/pause`)).status).toBe(409);
    expect((await call(staff.admin, 'GET', `/campaigns/${campaign.id}`)).body.data?.state).toBe(
      'ended',
    );

    const [p] = await auditEntries(db(), 'campaign.paused', campaign.id);
    const [r] = await auditEntries(db(), 'campaign.resumed', campaign.id);
    const [e] = await auditEntries(db(), 'campaign.ended', campaign.id);
    expect(p!.details).toMatchObject({ before: 'running', after: 'paused' });
    expect(r!.details).toMatchObject({ before: 'paused', after: 'running' });
    expect(e!.details).toMatchObject({ before: 'running', after: 'ended' });
    expect(
      (
        await call(staff.marketing, 'POST', `/campaigns/${campaign.id}/assign`, {
          player_id: player.id,
        })
      ).body.errors,
    ).toEqual({ player_id: ['campaign_not_available'] });
  });

  it('answers 404 for an unknown campaign', async () => {
    expect((await call(staff.marketing, 'POST', '/campaigns/999999/end')).status).toBe(404);
  });
});

describe('assign', () => {
  it('grants the bonus through the ledger (source staff), once, and audits', async () => {
    const campaign = await createCampaign({ amount: 12.5 });
    const player = await createPlayer(db(), ctx.clock.now);
    const res = await call(staff.marketing, 'POST', `/campaigns/${campaign.id}/assign`, {
      player_id: player.id,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      duplicate: false,
      data: {
        player_id: player.id,
        campaign_id: campaign.id,
        status: 'active',
        source: 'staff',
        bonus_amount: 12.5,
        target: 62.5,
        currency: 'EUR',
      },
    });
    expect((await walletOf(player.id))?.bonus).toBe(1250);

    // Again: the first grant is answered, nothing is granted twice.
    const again = await call(staff.admin, 'POST', `/campaigns/${campaign.id}/assign`, {
      player_id: player.id,
    });
    expect(again).toMatchObject({
      status: 200,
      body: { duplicate: true, data: { id: res.body.data?.id } },
    });
    expect((await walletOf(player.id))?.bonus).toBe(1250);
    expect(
      await db().select().from(playerCampaigns).where(eq(playerCampaigns.playerId, player.id)),
    ).toHaveLength(1);

    const entries = await auditEntries(db(), 'campaign.assigned', player.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      targetType: 'player',
      details: { campaign_id: campaign.id, bonus_amount: 12.5, currency: 'EUR' },
    });
    await expectSoundLedger(db());
  });

  it('converts the campaign money to the player currency (CZK, integer arithmetic)', async () => {
    const campaign = await createCampaign({ amount: 10.01, max_bet: 2.5 });
    const player = await createPlayer(db(), ctx.clock.now, { currencyId: 42, country: 'CZ' });
    const res = await call(staff.marketing, 'POST', `/campaigns/${campaign.id}/assign`, {
      player_id: player.id,
    });
    expect(res.body.data).toMatchObject({ bonus_amount: 250.25, currency: 'CZK' });
    const [pc] = await db()
      .select()
      .from(playerCampaigns)
      .where(eq(playerCampaigns.playerId, player.id));
    expect(pc).toMatchObject({ bonusAmount: 25_025, maxBet: 6250, currencyId: 42 });
  });

  it('refuses players it cannot give to, and grants nothing', async () => {
    const campaign = await createCampaign({ currency_ids: [1] });
    const [skin] = await db()
      .insert(t.skins)
      .values({
        licenseeId: 1,
        name: 'Other skin',
        refId: `other-${process.pid}`,
        apiKey: `other-key-${process.pid}`,
        apiSecretHash: 'x',
        settings: (await db().select().from(t.skins).limit(1))[0]!.settings,
      })
      .returning({ id: t.skins.id });
    const foreign = await createPlayer(db(), ctx.clock.now);
    await db().update(t.players).set({ skinId: skin!.id }).where(eq(t.players.id, foreign.id));
    const closed = await createPlayer(db(), ctx.clock.now, { status: 'closed' });
    const excluded = await createPlayer(db(), ctx.clock.now, {
      statusExpiresAt: new Date(ctx.clock.now.getTime() + 86_400_000),
    });
    const czk = await createPlayer(db(), ctx.clock.now, { currencyId: 42, country: 'CZ' });

    const assign = (playerId: number) =>
      call(staff.marketing, 'POST', `/campaigns/${campaign.id}/assign`, { player_id: playerId });
    expect(await assign(foreign.id)).toMatchObject({
      status: 404,
      body: { message: 'player_not_found' },
    });
    expect((await assign(999_999)).status).toBe(404);
    expect((await assign(closed.id)).body.errors).toEqual({ player_id: ['player_not_allowed'] });
    expect((await assign(excluded.id)).body.errors).toEqual({ player_id: ['player_not_allowed'] });
    expect(await assign(czk.id)).toMatchObject({
      status: 422,
      body: { errors: { player_id: ['campaign_currency_not_allowed'] } },
    });
    const bad = await call(staff.marketing, 'POST', `/campaigns/${campaign.id}/assign`, {});
    expect(bad).toMatchObject({ status: 422, body: { errors: { player_id: ['field_required'] } } });
    expect(
      (await call(staff.marketing, 'POST', '/campaigns/999999/assign', { player_id: czk.id }))
        .status,
    ).toBe(404);

    const [row] = await db()
      .select({ n: count() })
      .from(playerCampaigns)
      .where(eq(playerCampaigns.campaignId, campaign.id));
    expect(Number(row?.n)).toBe(0);
    expect(await auditEntries(db(), 'campaign.assigned', czk.id)).toHaveLength(0);
  });
});

describe('stats', () => {
  it('counts uptake by status and cost per currency from the player campaigns', async () => {
    const campaign = await createCampaign({ amount: 10 });
    const eur = await createPlayer(db(), ctx.clock.now);
    const eur2 = await createPlayer(db(), ctx.clock.now);
    const czk = await createPlayer(db(), ctx.clock.now, { currencyId: 42, country: 'CZ' });
    for (const p of [eur, eur2, czk]) {
      const res = await call(staff.marketing, 'POST', `/campaigns/${campaign.id}/assign`, {
        player_id: p.id,
      });
      expect(res.status).toBe(201);
    }
    // One of them gives up: its bonus money leaves (as the bonus domain records it).
    await db()
      .update(playerCampaigns)
      .set({ status: 'forfeited', removedAmount: 1000, endedAt: ctx.clock.now })
      .where(eq(playerCampaigns.playerId, eur2.id));

    const res = await call(staff.marketing, 'GET', `/campaigns/${campaign.id}/stats`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      campaign_id: campaign.id,
      players: 3,
      by_status: { active: 2, forfeited: 1 },
      money: [
        { currency: 'CZK', granted: 250, converted: 0, removed: 0, freespins_won: 0 },
        { currency: 'EUR', granted: 20, converted: 0, removed: 10, freespins_won: 0 },
      ],
    });

    const list = await call(staff.marketing, 'GET', '/campaigns?kind=no_deposit&skin_id=1');
    const listed = (list.body.data as unknown as { id: number; stats: unknown }[]).find(
      (c) => c.id === campaign.id,
    );
    expect(listed?.stats).toEqual(res.body.data);
    const none = await call(
      staff.marketing,
      'GET',
      `/campaigns/${(await createCampaign()).id}/stats`,
    );
    expect(none.body.data).toMatchObject({ players: 0, by_status: {}, money: [] });
    expect((await call(staff.marketing, 'GET', '/campaigns?state=bogus')).status).toBe(422);
  });
});

describe('documentation', () => {
  it('lists the campaign calls in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    for (const path of [
      '/staff/v1/campaigns',
      '/staff/v1/campaigns/{id}',
      '/staff/v1/campaigns/{id}/assign',
      '/staff/v1/campaigns/{id}/stats',
      '/staff/v1/campaigns/{id}/cashback',
      '/staff/v1/campaigns/{id}/pause',
    ]) {
      expect(paths).toContain(path);
    }
  });
});

describe('the reference lists of the staff forms', () => {
  it('answers currencies, countries and languages to every staff role, as stored', async () => {
    const [eur] = await db().select().from(t.currencies).where(eq(t.currencies.code, 'EUR'));
    const [malta] = await db().select().from(t.countries).where(eq(t.countries.code, 'MT'));
    const languageCount = (await db().select({ n: count() }).from(t.languages))[0]!.n;
    const countryCount = Number((await db().select({ n: count() }).from(t.countries))[0]!.n);
    for (const role of ['admin', 'marketing', 'support', 'finance', 'compliance'] as const) {
      const res = await call(staff[role], 'GET', '/reference');
      expect(res.status, role).toBe(200);
      const data = res.body.data as unknown as {
        currencies: { id: number; code: string; name: string; minor_units: number }[];
        countries: { code: string; name: string }[];
        languages: { code: string; name: string }[];
      };
      expect(data.currencies).toContainEqual({
        id: eur!.id,
        code: 'EUR',
        name: eur!.name,
        minor_units: eur!.minorUnits,
      });
      expect(data.currencies.map((c) => c.id)).toEqual(
        [...data.currencies.map((c) => c.id)].sort((a, b) => a - b),
      );
      expect(data.countries).toContainEqual({ code: 'MT', name: malta!.name });
      expect(data.countries.length).toBe(countryCount);
      expect(data.languages).toHaveLength(Number(languageCount));
      expect(data.languages.map((l) => l.code)).toContain('en');
      // Nothing more than the form needs (no exchange rates, no phone prefixes).
      expect(Object.keys(data.countries[0]!).sort()).toEqual(['code', 'name']);
    }
    expect((await call(null, 'GET', '/reference')).status).toBe(401);
  });
});
