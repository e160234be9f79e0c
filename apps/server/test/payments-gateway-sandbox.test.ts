/**
 * The sandbox gateway on its own: merchant API, hosted pages (card, 3-D Secure, e-wallet,
 * instant bank), its signed webhooks with retries, payouts, expiry, and the adapter's reading of
 * a callback. A small app serves the gateway's routes and a fake merchant receiver.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@croupier/contract/constants';
import type { Database } from '../src/db/client.ts';
import { sandboxGatewayWallets, sandboxGatewayWebhooks } from '../src/payments/schema.ts';
import type { GatewayAdapter, GatewayCallbackParse } from '../src/payments/provider.ts';
import { createGateways } from '../src/payments/providers/index.ts';
import type { SandboxGateway } from '../src/payments/providers/sandbox/service.ts';
import { registerErrorHandler } from '../src/plugins/error-handler.ts';
import { createTestDatabase, testEnv } from './helper.ts';

const env = testEnv();
const SECRET = env.SANDBOX_GATEWAY_SECRET;
const PUBLIC_URL = 'http://casino.test';
const NOTIFY = '/webhooks/payments/sandbox';

interface Received {
  raw: string;
  headers: Record<string, string | string[] | undefined>;
  parsed: GatewayCallbackParse;
  status: number;
}

let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;
const clock = { now: new Date('2026-03-10T12:00:00Z') };
let gateway: SandboxGateway;
let adapter: GatewayAdapter;
let received: Received[] = [];
/** The receiver answers 500 this many times before 200. */
let failures = 0;
let refSeq = 1000;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase(clock.now));
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const gateways = createGateways({
    db: database.db,
    env,
    now: () => clock.now,
    publicUrl: PUBLIC_URL,
    inject: (o) => app.inject(o),
  });
  gateway = gateways.sandbox!;
  adapter = gateways.adapters.sandbox!;
  // The merchant: raw body, checked by the adapter as the platform will.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_r, body, done) =>
      done(null, body),
    );
    scope.post(NOTIFY, async (req, reply) => {
      const raw = req.body as Buffer;
      const status = failures > 0 ? 500 : 200;
      if (failures > 0) failures -= 1;
      received.push({
        raw: raw.toString('utf8'),
        headers: req.headers,
        parsed: adapter.parseCallback({
          method: 'POST',
          rawBody: raw,
          headers: req.headers,
          query: {},
        }),
        status,
      });
      return reply.status(status).send({ ok: status === 200 });
    });
  });
  await app.register(gateways.routes);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await drop();
});

beforeEach(() => {
  received = [];
  failures = 0;
});

const nextRef = () => String((refSeq += 1));

async function newSession(
  product: 'card' | 'ewallet' | 'instant_bank',
  extra: Record<string, unknown> = {},
) {
  const ref = nextRef();
  const res = await app.inject({
    method: 'POST',
    url: '/sandbox-gateway/api/sessions',
    headers: { authorization: `Bearer ${SECRET}` },
    payload: {
      product,
      amount: 1234,
      currency: 'EUR',
      merchant_ref: ref,
      return_url: `/en/transactions/${ref}`,
      notify_url: NOTIFY,
      customer_ref: 'player-1',
      language: 'en',
      ...extra,
    },
  });
  expect(res.statusCode).toBe(201);
  const body = res.json() as { id: string; url: string };
  return { ref, id: body.id, url: body.url, path: new URL(body.url).pathname };
}

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

const futureExpiry = () => `12/${String((clock.now.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;

const payCard = (id: string, number: string, more: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: `/sandbox-gateway/pay/${id}?lang=en`,
    ...form({ number, expiry: futureExpiry(), cvc: '123', holder: 'Jana Novak', ...more }),
  });

const okNotification = (r: Received | undefined) => {
  expect(r?.parsed.ok).toBe(true);
  if (!r?.parsed.ok) throw new Error('not ok');
  return r.parsed.notification;
};

describe('merchant API', () => {
  it('creates a session only with the shared secret', async () => {
    const payload = {
      product: 'card',
      amount: 500,
      currency: 'EUR',
      merchant_ref: nextRef(),
      return_url: '/en/transactions/1',
      notify_url: NOTIFY,
    };
    const none = await app.inject({
      method: 'POST',
      url: '/sandbox-gateway/api/sessions',
      payload,
    });
    expect(none.statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'POST',
      url: '/sandbox-gateway/api/sessions',
      headers: { authorization: `Bearer ${SECRET}x` },
      payload,
    });
    expect(wrong.statusCode).toBe(401);
    const bad = await app.inject({
      method: 'POST',
      url: '/sandbox-gateway/api/sessions',
      headers: { authorization: `Bearer ${SECRET}` },
      payload: { ...payload, amount: 12.5 },
    });
    expect(bad.statusCode).toBe(422);
    const ok = await app.inject({
      method: 'POST',
      url: '/sandbox-gateway/api/sessions',
      headers: { authorization: `Bearer ${SECRET}` },
      payload,
    });
    expect(ok.statusCode).toBe(201);
    const { id, url } = ok.json() as { id: string; url: string };
    expect(url).toBe(`${PUBLIC_URL}/sandbox-gateway/pay/${id}?lang=en`);
    const status = await app.inject({
      method: 'GET',
      url: `/sandbox-gateway/api/sessions/${id}`,
      headers: { authorization: `Bearer ${SECRET}` },
    });
    expect(status.json()).toMatchObject({ id, status: 'created', amount: 500, currency: 'EUR' });
    // The same order again with other terms is refused.
    const clash = await app.inject({
      method: 'POST',
      url: '/sandbox-gateway/api/sessions',
      headers: { authorization: `Bearer ${SECRET}` },
      payload: { ...payload, amount: 999 },
    });
    expect(clash.statusCode).toBe(409);
  });

  it("the adapter's startDeposit redirects to the hosted page", async () => {
    const start = await adapter.startDeposit({
      paymentId: 777,
      playerId: 5,
      product: 'card',
      amount: 2000,
      currency: 'CZK',
      currencyNumeric: 203,
      minorUnits: 2,
      language: 'cs',
      returnUrl: `${PUBLIC_URL}/cs/transactions/777`,
      notifyUrl: NOTIFY,
    });
    expect(start.kind).toBe('redirect');
    if (start.kind !== 'redirect') return;
    expect(start.url).toBe(`/sandbox-gateway/pay/${start.providerRef}?lang=cs`);
    const page = await app.inject({ method: 'GET', url: start.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="cs">');
    // 20,00 Kč in Czech (a no-break space before the symbol).
    expect(page.body).toMatch(/20,00\s*Kč/);
    // A return to this server goes by path (the browser stays on its origin).
    expect((await gateway.find(start.providerRef))?.returnUrl).toBe('/cs/transactions/777');
  });
});

describe('hosted card page', () => {
  it('renders an accessible, script-free page with the test cards', async () => {
    const s = await newSession('card', { language: 'de' });
    const res = await app.inject({ method: 'GET', url: `${s.path}?lang=de` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toMatch(/12,34\s*€/);
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/\sstyle=/);
    // Every input has a label pointing at it.
    const ids = [...html.matchAll(/<input id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(['f-number', 'f-expiry', 'f-cvc', 'f-holder']);
    for (const id of ids) expect(html).toContain(`<label for="${id}">`);
    expect(html).toContain('Mit Karte bezahlen');
    expect(html).toContain('Testkarten');
    for (const n of [
      '4242 4242 4242 4242',
      '4000 0000 0000 0002',
      '4000 0000 0000 9995',
      '4000 0000 0000 3220',
    ]) {
      expect(html).toContain(n);
    }
    const css = await app.inject({ method: 'GET', url: '/sandbox-gateway/assets/gateway.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('speaks each of the 7 languages (no placeholder left)', async () => {
    const s = await newSession('card');
    const titles: string[] = [];
    for (const lang of LANGUAGES) {
      const res = await app.inject({ method: 'GET', url: `${s.path}?lang=${lang}` });
      expect(res.body).toContain(`<html lang="${lang}">`);
      expect(res.body).not.toContain('{{');
      titles.push(/<h1>([^<]+)<\/h1>/.exec(res.body)![1]!);
    }
    expect(new Set(titles).size).toBe(LANGUAGES.length - 1); // cs and sk: "Platba kartou"
    const unknown = await app.inject({ method: 'GET', url: `${s.path}?lang=xx` });
    expect(unknown.body).toContain('<html lang="en">');
  });

  it('an unknown session is a 404 page', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/sandbox-gateway/pay/00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(404);
    const junk = await app.inject({ method: 'GET', url: '/sandbox-gateway/pay/not-a-uuid' });
    expect(junk.statusCode).toBe(404);
  });

  it('re-renders Luhn, expiry, CVC and holder errors; nothing is sent', async () => {
    const s = await newSession('card');
    const res = await payCard(s.id, '4242 4242 4242 4241', {
      expiry: '01/20',
      cvc: '12',
      holder: '',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Enter a valid card number.');
    expect(res.body).toContain('This card has expired.');
    expect(res.body).toContain('Enter the 3 or 4 digit security code.');
    expect(res.body).toContain('Enter the name on the card.');
    expect(res.body).toContain('aria-invalid="true"');
    expect(res.body).toContain('value="4242 4242 4242 4241"');
    const month = await payCard(s.id, '4242424242424242', { expiry: '13/30' });
    expect(month.body).toContain('Enter the expiry date as MM/YY.');
    expect(received).toHaveLength(0);
    expect((await gateway.find(s.id))?.status).toBe('created');
  });

  it('4242 4242 4242 4242 approves: 303 to the return URL and a signed webhook', async () => {
    const s = await newSession('card');
    const res = await payCard(s.id, '4242 4242 4242 4242');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/en/transactions/${s.ref}`);
    expect(received).toHaveLength(1);
    const r = received[0]!;
    // The signature is checkable with the shared secret alone.
    const ts = r.headers['x-sandbox-timestamp'] as string;
    expect(r.headers['x-sandbox-signature']).toBe(
      `v1=${createHmac('sha256', SECRET).update(`${ts}.${r.raw}`).digest('hex')}`,
    );
    const body = JSON.parse(r.raw) as Record<string, unknown>;
    expect(body).toMatchObject({
      type: 'payment.approved',
      session_id: s.id,
      merchant_ref: s.ref,
      amount: 1234,
      currency: 'EUR',
      reason: null,
    });
    const n = okNotification(r);
    expect(n).toMatchObject({
      paymentId: Number(s.ref),
      providerRef: s.id,
      operation: 'payment',
      outcome: 'approved',
      amount: 1234,
      currency: 'EUR',
    });
    expect(n.instrument).toMatchObject({ kind: 'card', label: 'Visa •••• 4242' });
    expect(n.instrument?.token).toMatch(/^card_[0-9a-f]{32}$/);
    const [hook] = await database.db
      .select()
      .from(sandboxGatewayWebhooks)
      .where(eq(sandboxGatewayWebhooks.sessionId, s.id));
    expect(hook?.deliveredAt).not.toBeNull();
    expect(hook?.attempts).toBe(1);
    // Finished: the page says so and a second payment does nothing.
    const again = await payCard(s.id, '4242 4242 4242 4242');
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Payment approved');
    expect(received).toHaveLength(1);
  });

  it('another Luhn-valid card approves (Mastercard)', async () => {
    const s = await newSession('card');
    const res = await payCard(s.id, '5555 5555 5555 4444');
    expect(res.statusCode).toBe(303);
    expect(okNotification(received[0]).instrument?.label).toBe('Mastercard •••• 4444');
  });

  it.each([
    ['4000 0000 0000 0002', 'declined'],
    ['4000 0000 0000 9995', 'insufficient_funds'],
  ])('%s declines (%s)', async (number, reason) => {
    const s = await newSession('card');
    const res = await payCard(s.id, number);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/en/transactions/${s.ref}`);
    const n = okNotification(received[0]);
    expect(n).toMatchObject({ outcome: 'declined', reason, instrument: null });
    const page = await app.inject({ method: 'GET', url: s.path });
    expect(page.body).toContain('Payment not completed');
  });
});

describe('3-D Secure', () => {
  async function challenge() {
    const s = await newSession('card');
    const res = await payCard(s.id, '4000 0000 0000 3220');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/sandbox-gateway/3ds/${s.id}?lang=en`);
    expect(okNotification(received[0])).toMatchObject({ outcome: 'pending' });
    const page = await app.inject({ method: 'GET', url: `/sandbox-gateway/3ds/${s.id}?lang=en` });
    expect(page.statusCode).toBe(200);
    const code = /Sandbox code: <strong>(\d{6})<\/strong>/.exec(page.body)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(page.body).toContain('<label for="f-code">');
    // The payment page itself sends to the challenge.
    const pay = await app.inject({ method: 'GET', url: s.path });
    expect(pay.statusCode).toBe(303);
    return { ...s, code: code! };
  }
  const answer = (id: string, fields: Record<string, string>) =>
    app.inject({ method: 'POST', url: `/sandbox-gateway/3ds/${id}?lang=en`, ...form(fields) });

  it('the right code approves', async () => {
    const s = await challenge();
    const wrongCode = s.code === '000000' ? '111111' : '000000';
    const wrong = await answer(s.id, { code: wrongCode });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('2 tries left');
    const right = await answer(s.id, { code: s.code });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe(`/en/transactions/${s.ref}`);
    expect(received.map((r) => okNotification(r).outcome)).toEqual(['pending', 'approved']);
    expect(okNotification(received[1]).instrument?.label).toBe('Visa •••• 3220');
  });

  it('a wrong code three times declines 3ds_failed', async () => {
    const s = await challenge();
    const wrongCode = s.code === '000000' ? '111111' : '000000';
    expect((await answer(s.id, { code: wrongCode })).statusCode).toBe(422);
    expect((await answer(s.id, { code: wrongCode })).statusCode).toBe(422);
    const third = await answer(s.id, { code: wrongCode });
    expect(third.statusCode).toBe(303);
    expect(okNotification(received.at(-1))).toMatchObject({
      outcome: 'declined',
      reason: '3ds_failed',
    });
    // The right code afterwards changes nothing.
    const late = await answer(s.id, { code: s.code });
    expect(late.statusCode).toBe(200);
    expect(received).toHaveLength(2);
  });

  it('cancel declines', async () => {
    const s = await challenge();
    const res = await answer(s.id, { cancel: '1' });
    expect(res.statusCode).toBe(303);
    expect(okNotification(received.at(-1))).toMatchObject({
      outcome: 'declined',
      reason: 'cancelled',
    });
  });
});

describe('e-wallet', () => {
  const submit = (id: string, fields: Record<string, string>) =>
    app.inject({ method: 'POST', url: `/sandbox-gateway/pay/${id}?lang=en`, ...form(fields) });

  it('connects once with a PIN, then identifies with it', async () => {
    const customer = 'wallet-player-9';
    expect(await adapter.walletRegistered!(9)).toBe(false);
    const s1 = await newSession('ewallet', { customer_ref: customer });
    const page = await app.inject({ method: 'GET', url: s1.path });
    expect(page.body).toContain('Connect your e-wallet');
    expect(page.body).toContain('<label for="f-pin_confirm">');
    const mismatch = await submit(s1.id, { pin: '1234', pin_confirm: '4321' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.body).toContain('The two PINs do not match.');
    const short = await submit(s1.id, { pin: '12', pin_confirm: '12' });
    expect(short.body).toContain('Choose a PIN of 4 to 6 digits.');
    const connected = await submit(s1.id, { pin: '1234', pin_confirm: '1234' });
    expect(connected.statusCode).toBe(303);
    const n1 = okNotification(received[0]);
    expect(n1).toMatchObject({ outcome: 'approved', amount: 1234 });
    expect(n1.instrument?.kind).toBe('ewallet');
    const [wallet] = await database.db
      .select()
      .from(sandboxGatewayWallets)
      .where(eq(sandboxGatewayWallets.customerRef, customer));
    expect(wallet?.pinHash).not.toContain('1234');
    expect(wallet?.balance).toBe(100_000_00 - 1234);

    const s2 = await newSession('ewallet', { customer_ref: customer });
    const identify = await app.inject({ method: 'GET', url: s2.path });
    expect(identify.body).toContain('Enter your wallet PIN');
    const wrong = await submit(s2.id, { pin: '9999' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('That PIN is not correct.');
    const ok = await submit(s2.id, { pin: '1234' });
    expect(ok.statusCode).toBe(303);
    expect(okNotification(received.at(-1)).instrument?.token).toBe(n1.instrument?.token);

    // Three wrong PINs decline the payment.
    const guess = await newSession('ewallet', { customer_ref: customer });
    expect((await submit(guess.id, { pin: '0000' })).body).toContain('2 tries left');
    expect((await submit(guess.id, { pin: '0001' })).body).toContain('1 try left');
    const locked = await submit(guess.id, { pin: '0002' });
    expect(locked.statusCode).toBe(303);
    expect(okNotification(received.at(-1))).toMatchObject({
      outcome: 'declined',
      reason: 'pin_failed',
    });
    expect((await submit(guess.id, { pin: '1234' })).statusCode).toBe(200);
    expect(received.filter((r) => okNotification(r).providerRef === guess.id)).toHaveLength(1);

    // More than the balance: insufficient funds.
    const big = await newSession('ewallet', { customer_ref: customer, amount: 100_000_00 });
    const declined = await submit(big.id, { pin: '1234' });
    expect(declined.statusCode).toBe(303);
    expect(okNotification(received.at(-1))).toMatchObject({
      outcome: 'declined',
      reason: 'insufficient_funds',
    });
  });

  it('walletRegistered is true once a wallet exists for the player', async () => {
    const s = await newSession('ewallet', { customer_ref: '42' });
    await submit(s.id, { pin: '5678', pin_confirm: '5678' });
    expect(await adapter.walletRegistered!(42)).toBe(true);
  });
});

describe('instant bank', () => {
  const submit = (id: string, fields: Record<string, string>) =>
    app.inject({ method: 'POST', url: `/sandbox-gateway/pay/${id}?lang=en`, ...form(fields) });

  it('approve and reject', async () => {
    const a = await newSession('instant_bank');
    const page = await app.inject({ method: 'GET', url: a.path });
    expect(page.body).toContain('<legend>Your bank</legend>');
    expect(page.body).toContain('Croupier Test Bank');
    const noBank = await submit(a.id, { decision: 'approve', bank: 'nope' });
    expect(noBank.statusCode).toBe(422);
    const ok = await submit(a.id, { decision: 'approve', bank: 'croupier_bank' });
    expect(ok.statusCode).toBe(303);
    expect(okNotification(received.at(-1))).toMatchObject({
      outcome: 'approved',
      instrument: null,
    });
    const r = await newSession('instant_bank');
    const no = await submit(r.id, { decision: 'reject' });
    expect(no.statusCode).toBe(303);
    expect(okNotification(received.at(-1))).toMatchObject({
      outcome: 'declined',
      reason: 'rejected',
    });
  });
});

describe('cancel', () => {
  it("the customer's cancel declines and returns; the page then shows cancelled", async () => {
    const s = await newSession('card');
    const res = await app.inject({
      method: 'POST',
      url: `/sandbox-gateway/pay/${s.id}/cancel?lang=en`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/en/transactions/${s.ref}`);
    expect(okNotification(received[0])).toMatchObject({ outcome: 'declined', reason: 'cancelled' });
    const page = await app.inject({ method: 'GET', url: s.path });
    expect(page.body).toContain('Payment cancelled');
    const pay = await payCard(s.id, '4242424242424242');
    expect(pay.statusCode).toBe(200);
    expect(received).toHaveLength(1);
  });

  it("the merchant's cancel (adapter) stops the session; nothing can approve it", async () => {
    const s = await newSession('card');
    await adapter.cancel!(s.id);
    expect((await gateway.find(s.id))?.status).toBe('cancelled');
    const pay = await payCard(s.id, '4242424242424242');
    expect(pay.statusCode).toBe(200);
    expect(pay.body).toContain('Payment cancelled');
    expect(received).toHaveLength(0);
    const api = await app.inject({
      method: 'POST',
      url: `/sandbox-gateway/api/sessions/${s.id}/cancel`,
      headers: { authorization: `Bearer ${SECRET}` },
    });
    expect(api.statusCode).toBe(409);
  });
});

describe('webhook delivery', () => {
  it('retries with backoff after a failing receiver; delivered exactly once', async () => {
    failures = 2;
    const s = await newSession('card');
    expect((await payCard(s.id, '4242424242424242')).statusCode).toBe(303);
    expect(received.map((r) => r.status)).toEqual([500]);
    const hookOf = async () =>
      (
        await database.db
          .select()
          .from(sandboxGatewayWebhooks)
          .where(eq(sandboxGatewayWebhooks.sessionId, s.id))
      )[0]!;
    let hook = await hookOf();
    expect(hook.attempts).toBe(1);
    expect(hook.lastError).toBe('HTTP 500');
    expect(hook.nextAttemptAt.getTime() - clock.now.getTime()).toBe(10_000);
    // Not due yet: nothing is sent.
    await gateway.runJob();
    expect(received).toHaveLength(1);
    clock.now = new Date(clock.now.getTime() + 10_000);
    await gateway.runJob();
    expect(received.map((r) => r.status)).toEqual([500, 500]);
    hook = await hookOf();
    expect(hook.nextAttemptAt.getTime() - clock.now.getTime()).toBe(30_000);
    clock.now = new Date(clock.now.getTime() + 30_000);
    await gateway.runJob();
    expect(received.map((r) => r.status)).toEqual([500, 500, 200]);
    hook = await hookOf();
    expect(hook.deliveredAt).not.toBeNull();
    expect(hook.attempts).toBe(3);
    // The same event each time, signed afresh.
    const ids = received.map((r) => okNotification(r).eventKey);
    expect(new Set(ids).size).toBe(1);
    clock.now = new Date(clock.now.getTime() + 3_600_000);
    await gateway.runJob();
    const mine = received.filter((r) => okNotification(r).providerRef === s.id);
    expect(mine).toHaveLength(3);
  });

  it('a webhook queued before a restart is delivered once by the new process', async () => {
    failures = 1;
    const s = await newSession('card');
    await payCard(s.id, '4242424242424242');
    expect(received.map((r) => r.status)).toEqual([500]);
    // A new process (new gateways over the same database) takes the queue over.
    const restarted = createGateways({
      db: database.db,
      env,
      now: () => clock.now,
      publicUrl: PUBLIC_URL,
      inject: (o) => app.inject(o),
    }).sandbox!;
    clock.now = new Date(clock.now.getTime() + 10_000);
    await Promise.all([restarted.runJob(), gateway.runJob()]);
    expect(received.map((r) => r.status)).toEqual([500, 200]);
    await restarted.runJob();
    expect(received).toHaveLength(2);
  });

  it('gives up 24 hours after queueing', async () => {
    failures = 1_000;
    const s = await newSession('card');
    await payCard(s.id, '4242424242424242');
    for (let i = 0; i < 12; i += 1) {
      clock.now = new Date(clock.now.getTime() + 6 * 3_600_000);
      await gateway.runJob();
    }
    const mine = () => received.filter((r) => okNotification(r).providerRef === s.id).length;
    const count = mine();
    expect(count).toBeGreaterThan(3);
    expect(count).toBeLessThan(12);
    clock.now = new Date(clock.now.getTime() + 6 * 3_600_000);
    await gateway.runJob();
    expect(mine()).toBe(count);
    failures = 0;
  });

  it('delivers over real HTTP to another origin', async () => {
    const got: { body: string; headers: Record<string, unknown> }[] = [];
    const server: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        got.push({ body, headers: req.headers });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const port = (server.address() as AddressInfo).port;
      const s = await newSession('card', { notify_url: `http://127.0.0.1:${port}/hook` });
      expect((await payCard(s.id, '4242424242424242')).statusCode).toBe(303);
      expect(got).toHaveLength(1);
      const parsed = adapter.parseCallback({
        method: 'POST',
        rawBody: Buffer.from(got[0]!.body),
        headers: got[0]!.headers as Record<string, string>,
        query: {},
      });
      expect(parsed.ok).toBe(true);
      const [hook] = await database.db
        .select()
        .from(sandboxGatewayWebhooks)
        .where(eq(sandboxGatewayWebhooks.sessionId, s.id));
      expect(hook?.deliveredAt).not.toBeNull();
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

describe('expiry', () => {
  it('a session open for more than 30 minutes is declined expired', async () => {
    const s = await newSession('card');
    clock.now = new Date(clock.now.getTime() + 29 * 60_000);
    await gateway.runJob();
    expect((await gateway.find(s.id))?.status).toBe('created');
    clock.now = new Date(clock.now.getTime() + 2 * 60_000);
    await gateway.runJob();
    expect((await gateway.find(s.id))?.status).toBe('declined');
    const mine = received.filter((r) => okNotification(r).providerRef === s.id);
    expect(mine).toHaveLength(1);
    expect(okNotification(mine[0])).toMatchObject({ outcome: 'declined', reason: 'expired' });
    const page = await app.inject({ method: 'GET', url: s.path });
    expect(page.body).toContain('The payment session expired.');
  });
});

describe('payouts', () => {
  it('pay back to an approved card; a declining card and an unknown token decline', async () => {
    const s = await newSession('card');
    await payCard(s.id, '4242424242424242');
    const token = okNotification(received[0]).instrument!.token;
    const payout = (paymentId: number, t: string, kind: 'card' | 'ewallet' = 'card') =>
      adapter.startPayout!({
        paymentId,
        amount: 700,
        currency: 'EUR',
        currencyNumeric: 978,
        minorUnits: 2,
        instrument: { kind, token: t },
        notifyUrl: NOTIFY,
      });
    const p1 = await payout(9001, token);
    // Idempotent per payment.
    expect((await payout(9001, token)).providerRef).toBe(p1.providerRef);
    const bad = await newSession('card');
    await payCard(bad.id, '4000000000000002');
    await payout(9002, gateway.cardToken('4000000000000002'));
    await payout(9003, 'card_unknown');
    received = [];
    await gateway.runJob();
    const byPayment = new Map(
      received.map((r) => [okNotification(r).paymentId, okNotification(r)]),
    );
    expect(byPayment.get(9001)).toMatchObject({
      operation: 'payout',
      outcome: 'approved',
      amount: 700,
      providerRef: p1.providerRef,
    });
    expect(byPayment.get(9002)).toMatchObject({ operation: 'payout', outcome: 'declined' });
    expect(byPayment.get(9003)).toMatchObject({
      operation: 'payout',
      outcome: 'declined',
      reason: 'unknown_instrument',
    });
  });

  it('pays back to a wallet (its balance grows)', async () => {
    const s = await newSession('ewallet', { customer_ref: 'payout-wallet' });
    await app.inject({
      method: 'POST',
      url: `/sandbox-gateway/pay/${s.id}`,
      ...form({ pin: '2468', pin_confirm: '2468' }),
    });
    const token = okNotification(received[0]).instrument!.token;
    await adapter.startPayout!({
      paymentId: 9100,
      amount: 1_000,
      currency: 'EUR',
      currencyNumeric: 978,
      minorUnits: 2,
      instrument: { kind: 'ewallet', token },
      notifyUrl: NOTIFY,
    });
    await gateway.runJob();
    expect(okNotification(received.at(-1))).toMatchObject({
      operation: 'payout',
      outcome: 'approved',
      paymentId: 9100,
    });
    const [w] = await database.db
      .select()
      .from(sandboxGatewayWallets)
      .where(eq(sandboxGatewayWallets.customerRef, 'payout-wallet'));
    expect(w?.balance).toBe(100_000_00 - 1234 + 1_000);
  });
});

describe("the adapter's parseCallback", () => {
  const body = JSON.stringify({
    event_id: 'evt-1',
    type: 'payment.approved',
    session_id: 'sess-1',
    merchant_ref: '55',
    amount: 100,
    currency: 'EUR',
    reason: null,
    instrument: null,
    created_at: '2026-03-10T12:00:00.000Z',
  });
  const signed = (raw: string, ts: number, secret = SECRET) => ({
    'x-sandbox-timestamp': String(ts),
    'x-sandbox-signature': `v1=${createHmac('sha256', secret).update(`${ts}.${raw}`).digest('hex')}`,
  });
  const parse = (raw: string, headers: Record<string, string>, method = 'POST') =>
    adapter.parseCallback({ method, rawBody: Buffer.from(raw), headers, query: {} });
  const nowS = () => Math.floor(clock.now.getTime() / 1000);

  it('a good delivery', () => {
    const res = parse(body, signed(body, nowS()));
    expect(res).toMatchObject({
      ok: true,
      notification: {
        eventKey: 'evt-1',
        paymentId: 55,
        providerRef: 'sess-1',
        operation: 'payment',
        outcome: 'approved',
        amount: 100,
        currency: 'EUR',
      },
    });
  });

  it('a bad signature', () => {
    expect(parse(body, signed(body, nowS(), `${SECRET}-other`))).toMatchObject({
      ok: false,
      reason: 'bad_signature',
    });
    expect(parse(`${body} `, signed(body, nowS()))).toMatchObject({ reason: 'bad_signature' });
    expect(parse(body, {})).toMatchObject({ reason: 'bad_signature' });
    // The timestamp is signed too.
    const h = signed(body, nowS());
    h['x-sandbox-timestamp'] = String(nowS() - 1);
    expect(parse(body, h)).toMatchObject({ reason: 'bad_signature' });
  });

  it('stale beyond 300 seconds', () => {
    expect(parse(body, signed(body, nowS() - 301))).toMatchObject({ ok: false, reason: 'stale' });
    expect(parse(body, signed(body, nowS() - 299)).ok).toBe(true);
  });

  it('malformed', () => {
    const raw = JSON.stringify({ ...JSON.parse(body), merchant_ref: 'abc' });
    expect(parse(raw, signed(raw, nowS()))).toMatchObject({ ok: false, reason: 'malformed' });
    expect(parse('not json', signed('not json', nowS()))).toMatchObject({ reason: 'malformed' });
    expect(parse(body, signed(body, nowS()), 'GET')).toMatchObject({ reason: 'malformed' });
  });
});
