import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { nonce, registerSecurityHeaders, type LiveChatSources } from './csp.ts';

/** Live-chat origins a test sets by hand (a staff change, as the cache bus would report it). */
function chatSources(initial: string[]): LiveChatSources & { set(list: string[]): void } {
  let origins: readonly string[] = initial;
  return {
    current: () => origins,
    fresh: async () => undefined,
    set: (list) => {
      origins = list;
    },
  };
}

async function appWith(chat: LiveChatSources) {
  const app = Fastify();
  await registerSecurityHeaders(app, {
    chat,
    kycOrigins: ['https://kyc.example'],
    paymentFormOrigins: ['https://pay.example'],
    gameFrameOrigins: ['https://games.example'],
    gameImageOrigins: ['https://img.example'],
  });
  app.get('/json', async (_req, reply) => ({
    nonce: (reply as unknown as { cspNonce: { style: string } }).cspNonce.style,
  }));
  app.get('/own-policy', async (_req, reply) =>
    reply.header('content-security-policy', "default-src 'none'; sandbox").send('x'),
  );
  return app;
}

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('security headers', () => {
  it("sends helmet's headers and a policy with this response's nonces, new ones each time", async () => {
    const app = await appWith(chatSources([]));
    const first = await app.inject({ url: '/json' });
    const second = await app.inject({ url: '/json' });
    expect(first.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-dns-prefetch-control': 'off',
      'x-permitted-cross-domain-policies': 'none',
      'origin-agent-cluster': '?1',
    });
    // Features: the camera for the KYC frame, full screen and autoplay for game frames, nothing else.
    const features = Object.fromEntries(
      String(first.headers['permissions-policy'])
        .split(', ')
        .map((d) => d.split('=') as [string, string]),
    );
    expect(features).toMatchObject({
      camera: '(self "https://kyc.example")',
      fullscreen: '(self "https://games.example")',
      autoplay: '(self "https://games.example")',
      geolocation: '()',
      microphone: '()',
      payment: '()',
      usb: '()',
    });
    // The game frames embed resources of other origins: no embedder policy.
    expect(first.headers['cross-origin-embedder-policy']).toBeUndefined();

    const csp = String(first.headers['content-security-policy']);
    const { nonce } = first.json<{ nonce: string }>();
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(directive(csp, 'style-src')).toBe(`style-src 'self' 'nonce-${nonce}'`);
    expect(directive(csp, 'script-src')).toMatch(/^script-src 'self' 'nonce-[0-9a-f]{32}'$/);
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: https://img.example");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://kyc.example");
    expect(directive(csp, 'frame-src')).toBe(
      "frame-src 'self' https://kyc.example https://games.example",
    );
    expect(directive(csp, 'form-action')).toBe("form-action 'self' https://pay.example");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe');
    expect(csp).not.toContain('PLACEHOLDER');

    const again = String(second.headers['content-security-policy']);
    expect(second.json<{ nonce: string }>().nonce).not.toBe(nonce);
    expect(again).not.toContain(nonce);
    await app.close();
  });

  it('draws 128-bit nonces that never repeat, across refills of the pool', () => {
    const seen = new Set<string>();
    // Several refills of the 256-nonce pool.
    for (let i = 0; i < 2000; i += 1) {
      const n = nonce();
      expect(n).toMatch(/^[0-9a-f]{32}$/);
      seen.add(n);
    }
    expect(seen.size).toBe(2000);
    expect(seen.has('0'.repeat(32))).toBe(false);
  });

  it('follows the live-chat origins of the moment', async () => {
    const chat = chatSources([]);
    const app = await appWith(chat);
    const before = String((await app.inject({ url: '/json' })).headers['content-security-policy']);
    expect(before).not.toContain('chat.example');
    chat.set(['https://chat.example']);
    const after = String((await app.inject({ url: '/json' })).headers['content-security-policy']);
    expect(directive(after, 'script-src')).toMatch(
      /^script-src 'self' https:\/\/chat\.example 'nonce-[0-9a-f]{32}'$/,
    );
    expect(directive(after, 'connect-src')).toBe(
      "connect-src 'self' https://kyc.example https://chat.example",
    );
    expect(directive(after, 'frame-src')).toBe(
      "frame-src 'self' https://kyc.example https://games.example https://chat.example",
    );
    await app.close();
  });

  it('lets a route send its own, stricter policy', async () => {
    const app = await appWith(chatSources([]));
    const res = await app.inject({ url: '/own-policy' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });
});
