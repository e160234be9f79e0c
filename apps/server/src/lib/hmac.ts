import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether `hex` is the HMAC (`algorithm` under `secret`) of `body`, compared in constant time;
 * false for anything that is not hex of the digest's length.
 */
export function hmacHexMatches(
  algorithm: string,
  secret: string | Buffer,
  body: string | Buffer,
  hex: string,
): boolean {
  const expected = createHmac(algorithm, secret).update(body).digest();
  if (hex.length !== expected.length * 2 || !/^[0-9a-f]*$/i.test(hex)) return false;
  return timingSafeEqual(expected, Buffer.from(hex, 'hex'));
}
