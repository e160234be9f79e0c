import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import * as t from '../src/db/schema.ts';
import { SKIN_AUTH } from './helper.ts';

export interface CallOptions {
  userToken?: string;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** A /v1 call with the skin's authorization; returns status, JSON body and headers. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  opts: CallOptions = {},
) {
  const headers: Record<string, string> = { authorization: SKIN_AUTH, ...opts.headers };
  if (opts.userToken) headers['user-token'] = opts.userToken;
  if (opts.token) headers.token = opts.token;
  const res = await app.inject({
    method,
    url,
    headers,
    ...(body !== undefined ? { payload: body as object } : {}),
    remoteAddress: opts.ip ?? '10.0.0.1',
  });
  type Json = Record<string, unknown> & { data?: unknown; errors?: Record<string, string[]> };
  let json: Json;
  try {
    json = res.body ? (res.json() as Json) : {};
  } catch {
    json = {};
  }
  return { status: res.statusCode, body: json, headers: res.headers, raw: res.body };
}

let counter = 0;
/** A unique nickname/e-mail/mobile per call (tests share one database per file). */
export function uniquePlayer(prefix = 'player') {
  counter += 1;
  const n = `${Date.now() % 100000}${counter}`;
  return {
    username: `${prefix}${n}`.slice(0, 25),
    email: `${prefix}${n}@example.test`,
    password: 'Str0ng-Pass!',
    mobile: `+4477009${String(counter).padStart(5, '0')}`,
  };
}

export function registerBody(
  p: ReturnType<typeof uniquePlayer>,
  extra: Record<string, unknown> = {},
) {
  return {
    email: p.email,
    password: p.password,
    password_confirmation: p.password,
    acceptance: 1,
    country: 'MT',
    currency_id: 1,
    username: p.username,
    name: p.username,
    mobile: p.mobile,
    nocheck: 1,
    dob: '1970-01-01',
    force_smtp: 1,
    language: 'en',
    ...extra,
  };
}

/** The newest dev-outbox message to an address. */
export async function lastMessage(database: Database, to: string) {
  const [row] = await database.db
    .select()
    .from(t.outbox)
    .where(eq(t.outbox.to, to))
    .orderBy(desc(t.outbox.id))
    .limit(1);
  return row;
}

export async function lastCode(database: Database, to: string): Promise<string> {
  const m = await lastMessage(database, to);
  const code = /\b(\d{6})\b/.exec(m?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** Solves a captcha challenge of the server (as the widget would). */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const res = await call(app, 'GET', '/v1/captcha/challenge');
  const challenge = (res.body.data ?? {}) as Parameters<typeof solveChallenge>[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export function completionBody(extra: Record<string, unknown> = {}) {
  return {
    firstname: 'Jana',
    lastname: 'Nováková',
    gender: 'female',
    street: 'Main Street',
    streetNumber: '12A',
    city: 'Valletta',
    postal_code: 'VLT 1000',
    dob: '1990-4-7',
    birth_country: 'CZ',
    terms_and_conditions: true,
    newsletter: true,
    is_pep: false,
    is_ubo: false,
    ...extra,
  };
}

/** Step 0 + e-mail code + step 2: an active player; returns its ids and a login token. */
export async function registerActivePlayer(
  app: FastifyInstance,
  database: Database,
  opts: { prefix?: string; completion?: Record<string, unknown>; ip?: string } = {},
) {
  const p = uniquePlayer(opts.prefix);
  const ip = opts.ip ?? '10.1.0.1';
  const reg = await call(app, 'POST', '/v1/auth/register', registerBody(p), { ip });
  if (reg.status !== 201) throw new Error(`register ${reg.status} ${reg.raw}`);
  const { id, token } = reg.body.data as { id: number; token: string };
  const code = await lastCode(database, p.email);
  const v = await call(
    app,
    'POST',
    '/v1/notifications/players/verify_email',
    { user_id: id, verification: code, email_verified: 1 },
    { token, ip },
  );
  if (v.status !== 200) throw new Error(`verify ${v.status} ${v.raw}`);
  const done = await call(
    app,
    'PUT',
    '/v1/me',
    {
      ...completionBody({
        firstname: `Jana${id}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!),
        ...opts.completion,
      }),
      captcha: await solvedCaptcha(app),
    },
    { token, ip },
  );
  if (done.status !== 200) throw new Error(`complete ${done.status} ${done.raw}`);
  const login = await call(
    app,
    'POST',
    '/v1/auth/login',
    { username: p.username, password: p.password },
    { ip },
  );
  if (login.status !== 200) throw new Error(`login ${login.status} ${login.raw}`);
  return { ...p, id, regToken: token, userToken: (login.body.data as { token: string }).token };
}
