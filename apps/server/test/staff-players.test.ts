/**
 * The back office's Players screens (`/staff/v1/players...`): search by each key, masking per
 * role, audited reveal, the page's lists (ledger, rounds with provably-fair data, payments,
 * sessions, limit history, notes) for a player who registered, deposited and played, and the
 * refusals (404, 422, 403).
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedHash } from '@croupier/games/rng';
import * as t from '../src/db/schema.ts';
import { wallets } from '../src/wallet/schema.ts';
import { playerMessages as messageTable } from '../src/messages/schema.ts';
import {
  maskEmail,
  maskIban,
  maskName,
  maskPhone,
  readUserAgent,
} from '../src/backoffice/players/masking.ts';
import { lookupCountry } from '../src/geo/lookup.ts';
import { call, registerActivePlayer } from './accounts-support.ts';
import { buildTestApp, type TestApp, staffTokens } from './helper.ts';
import { bankDeposit, idOf, pay } from './payments-support.ts';
import { auditEntries, staffCall } from './staff-campaigns-support.ts';
import {
  createPlayer,
  frame,
  openSession,
  useTestEngines,
  type TestGame,
} from './studio-support.ts';

vi.mock('@croupier/games/engines/index', async (importOriginal) =>
  (await import('./studio-fakes.ts')).withTestEngines(importOriginal),
);

const ROLES = ['admin', 'support', 'finance', 'compliance', 'marketing', 'content'] as const;
let ctx: TestApp;
let staff: Record<(typeof ROLES)[number], string>;
let games: Record<string, TestGame>;
let player: Awaited<ReturnType<typeof registerActivePlayer>>;
let other: Awaited<ReturnType<typeof registerActivePlayer>>;
let firstname = '';
const rounds: { settled: string[]; open: string } = { settled: [], open: '' };
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const db = () => ctx.database.db;
const api = (
  token: string | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
) => staffCall(ctx.app, token, method as 'GET', url, payload);
type Row = Record<string, unknown>;
const list = async (token: string, url: string) => {
  const res = await api(token, 'GET', url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as { data: Row[]; meta: { total: number } };
};
const ids = (rows: Row[]) => rows.map((r) => r.id);

beforeAll(async () => {
  ctx = await buildTestApp({ STUDIO_DIST: '/nonexistent/studio-dist' });
  games = await useTestEngines(db());
  staff = await staffTokens(ctx, 'players', ROLES);
  player = await registerActivePlayer(ctx.app, ctx.database, { prefix: 'spl' });
  other = await registerActivePlayer(ctx.app, ctx.database, { prefix: 'spo' });
  const [row] = await db()
    .select({ firstname: t.players.firstname })
    .from(t.players)
    .where(eq(t.players.id, player.id));
  firstname = row!.firstname!;
  // A second login from a desktop Chrome at a public address.
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    headers: { authorization: (await import('./helper.ts')).SKIN_AUTH, 'user-agent': CHROME },
    payload: { username: player.username, password: player.password },
    remoteAddress: '8.8.8.8',
  });
  expect(login.statusCode).toBe(200);
  // A bank deposit of 100.00 confirmed by finance.
  const dep = await pay(ctx.app, player.userToken, 'deposit', bankDeposit(100));
  expect(dep.status, JSON.stringify(dep.body)).toBe(200);
  const confirmed = await api(staff.finance, 'POST', `/payments/${idOf(dep)}/deposit`, {
    action: 'confirm',
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  // Three settled rounds of the instant game and one open multi-step round.
  const session = await openSession(ctx.app, games['test-instant']!, player.userToken);
  for (let i = 0; i < 3; i += 1) {
    const res = await frame(ctx.app, session, 'POST', '/studio/v1/rounds', {
      bet: { stake: 1_000 },
      clientSeed: `seed-${i}`,
      requestId: `spl-${i}`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    rounds.settled.push(res.body.data.round.id as string);
  }
  const steps = await openSession(ctx.app, games['test-steps']!, player.userToken);
  const open = await frame(ctx.app, steps, 'POST', '/studio/v1/rounds', {
    bet: { stake: 500 },
    clientSeed: 'open-seed',
    requestId: 'spl-open',
  });
  expect(open.status, JSON.stringify(open.body)).toBe(200);
  rounds.open = open.body.data.round.id as string;
});
afterAll(async () => {
  await ctx?.close();
});

describe('masking helpers', () => {
  it('masks e-mail, phone, names and IBANs and reads user agents', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j***@e***.com');
    expect(maskPhone('+447700900123')).toBe('+44 77** ***123');
    expect(maskPhone(null)).toBeNull();
    expect(maskName('Šárka')).toBe('Š***');
    expect(maskIban('CZ65 0800 0000 1920 0014 5399')).toBe('CZ65 **** **** 5399');
    expect(readUserAgent(CHROME)).toEqual({ browser: 'Chrome', os: 'Windows' });
    expect(
      readUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(
      readUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ).browser,
    ).toBe('Edge');
    expect(
      readUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toEqual({ browser: 'Firefox', os: 'Linux' });
    expect(readUserAgent(null)).toEqual({ browser: null, os: null });
  });
});

describe('search', () => {
  it('finds the player by id, nickname, e-mail, mobile digits, first name, and no one else', async () => {
    const digits = player.mobile.replace(/\D/g, '');
    const keys = [
      String(player.id),
      player.username,
      player.username.toUpperCase(),
      player.email,
      player.email.toUpperCase(),
      digits,
      player.mobile,
      digits.slice(-8),
      firstname,
      firstname.toLowerCase(),
      `${firstname} Novak`,
    ];
    for (const q of keys) {
      const res = await list(staff.support, `/players?q=${encodeURIComponent(q)}`);
      expect(ids(res.data), q).toEqual([player.id]);
      expect(res.meta.total).toBe(1);
    }
    const none = await list(staff.support, '/players?q=nobody-like-this');
    expect(none.data).toEqual([]);
  });

  it('filters by status, country and the test flag; pages and sorts', async () => {
    const active = await list(staff.finance, '/players?status=active&per_page=100&sort=id');
    expect(ids(active.data)).toEqual(expect.arrayContaining([player.id, other.id]));
    expect(active.data.every((r) => r.status === 'active')).toBe(true);
    const sorted = ids(active.data) as number[];
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    const blocked = await list(staff.finance, '/players?status=blocked');
    expect(ids(blocked.data)).not.toContain(player.id);
    const country = active.data.find((r) => r.id === player.id)!.country as string;
    const byCountry = await list(staff.marketing, `/players?country=${country.toLowerCase()}`);
    expect(ids(byCountry.data)).toContain(player.id);
    expect(byCountry.data.every((r) => r.country === country)).toBe(true);
    const page = await list(staff.admin, '/players?per_page=1&page=2');
    expect(page.data).toHaveLength(1);
    expect(page.meta).toMatchObject({ current_page: 2, per_page: 1 });
    const tests = await list(staff.admin, '/players?is_test=1');
    expect(ids(tests.data)).not.toContain(player.id);
  });

  it('refuses bad filters with 422 and roles without player access with 403', async () => {
    for (const q of [
      'status=gone',
      'country=CZE',
      'per_page=1000',
      'sort=email',
      'is_test=maybe',
    ]) {
      const res = await api(staff.support, 'GET', `/players?${q}`);
      expect(res.status, q).toBe(422);
    }
    expect((await api(staff.content, 'GET', '/players')).status).toBe(403);
    expect((await api(staff.content, 'GET', `/players/${player.id}`)).status).toBe(403);
    expect((await api(null, 'GET', '/players')).status).toBe(401);
  });
});

describe('masking and reveal', () => {
  it('masks personal data in the list and the profile for every viewing role', async () => {
    for (const role of ['admin', 'support', 'finance', 'compliance', 'marketing'] as const) {
      const found = await list(staff[role], `/players?q=${player.id}`);
      const row = found.data[0]!;
      expect(row.email).toMatch(/^s\*\*\*@e\*\*\*\.test$/);
      expect(row.mobile).toMatch(/^\+44 77\*\* \*\*\*\d{3}$/);
      expect(row.mobile).toBe(`+44 77** ***${player.mobile.slice(-3)}`);
      expect(row.firstname).toBe(`${firstname[0]}***`);
      expect(row.lastname).toBe('N***');
      const profile = await api(staff[role], 'GET', `/players/${player.id}`);
      expect(profile.status).toBe(200);
      const p = profile.body.data!;
      expect(JSON.stringify(p)).not.toContain(player.email);
      expect(JSON.stringify(p)).not.toContain('Main Street');
      expect(p).toMatchObject({
        id: player.id,
        nickname: player.username,
        dob: '***',
        address: { street: '***', city: '***', postal_code: '***' },
        masked: true,
      });
    }
  });

  it('answers the profile: status, flags, AML, KYC, balances and limits', async () => {
    const res = await api(staff.finance, 'GET', `/players/${player.id}`);
    const p = res.body.data as Row & { balance: Row; flags: Row; limits: Row; kyc: Row };
    expect(p).toMatchObject({
      status: 'active',
      currency: 'EUR',
      minor_units: 2,
      email_verified: true,
      flags: { is_pep: false, is_ubo: false, is_test: false, risky_country: false },
      aml: { level: expect.any(String) },
      kyc: { status_kyc: null },
      limits: { self_excluded_until: null, pending_requests: 0, max_daily_deposit: null },
    });
    // The wallet's own figures, in minor units.
    const [w] = await db().select().from(wallets).where(eq(wallets.playerId, player.id));
    expect(p.balance).toEqual({
      cash: w!.cash,
      bonus: w!.bonus,
      withdrawable: w!.cash - w!.deposited,
      deposited: w!.deposited,
    });
    expect(p.last_login_at).not.toBeNull();
  });

  it('reveals to support and compliance, every reveal audited with its fields', async () => {
    const all = await api(staff.support, 'POST', `/players/${player.id}/reveal`, {});
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({
      email: player.email,
      mobile: player.mobile,
      firstname,
      lastname: 'Novakova',
      address: { street: 'Main Street', street_number: '12A', city: 'Valletta' },
      ibans: [],
    });
    const some = await api(staff.compliance, 'POST', `/players/${player.id}/reveal`, {
      fields: ['email'],
    });
    expect(some.body.data).toEqual({ email: player.email });
    // No body at all: every field.
    const bare = await api(staff.admin, 'POST', `/players/${player.id}/reveal`);
    expect(bare.body.data).toMatchObject({ email: player.email, dob: expect.any(String) });
    const audits = await auditEntries(db(), 'player.pii_revealed', player.id);
    expect(audits).toHaveLength(3);
    expect(audits[1]!.details).toEqual({ fields: ['email'] });
    expect(audits[1]!.staffId).not.toBe(audits[0]!.staffId);
    expect(audits[2]!.details.fields).toEqual([
      'email',
      'mobile',
      'firstname',
      'lastname',
      'dob',
      'address',
      'ibans',
    ]);
  });

  it('refuses reveal to finance and marketing (403, nothing audited) and bad fields (422)', async () => {
    const before = (await auditEntries(db(), 'player.pii_revealed', player.id)).length;
    for (const role of ['finance', 'marketing', 'content'] as const) {
      const res = await api(staff[role], 'POST', `/players/${player.id}/reveal`, {});
      expect(res).toMatchObject({ status: 403, body: { message: 'forbidden' } });
    }
    const bad = await api(staff.support, 'POST', `/players/${player.id}/reveal`, {
      fields: ['password'],
    });
    expect(bad.status).toBe(422);
    expect((await auditEntries(db(), 'player.pii_revealed', player.id)).length).toBe(before);
  });
});

describe("the player page's lists", () => {
  it('lists the ledger with type and date filters', async () => {
    const all = await list(staff.finance, `/players/${player.id}/ledger?per_page=50`);
    const deposit = all.data.find((r) => r.type === 1)!;
    expect(deposit).toMatchObject({ operation: 'deposit', amount: 10_000, currency: 'EUR' });
    expect(deposit.cash_after).toEqual(expect.any(Number));
    const bets = await list(staff.finance, `/players/${player.id}/ledger?type=4`);
    expect(bets.meta.total).toBe(4);
    expect(bets.data.every((r) => r.type === 4 && typeof r.game_name === 'string')).toBe(true);
    const future = await list(staff.finance, `/players/${player.id}/ledger?from=2999-01-01`);
    expect(future.data).toEqual([]);
    const today = ctx.clock.now.toISOString().slice(0, 10);
    const day = await list(staff.finance, `/players/${player.id}/ledger?from=${today}&to=${today}`);
    expect(day.meta.total).toBe(all.meta.total);
    expect(
      (await api(staff.finance, 'GET', `/players/${player.id}/ledger?from=yesterday`)).status,
    ).toBe(422);
    // Another player's ledger does not hold these.
    const others = await list(staff.finance, `/players/${other.id}/ledger`);
    expect(others.data).toEqual([]);
  });

  it('lists rounds with the game name, and a round with its provably-fair data', async () => {
    const res = await list(staff.support, `/players/${player.id}/rounds`);
    expect(res.meta.total).toBe(4);
    expect(ids(res.data)).toEqual(expect.arrayContaining([...rounds.settled, rounds.open]));
    expect(res.data.every((r) => typeof r.game_name === 'string' && r.currency === 'EUR')).toBe(
      true,
    );
    const settled = await api(
      staff.support,
      'GET',
      `/players/${player.id}/rounds/${rounds.settled[0]}`,
    );
    expect(settled.status).toBe(200);
    const fair = settled.body.data!.fairness as Row;
    expect(fair).toMatchObject({ client_seed: 'seed-0', nonce: expect.any(Number) });
    expect(fair.server_seed).toEqual(expect.any(String));
    expect(seedHash(fair.server_seed as string)).toBe(fair.seed_hash);
    const open = await api(staff.support, 'GET', `/players/${player.id}/rounds/${rounds.open}`);
    expect(open.body.data).toMatchObject({ status: 'open', stake: 500 });
    expect((open.body.data!.fairness as Row).server_seed).toBeNull();
    // Not this player's round, or no such round: 404.
    expect(
      (await api(staff.support, 'GET', `/players/${other.id}/rounds/${rounds.open}`)).body,
    ).toEqual({ message: 'round_not_found' });
    expect((await api(staff.support, 'GET', `/players/${player.id}/rounds/nope`)).status).toBe(404);
  });

  it('lists payments with their status', async () => {
    const res = await list(staff.finance, `/players/${player.id}/payments`);
    expect(res.data).toHaveLength(1);
    expect(res.data[0]).toMatchObject({
      type: 'deposit',
      status: 'authorized',
      amount: 10_000,
      currency: 'EUR',
      account: 'CZ65 **** **** 5399',
    });
    expect(
      (await list(staff.finance, `/players/${player.id}/payments?type=withdraw`)).data,
    ).toEqual([]);
  });

  it('lists sessions with address, country and browser', async () => {
    const res = await list(staff.support, `/players/${player.id}/sessions`);
    expect(res.meta.total).toBe(2);
    const chrome = res.data.find((r) => r.user_agent === CHROME)!;
    expect(chrome).toMatchObject({
      ip: '8.8.8.8',
      country: lookupCountry('8.8.8.8').country,
      browser: 'Chrome',
      os: 'Windows',
      state: 'live',
      revoked_at: null,
    });
  });

  it('lists the limit history: activated and pending requests, and the pending count', async () => {
    const p = await createPlayer(db(), ctx.clock.now);
    const empty = await list(staff.compliance, `/players/${p.id}/limits/history`);
    expect(empty).toMatchObject({ data: [], meta: { total: 0 } });
    const putMe = (limits: object) =>
      call(ctx.app, 'PUT', '/v1/me', { limits }, { userToken: p.userToken });
    expect((await putMe({ max_daily_bet: '50' })).status).toBe(200);
    expect((await putMe({ max_daily_bet: '80' })).status).toBe(200);
    const res = await list(staff.compliance, `/players/${p.id}/limits/history`);
    expect(res.data).toMatchObject([
      { field: 'max_daily_bet', status: 'pending', previous_value: 5_000, value: 8_000 },
      { field: 'max_daily_bet', status: 'activated', value: 5_000 },
    ]);
    const excl = await list(
      staff.compliance,
      `/players/${p.id}/limits/history?type=self_exclusion`,
    );
    expect(excl.data).toEqual([]);
    const profile = await api(staff.compliance, 'GET', `/players/${p.id}`);
    expect(profile.body.data!.limits).toMatchObject({ max_daily_bet: 5_000, pending_requests: 1 });
  });

  it('adds notes (support, compliance, admin) and lists them newest first to every viewer', async () => {
    const a = await api(staff.support, 'POST', `/players/${player.id}/notes`, {
      body: '  Called about a deposit.  ',
    });
    expect(a.status).toBe(201);
    expect(a.body.data).toMatchObject({
      body: 'Called about a deposit.',
      staff: { name: 'support' },
    });
    await api(staff.compliance, 'POST', `/players/${player.id}/notes`, { body: 'SOW checked.' });
    const notes = await list(staff.marketing, `/players/${player.id}/notes`);
    expect(notes.data.map((n) => n.body)).toEqual(['SOW checked.', 'Called about a deposit.']);
    for (const body of ['', 'x'.repeat(2001), 'a\u0000b']) {
      expect(
        (await api(staff.support, 'POST', `/players/${player.id}/notes`, { body })).status,
      ).toBe(422);
    }
    for (const role of ['finance', 'marketing'] as const) {
      const res = await api(staff[role], 'POST', `/players/${player.id}/notes`, { body: 'x' });
      expect(res.status).toBe(403);
    }
    expect((await list(staff.admin, `/players/${player.id}/notes`)).meta.total).toBe(2);
    expect(await auditEntries(db(), 'player.note_added', player.id)).toHaveLength(2);
  });

  it('answers 404 for an unknown player and 422 for an id beyond 2^31', async () => {
    for (const path of [
      '',
      '/ledger',
      '/rounds',
      '/payments',
      '/sessions',
      '/notes',
      '/messages',
      '/limits/history',
    ]) {
      const res = await api(staff.admin, 'GET', `/players/99999999${path}`);
      expect(res, path).toMatchObject({ status: 404, body: { message: 'player_not_found' } });
      expect((await api(staff.admin, 'GET', `/players/2147483648${path}`)).status).toBe(422);
    }
    expect(
      (await api(staff.admin, 'POST', '/players/99999999/block', { reason: 'x' })).status,
    ).toBe(404);
    expect((await api(staff.admin, 'POST', '/players/abc/reveal', {})).status).toBe(422);
  });
});

describe("the player's messages", () => {
  const CONTACT = '/v1/notifications/messages/custom_email';
  const later = () => {
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 1_000);
  };

  it('lists what the player received and sent, newest first, and only theirs', async () => {
    const a = await createPlayer(db(), ctx.clock.now);
    const b = await createPlayer(db(), ctx.clock.now);
    later();
    const toA = await api(staff.support, 'POST', `/players/${a.id}/messages`, {
      subject: 'Your withdrawal',
      body: 'It is on its way.',
    });
    expect(toA.status, JSON.stringify(toA.body)).toBe(201);
    await api(staff.admin, 'POST', `/players/${b.id}/messages`, {
      subject: 'For B only',
      body: 'Hello B',
    });
    later();
    // A message of the platform, as the messages domain stores it.
    await db().insert(messageTable).values({
      playerId: a.id,
      type: 'firstLogin',
      subject: 'Welcome',
      body: 'Welcome aboard',
      params: {},
      createdAt: ctx.clock.now,
    });
    later();
    // A writes to support through the contact form, signed in; B too.
    for (const [p, text] of [
      [a, 'Thanks, A here'],
      [b, 'B writing'],
    ] as const) {
      const res = await call(
        ctx.app,
        'POST',
        CONTACT,
        { emails: 'player@example.test', subject: `Re ${p.id}`, body: text },
        { userToken: p.userToken, ip: `10.77.0.${p.id % 250}` },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }

    const mine = await list(staff.support, `/players/${a.id}/messages`);
    expect(mine.meta.total).toBe(3);
    expect(mine.data.map((m) => [m.direction, m.subject])).toEqual([
      ['sent', expect.stringContaining(`Re ${a.id}`)],
      ['received', 'Welcome'],
      ['received', 'Your withdrawal'],
    ]);
    expect(mine.data[0]).toMatchObject({ type: 'contact', staff: null, read_at: null });
    expect(mine.data[0]!.body).toContain('Thanks, A here');
    expect(mine.data[1]).toMatchObject({ type: 'firstLogin', staff: null });
    expect(mine.data[2]).toMatchObject({
      type: 'custom',
      body: 'It is on its way.',
      staff: { name: 'support' },
      read_at: null,
    });
    const text = JSON.stringify(mine.data);
    expect(text).not.toContain('For B only');
    expect(text).not.toContain('B writing');
    const theirs = await list(staff.admin, `/players/${b.id}/messages`);
    expect(theirs.data.map((m) => m.direction)).toEqual(['sent', 'received']);
    expect(JSON.stringify(theirs.data)).not.toMatch(/Thanks, A here|Your withdrawal|Welcome/);
    // Pages.
    const second = await list(staff.admin, `/players/${a.id}/messages?page=2&per_page=2`);
    expect(second.data.map((m) => m.subject)).toEqual(['Your withdrawal']);
    // The player reading it shows.
    const read = await call(ctx.app, 'GET', `/v1/me/messages/${toA.body.data!.id}`, undefined, {
      userToken: a.userToken,
    });
    expect(read.status).toBe(200);
    const reread = await list(staff.support, `/players/${a.id}/messages`);
    expect(reread.data[2]!.read_at).not.toBeNull();
  });

  it('is for those who send messages (admin, support) and refuses bad paging', async () => {
    for (const role of ['finance', 'compliance', 'marketing', 'content'] as const) {
      expect((await api(staff[role], 'GET', `/players/${player.id}/messages`)).status).toBe(403);
    }
    for (const q of ['page=0', 'per_page=1000', 'page=abc']) {
      expect((await api(staff.support, 'GET', `/players/${player.id}/messages?${q}`)).status).toBe(
        422,
      );
    }
  });
});

describe('actions', () => {
  const login = (p: { username: string; password: string }) =>
    call(ctx.app, 'POST', '/v1/auth/login', { username: p.username, password: p.password });
  const me = (token: string) => call(ctx.app, 'GET', '/v1/me', undefined, { userToken: token });

  it('blocks: the player cannot log in, sessions end, audited with before/after; unblocks', async () => {
    const p = await registerActivePlayer(ctx.app, ctx.database, { prefix: 'spb' });
    expect((await me(p.userToken)).status).toBe(200);
    expect(
      (await api(staff.finance, 'POST', `/players/${p.id}/block`, { reason: 'x' })).status,
    ).toBe(403);
    expect((await api(staff.support, 'POST', `/players/${p.id}/block`, {})).status).toBe(422);
    const blocked = await api(staff.support, 'POST', `/players/${p.id}/block`, {
      reason: 'Chargeback fraud',
    });
    expect(blocked).toMatchObject({
      status: 200,
      body: { data: { id: p.id, status: 'blocked', status_reason: 'Chargeback fraud' } },
    });
    expect((await me(p.userToken)).status).toBe(401);
    expect(await login(p)).toMatchObject({ status: 403, body: { message: 'account_blocked' } });
    const [entry] = await auditEntries(db(), 'player.blocked', p.id);
    expect(entry!.details).toMatchObject({
      reason: 'Chargeback fraud',
      before: { status: 'active', status_reason: null },
      after: { status: 'blocked', status_reason: 'Chargeback fraud' },
      sessions_revoked: 1,
    });
    const again = await api(staff.support, 'POST', `/players/${p.id}/block`, { reason: 'x' });
    expect(again).toMatchObject({ status: 409, body: { message: 'player_already_blocked' } });

    const unblocked = await api(staff.compliance, 'POST', `/players/${p.id}/unblock`, {
      reason: 'Resolved',
    });
    expect(unblocked.body.data).toMatchObject({ status: 'active', status_reason: null });
    expect((await login(p)).status).toBe(200);
    const [u] = await auditEntries(db(), 'player.unblocked', p.id);
    expect(u!.details).toMatchObject({
      before: { status: 'blocked' },
      after: { status: 'active' },
    });
    const twice = await api(staff.compliance, 'POST', `/players/${p.id}/unblock`, { reason: 'x' });
    expect(twice).toMatchObject({ status: 409, body: { message: 'player_not_blocked' } });
  });

  const playerRow = async (id: number) =>
    (await db().select().from(t.players).where(eq(t.players.id, id)))[0]!;

  it('blocks a self-excluded player; the unblock restores the exclusion with the same end', async () => {
    const until = new Date(ctx.clock.now.getTime() + 10 * 86_400_000);
    // As the limits domain keeps an exclusion (end and reason), and the legacy status value.
    for (const status of ['active', 'self_excluded'] as const) {
      const p = await createPlayer(db(), ctx.clock.now, {
        status,
        firstname: 'Jana',
        statusReason: 'Taking a break',
        statusExpiresAt: until,
      });
      const unblockFirst = await api(staff.admin, 'POST', `/players/${p.id}/unblock`, {
        reason: 'x',
      });
      expect(unblockFirst.status).toBe(409);
      const blocked = await api(staff.support, 'POST', `/players/${p.id}/block`, {
        reason: 'AML hold',
      });
      expect(blocked.body).toEqual({
        data: { id: p.id, status: 'blocked', status_reason: 'AML hold' },
      });
      const during = await playerRow(p.id);
      expect(during.statusBeforeBlock).toEqual({
        status,
        reason: 'Taking a break',
        expires_at: until.toISOString(),
      });
      // The exclusion keeps protecting while blocked.
      expect(during.statusExpiresAt?.toISOString()).toBe(until.toISOString());
      // The player page says what the unblock restores.
      const page = await api(staff.marketing, 'GET', `/players/${p.id}`);
      expect(page.body.data).toMatchObject({
        status: 'blocked',
        status_before_block: { status, reason: 'Taking a break', expires_at: until.toISOString() },
      });

      const unblocked = await api(staff.compliance, 'POST', `/players/${p.id}/unblock`, {
        reason: 'Cleared',
      });
      expect(unblocked.body).toEqual({
        data: { id: p.id, status, status_reason: 'Taking a break' },
      });
      const after = await playerRow(p.id);
      expect(after.status).toBe(status);
      expect(after.statusReason).toBe('Taking a break');
      expect(after.statusExpiresAt?.toISOString()).toBe(until.toISOString());
      expect(after.statusBeforeBlock).toBeNull();
      const [entry] = await auditEntries(db(), 'player.unblocked', p.id);
      expect(entry!.details).toMatchObject({
        reason: 'Cleared',
        before: { status: 'blocked', status_reason: 'AML hold' },
        after: { status, status_reason: 'Taking a break', status_expires_at: until.toISOString() },
      });
    }
  });

  it('restores an active player when the exclusion ended during the block', async () => {
    const until = new Date(ctx.clock.now.getTime() + 60_000);
    const p = await createPlayer(db(), ctx.clock.now, {
      status: 'self_excluded',
      firstname: 'Jana',
      statusReason: 'Cooling off',
      statusExpiresAt: until,
    });
    expect(
      (await api(staff.admin, 'POST', `/players/${p.id}/block`, { reason: 'Review' })).status,
    ).toBe(200);
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 120_000);
    const unblocked = await api(staff.admin, 'POST', `/players/${p.id}/unblock`, {
      reason: 'Done',
    });
    expect(unblocked.body).toEqual({ data: { id: p.id, status: 'active', status_reason: null } });
    const row = await playerRow(p.id);
    expect(row).toMatchObject({
      status: 'active',
      statusReason: null,
      statusExpiresAt: null,
      statusBeforeBlock: null,
    });
  });

  it('two staff blocking (or unblocking) at once: one wins, the kept state is not lost', async () => {
    const p = await createPlayer(db(), ctx.clock.now, {
      firstname: 'Jana',
      statusReason: 'awaiting_reality_check',
    });
    const blocks = await Promise.all(
      ['support', 'compliance'].map((role) =>
        api(staff[role as 'support'], 'POST', `/players/${p.id}/block`, { reason: role }),
      ),
    );
    expect(blocks.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await playerRow(p.id)).statusBeforeBlock).toEqual({
      status: 'active',
      reason: 'awaiting_reality_check',
      expires_at: null,
    });
    expect(await auditEntries(db(), 'player.blocked', p.id)).toHaveLength(1);
    const unblocks = await Promise.all(
      ['support', 'compliance'].map((role) =>
        api(staff[role as 'support'], 'POST', `/players/${p.id}/unblock`, { reason: role }),
      ),
    );
    expect(unblocks.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await playerRow(p.id)).toMatchObject({
      status: 'active',
      statusReason: 'awaiting_reality_check',
      statusBeforeBlock: null,
    });
    expect(await auditEntries(db(), 'player.unblocked', p.id)).toHaveLength(1);
  });

  it("ends the player's sessions: the token answers 401", async () => {
    const p = await createPlayer(db(), ctx.clock.now);
    expect((await me(p.userToken)).status).toBe(200);
    expect((await api(staff.marketing, 'POST', `/players/${p.id}/sessions/end`)).status).toBe(403);
    const res = await api(staff.support, 'POST', `/players/${p.id}/sessions/end`);
    expect(res).toMatchObject({ status: 200, body: { data: { revoked: 1 } } });
    expect((await me(p.userToken)).status).toBe(401);
    expect(await auditEntries(db(), 'player.sessions_ended', p.id)).toHaveLength(1);
  });

  it('sends the password reset e-mail (support, admin) into the outbox', async () => {
    const p = await registerActivePlayer(ctx.app, ctx.database, { prefix: 'spr' });
    for (const role of ['finance', 'marketing', 'compliance'] as const) {
      expect((await api(staff[role], 'POST', `/players/${p.id}/password-reset`)).status).toBe(403);
    }
    const res = await api(staff.support, 'POST', `/players/${p.id}/password-reset`);
    expect(res).toMatchObject({ status: 202, body: { data: { sent: true } } });
    const [mail] = await db()
      .select()
      .from(t.outbox)
      .where(and(eq(t.outbox.to, p.email), eq(t.outbox.kind, 'recovery')))
      .orderBy(desc(t.outbox.id));
    expect(mail?.body).toContain('/password/reset/');
    expect(await auditEntries(db(), 'player.password_reset_sent', p.id)).toHaveLength(1);
  });

  it('sets the test flag (admin, compliance), audited, and the list filters by it', async () => {
    const p = await createPlayer(db(), ctx.clock.now);
    expect(
      (await api(staff.support, 'PUT', `/players/${p.id}/test-flag`, { is_test: true })).status,
    ).toBe(403);
    expect(
      (await api(staff.admin, 'PUT', `/players/${p.id}/test-flag`, { is_test: 'yes' })).status,
    ).toBe(422);
    const res = await api(staff.compliance, 'PUT', `/players/${p.id}/test-flag`, { is_test: true });
    expect(res.body).toEqual({ data: { id: p.id, is_test: true } });
    expect(ids((await list(staff.admin, '/players?is_test=1')).data)).toContain(p.id);
    const [entry] = await auditEntries(db(), 'player.test_flag_set', p.id);
    expect(entry!.details).toEqual({ before: { is_test: false }, after: { is_test: true } });
  });

  it('closes an account through compliance (admin, compliance); a closed one is not unblocked', async () => {
    const p = await createPlayer(db(), ctx.clock.now);
    expect(
      (await api(staff.support, 'POST', `/players/${p.id}/close`, { reason: 'x' })).status,
    ).toBe(403);
    const res = await api(staff.compliance, 'POST', `/players/${p.id}/close`, {
      reason: 'Problem gambling',
    });
    expect(res).toMatchObject({ status: 200, body: { data: { id: p.id, status: 'closed' } } });
    expect((await me(p.userToken)).status).toBe(401);
    const [entry] = await auditEntries(db(), 'player.closed_by_staff', p.id);
    expect(entry!.staffId).not.toBeNull();
    expect(entry!.details).toMatchObject({
      before: { status: 'active' },
      after: { status: 'closed' },
      reason: 'Problem gambling',
    });
    for (const action of ['unblock', 'block', 'close']) {
      const again = await api(staff.admin, 'POST', `/players/${p.id}/${action}`, { reason: 'x' });
      expect(again).toMatchObject({ status: 409, body: { message: 'player_closed' } });
    }
  });
});
