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

  test('writes the first screen data into the page, in the language of the address', async ({
    request,
  }) => {
    const html = await (await request.get('/de/casino')).text();
    const json = /<script id="croupier-bootstrap" type="application\/json">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(json).toBeDefined();
    const data = JSON.parse(json!) as {
      language: string;
      skin: { name: string };
      translations: Record<string, Record<string, string>>;
    };
    expect(data.language).toBe('de');
    expect(data.skin.name).toBe('Croupier Casino');
    expect(data.translations.header?.casino).toBeTruthy();
    expect(Object.keys(data.translations)).toEqual(
      expect.arrayContaining(['common', 'header', 'footer', 'cookies', 'casino']),
    );
    const banner =
      /<link rel="preload" as="image" href="(\/media\/banners\/[^"]+-mobile\.svg)"/.exec(html)?.[1];
    expect(banner).toBeDefined();
    expect((await request.get(banner!)).status()).toBe(200);
    const cs = await (await request.get('/casino', { headers: { cookie: 'language=cs' } })).text();
    expect(cs).toContain('"language":"cs"');
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
