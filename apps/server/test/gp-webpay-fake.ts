/**
 * A local stand-in for GP webpay's HTTP API (tests only): it checks a CREATE_ORDER request's
 * DIGEST with the merchant's public key, and answers like GP webpay does, by sending the browser
 * back to the request's URL with a signed query (DIGEST, and DIGEST1 = DIGEST's text + "|" +
 * MERCHANTNUMBER), signed with its own key pair (made here).
 */
import { createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  GP_REQUEST_DIGEST_ORDER,
  GP_RESPONSE_DIGEST_ORDER,
  gpDigestText,
  gpSign,
  gpVerify,
} from '../src/payments/providers/gp-webpay.ts';

export interface GpAnswerOptions {
  prcode?: number;
  srcode?: number;
  resulttext?: string;
  /** DIGEST1 over another merchant number (a forged answer). */
  digest1Merchant?: string;
  /** Sign with another key (a forged answer). */
  signWith?: KeyObject;
}

export function createGpWebpayFake(opts: { merchantNumber: string; merchantPublicKey: string }) {
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const merchantKey = createPublicKey(opts.merchantPublicKey);
  const publicKeyPem = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  /** The orders it accepted, by ORDERNUMBER. */
  const orders = new Map<string, Record<string, string>>();
  /** What the next order's payment does (the "card" the customer uses). */
  let next: GpAnswerOptions = { prcode: 0, srcode: 0, resulttext: 'OK' };

  /** Checks a request; the refusal's PRCODE when it is not valid. */
  function receive(fields: Record<string, string>): { ok: true } | { ok: false; prcode: number } {
    // Unconfirmed: PRCODE 31 "wrong digest", 14 "duplicate order number" (GP webpay's tables).
    if (fields.MERCHANTNUMBER !== opts.merchantNumber) return { ok: false, prcode: 3 };
    const text = gpDigestText(fields, GP_REQUEST_DIGEST_ORDER);
    if (!gpVerify(text, fields.DIGEST ?? '', merchantKey)) {
      return { ok: false, prcode: 31 };
    }
    if (fields.OPERATION !== 'CREATE_ORDER') return { ok: false, prcode: 2 };
    if (orders.has(fields.ORDERNUMBER ?? '')) return { ok: false, prcode: 14 };
    orders.set(fields.ORDERNUMBER ?? '', fields);
    return { ok: true };
  }

  /** The signed answer for an order (the query GP webpay sends the browser back with). */
  function answer(
    order: { ORDERNUMBER: string; MERORDERNUM?: string },
    o: GpAnswerOptions = next,
  ): Record<string, string> {
    const fields: Record<string, string> = {
      OPERATION: 'CREATE_ORDER',
      ORDERNUMBER: order.ORDERNUMBER,
      ...(order.MERORDERNUM ? { MERORDERNUM: order.MERORDERNUM } : {}),
      PRCODE: String(o.prcode ?? 0),
      SRCODE: String(o.srcode ?? 0),
      RESULTTEXT: o.resulttext ?? 'OK',
    };
    const text = gpDigestText(fields, GP_RESPONSE_DIGEST_ORDER);
    const key = o.signWith ?? keys.privateKey;
    fields.DIGEST = gpSign(text, key);
    fields.DIGEST1 = gpSign(`${text}|${o.digest1Merchant ?? opts.merchantNumber}`, key);
    return fields;
  }

  /** A real HTTP endpoint (`POST /pgw/order.do`, urlencoded) answering 302 to the order's URL. */
  async function listen(): Promise<{ url: string; close: () => Promise<void> }> {
    const server: Server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      req.on('end', () => {
        const fields = Object.fromEntries(new URLSearchParams(raw));
        const checked = receive(fields);
        const back = new URL(fields.URL ?? 'http://invalid.test/');
        const answerFields = checked.ok
          ? answer({ ORDERNUMBER: fields.ORDERNUMBER!, MERORDERNUM: fields.MERORDERNUM })
          : answer(
              { ORDERNUMBER: fields.ORDERNUMBER ?? '0', MERORDERNUM: fields.MERORDERNUM },
              { prcode: checked.prcode, srcode: 0, resulttext: 'Refused' },
            );
        for (const [k, v] of Object.entries(answerFields)) back.searchParams.set(k, v);
        res.writeHead(302, { location: back.toString() }).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}/pgw/order.do`,
      close: () => new Promise<void>((r) => server.close(() => r())),
    };
  }

  return {
    publicKeyPem,
    orders,
    receive,
    answer,
    listen,
    /** What the next paid order answers. */
    setNext(o: GpAnswerOptions) {
      next = o;
    },
  };
}
