import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SkinService } from '../skins/service.ts';
import { registerSkinAuth, sha256 } from './skin-auth.ts';

/** A skin store whose secret a test can rotate, counting the lookups. */
function skinsWith(secret: string) {
  const skin = { id: 7, apiSecretHash: sha256(secret) };
  let lookups = 0;
  const skins = {
    findByApiKey: async (key: string) => {
      lookups += 1;
      return key === 'site-key' ? skin : null;
    },
  } as unknown as SkinService;
  return {
    skins,
    rotate: (next: string) => (skin.apiSecretHash = sha256(next)),
    lookups: () => lookups,
  };
}

const basic = (key: string, secret: string) =>
  `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;

async function appWith(skins: SkinService) {
  const app = Fastify();
  app.setErrorHandler((err: { statusCode?: number }, _req, reply) =>
    reply.status(err.statusCode ?? 500).send({ refused: true }),
  );
  registerSkinAuth(app, skins);
  app.get('/v1/x', async (req) => ({ skin: req.skinId }));
  return app;
}

describe('skin authorization', () => {
  it('identifies the skin, refuses a wrong secret, and a rotated secret refuses a header that passed', async () => {
    const store = skinsWith('old-secret');
    const app = await appWith(store.skins);
    const get = (authorization?: string) =>
      app.inject({ url: '/v1/x', headers: authorization ? { authorization } : {} });

    const good = basic('site-key', 'old-secret');
    for (let i = 0; i < 3; i += 1) {
      const res = await get(good);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ skin: 7 });
    }
    // Each call still reads the skin (its cache decides how fresh), so a change is seen.
    expect(store.lookups()).toBe(3);

    expect((await get(basic('site-key', 'guess'))).statusCode).toBe(401);
    expect((await get(basic('other-key', 'old-secret'))).statusCode).toBe(401);
    expect((await get()).statusCode).toBe(401);
    expect((await get('Basic %%%')).statusCode).toBe(401);

    store.rotate('new-secret');
    expect((await get(good)).statusCode).toBe(401);
    expect((await get(good)).statusCode).toBe(401);
    expect((await get(basic('site-key', 'new-secret'))).statusCode).toBe(200);
    await app.close();
  });
});
