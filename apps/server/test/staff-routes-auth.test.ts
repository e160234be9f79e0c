/**
 * Every staff route (read from the OpenAPI document) refuses callers without a staff session:
 * no token, a player's session token, an idle (ended) staff session: 401. The role table below
 * lists every /staff/v1 route with the roles allowed (ALL: every role); a role not listed gets
 * 403. A new staff route fails this test until it is added to the table.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '@croupier/contract/constants';
import { issueToken } from '../src/auth/sessions.ts';
import { players, staff, staffSessions } from '../src/db/schema.ts';
import { DEMO_PLAYERS } from '../src/seed/demo-players.ts';
import { buildTestApp, staffTokens, type TestApp } from './helper.ts';

const ALL = 'all' as const;

/** Route (method and OpenAPI path) -> the roles allowed. */
const ROLES: Record<string, readonly StaffRole[] | typeof ALL> = {
  'POST /staff/v1/me/recovery-codes': ALL,
  'DELETE /staff/v1/auth/logout': ALL,
  'GET /staff/v1/me': ALL,
  'GET /staff/v1/audit-log': ['admin', 'compliance'],
  'PUT /staff/v1/players/{id}/flags': ['admin', 'compliance'],
  'GET /staff/v1/staff': ['admin'],
  'POST /staff/v1/staff': ['admin'],
  'POST /staff/v1/staff/{id}/invite': ['admin'],
  'PATCH /staff/v1/staff/{id}': ['admin'],
  'DELETE /staff/v1/staff/{id}/second-factor': ['admin'],
  'POST /staff/v1/players/{id}/adjustments': ['admin', 'finance'],
  'GET /staff/v1/statistics': ['admin', 'compliance'],
  'POST /staff/v1/statistics/{id}/approve': ['admin', 'compliance'],
  'POST /staff/v1/statistics/{id}/reject': ['admin', 'compliance'],
  'POST /staff/v1/players/{id}/messages': ['admin', 'support'],
  'GET /staff/v1/documents': ['admin', 'compliance'],
  'POST /staff/v1/documents/{id}/verify': ['admin', 'compliance'],
  'POST /staff/v1/documents/{id}/reject': ['admin', 'compliance'],
  'GET /staff/v1/files/{id}': ['admin', 'compliance'],
  'GET /staff/v1/players/{id}/surveys/{type}': ['admin', 'compliance'],
  'POST /staff/v1/players/{id}/surveys/{type}/require': ['admin', 'compliance'],
  'POST /staff/v1/players/{id}/surveys/{type}/lift': ['admin', 'compliance'],
  'GET /staff/v1/kyc/applicants': ['admin', 'compliance'],
  'GET /staff/v1/kyc/applicants/{id}': ['admin', 'compliance'],
  'POST /staff/v1/kyc/applicants/{id}/approve': ['admin', 'compliance'],
  'POST /staff/v1/kyc/applicants/{id}/reject': ['admin', 'compliance'],
  'GET /staff/v1/payments': ['admin', 'finance'],
  'POST /staff/v1/payments/{id}/deposit': ['admin', 'finance'],
  'POST /staff/v1/payments/{id}/withdraw': ['admin', 'finance'],
  'POST /staff/v1/payments/statements': ['admin', 'finance'],
  'GET /staff/v1/payments/follow-ups': ['admin', 'finance'],
  'GET /staff/v1/payments/statements/unmatched': ['admin', 'finance'],
  'POST /staff/v1/payments/payouts/sepa': ['admin', 'finance'],
  'GET /staff/v1/held-wins': ['admin', 'finance'],
  'POST /staff/v1/held-wins/{id}/pay': ['admin', 'finance'],
  'POST /staff/v1/held-wins/{id}/refuse': ['admin', 'finance'],
  'POST /staff/v1/providers/hub88/import': ['admin'],
  'GET /staff/v1/campaigns': ['admin', 'marketing'],
  'POST /staff/v1/campaigns': ['admin', 'marketing'],
  'GET /staff/v1/campaigns/{id}': ['admin', 'marketing'],
  'PATCH /staff/v1/campaigns/{id}': ['admin', 'marketing'],
  'POST /staff/v1/campaigns/{id}/pause': ['admin', 'marketing'],
  'POST /staff/v1/campaigns/{id}/resume': ['admin', 'marketing'],
  'POST /staff/v1/campaigns/{id}/end': ['admin', 'marketing'],
  'POST /staff/v1/campaigns/{id}/assign': ['admin', 'marketing'],
  'GET /staff/v1/campaigns/{id}/stats': ['admin', 'marketing'],
  'POST /staff/v1/campaigns/{id}/cashback': ['admin', 'marketing'],
  'GET /staff/v1/casino/providers': ['admin', 'marketing', 'content'],
  'PATCH /staff/v1/casino/providers/{id}': ['admin', 'content'],
  'GET /staff/v1/casino/games': ['admin', 'marketing', 'content'],
  'GET /staff/v1/casino/games/{id}': ['admin', 'marketing', 'content'],
  'PATCH /staff/v1/casino/games/{id}': ['admin', 'content'],
  'PUT /staff/v1/casino/games/{id}/sections': ['admin', 'content'],
  'GET /staff/v1/casino/sections': ['admin', 'marketing', 'content'],
  'POST /staff/v1/casino/sections': ['admin', 'content'],
  'PATCH /staff/v1/casino/sections/{id}': ['admin', 'content'],
  'GET /staff/v1/casino/sections/{id}/order': ['admin', 'marketing', 'content'],
  'PUT /staff/v1/casino/sections/{id}/order': ['admin', 'content'],
  'GET /staff/v1/casino/studio-games': ['admin', 'marketing', 'content'],
  'PATCH /staff/v1/casino/studio-games/{id}': ['admin', 'content'],
  'GET /staff/v1/reports/ggr': ['admin', 'finance'],
  'GET /staff/v1/reports/payments': ['admin', 'finance'],
  'GET /staff/v1/reports/bonus': ['admin', 'finance', 'marketing'],
  'GET /staff/v1/reports/players': ['admin', 'finance', 'compliance'],
  'GET /staff/v1/pages': ['admin', 'content'],
  'POST /staff/v1/pages': ['admin', 'content'],
  'GET /staff/v1/pages/{id}': ['admin', 'content'],
  'PUT /staff/v1/pages/{id}': ['admin', 'content'],
  'DELETE /staff/v1/pages/{id}': ['admin', 'content'],
  'GET /staff/v1/promotions': ['admin', 'marketing', 'content'],
  'POST /staff/v1/promotions': ['admin', 'marketing', 'content'],
  'GET /staff/v1/promotions/{id}': ['admin', 'marketing', 'content'],
  'PUT /staff/v1/promotions/{id}': ['admin', 'marketing', 'content'],
  'DELETE /staff/v1/promotions/{id}': ['admin', 'marketing', 'content'],
  'GET /staff/v1/banners': ['admin', 'marketing', 'content'],
  'POST /staff/v1/banners': ['admin', 'marketing', 'content'],
  'GET /staff/v1/banners/{id}': ['admin', 'marketing', 'content'],
  'PUT /staff/v1/banners/{id}': ['admin', 'marketing', 'content'],
  'DELETE /staff/v1/banners/{id}': ['admin', 'marketing', 'content'],
  'GET /staff/v1/media': ['admin', 'marketing', 'content'],
  'POST /staff/v1/media': ['admin', 'marketing', 'content'],
  'GET /staff/v1/translations': ['admin', 'content'],
  'PUT /staff/v1/translations': ['admin', 'content'],
  'GET /staff/v1/translations/groups': ['admin', 'content'],
  'GET /staff/v1/skins': ['admin', 'finance', 'compliance', 'content'],
  'GET /staff/v1/skins/{id}/settings': ['admin', 'content'],
  'PUT /staff/v1/skins/{id}/settings': ['admin', 'content'],
  'POST /staff/v1/skins/{id}/logo': ['admin', 'content'],
  'DELETE /staff/v1/skins/{id}/logo': ['admin', 'content'],
  'GET /staff/v1/skins/{id}/risky-countries': ['admin', 'compliance'],
  'PUT /staff/v1/skins/{id}/risky-countries': ['admin', 'compliance'],
  'GET /staff/v1/skins/{id}/bank-details': ['admin', 'finance', 'compliance'],
  'PUT /staff/v1/skins/{id}/bank-details': ['admin', 'finance', 'compliance'],
  'GET /staff/v1/players': ['admin', 'support', 'finance', 'compliance', 'marketing'],
  'GET /staff/v1/players/{id}': ['admin', 'support', 'finance', 'compliance', 'marketing'],
  'GET /staff/v1/players/{id}/ledger': ['admin', 'support', 'finance', 'compliance', 'marketing'],
  'GET /staff/v1/players/{id}/rounds': ['admin', 'support', 'finance', 'compliance', 'marketing'],
  'GET /staff/v1/players/{id}/rounds/{roundId}': [
    'admin',
    'support',
    'finance',
    'compliance',
    'marketing',
  ],
  'GET /staff/v1/players/{id}/payments': ['admin', 'support', 'finance', 'compliance', 'marketing'],
  'GET /staff/v1/players/{id}/limits/history': [
    'admin',
    'support',
    'finance',
    'compliance',
    'marketing',
  ],
  'GET /staff/v1/players/{id}/sessions': ['admin', 'support', 'finance', 'compliance', 'marketing'],
  'GET /staff/v1/players/{id}/notes': ['admin', 'support', 'finance', 'compliance', 'marketing'],
  'POST /staff/v1/players/{id}/notes': ['admin', 'support', 'compliance'],
  'POST /staff/v1/players/{id}/reveal': ['admin', 'support', 'compliance'],
  'POST /staff/v1/players/{id}/block': ['admin', 'support', 'compliance'],
  'POST /staff/v1/players/{id}/unblock': ['admin', 'support', 'compliance'],
  'POST /staff/v1/players/{id}/sessions/end': ['admin', 'support', 'compliance'],
  'POST /staff/v1/players/{id}/password-reset': ['admin', 'support'],
  'POST /staff/v1/players/{id}/two-factor/reset': ['admin', 'support'],
  'PUT /staff/v1/players/{id}/test-flag': ['admin', 'compliance'],
  'POST /staff/v1/players/{id}/close': ['admin', 'compliance'],
  'GET /staff/v1/jackpots': ['admin', 'finance'],
  'POST /staff/v1/jackpots': ['admin'],
  'GET /staff/v1/safer/summary': ['admin', 'support', 'compliance'],
  'GET /staff/v1/safer/markers': ['admin', 'support', 'compliance'],
  'PATCH /staff/v1/safer/markers/{id}': ['admin', 'compliance'],
  'GET /staff/v1/players/{id}/safer': ['admin', 'support', 'compliance'],
  'GET /staff/v1/players/{id}/interactions': ['admin', 'support', 'compliance'],
  'POST /staff/v1/players/{id}/interactions': ['admin', 'support', 'compliance'],
  'GET /staff/v1/safer/thresholds': ['admin', 'compliance'],
  'PUT /staff/v1/safer/thresholds/{marker}': ['admin', 'compliance'],
  // The player's conversation (those who send messages) and the staff forms' reference lists.
  'GET /staff/v1/players/{id}/messages': ['admin', 'support'],
  'GET /staff/v1/reference': ALL,
  // Passkeys (WebAuthn) of the signed-in member: every role.
  'GET /staff/v1/auth/passkeys': ALL,
  'POST /staff/v1/auth/passkeys/options': ALL,
  'POST /staff/v1/auth/passkeys': ALL,
  'DELETE /staff/v1/auth/passkeys/{id}': ALL,
};

/** The sign-in steps: open to callers without a session. */
// Passkey sign-in lives under second-factor/; /auth/passkeys (management) needs a session.
const SIGN_IN = /^\/staff\/v1\/auth\/(login|second-factor|totp\/|invite)/;

let t: TestApp;
let tokens: Record<StaffRole, string>;
let playerToken: string;
let idleToken: string;
let routes: { key: string; method: string; url: string; hasBody: boolean }[];

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await staffTokens(t, 'routes', STAFF_ROLES);
  const [demo] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, DEMO_PLAYERS.demo.username));
  playerToken = (
    await issueToken(t.database.db, { playerId: demo!.id, type: 'session', now: t.clock.now })
  ).token;
  // A staff session of the admin last used 16 minutes ago (idle: ended).
  const [admin] = await t.database.db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.email, 'admin-routes@croupier.test'));
  idleToken = randomBytes(32).toString('base64url');
  const idleSince = new Date(t.clock.now.getTime() - 16 * 60_000);
  await t.database.db.insert(staffSessions).values({
    staffId: admin!.id,
    tokenHash: createHash('sha256').update(idleToken).digest('hex'),
    createdAt: idleSince,
    lastSeenAt: idleSince,
    expiresAt: new Date(idleSince.getTime() + 8 * 3600_000),
    secondFactor: 'totp',
  });
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/staff/v1/') && !SIGN_IN.test(path))
    .flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => ({
          key: `${m.toUpperCase()} ${path}`,
          method: m.toUpperCase(),
          url: path.replace(/\{[^}]+\}/g, '1'),
          hasBody: m !== 'get' && m !== 'delete',
        })),
    );
});
afterAll(async () => {
  await t?.close();
});

const send = (route: (typeof routes)[number], authorization?: string) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.url,
    headers: authorization ? { authorization } : {},
    ...(route.hasBody ? { payload: {} } : {}),
  });

describe('every staff route', () => {
  it('is listed in the role table (and the table lists no route that is gone)', () => {
    const found = routes.map((r) => r.key).sort();
    expect(found.length).toBeGreaterThan(20);
    expect(
      found.filter((k) => !(k in ROLES)),
      'routes missing from the role table',
    ).toEqual([]);
    expect(
      Object.keys(ROLES).filter((k) => !found.includes(k)),
      'table rows without a route',
    ).toEqual([]);
  });

  it('answers 401 without a token, with a player token and with an idle staff session', async () => {
    for (const route of routes) {
      for (const auth of [
        undefined,
        `Bearer ${playerToken}`,
        `Bearer ${idleToken}`,
        'Basic YWRtaW46YWRtaW4=',
      ]) {
        const res = await send(route, auth);
        expect(res.statusCode, `${route.key} with ${auth?.slice(0, 12) ?? 'nothing'}`).toBe(401);
        expect(res.json()).toEqual({ message: 'unauthenticated' });
      }
    }
  });

  it('answers 403 to every role not in the table', async () => {
    for (const route of routes) {
      const allowed = ROLES[route.key];
      if (!allowed || allowed === ALL) continue;
      for (const role of STAFF_ROLES.filter((r) => !allowed.includes(r))) {
        const res = await send(route, `Bearer ${tokens[role]}`);
        expect(res.statusCode, `${route.key} as ${role}`).toBe(403);
        expect(res.json()).toEqual({ message: 'forbidden' });
      }
    }
  });

  it('lets the listed roles through (reads only: writes are not sent with made-up ids)', async () => {
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const allowed = ROLES[route.key];
      for (const role of allowed === ALL ? STAFF_ROLES : (allowed ?? [])) {
        const res = await send(route, `Bearer ${tokens[role]}`);
        expect([401, 403], `${route.key} as ${role}: ${res.statusCode}`).not.toContain(
          res.statusCode,
        );
      }
    }
  });
});
