/**
 * TRUST_PROXY: `true`, `false` or the reverse proxies' addresses and CIDR ranges. With a list,
 * X-Forwarded-For is believed only from those proxies, both by Fastify (the request's address:
 * rate limits, lockouts, the audit) and by the realtime socket's handshake guard; a client that
 * reaches a node directly cannot choose its address.
 */
import type { IncomingMessage } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { createHandshakeGuard } from '../src/realtime/handshake-guard.ts';

describe('TRUST_PROXY', () => {
  it('reads true, false and lists of addresses or CIDR ranges', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '172.28.0.0/24' }).TRUST_PROXY).toEqual(['172.28.0.0/24']);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.5, fd00::/8,127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      'fd00::/8',
      '127.0.0.1',
    ]);
  });

  it.each(['yes', '10.0.0.0/33', 'fd00::/129', '10.0.0', '10.0.0.0/8/8', 'proxy.local', ''])(
    'refuses %j with a message naming the variable',
    (value) => {
      expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be true, false/);
    },
  );

  it('makes Fastify believe X-Forwarded-For from the listed proxies only', async () => {
    const app = Fastify({ trustProxy: loadEnv({ TRUST_PROXY: '172.28.0.0/24' }).TRUST_PROXY });
    app.get('/ip', (req) => ({ ip: req.ip }));
    const ip = async (remoteAddress: string, forwarded: string) =>
      (
        await app.inject({
          url: '/ip',
          remoteAddress,
          headers: { 'x-forwarded-for': forwarded },
        })
      ).json<{ ip: string }>().ip;
    // Through the proxy: the client's address; a client's own made-up entry is not believed.
    expect(await ip('172.28.0.10', '203.0.113.7')).toBe('203.0.113.7');
    expect(await ip('172.28.0.10', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    // Straight to the node: the peer's address, whatever the header says.
    expect(await ip('192.0.2.50', '203.0.113.7')).toBe('192.0.2.50');
    await app.close();
  });

  it("makes the socket's handshake guard count the client behind a listed proxy", () => {
    const guard = createHandshakeGuard({
      publicUrl: 'https://casino.example',
      perMinute: 1,
      trustProxy: loadEnv({ TRUST_PROXY: '172.28.0.0/24' }).TRUST_PROXY,
    });
    const handshake = (peer: string, forwarded: string) => {
      const req = {
        headers: { 'x-forwarded-for': forwarded },
        socket: { remoteAddress: peer },
      } as unknown as IncomingMessage;
      let allowed = false;
      guard.allowRequest(req, (_err, ok) => (allowed = ok));
      return allowed;
    };
    // Two clients behind the proxy have a minute's handshake each.
    expect(handshake('::ffff:172.28.0.10', '203.0.113.7')).toBe(true);
    expect(handshake('::ffff:172.28.0.10', '203.0.113.8')).toBe(true);
    expect(handshake('::ffff:172.28.0.10', '203.0.113.7')).toBe(false);
    // A direct client cannot open a new budget by making up the header.
    expect(handshake('192.0.2.50', '198.51.100.1')).toBe(true);
    expect(handshake('192.0.2.50', '198.51.100.2')).toBe(false);
  });
});
