/**
 * Randomness of the studio.
 *
 * A round's outcome is drawn from a provably-fair stream: HMAC-SHA256 keyed by the server seed
 * over `clientSeed:nonce:block`, read as big-endian 32-bit words. The server seed comes from the
 * operating system's CSPRNG; its SHA-256 is shown to the player before the bet, and the seed itself
 * is revealed once the round is over, so anyone can replay the round (same code in the browser).
 *
 * Integers in [0, n) are drawn by rejection sampling: words at or above the largest multiple of n
 * below 2^32 are discarded, so every value is exactly equally likely (no modulo bias).
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Rng } from './engine.ts';

const TWO_32 = 0x1_0000_0000;

/** Unbiased integer in [0, n) from a source of uniform 32-bit words. */
export function uniformInt(nextWord: () => number, n: number): number {
  if (!Number.isInteger(n) || n <= 0 || n > TWO_32) throw new RangeError(`bad range ${n}`);
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const word = nextWord();
    if (word < limit) return word % n;
  }
}

/** The provably-fair stream of one round. */
export function fairRng(serverSeedHex: string, clientSeed: string, nonce: number): Rng {
  const key = hexToBytes(serverSeedHex);
  let block = 0;
  let words: DataView | null = null;
  let index = 8;
  const nextWord = () => {
    if (index === 8 || !words) {
      const digest = hmac(sha256, key, utf8ToBytes(`${clientSeed}:${nonce}:${block}`));
      block += 1;
      words = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
      index = 0;
    }
    const word = words.getUint32(index * 4, false);
    index += 1;
    return word;
  };
  return { int: (n) => uniformInt(nextWord, n) };
}

/** The commitment shown before play: SHA-256 of the server seed, hex. */
export function seedHash(serverSeedHex: string): string {
  return bytesToHex(sha256(hexToBytes(serverSeedHex)));
}

/**
 * A fast seeded generator (xoshiro128**) for RTP simulations in tests and scripts only: millions
 * of rounds per minute, and a fixed seed makes a test's result repeatable. Never used for play.
 */
export function simulationRng(seed: number): Rng {
  // splitmix32 expands the seed into the four state words.
  let s = seed >>> 0;
  const split = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split();
  let b = split();
  let c = split();
  let d = split();
  const nextWord = () => {
    const result = Math.imul(((Math.imul(b, 5) << 7) | (Math.imul(b, 5) >>> 25)) >>> 0, 9) >>> 0;
    const t = (b << 9) >>> 0;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = ((d << 11) | (d >>> 21)) >>> 0;
    return result;
  };
  return { int: (n) => uniformInt(nextWord, n) };
}

/** Fisher-Yates shuffle of a copy, driven by `rng` (cards, mines, scratch grids). */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
