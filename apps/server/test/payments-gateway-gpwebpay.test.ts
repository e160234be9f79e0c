/**
 * The GP webpay adapter against a local fake of GP webpay's HTTP API (gp-webpay-fake.ts): our
 * signed CREATE_ORDER form, and the signed answers it reads (approve, decline, forged).
 */
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { GatewayAdapter, GatewayDepositRequest } from '../src/payments/provider.ts';
import { createGpWebpayAdapter, gpWebpayConfigured } from '../src/payments/providers/gp-webpay.ts';
import { createGateways } from '../src/payments/providers/index.ts';
import type { Db } from '../src/db/client.ts';
import { createGpWebpayFake } from './gp-webpay-fake.ts';
import { testEnv } from './helper.ts';

const MERCHANT = '1234567890';
const PASSWORD = 'merchant-key-pass';
const ours = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: {
    type: 'pkcs8',
    format: 'pem',
    cipher: 'aes-256-cbc',
    passphrase: PASSWORD,
  },
});
const fake = createGpWebpayFake({ merchantNumber: MERCHANT, merchantPublicKey: ours.publicKey });

const env = (url = 'https://gp.test/pgw/order.do') =>
  testEnv({
    PUBLIC_URL: 'https://casino.test',
    GP_WEBPAY_URL: url,
    GP_WEBPAY_MERCHANT_NUMBER: MERCHANT,
    // As an environment variable may carry it: one line with literal \n.
    GP_WEBPAY_PRIVATE_KEY: ours.privateKey.replace(/\n/g, '\\n'),
    GP_WEBPAY_PRIVATE_KEY_PASSWORD: PASSWORD,
    GP_WEBPAY_PUBLIC_KEY: fake.publicKeyPem,
  });

const clock = () => new Date('2026-03-10T12:00:00Z');

const deposit = (paymentId: number): GatewayDepositRequest => ({
  paymentId,
  playerId: 7,
  product: 'card',
  amount: 150_050,
  currency: 'CZK',
  currencyNumeric: 203,
  minorUnits: 2,
  language: 'cs',
  returnUrl: `/cs/transactions/${paymentId}`,
  notifyUrl: '/webhooks/payments/gp_webpay',
});

const startForm = async (adapter: GatewayAdapter, paymentId: number) => {
  const start = await adapter.startDeposit(deposit(paymentId));
  if (start.kind !== 'form') throw new Error(`expected a form, got ${start.kind}`);
  return start;
};

const back = (adapter: GatewayAdapter, query: Record<string, string>) =>
  adapter.parseCallback({ method: 'GET', rawBody: null, headers: {}, query });

describe('GP webpay adapter', () => {
  const adapter = createGpWebpayAdapter({ env: env(), now: clock });

  it('is configured only with the merchant number and both keys', () => {
    expect(gpWebpayConfigured(testEnv())).toBe(false);
    expect(
      gpWebpayConfigured(
        testEnv({ GP_WEBPAY_MERCHANT_NUMBER: MERCHANT, GP_WEBPAY_PUBLIC_KEY: 'x' }),
      ),
    ).toBe(false);
    expect(gpWebpayConfigured(env())).toBe(true);
    const on = createGateways({
      db: {} as Db,
      env: env(),
      now: clock,
      publicUrl: 'https://casino.test',
    });
    expect(on.adapters.gp_webpay?.name).toBe('gp_webpay');
    const off = createGateways({
      db: {} as Db,
      env: testEnv(),
      now: clock,
      publicUrl: 'https://casino.test',
    });
    expect(off.adapters.gp_webpay).toBeUndefined();
  });

  it('signs a CREATE_ORDER form the gateway accepts', async () => {
    const start = await startForm(adapter, 501);
    expect(start.action).toBe('https://gp.test/pgw/order.do');
    expect(start.providerRef).toBe('501');
    expect(start.fields).toMatchObject({
      MERCHANTNUMBER: MERCHANT,
      OPERATION: 'CREATE_ORDER',
      ORDERNUMBER: '501',
      AMOUNT: '150050',
      CURRENCY: '203',
      DEPOSITFLAG: '1',
      MERORDERNUM: '501',
      URL: 'https://casino.test/webhooks/payments/gp_webpay',
      LANG: 'cs',
    });
    expect(fake.receive(start.fields)).toEqual({ ok: true });
    // A changed amount no longer matches the DIGEST.
    const tampered = await startForm(adapter, 502);
    expect(fake.receive({ ...tampered.fields, AMOUNT: '1' })).toEqual({ ok: false, prcode: 31 });
  });

  it('reads an approval (PRCODE 0, SRCODE 0)', () => {
    const res = back(adapter, fake.answer({ ORDERNUMBER: '501', MERORDERNUM: '501' }));
    expect(res).toMatchObject({
      ok: true,
      browserReturn: true,
      notification: {
        paymentId: 501,
        providerRef: '501',
        operation: 'payment',
        outcome: 'approved',
        amount: null,
        currency: null,
        reason: null,
      },
    });
  });

  it('reads a decline (PRCODE 28 / SRCODE 3000) with its text', () => {
    const res = back(
      adapter,
      fake.answer(
        { ORDERNUMBER: '503', MERORDERNUM: '503' },
        { prcode: 28, srcode: 3000, resulttext: 'Declined in 3D' },
      ),
    );
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.notification).toMatchObject({ paymentId: 503, outcome: 'declined' });
    expect(res.notification.reason).toBe('PRCODE 28/SRCODE 3000: Declined in 3D');
  });

  it('refuses a bad DIGEST, a DIGEST1 over another merchant, and a forged key', () => {
    const good = fake.answer({ ORDERNUMBER: '504', MERORDERNUM: '504' });
    expect(back(adapter, { ...good, PRCODE: '0', SRCODE: '0', ORDERNUMBER: '505' })).toMatchObject({
      ok: false,
      reason: 'bad_signature',
    });
    expect(back(adapter, { ...good, DIGEST: good.DIGEST1! })).toMatchObject({
      ok: false,
      reason: 'bad_signature',
    });
    const otherMerchant = fake.answer(
      { ORDERNUMBER: '504', MERORDERNUM: '504' },
      { digest1Merchant: '999' },
    );
    expect(back(adapter, otherMerchant)).toMatchObject({ ok: false, reason: 'bad_signature' });
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = fake.answer(
      { ORDERNUMBER: '504', MERORDERNUM: '504' },
      { signWith: forger.privateKey },
    );
    expect(back(adapter, forged)).toMatchObject({ ok: false, reason: 'bad_signature' });
    const { DIGEST1: _d1, ...noDigest1 } = good;
    expect(back(adapter, noDigest1)).toMatchObject({ ok: false, reason: 'bad_signature' });
  });

  it('a signed answer naming no payment is malformed', () => {
    const f = fake.answer({ ORDERNUMBER: 'abc' });
    expect(back(adapter, f)).toMatchObject({ ok: false, reason: 'malformed' });
  });

  it('reads the answer as a POST form too', () => {
    const f = fake.answer({ ORDERNUMBER: '506', MERORDERNUM: '506' });
    const res = adapter.parseCallback({
      method: 'POST',
      rawBody: Buffer.from(new URLSearchParams(f).toString()),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      query: {},
    });
    expect(res).toMatchObject({ ok: true, notification: { paymentId: 506, outcome: 'approved' } });
  });

  it('round trip over HTTP: form posted to the fake, redirected back with a signed query', async () => {
    const server = await fake.listen();
    try {
      const live = createGpWebpayAdapter({ env: env(server.url), now: clock });
      const start = await startForm(live, 601);
      fake.setNext({ prcode: 0, srcode: 0, resulttext: 'OK' });
      const res = await fetch(start.action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(start.fields).toString(),
        redirect: 'manual',
      });
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe(
        'https://casino.test/webhooks/payments/gp_webpay',
      );
      const parsed = back(live, Object.fromEntries(location.searchParams));
      expect(parsed).toMatchObject({
        ok: true,
        notification: { paymentId: 601, outcome: 'approved' },
      });
      // The same order number again is refused by the gateway (and read as a decline).
      const again = await fetch(start.action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(start.fields).toString(),
        redirect: 'manual',
      });
      const refused = back(
        live,
        Object.fromEntries(new URL(again.headers.get('location')!).searchParams),
      );
      expect(refused).toMatchObject({ ok: true, notification: { outcome: 'declined' } });
    } finally {
      await server.close();
    }
  });
});
