/**
 * Provider calls are outside the per-address limit for browsers and limited per provider
 * instead; forged calls count against their address and never against a provider's budget.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../src/wallet/provider-routes.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { insertPlayers } from './wallet-support.ts';

const SECRETS = { demo: 'demo-rate-secret-0123456789', slow: 'slow-rate-secret-0123456789' };

async function signed(
  t: TestApp,
  provider: keyof typeof SECRETS,
  body: object,
  remoteAddress: string,
  signature?: string,
) {
  const raw = JSON.stringify(body);
  const res = await t.app.inject({
    method: 'POST',
    url: '/wallet/v1/balance',
    headers: {
      'content-type': 'application/json',
      'x-provider': provider,
      'x-signature': signature ?? signBody(SECRETS[provider], raw),
    },
    payload: raw,
    remoteAddress,
  });
  return res.statusCode;
}

describe('per-provider rate limit', () => {
  let t: TestApp;
  let playerId: number;
  beforeAll(async () => {
    t = await buildTestApp({
      WALLET_PROVIDER_SECRETS: `demo:${SECRETS.demo},slow:${SECRETS.slow}`,
      // Browsers: 50 calls a minute per address.
      RATE_LIMIT_PER_MINUTE: '50',
    });
    [playerId] = (await insertPlayers(t.database.db, 1)) as [number];
  });
  afterAll(async () => {
    if (t) await t.close();
  });

  it('200 signed calls at once from one address are all answered (browsers: 50 a minute)', async () => {
    const codes = await Promise.all(
      Array.from({ length: 200 }, () => signed(t, 'demo', { player_id: playerId }, '203.0.113.7')),
    );
    expect(codes.filter((c) => c !== 200)).toEqual([]);
  });

  it('forged calls get 401, then 429 per address, and do not use up the provider', async () => {
    const forged = async (ip: string) =>
      signed(t, 'demo', { player_id: playerId }, ip, 'ab'.repeat(32));
    const codes: number[] = [];
    for (let i = 0; i < 55; i += 1) codes.push(await forged('198.51.100.9'));
    expect(codes.slice(0, 50).every((c) => c === 401)).toBe(true);
    expect(codes.slice(50).every((c) => c === 429)).toBe(true);
    // Another address is not affected, nor is the provider from the forger's address.
    expect(await forged('198.51.100.10')).toBe(401);
    expect(await signed(t, 'demo', { player_id: playerId }, '198.51.100.9')).toBe(200);
  });
});

describe('a provider above its rate', () => {
  let t: TestApp;
  let playerId: number;
  beforeAll(async () => {
    t = await buildTestApp({
      WALLET_PROVIDER_SECRETS: `demo:${SECRETS.demo},slow:${SECRETS.slow}`,
      PROVIDER_RATE_LIMIT_PER_SECOND: '20',
    });
    [playerId] = (await insertPlayers(t.database.db, 1)) as [number];
  });
  afterAll(async () => {
    if (t) await t.close();
  });

  it('gets 429 past its limit per second; another provider does not', async () => {
    const codes = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signed(t, 'slow', { player_id: playerId }, `192.0.2.${(i % 200) + 1}`),
      ),
    );
    // Counted per provider, whatever the address.
    expect(codes.filter((c) => c === 200).length).toBeLessThanOrEqual(20);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(20);
    expect(await signed(t, 'demo', { player_id: playerId }, '192.0.2.1')).toBe(200);
    // A second later its budget is back.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await signed(t, 'slow', { player_id: playerId }, '192.0.2.1')).toBe(200);
  });
});
