import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, get, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '5' });
});
afterAll(async () => {
  await t?.close();
});

describe('rate limit', () => {
  it('answers 429 with a clear message once a client exceeds its budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await get(t.app, '/v1/casino/sections')).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const res = await get(t.app, '/v1/casino/sections');
    expect(res.body).toEqual({ message: expect.stringMatching(/too many/i) });
  });
});
