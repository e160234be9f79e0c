/**
 * The Hub88 conformance suite (providers/hub88/conformance.ts) against the running server: the
 * app listens on 127.0.0.1, configured with a generated Hub88 key pair and a stand-in for Hub88's
 * Games API (a local HTTP server checking our signatures); the catalog is imported through the
 * staff route, players get their session tokens through the real launch
 * (`POST /v1/casino/play/:provider_slug`), and every rule is a signed HTTP call as Hub88 makes it.
 */
import { generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeToken } from '../src/auth/sessions.ts';
import * as s from '../src/db/schema.ts';
import {
  hub88ConformanceCases,
  type ConformancePlayer,
  type ConformanceSetup,
} from '../src/providers/hub88/conformance.ts';
import { userOf } from '../src/providers/hub88/protocol.ts';
import { wallets } from '../src/wallet/schema.ts';
import { buildTestApp, staffTokens, type TestApp } from './helper.ts';
import { launch } from './studio-support.ts';
import { expectSoundLedger, fundedPlayer, giveCampaign } from './wallet-support.ts';

const pem = (k: KeyObject, type: 'pkcs8' | 'spki') => k.export({ type, format: 'pem' }).toString();
const hub88Keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ourKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });

const GAMES = [
  { code: 'cf_orchard', name: 'Conformance Orchard' },
  { code: 'cf_comet', name: 'Conformance Comet' },
].map((g) => ({
  game_code: g.code,
  name: g.name,
  product: 'Conformance Studio',
  category: 'Video Slots',
  platforms: ['GPL_DESKTOP', 'GPL_MOBILE'],
  url_thumb: `https://cdn.hub88.test/${g.code}.png`,
  url_background: `https://cdn.hub88.test/${g.code}-bg.png`,
  enabled: true,
  demo_game_support: true,
  freebet_support: false,
  rtp: '96.00',
  volatility: 3,
}));

/** What our server sent to the Games API stand-in (game URL requests). */
const gameUrlRequests: Record<string, unknown>[] = [];
let gamesApi: Server;
let gamesApiUrl: string;
let t: TestApp;
let baseUrl: string;
const sessions = new Map<number, { tokenId: number }>();

/** Hub88's Games API as documented: signed requests only, `{ url }` and the game list. */
function startGamesApi(): Promise<void> {
  gamesApi = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const signature = String(req.headers['x-hub88-signature'] ?? '');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (!verify('sha256', raw, ourKeys.publicKey, Buffer.from(signature, 'base64'))) {
        return send(401, { error: 'Request signature is invalid' });
      }
      const body = JSON.parse(raw.toString()) as Record<string, unknown>;
      if (body.operator_id !== 7) return send(404, { error: 'Operator not found' });
      if (req.url === '/operator/generic/v2/game/list') return send(200, GAMES);
      if (req.url === '/operator/generic/v2/game/url') {
        gameUrlRequests.push(body);
        return send(200, { url: `https://games.hub88.test/launch/${gameUrlRequests.length}` });
      }
      return send(404, { error: 'not found' });
    });
  });
  return new Promise((resolve) => {
    gamesApi.listen(0, '127.0.0.1', () => {
      gamesApiUrl = `http://127.0.0.1:${(gamesApi.address() as AddressInfo).port}`;
      resolve();
    });
  });
}

async function gameOf(code: string) {
  const [row] = await t.database.db
    .select({ id: s.games.id, providerId: s.games.providerId, providerCode: s.providers.code })
    .from(s.games)
    .innerJoin(s.providers, eq(s.providers.id, s.games.providerId))
    .where(eq(s.games.externalCode, code));
  if (!row) throw new Error(`game ${code} not imported`);
  return row;
}

async function launchInto(playerId: number, userToken: string, code: string): Promise<string> {
  const game = await gameOf(code);
  const before = gameUrlRequests.length;
  const res = await launch(
    t.app,
    { id: game.id, providerId: game.providerId, providerCode: game.providerCode } as never,
    {},
    userToken,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect((res.body.data as { play_for_real?: string }).play_for_real).toMatch(
    /^https:\/\/games\.hub88\.test\/launch\//,
  );
  const sent = gameUrlRequests.slice(before).find((r) => r.user === userOf(playerId));
  expect(sent).toMatchObject({ game_code: code, currency: 'EUR', operator_id: 7 });
  return sent!.token as string;
}

const tokens = new Map<number, string>();
const setup: ConformanceSetup = {
  gameCode: GAMES[0]!.game_code,
  otherGameCode: GAMES[1]!.game_code,
  currency: 'EUR',
  minorUnits: 2,
  otherCurrency: 'USD',
  async newPlayer(cash) {
    const p = await fundedPlayer(t.database.db, t.clock.now, cash, `hub88-${Date.now()}`);
    sessions.set(p.id, { tokenId: p.tokenId });
    tokens.set(p.id, p.userToken);
    const token = cash > 0 ? await launchInto(p.id, p.userToken, GAMES[0]!.game_code) : '';
    return { playerId: p.id, user: userOf(p.id), token };
  },
  launch: (p: ConformancePlayer, code: string) =>
    launchInto(p.playerId, tokens.get(p.playerId)!, code),
  async signOut(p) {
    await revokeToken(t.database.db, sessions.get(p.playerId)!.tokenId, t.clock.now);
  },
  async selfExclude(p) {
    await t.database.db
      .update(s.players)
      .set({ statusExpiresAt: new Date(t.clock.now.getTime() + 86_400_000) })
      .where(eq(s.players.id, p.playerId));
  },
  async block(p) {
    await t.database.db
      .update(s.players)
      .set({ status: 'blocked' })
      .where(eq(s.players.id, p.playerId));
  },
  async limitDailyBet(p, minor) {
    await t.database.db
      .update(s.players)
      .set({ maxDailyBet: BigInt(minor) })
      .where(eq(s.players.id, p.playerId));
  },
  async bonusWithMaxBet(p, bonus, maxBet) {
    await giveCampaign(t.database.db, p.playerId, {
      bonusAmount: bonus,
      target: bonus * 10,
      maxBet,
    });
  },
  async balance(p) {
    const [w] = await t.database.db
      .select({ cash: wallets.cash, bonus: wallets.bonus })
      .from(wallets)
      .where(eq(wallets.playerId, p.playerId));
    return Number(w?.cash ?? 0) + Number(w?.bonus ?? 0);
  },
};

beforeAll(async () => {
  await startGamesApi();
  t = await buildTestApp({
    HUB88_API_URL: gamesApiUrl,
    HUB88_OPERATOR_ID: '7',
    // One-line PEM with `\n` escapes, as an environment variable holds it.
    HUB88_PRIVATE_KEY: pem(ourKeys.privateKey, 'pkcs8').replace(/\n/g, '\\n'),
    HUB88_PUBLIC_KEY: pem(hub88Keys.publicKey, 'spki'),
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const { admin } = await staffTokens(t, 'hub88', ['admin']);
  const res = await t.app.inject({
    method: 'POST',
    url: '/staff/v1/providers/hub88/import',
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ data: { created: 2, updated: 0, disabled: 0 } });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await new Promise((r) => gamesApi?.close(r));
});

describe('Hub88 conformance (signed HTTP against the running server)', () => {
  const cases = hub88ConformanceCases({
    get baseUrl() {
      return baseUrl;
    },
    sign: (body) => sign('sha256', Buffer.from(body), hub88Keys.privateKey).toString('base64'),
    setup,
  });
  for (const c of cases) it(c.name, () => c.run());
});

describe('Hub88 adapter around the suite', () => {
  it('leaves the ledger balanced after every case', async () => {
    await expectSoundLedger(t.database.db);
  });

  it('imports again without duplicating, and refuses the import to non-admins', async () => {
    const { admin, content } = await staffTokens(t, 'hub88b', ['admin', 'content']);
    const again = await t.app.inject({
      method: 'POST',
      url: '/staff/v1/providers/hub88/import',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(again.json()).toEqual({ data: { created: 0, updated: 2, disabled: 0 } });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/staff/v1/providers/hub88/import',
      headers: { authorization: `Bearer ${content}` },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('a demo launch asks Hub88 for the demo URL without user or token', async () => {
    const game = await gameOf(GAMES[0]!.game_code);
    const before = gameUrlRequests.length;
    const res = await launch(
      t.app,
      { id: game.id, providerId: game.providerId, providerCode: game.providerCode } as never,
      { is_demo: 1 },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sent = gameUrlRequests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ currency: 'XXX', game_code: GAMES[0]!.game_code });
    expect(sent[0]).not.toHaveProperty('user');
    expect(sent[0]).not.toHaveProperty('token');
  });
});
