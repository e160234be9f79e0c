/**
 * The sandbox gateway inside the real app: a player's card deposit goes to the hosted page
 * (served under the app's security headers), the page's result reaches the platform through the
 * signed webhook, and the status page's transaction is authorized.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerActivePlayer } from './accounts-support.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { pay } from './payments-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const futureExpiry = () =>
  `12/${String((t.clock.now.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;

/** The player starts a deposit (a fresh Idempotency-Key): the gateway's answer. */
async function deposit(userToken: string, body: object) {
  const res = await pay(t.app, userToken, 'deposit', body, randomUUID());
  expect(res.status, res.raw).toBe(200);
  return res.body.data as { kind: string; url: string; transaction: { id: number } };
}

/** The status of the player's transaction on the status page. */
async function statusOf(userToken: string, id: number) {
  const res = await call(t.app, 'GET', `/v1/static/transactions/${id}`, undefined, { userToken });
  expect(res.status, res.raw).toBe(200);
  return (res.body.data as { status: string }).status;
}

/** The customer submits a form of the hosted page. */
const submit = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const payByCard = (url: string, number: string) =>
  submit(url, { number, expiry: futureExpiry(), cvc: '123', holder: 'Jana Novak' });

describe('sandbox gateway in the app', () => {
  it('a card deposit: hosted page, 4242, webhook, authorized', async () => {
    const player = await registerActivePlayer(t.app, t.database);
    const answer = await deposit(player.userToken, { amount: 25, payment_method_id: 1 });
    expect(answer.kind).toBe('redirect');
    expect(answer.url).toMatch(/^\/sandbox-gateway\/pay\/[0-9a-f-]{36}\?lang=\w\w$/);

    const page = await t.app.inject({ method: 'GET', url: answer.url });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(page.body).toContain('Pay by card');

    const paid = await payByCard(answer.url, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    expect(String(paid.headers.location)).toMatch(
      new RegExp(`/\\w\\w/transactions/${answer.transaction.id}$`),
    );
    expect(await statusOf(player.userToken, answer.transaction.id)).toBe('authorized');
  });

  it('an e-wallet deposit: connect on the page, then the wallet is registered', async () => {
    const player = await registerActivePlayer(t.app, t.database, { ip: '10.1.0.2' });
    const state = async () =>
      (
        await call(t.app, 'GET', '/v1/payments/neterapay/player/is_pin_registered', undefined, {
          userToken: player.userToken,
        })
      ).body.data as { is_pin_registered: boolean };
    expect((await state()).is_pin_registered).toBe(false);
    const answer = await deposit(player.userToken, {
      amount: 10,
      payment_method_id: 3,
      wallet: 'connect',
    });
    const page = await t.app.inject({ method: 'GET', url: answer.url });
    expect(page.body).toContain('Connect your e-wallet');
    const connected = await submit(answer.url, { pin: '4321', pin_confirm: '4321' });
    expect(connected.statusCode).toBe(303);
    expect((await state()).is_pin_registered).toBe(true);
    expect(await statusOf(player.userToken, answer.transaction.id)).toBe('authorized');
  });

  it('3-D Secure: pending while challenged, then authorized; a declined card declines', async () => {
    const player = await registerActivePlayer(t.app, t.database, { ip: '10.1.0.3' });
    const card = { amount: 20, payment_method_id: 1 };
    const status = (id: number) => statusOf(player.userToken, id);

    const a = await deposit(player.userToken, card);
    const challenged = await payByCard(a.url, '4000 0000 0000 3220');
    expect(challenged.statusCode).toBe(303);
    expect(await status(a.transaction.id)).toBe('pending');
    const page = await t.app.inject({ method: 'GET', url: String(challenged.headers.location) });
    const code = /Sandbox code: <strong>(\d{6})<\/strong>/.exec(page.body)![1]!;
    const done = await submit(String(challenged.headers.location), { code });
    expect(done.statusCode).toBe(303);
    expect(await status(a.transaction.id)).toBe('authorized');

    const b = await deposit(player.userToken, card);
    expect((await payByCard(b.url, '4000 0000 0000 0002')).statusCode).toBe(303);
    expect(await status(b.transaction.id)).toBe('declined');
  });
});
