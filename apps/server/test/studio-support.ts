/** Fixtures of the studio tests: test games, players with a live session token, calls. */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { issueToken } from '../src/auth/sessions.ts';
import type { Database, Db } from '../src/db/client.ts';
import * as t from '../src/db/schema.ts';
import { SKIN_AUTH, testEnv } from './helper.ts';

export interface TestGame {
  id: number;
  providerId: number;
  providerCode: string;
}

/** A studio test app on `database` at `clock` (no built studio bundle, no site). */
export async function startStudioApp(database: Database, clock: { now: Date }) {
  const app = await buildApp({
    env: testEnv({ STUDIO_DIST: '/nonexistent/studio-dist' }),
    database,
    logger: false,
    serveSite: false,
    now: () => clock.now,
  });
  await app.ready();
  return app;
}

/**
 * The process dies: `app` closes and, `afterMs` later, a new one starts on the same database (it
 * finishes or refunds the rounds left half-way at start).
 */
export async function restartStudioApp(
  app: FastifyInstance,
  database: Database,
  clock: { now: Date },
  afterMs = 31_000,
) {
  await app.close();
  clock.now = new Date(clock.now.getTime() + afterMs);
  return startStudioApp(database, clock);
}

/** Points three catalog titles at the test engines; returns them by engine. */
export async function useTestEngines(db: Db): Promise<Record<string, TestGame>> {
  const rows = await db
    .select({ id: t.games.id, providerId: t.games.providerId, providerCode: t.providers.code })
    .from(t.games)
    .innerJoin(t.providers, eq(t.providers.id, t.games.providerId))
    .orderBy(t.games.id)
    .limit(3);
  const out: Record<string, TestGame> = {};
  for (const [i, engine] of ['test-instant', 'test-steps', 'test-timed'].entries()) {
    const row = rows[i]!;
    await db.update(t.games).set({ engine, engineSettings: {} }).where(eq(t.games.id, row.id));
    out[engine] = row;
  }
  return out;
}

let playerCounter = 0;
/** An active player (terms accepted) with a live session token. */
export async function createPlayer(
  db: Db,
  now: Date,
  values: Partial<typeof t.players.$inferInsert> = {},
): Promise<{ id: number; userToken: string; tokenId: number }> {
  playerCounter += 1;
  const [skin] = await db.select({ id: t.skins.id }).from(t.skins).limit(1);
  const name = `studio${process.pid}${playerCounter}`;
  const [row] = await db
    .insert(t.players)
    .values({
      skinId: skin!.id,
      username: name,
      email: `${name}@example.test`,
      passwordHash: 'x',
      passwordCreatedAt: now,
      passwordChangedAt: now,
      status: 'active',
      country: 'MT',
      currencyId: 1,
      termsVersion: 1,
      termsAcceptedAt: now,
      ...values,
    })
    .returning({ id: t.players.id });
  const token = await issueToken(db, { playerId: row!.id, type: 'session', now });
  return { id: row!.id, userToken: token.token, tokenId: token.id };
}

/** `POST /v1/casino/play/{provider}` with the skin's authorization (and a player's token). */
export async function launch(
  app: FastifyInstance,
  game: TestGame,
  body: Record<string, unknown> = {},
  userToken?: string,
) {
  const headers: Record<string, string> = { authorization: SKIN_AUTH };
  if (userToken) headers['user-token'] = userToken;
  const res = await app.inject({
    method: 'POST',
    url: `/v1/casino/play/${game.providerCode}`,
    headers,
    payload: { game_id: game.id, provider_id: game.providerId, ...body },
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

/** Launches and opens the frame: the `studio-session` token. */
export async function openSession(
  app: FastifyInstance,
  game: TestGame,
  userToken?: string,
): Promise<string> {
  const l = await launch(app, game, userToken ? {} : { is_demo: 1 }, userToken);
  const data = l.body.data as { play_for_real?: string; play_for_fun?: string } | undefined;
  const url = data?.play_for_real ?? data?.play_for_fun;
  if (!url) throw new Error(`launch ${l.status} ${JSON.stringify(l.body)}`);
  const res = await app.inject({ method: 'GET', url });
  const token = launchPageSession(res);
  if (!token) throw new Error(`frame ${res.statusCode} ${String(res.headers.location ?? '')}`);
  return token;
}

/**
 * The frame session a launch link's answer hands the frame: written into the frame's page (200,
 * when the frame is built: an earlier step of the run may have built it) or in the fragment of
 * the redirect to it (303, without a build). Null for any other answer.
 */
export function launchPageSession(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}): string | null {
  if (res.statusCode === 303)
    return /#s=([^&]+)$/.exec(String(res.headers.location ?? ''))?.[1] ?? null;
  if (res.statusCode !== 200) return null;
  const block = /<script id="studio-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(
    res.body,
  );
  try {
    const token = (JSON.parse(block?.[1] ?? 'null') as { token?: unknown } | null)?.token;
    return typeof token === 'string' && token ? token : null;
  } catch {
    return null;
  }
}

/** A frame API call with a `studio-session`. */
export async function frame(
  app: FastifyInstance,
  session: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
) {
  const res = await app.inject({
    method,
    url,
    headers: { 'studio-session': session },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  // The tests read the answer's shape with toMatchObject: a loose type keeps them short.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { data?: any } };
}
