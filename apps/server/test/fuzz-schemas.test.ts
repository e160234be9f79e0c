/**
 * Property-based fuzzing of every /v1, /wallet/v1 and /staff/v1 route that takes a body, query
 * or path parameters, generated from the route's schema in the served OpenAPI document
 * (openapi-support.ts): values of the right shape mixed with hostile ones (U+0000, lone
 * surrogates, huge strings, numbers past 2^31 and 2^53, wrong types, extra keys, deep nesting)
 * and raw bodies that are not JSON. Callers: a signed-in player with money (a fresh one per
 * route, its token renewed per call), an admin (every permission), a provider signing the exact
 * bytes sent for /wallet/v1.
 *
 * Properties: no answer is a 5xx; a 4xx refusal changes nothing in the database (db-fingerprint).
 * FUZZ_RUNS (default 6) sets the calls per route; FUZZ_SEED replays a run; FUZZ_TRACE=1 prints
 * each call (route, status, sizes) to find a slow or failing one.
 */
import { createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/auth/sessions.ts';
import * as s from '../src/db/schema.ts';
import { createStaffService } from '../src/staff/service.ts';
import { signBody } from '../src/wallet/provider-routes.ts';
import { buildTestApp, SKIN_AUTH, TEST_TOTP_SECRET, type TestApp } from './helper.ts';
import { fingerprintDiff, fingerprinter, type Fingerprint } from './db-fingerprint.ts';
import {
  anyJson,
  arbitraryOf,
  fillPath,
  nastyString,
  operations,
  queryString,
  type Operation,
} from './openapi-support.ts';
import { createExternalGame, type ExternalGame } from './providers-support.ts';
import { launch } from './studio-support.ts';
import { fundedPlayer } from './wallet-support.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20_261_129;
const WALLET_SECRET = 'fuzz-wallet-secret-0123456789abcdef';

let t: TestApp;
let ops: Operation[];
let fingerprint: () => Promise<Fingerprint>;
let adminId: number;
let game: ExternalGame;
let requests = 0;
/** Answers by status, to see the calls reach the routes (not only the auth layer). */
const statuses = new Map<number, number>();

beforeAll(async () => {
  t = await buildTestApp({
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    WALLET_PROVIDER_SECRETS: `fuzz:${WALLET_SECRET}`,
  });
  ops = operations(t.app).filter(
    (o) =>
      /^\/(v1|wallet\/v1|staff\/v1)\//.test(o.path) &&
      (o.body !== null || o.params.some((p) => p.in === 'path' || p.in === 'query')),
  );
  fingerprint = await fingerprinter(t.database.db);
  const staff = createStaffService(t.database.db, { now: () => t.clock.now });
  await staff.createStaff(
    {
      email: 'fuzz-admin@croupier.test',
      name: 'Fuzz',
      role: 'admin',
      password: 'Fuzz-Admin-Pass-2026!',
      totpSecret: TEST_TOTP_SECRET,
    },
    { staffId: null, ip: null },
  );
  const [admin] = await t.database.db
    .select({ id: s.staff.id })
    .from(s.staff)
    .where(eq(s.staff.email, 'fuzz-admin@croupier.test'));
  adminId = admin!.id;
  game = await createExternalGame(t.database.db, { aggregator: 'fuzz' });
});
afterAll(async () => {
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([k, v]) => `${k}: ${v}`);
  console.log(
    `fuzz-schemas: ${requests} requests over ${ops?.length ?? 0} routes (FUZZ_RUNS=${RUNS}); ${byStatus.join(', ')}`,
  );
  await t?.close();
});

/** A live staff session of the admin (role and activity restored: a fuzzed call may change them). */
async function adminToken(): Promise<string> {
  await t.database.db
    .update(s.staff)
    .set({ role: 'admin', active: true })
    .where(eq(s.staff.id, adminId));
  const token = randomBytes(32).toString('base64url');
  await t.database.db.insert(s.staffSessions).values({
    staffId: adminId,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    createdAt: t.clock.now,
    lastSeenAt: t.clock.now,
    expiresAt: new Date(t.clock.now.getTime() + 8 * 3600_000),
    secondFactor: 'totp',
  });
  return token;
}

interface Caller {
  playerId: number;
  userToken: string;
  /** A real launch of the wallet game (the session token a provider sends). */
  sessionToken: string;
}

let serial = 0;
/**
 * A fresh active player with 100.00 EUR and, when the game still launches (fuzzed staff calls
 * may have changed the skin's or the game's settings), a launch of the wallet game.
 */
async function freshCaller(): Promise<Caller> {
  serial += 1;
  const p = await fundedPlayer(t.database.db, t.clock.now, 100_00, `fuzz-${process.pid}-${serial}`);
  const res = await launch(t.app, game, {}, p.userToken);
  const url = (res.body.data as { play_for_real?: string } | undefined)?.play_for_real;
  const sessionToken = url ? (new URL(url).searchParams.get('token') ?? 'none') : 'none';
  return { playerId: p.id, userToken: p.userToken, sessionToken };
}

/** Values the server knows (the caller's ids, a real session token), mixed into generated ones. */
function known(c: Caller): Record<string, unknown[]> {
  return {
    id: [c.playerId, 1],
    player_id: [c.playerId],
    user_id: [c.playerId],
    userId: [c.playerId],
    game_id: [game.id],
    session_token: [c.sessionToken],
    currency: ['EUR'],
    provider: ['sandbox'],
  };
}

/** Raw bodies that are not (valid) JSON, or JSON a naive parser mishandles. */
const rawBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    'not json',
    'null',
    '"just a string"',
    '12345678901234567890',
    '[1,2',
    '\u0000',
    '{"a":"\\u0000"}',
    '{"a":"\\ud800"}',
    '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
    '{"a":1,"a":2}',
    '\uFEFF{}',
    '[]',
    'true',
    `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

interface Call {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  /** JSON value to send, or a raw payload with its content type. */
  body: { json: unknown } | { raw: string; type: string } | null;
}

/** Calls of `op`: params and body from its schema, known values mixed in, raw bodies too. */
function callsOf(op: Operation, c: Caller): fc.Arbitrary<Call> {
  const hints = known(c);
  const withHint = (name: string, arb: fc.Arbitrary<unknown>) =>
    hints[name] ? fc.oneof(arb, fc.constantFrom(...hints[name]!)) : arb;
  const path: Record<string, fc.Arbitrary<unknown>> = {};
  const query: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of op.params) {
    if (p.in === 'path') path[p.name] = withHint(p.name, arbitraryOf(p.schema));
    if (p.in === 'query') query[p.name] = arbitraryOf(p.schema);
  }
  const extraQuery = fc.dictionary(fc.oneof(nastyString, fc.string()), nastyString, {
    maxKeys: 2,
  });
  const bodyArb: fc.Arbitrary<Call['body']> = op.body
    ? fc.oneof(
        {
          weight: 5,
          arbitrary: fc
            .tuple(arbitraryOf(op.body), fc.boolean())
            .map(([v, useHints]) => {
              if (!useHints || typeof v !== 'object' || v === null || Array.isArray(v)) return v;
              const out = { ...(v as Record<string, unknown>) };
              for (const k of Object.keys(op.body?.properties ?? {})) {
                if (hints[k]) out[k] = hints[k]![0];
              }
              return out;
            })
            .map((json) => ({ json })),
        },
        {
          weight: 1,
          arbitrary: fc
            .tuple(
              rawBody,
              fc.constantFrom(
                'application/json',
                'text/plain',
                'application/x-www-form-urlencoded',
                'multipart/form-data; boundary=x',
                'application/json; charset=utf-16',
              ),
            )
            .map(([raw, type]) => ({ raw, type })),
        },
        { weight: 1, arbitrary: anyJson.map((json) => ({ json })) },
      )
    : fc.constant(null);
  return fc.record({
    path: fc.record(path),
    query: fc.tuple(fc.record(query, { requiredKeys: [] }), extraQuery).map(([q, extra]) => ({
      ...extra,
      ...q,
    })),
    body: bodyArb,
  });
}

/**
 * The request of one generated call as the route's caller (player, admin, or signing provider):
 * the caller's fresh token is written here, before the fingerprint is taken.
 */
async function prepare(op: Operation, call: Call, c: Caller) {
  const url = fillPath(op, call.path) + queryString(call.query);
  let payload: string | undefined;
  let type = 'application/json';
  if (call.body && 'raw' in call.body) {
    payload = call.body.raw;
    type = call.body.type;
  } else if (call.body) {
    payload = JSON.stringify(call.body.json) ?? 'null';
  }
  const headers: Record<string, string> = {};
  if (payload !== undefined) headers['content-type'] = type;
  if (op.path.startsWith('/wallet/v1/')) {
    headers['x-provider'] = 'fuzz';
    headers['x-signature'] = signBody(WALLET_SECRET, payload ?? '');
  } else if (op.path.startsWith('/staff/v1/')) {
    headers.authorization = `Bearer ${await adminToken()}`;
  } else {
    headers.authorization = SKIN_AUTH;
    const { token } = await issueToken(t.database.db, {
      playerId: c.playerId,
      type: 'session',
      now: t.clock.now,
    });
    headers['user-token'] = token;
  }
  return {
    method: op.method,
    url,
    headers,
    remoteAddress: `10.9.${serial % 250}.${(requests % 250) + 1}`,
    ...(payload !== undefined ? { payload } : {}),
  };
}

describe('fuzzed requests from the OpenAPI schemas', () => {
  it('covers the routes with a body, query or path parameters', () => {
    expect(ops.length).toBeGreaterThan(150);
  });

  it('a date that matches YYYY-MM-DD but is no day is a 422, not a 500 (found by this file)', async () => {
    const caller = await freshCaller();
    const headers = { authorization: SKIN_AUTH, 'user-token': caller.userToken };
    for (const query of [
      'date_from=2026-13-45',
      'date_to=0000-00-00',
      'date_from=9999-99-99&total=1',
      'date_from=2026-01-31&date_to=9999-12-31',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/me/transactions?${query}`,
        headers,
      });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(422);
      const field = query.includes('date_to') ? 'date_to' : 'date_from';
      expect(res.json()).toMatchObject({ errors: { [field]: ['field_invalid'] } });
    }
    const ok = await t.app.inject({
      method: 'GET',
      url: '/v1/me/transactions?date_from=2024-02-29&date_to=2026-12-31',
      headers,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("a strict body's unknown field named like a property of every object is a 422 naming it, not a 500 (found by this file with FUZZ_RUNS=40)", async () => {
    const caller = await freshCaller();
    const headers = { authorization: SKIN_AUTH, 'user-token': caller.userToken };
    for (const field of ['constructor', 'toString', 'hasOwnProperty']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/me/two-factor/setup',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: `{"password":"x","${field}":1}`,
      });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      const errors = (res.json() as { errors: Record<string, unknown> }).errors;
      expect(Object.hasOwn(errors, field), `${field}: ${res.body}`).toBe(true);
      expect(errors[field]).toEqual(['field_invalid']);
    }
    // "__proto__" does not get that far: the JSON parser refuses it (400, the contract's key).
    const proto = await t.app.inject({
      method: 'POST',
      url: '/v1/me/two-factor/setup',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"password":"x","__proto__":{"admin":true}}',
    });
    expect(proto.statusCode, proto.body).toBe(400);
    expect(proto.json()).toEqual({ message: 'bad_request' });
  });

  it(
    'never answer 5xx, and a 4xx refusal changes nothing',
    async () => {
      const failures: string[] = [];
      for (const op of ops) {
        const caller = await freshCaller();
        const out = await fc.check(
          fc.asyncProperty(callsOf(op, caller), async (call) => {
            const request = await prepare(op, call, caller);
            const before = await fingerprint();
            requests += 1;
            const started = Date.now();
            if (process.env.FUZZ_TRACE) {
              process.stderr.write(`> ${op.key} ${String(request.payload).slice(0, 300)}\n`);
            }
            const res = await t.app.inject(request);
            if (process.env.FUZZ_TRACE) {
              const p = typeof request.payload === 'string' ? request.payload.length : 0;
              process.stderr.write(
                `${op.key} ${res.statusCode} ${Date.now() - started}ms url=${request.url.length} body=${p}\n`,
              );
            }
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            const what = `${op.key} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
            expect(res.statusCode, what).toBeLessThan(500);
            if (res.statusCode >= 400) {
              expect(fingerprintDiff(before, await fingerprint()), what).toEqual([]);
            }
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
        if (out.failed) {
          const example = JSON.stringify(out.counterexample, (_k, v: unknown) =>
            typeof v === 'string' && v.length > 80 ? `${v.slice(0, 40)}…(${v.length} chars)` : v,
          );
          const cause =
            (out.errorInstance as Error | undefined)?.message ?? String(out.errorInstance);
          failures.push(
            `${cause.slice(0, 600)}\n  seed ${out.seed} path ${out.counterexamplePath}: ${example?.slice(0, 600)}`,
          );
        }
      }
      expect(failures).toEqual([]);
      // A generous bound (the machine may be busy): a hang fails, a slow run does not.
    },
    600_000 + RUNS * 20_000,
  );
});
