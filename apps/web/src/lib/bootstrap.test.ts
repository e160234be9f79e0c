import { afterEach, describe, expect, it, vi } from 'vitest';

/** The page as the server writes it: the bootstrap's JSON block at the end of the body. */
function page(data: unknown) {
  document.body.innerHTML = `<script id="croupier-bootstrap" type="application/json">${JSON.stringify(data)}</script>`;
}

// Each test reads its own page: the module keeps what it read once.
async function fresh() {
  vi.resetModules();
  return import('./bootstrap.ts');
}

afterEach(() => {
  document.head.querySelectorAll('link[rel=prefetch]').forEach((l) => l.remove());
});

const game = { id: 5, provider_id: 2, engine: 'slots', name: 'Orchard' };
const frameAssets = ['/studio/frame/assets/index-A.js', '/studio/frame/assets/slots-C.js'];

describe('the game page’s bootstrap', () => {
  it('gives the game only for its own ids', async () => {
    page({ language: 'en', game, frameAssets });
    const { bootstrapGame } = await fresh();
    expect(bootstrapGame(5, 2)).toMatchObject({ id: 5, name: 'Orchard' });
    expect(bootstrapGame(5, 3)).toBeUndefined();
    expect(bootstrapGame(6, 2)).toBeUndefined();
  });

  it('prefetches the frame’s files once, for the page’s own game, and nothing off the frame’s path', async () => {
    page({
      language: 'en',
      game,
      frameAssets: [...frameAssets, 'https://elsewhere.example/x.js', '/assets/other.js'],
    });
    const { prefetchFrameAssets } = await fresh();
    prefetchFrameAssets(6);
    expect(document.head.querySelectorAll('link[rel=prefetch]')).toHaveLength(0);
    prefetchFrameAssets(5);
    prefetchFrameAssets(5);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')];
    expect(links.map((l) => l.getAttribute('href'))).toEqual(frameAssets);
  });

  it('prefetches nothing without a bootstrap', async () => {
    document.body.innerHTML = '';
    const { prefetchFrameAssets, bootstrapGame } = await fresh();
    prefetchFrameAssets(5);
    expect(bootstrapGame(5, 2)).toBeUndefined();
    expect(document.head.querySelectorAll('link[rel=prefetch]')).toHaveLength(0);
  });
});
