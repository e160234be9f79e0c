/**
 * The Hub88 protocol's pure parts: signatures (base64 RSA-SHA256 over the raw body), amounts
 * (1/100,000 of the currency <-> our minor units, never rounded), the pseudonymous user value,
 * and the status of every gateway refusal.
 */
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  fromHub88Amount,
  HUB88_STATUSES,
  playerOfUser,
  STATUS_OF,
  toHub88Amount,
  userOf,
} from '../src/providers/hub88/protocol.ts';
import {
  loadPrivateKey,
  loadPublicKey,
  pemFromEnv,
  signBody,
  verifyBody,
} from '../src/providers/hub88/signature.ts';

const pair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};

describe('X-Hub88-Signature', () => {
  const keys = pair();
  const sut = { priv: loadPrivateKey(keys.privatePem), pub: loadPublicKey(keys.publicPem) };
  const body = Buffer.from('{"user":"cr-1","request_uuid":"a-1"}');

  it('verifies a base64 RSA-SHA256 signature of the exact bytes', () => {
    const signature = signBody(sut.priv, body);
    expect(signature).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(signature, 'base64')).toHaveLength(256);
    expect(verifyBody(sut.pub, body, signature)).toBe(true);
  });

  it('refuses a changed body, another key, a missing or malformed header', () => {
    const signature = signBody(sut.priv, body);
    expect(
      verifyBody(sut.pub, Buffer.from(body.toString().replace('cr-1', 'cr-2')), signature),
    ).toBe(false);
    // Whitespace is part of the signed bytes: a re-serialised body is not the signed one.
    expect(verifyBody(sut.pub, Buffer.from(`${body.toString()} `), signature)).toBe(false);
    const other = loadPrivateKey(pair().privatePem);
    expect(verifyBody(sut.pub, body, signBody(other, body))).toBe(false);
    expect(verifyBody(sut.pub, body, undefined)).toBe(false);
    expect(verifyBody(sut.pub, body, '')).toBe(false);
    expect(verifyBody(sut.pub, body, 'not base64 !')).toBe(false);
    expect(verifyBody(sut.pub, body, [signature, signature])).toBe(false);
  });

  it('reads PEM keys given on one line with \\n escapes (environment variables)', () => {
    const oneLine = keys.publicPem.replace(/\n/g, '\\n');
    expect(oneLine).not.toContain('\n');
    expect(pemFromEnv(oneLine)).toBe(keys.publicPem);
    const pub = loadPublicKey(oneLine);
    expect(verifyBody(pub, body, signBody(sut.priv, body))).toBe(true);
  });
});

describe('amounts (1/100,000 of the currency)', () => {
  it('converts minor units of a 2-decimal currency both ways', () => {
    expect(toHub88Amount(1, 2)).toBe(1_000);
    expect(toHub88Amount(123_456, 2)).toBe(123_456_000);
    expect(fromHub88Amount(1_000, 2)).toBe(1);
    expect(fromHub88Amount(123_456_000, 2)).toBe(123_456);
    expect(fromHub88Amount(0, 2)).toBe(0);
  });

  it('refuses (null) an amount that is not a whole minor unit: money is never rounded', () => {
    expect(fromHub88Amount(1_500, 2)).toBeNull(); // 0.015 EUR
    expect(fromHub88Amount(999, 2)).toBeNull();
    expect(fromHub88Amount(1, 0)).toBeNull();
  });

  it('refuses negative, fractional and unsafe amounts', () => {
    expect(fromHub88Amount(-1_000, 2)).toBeNull();
    expect(fromHub88Amount(1_000.5, 2)).toBeNull();
    expect(fromHub88Amount(Number.MAX_SAFE_INTEGER + 1, 2)).toBeNull();
  });

  it('handles currencies without decimals and finer than Hub88 units', () => {
    expect(toHub88Amount(7, 0)).toBe(700_000);
    expect(fromHub88Amount(700_000, 0)).toBe(7);
    expect(fromHub88Amount(3, 8)).toBe(3_000);
    expect(toHub88Amount(3_999, 8)).toBe(3); // the part Hub88 cannot show is never rounded up
  });

  it('round-trips every amount up to 10,000.00', () => {
    for (let minor = 0; minor <= 1_000_000; minor += 97) {
      expect(fromHub88Amount(toHub88Amount(minor, 2), 2)).toBe(minor);
    }
  });
});

describe('user value', () => {
  it('is a stable pseudonym of at least 4 characters, read back to the player id', () => {
    expect(userOf(1)).toBe('cr-1');
    expect(userOf(1).length).toBeGreaterThanOrEqual(4);
    expect(playerOfUser(userOf(2_147_483_647))).toBe(2_147_483_647);
    expect(playerOfUser(userOf(42))).toBe(42);
  });

  it('refuses values that are not ours, ids past 2^31 and leading zeros', () => {
    for (const v of ['42', 'cr-', 'cr-0', 'cr-042', 'cr-2147483648', 'xx-1', 'cr-1 ', 'cr-1e3']) {
      expect(playerOfUser(v)).toBeNull();
    }
  });
});

describe('statuses', () => {
  it('maps every gateway refusal to a documented status', () => {
    for (const status of Object.values(STATUS_OF)) expect(HUB88_STATUSES).toContain(status);
    expect(STATUS_OF.insufficient_funds).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    expect(STATUS_OF.transaction_mismatch).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(STATUS_OF.bet_not_found).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(STATUS_OF.bet_rolled_back).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(STATUS_OF.self_excluded).toBe('RS_ERROR_USER_DISABLED');
    expect(STATUS_OF.daily_loss_limit).toBe('RS_ERROR_LIMIT_REACHED');
    expect(STATUS_OF.bonus_bet_limit).toBe('RS_ERROR_LIMIT_REACHED');
    expect(STATUS_OF.token_expired).toBe('RS_ERROR_TOKEN_EXPIRED');
  });
});
