import { expect, test } from '@playwright/test';

test.describe('platform', () => {
  test('serves the site with a strict content security policy', async ({ request }) => {
    const res = await request.get('/');
    expect(res.status()).toBe(200);
    const csp = res.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(await res.text()).toMatch(/<meta name="croupier-skin" content="[A-Za-z0-9+/=]+"/);
  });

  test('answers unknown site paths with the app and unknown API paths with 404', async ({
    request,
  }) => {
    expect((await request.get('/some/deep/unknown/path')).status()).toBe(200);
    const api = await request.get('/v1/nothing-here');
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found' });
  });

  test('publishes the OpenAPI document', async ({ request }) => {
    const res = await request.get('/docs/json');
    expect(res.status()).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/v1/casino/games', '/v1/cms/banners', '/v1/cms/pages/{id}']),
    );
  });
});
