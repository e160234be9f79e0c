/**
 * Safer gambling for staff: the queue of markers, review, the interaction log and the skins'
 * thresholds; roles, audit (before and after) and refusals of bad input.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { skins } from '../src/db/schema.ts';
import { paymentPlayer, paymentsTestFile } from './payments-support.ts';
import { auditEntries } from './staff-campaigns-support.ts';
import { declinedDeposit, saferOf } from './safer-support.ts';

const ROLES = ['admin', 'compliance', 'support', 'finance', 'marketing', 'content'] as const;
const { t0, staff } = paymentsTestFile('safer-staff', ROLES);
const db = () => t0.database.db;

type Body = {
  data?: unknown;
  meta?: Record<string, unknown>;
  message?: string;
  errors?: Record<string, string[]>;
};

async function api(
  token: string | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
) {
  const res = await t0.app.inject({
    method,
    url: `/staff/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() as Body };
}

interface MarkerItem {
  id: number;
  player_id: number;
  nickname: string;
  marker: string;
  status: string;
  summary: string;
  age_seconds: number;
  detected_at: string;
  evidence: Record<string, unknown>;
  reviewed_by: number | null;
  review_note: string | null;
}

/** A player with 3 declined deposits and the marker it raised. */
async function flaggedPlayer() {
  t0.clock.now = new Date();
  const p = await paymentPlayer(db(), t0.clock.now);
  for (let i = 0; i < 3; i += 1) {
    t0.clock.now = new Date();
    await declinedDeposit(t0.app, t0.clock, p.userToken);
  }
  t0.clock.now = new Date();
  const [marker] = await saferOf(db(), t0.clock).evaluatePlayer(p.id, t0.clock.now);
  expect(marker?.marker).toBe('declined_deposits');
  return { player: p, markerId: marker!.id };
}

let skinId = 0;
let first: Awaited<ReturnType<typeof flaggedPlayer>>;
let second: Awaited<ReturnType<typeof flaggedPlayer>>;
beforeAll(async () => {
  const [skin] = await db().select({ id: skins.id }).from(skins).limit(1);
  skinId = skin!.id;
  first = await flaggedPlayer();
  second = await flaggedPlayer();
});

describe('roles', () => {
  it('refuses finance, marketing and content everywhere, and anyone without a token', async () => {
    const calls: ['GET' | 'POST' | 'PATCH' | 'PUT', string, object?][] = [
      ['GET', '/safer/markers'],
      ['GET', '/safer/summary'],
      ['PATCH', `/safer/markers/${first.markerId}`, { status: 'reviewed' }],
      ['GET', `/players/${first.player.id}/safer`],
      ['GET', `/players/${first.player.id}/interactions`],
      [
        'POST',
        `/players/${first.player.id}/interactions`,
        { kind: 'other', channel: 'none', note: 'x' },
      ],
      ['GET', `/safer/thresholds?skin_id=${skinId}`],
      [
        'PUT',
        '/safer/thresholds/declined_deposits',
        { skin_id: skinId, enabled: true, params: { count: 3, hours: 24 } },
      ],
    ];
    for (const [method, url, body] of calls) {
      for (const role of ['finance', 'marketing', 'content'] as const) {
        expect((await api(staff[role], method, url, body)).status, `${role} ${method} ${url}`).toBe(
          403,
        );
      }
      expect((await api(null, method, url, body)).status).toBe(401);
    }
  });

  it('lets support view and log interactions, not review nor set thresholds', async () => {
    expect((await api(staff.support, 'GET', '/safer/markers')).status).toBe(200);
    expect((await api(staff.support, 'GET', `/players/${first.player.id}/safer`)).status).toBe(200);
    expect(
      (
        await api(staff.support, 'PATCH', `/safer/markers/${first.markerId}`, {
          status: 'reviewed',
        })
      ).status,
    ).toBe(403);
    expect((await api(staff.support, 'GET', `/safer/thresholds?skin_id=${skinId}`)).status).toBe(
      403,
    );
  });
});

describe('the queue', () => {
  it('lists open markers oldest first with the evidence, and counts by rule', async () => {
    const res = await api(staff.compliance, 'GET', '/safer/markers?marker=declined_deposits');
    expect(res.status).toBe(200);
    const items = res.body.data as MarkerItem[];
    const ids = items.map((m) => m.id);
    expect(ids.indexOf(first.markerId)).toBeLessThan(ids.indexOf(second.markerId));
    const item = items.find((m) => m.id === first.markerId)!;
    expect(item).toMatchObject({
      player_id: first.player.id,
      marker: 'declined_deposits',
      status: 'open',
      summary: '3 deposits declined (threshold 3)',
    });
    expect(item.nickname).toMatch(/^studio/);
    expect(item.age_seconds).toBeGreaterThanOrEqual(0);
    expect((item.evidence.rows as unknown[]).length).toBe(3);
    expect(res.body.meta).toMatchObject({ current_page: 1, total: items.length });
    expect((res.body.meta!.open_by_marker as Record<string, number>).declined_deposits).toBe(
      items.length,
    );

    const mine = await api(staff.admin, 'GET', `/safer/markers?player_id=${second.player.id}`);
    expect((mine.body.data as MarkerItem[]).map((m) => m.id)).toEqual([second.markerId]);
    const summary = await api(staff.compliance, 'GET', '/safer/summary');
    expect(summary.body.data).toMatchObject({ open: items.length });
  });

  it('refuses bad filters', async () => {
    for (const q of [
      'status=closed',
      'marker=nope',
      'player_id=0',
      'player_id=99999999999',
      'page=0',
    ]) {
      const res = await api(staff.compliance, 'GET', `/safer/markers?${q}`);
      expect(res.status, q).toBe(422);
    }
  });
});

describe('review', () => {
  it('dismisses a marker with a note, audited before and after', async () => {
    const { markerId } = await flaggedPlayer();
    const res = await api(staff.compliance, 'PATCH', `/safer/markers/${markerId}`, {
      status: 'dismissed',
      note: 'Card expired; the player said so on chat.',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: markerId,
      status: 'dismissed',
      review_note: 'Card expired; the player said so on chat.',
    });
    expect((res.body.data as MarkerItem).reviewed_by).toEqual(expect.any(Number));
    const [entry] = await auditEntries(db(), 'safer.marker_reviewed', markerId);
    expect(entry?.details).toMatchObject({
      before: { status: 'open', review_note: null },
      after: { status: 'dismissed', review_note: 'Card expired; the player said so on chat.' },
    });
    // Out of the open queue, in the dismissed one.
    const open = await api(staff.compliance, 'GET', '/safer/markers?per_page=100');
    expect((open.body.data as MarkerItem[]).some((m) => m.id === markerId)).toBe(false);
    const dismissed = await api(staff.compliance, 'GET', '/safer/markers?status=dismissed');
    expect((dismissed.body.data as MarkerItem[]).some((m) => m.id === markerId)).toBe(true);
  });

  it('refuses bad input and unknown markers', async () => {
    const url = `/safer/markers/${first.markerId}`;
    const bad = [
      { status: 'open' },
      { status: 'reviewed', note: 'a\u0000b' },
      { status: 'reviewed', note: 'x'.repeat(2001) },
      { status: 'reviewed', note: 12 },
      {},
    ];
    for (const body of bad) {
      expect((await api(staff.compliance, 'PATCH', url, body)).status, JSON.stringify(body)).toBe(
        422,
      );
    }
    expect(
      (await api(staff.compliance, 'PATCH', '/safer/markers/999999', { status: 'reviewed' }))
        .status,
    ).toBe(404);
    expect(
      (await api(staff.compliance, 'PATCH', '/safer/markers/abc', { status: 'reviewed' })).status,
    ).toBe(422);
  });
});

describe('interactions', () => {
  it('logs one on the marker it answers: the marker becomes reviewed; both audited', async () => {
    const { player, markerId } = await flaggedPlayer();
    const res = await api(staff.support, 'POST', `/players/${player.id}/interactions`, {
      kind: 'contact_made',
      channel: 'phone',
      note: 'Called about the declined deposits; suggested a deposit limit.',
      marker_id: markerId,
    });
    expect(res.status).toBe(201);
    const item = res.body.data as {
      id: number;
      kind: string;
      staff_name: string;
      marker_id: number;
    };
    expect(item).toMatchObject({
      kind: 'contact_made',
      staff_name: 'support',
      marker_id: markerId,
    });

    const view = await api(staff.compliance, 'GET', `/players/${player.id}/safer`);
    const data = view.body.data as { markers: MarkerItem[]; interactions: { id: number }[] };
    expect(data.markers.map((m) => [m.id, m.status])).toEqual([[markerId, 'reviewed']]);
    expect(data.interactions.map((i) => i.id)).toEqual([item.id]);
    const list = await api(staff.admin, 'GET', `/players/${player.id}/interactions`);
    expect((list.body.data as { id: number }[]).map((i) => i.id)).toEqual([item.id]);

    const [logged] = await auditEntries(db(), 'safer.interaction_logged', player.id);
    expect(logged?.details).toMatchObject({
      interaction_id: item.id,
      after: { kind: 'contact_made', channel: 'phone', marker_id: markerId },
    });
    const [reviewed] = await auditEntries(db(), 'safer.marker_reviewed', markerId);
    expect(reviewed?.details).toMatchObject({
      before: { status: 'open' },
      after: { status: 'reviewed' },
    });
  });

  it('logs one without a marker (account restricted)', async () => {
    const res = await api(staff.compliance, 'POST', `/players/${second.player.id}/interactions`, {
      kind: 'account_restricted',
      channel: 'message',
      note: 'Deposits paused for 24 hours after a talk.',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ marker_id: null, kind: 'account_restricted' });
  });

  it('refuses bad input, a marker of another player and unknown players', async () => {
    const url = `/players/${first.player.id}/interactions`;
    const ok = { kind: 'other', channel: 'none', note: 'Note' };
    const bad = [
      { ...ok, kind: 'hug' },
      { ...ok, channel: 'fax' },
      { ...ok, note: '' },
      { ...ok, note: '   ' },
      { ...ok, note: 'x'.repeat(2001) },
      { ...ok, note: '\ud800' },
      { ...ok, marker_id: 0 },
      { ...ok, marker_id: second.markerId },
      { kind: 'other', channel: 'none' },
    ];
    for (const body of bad) {
      const res = await api(staff.compliance, 'POST', url, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const foreign = await api(staff.compliance, 'POST', url, { ...ok, marker_id: second.markerId });
    expect(foreign.body.errors).toEqual({ marker_id: ['field_invalid'] });
    expect((await api(staff.compliance, 'POST', '/players/99999999/interactions', ok)).status).toBe(
      404,
    );
    expect((await api(staff.compliance, 'GET', '/players/99999999/safer')).status).toBe(404);
  });
});

describe('thresholds', () => {
  it("lists each rule with its statement and the skin's parameters", async () => {
    const res = await api(staff.compliance, 'GET', `/safer/thresholds?skin_id=${skinId}`);
    expect(res.status).toBe(200);
    const list = res.body.data as {
      marker: string;
      params: Record<string, number>;
      overridden: boolean;
    }[];
    expect(list.map((r) => r.marker)).toEqual([
      'loss_chasing',
      'rising_deposit_frequency',
      'reversed_withdrawals',
      'long_session',
      'night_play',
      'repeated_limit_increases',
      'declined_deposits',
    ]);
    expect(list.find((r) => r.marker === 'long_session')).toMatchObject({
      params: { hours: 3, gap_minutes: 20 },
      overridden: false,
    });
  });

  it('sets a rule on a skin, audited before and after, and it changes the outcome', async () => {
    const res = await api(staff.admin, 'PUT', '/safer/thresholds/declined_deposits', {
      skin_id: skinId,
      enabled: true,
      params: { count: 4, hours: 48 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ params: { count: 4, hours: 48 }, overridden: true });
    const [entry] = await auditEntries(db(), 'safer.threshold_updated', skinId);
    expect(entry?.details).toMatchObject({
      marker: 'declined_deposits',
      before: { params: { count: 3, hours: 24 }, overridden: false },
      after: { params: { count: 4, hours: 48 }, enabled: true },
    });
    // 3 declines no longer cross it.
    t0.clock.now = new Date();
    const p = await paymentPlayer(db(), t0.clock.now);
    for (let i = 0; i < 3; i += 1) {
      t0.clock.now = new Date();
      await declinedDeposit(t0.app, t0.clock, p.userToken);
    }
    t0.clock.now = new Date();
    expect(await saferOf(db(), t0.clock).evaluatePlayer(p.id, t0.clock.now)).toEqual([]);
    // Back to the default count: they do.
    const back = await api(staff.compliance, 'PUT', '/safer/thresholds/declined_deposits', {
      skin_id: skinId,
      enabled: true,
      params: { count: 3, hours: 24 },
    });
    expect(back.status).toBe(200);
    const [again] = await auditEntries(db(), 'safer.threshold_updated', skinId);
    expect(again?.details).toMatchObject({
      before: { params: { count: 4, hours: 48 }, overridden: true },
      after: { params: { count: 3, hours: 24 } },
    });
    const markers = await saferOf(db(), t0.clock).evaluatePlayer(p.id, t0.clock.now);
    expect(markers.map((m) => m.marker)).toEqual(['declined_deposits']);
  });

  it('refuses parameters out of bounds, missing, unknown or inconsistent', async () => {
    const put = (marker: string, params: unknown, extra: object = {}) =>
      api(staff.compliance, 'PUT', `/safer/thresholds/${marker}`, {
        skin_id: skinId,
        enabled: true,
        params,
        ...extra,
      });
    const cases: [string, unknown, string][] = [
      ['declined_deposits', { count: 0, hours: 24 }, 'params.count'],
      ['declined_deposits', { count: 1.5, hours: 24 }, 'params.count'],
      ['declined_deposits', { count: '3', hours: 24 }, 'params.count'],
      ['declined_deposits', { count: 3, hours: 100_000 }, 'params.hours'],
      ['declined_deposits', { count: 3 }, 'params.hours'],
      ['declined_deposits', { count: 3, hours: 24, extra: 1 }, 'params.extra'],
      ['night_play', { from_hour: 6, to_hour: 2, nights: 3 }, 'params.to_hour'],
    ];
    for (const [marker, params, field] of cases) {
      const res = await put(marker, params);
      expect(res.status, JSON.stringify(params)).toBe(422);
      expect(Object.keys(res.body.errors ?? {})).toContain(field);
    }
    expect((await put('declined_deposits', [3, 24])).status).toBe(422);
    expect((await put('nope', { count: 3 })).status).toBe(422);
    expect(
      (await put('declined_deposits', { count: 3, hours: 24 }, { enabled: 'yes' })).status,
    ).toBe(422);
    expect(
      (await put('declined_deposits', { count: 3, hours: 24 }, { skin_id: 99999 })).status,
    ).toBe(404);
    expect((await api(staff.admin, 'GET', '/safer/thresholds?skin_id=99999')).status).toBe(404);
    expect((await api(staff.admin, 'GET', '/safer/thresholds')).status).toBe(422);
  });
});
