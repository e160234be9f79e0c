// @vitest-environment happy-dom
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { clearToken, setToken } from '../auth/token.ts';
import { Component as GamePage } from './game-page.tsx';

vi.mock('../lib/i18n.ts', () => ({ i18n: { language: 'en' } }));
vi.mock('../lib/translation.tsx', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) =>
      values ? `${key} ${JSON.stringify(values)}` : key,
  }),
}));

const GAME = {
  id: 7,
  provider_id: 1,
  slug: 'lucky-sevens',
  name: 'Lucky Sevens',
  type: 'slot',
  reels_numbers: 3,
  is_desktop: true,
  is_mobile: true,
  rank: 1,
  image_url: '/media/games/lucky-sevens.svg',
  provider: { id: 1, code: 'croupier', name: 'Croupier Studio' },
  description: 'Three reels.',
  engine: 'slots',
  section_ids: [1],
  is_enabled: true,
};

const BALANCE = {
  total: 100,
  bonus: 0,
  available: 100,
  deposited: 0,
  target: 0,
  freespins: 0,
  freespins_counter: 0,
  counter_percentage: 0,
  campaign: null,
};

const PLAYER = {
  id: 5,
  user_id: 5,
  skin_id: 1,
  currency: { id: 1, code: 'EUR', symbol: '€' },
  balance: BALANCE,
  information: { reality_minutes: 15 },
  marketing: { terms_and_conditions: true, newsletter: false },
};

type Reply = { status: number; body: unknown };
const json = ({ status, body }: Reply) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

/** A platform stub: answers by path; `play` answers casino/play. */
function stubPlatform(
  play: Reply,
  wallet = { total: 100 },
  extra: { player?: object; balance?: object; ping?: Reply } = {},
) {
  const fetch = vi.fn((url: string, _init?: RequestInit) => {
    const path = new URL(url, 'http://site').pathname;
    if (path === '/v1/static/casinoGames/7') return json({ status: 200, body: { data: GAME } });
    if (path === '/v1/casino/play/croupier') return json(play);
    if (path === '/v1/me') return json({ status: 200, body: { data: extra.player ?? PLAYER } });
    if (path === '/v1/me/balance') {
      const balance = { ...BALANCE, ...extra.balance, total: wallet.total };
      return json({ status: 200, body: { data: balance } });
    }
    if (path === '/v1/campaigns/3/players/5/ping' && extra.ping) return json(extra.ping);
    return json({ status: 404, body: { message: 'not_found' } });
  });
  vi.stubGlobal('fetch', fetch);
  const calls = (path: string) =>
    fetch.mock.calls.filter(([url]) => new URL(url, 'http://site').pathname === path);
  return { fetch, calls };
}

function renderGame(entry = '/en/game/play/1/7') {
  const router = createMemoryRouter(
    [
      { path: '/:lang/game/play/:providerId/:gameId', element: <GamePage /> },
      { path: '/:lang', element: <p>home page</p> },
    ],
    { initialEntries: [entry] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  clearToken();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.cookie = 'realityCheck=; Max-Age=0; Path=/';
});

describe('game page', () => {
  it('a guest gets the demo frame, launched once even under StrictMode', async () => {
    const platform = stubPlatform({
      status: 200,
      body: { data: { play_for_fun: '/studio/launch/demo-1' } },
    });
    renderGame();
    const frame = await screen.findByTitle('Lucky Sevens');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('/studio/launch/demo-1');
    expect(frame.getAttribute('allow')).toContain('fullscreen');
    expect(screen.getByText('demo_login')).toBeTruthy();
    const plays = platform.calls('/v1/casino/play/croupier');
    expect(plays).toHaveLength(1);
    expect(JSON.parse(String(plays[0]?.[1]?.body))).toEqual({
      is_demo: 1,
      game_id: 7,
      provider_id: 1,
      user_language: 'en',
      user_currency: 'EUR',
    });
  });

  it("a guest's demo launch sent by the page as it arrived is used once, not sent again", async () => {
    const platform = stubPlatform({ status: 500, body: { message: 'not this one' } });
    window.__croupierLaunch = {
      key: '7:1:en',
      answer: json({ status: 200, body: { data: { play_for_fun: '/studio/launch/early-1' } } }),
    };
    renderGame();
    const frame = await screen.findByTitle('Lucky Sevens');
    expect(frame.getAttribute('src')).toBe('/studio/launch/early-1');
    expect(platform.calls('/v1/casino/play/croupier')).toHaveLength(0);
    expect(window.__croupierLaunch).toBeUndefined();
  });

  describe('a frame the page opened as it arrived (moveBefore)', () => {
    type Movable = HTMLElement & { moveBefore?: (node: Node, child: Node | null) => void };
    const moved: Node[] = [];
    const proto = HTMLElement.prototype as Movable;
    beforeEach(() => {
      moved.length = 0;
      // happy-dom has no moveBefore: a move that records what it moved.
      proto.moveBefore = function (this: HTMLElement, node: Node, child: Node | null) {
        moved.push(node);
        this.insertBefore(node, child);
      };
    });
    afterEach(() => {
      delete proto.moveBefore;
    });
    /** The hidden frame as site/early-launch.ts leaves it (no address here: happy-dom would load it). */
    const openedEarly = (url: string, loaded: boolean) => {
      const holder = document.createElement('div');
      const el = document.createElement('iframe');
      if (loaded) el.setAttribute('data-loaded', '');
      holder.append(el);
      document.body.append(holder);
      window.__croupierFrame = { url, el };
      return { holder, el };
    };

    it('is moved into the stage for its launch, not opened again', async () => {
      const platform = stubPlatform({ status: 500, body: { message: 'not this one' } });
      window.__croupierLaunch = {
        key: '7:1:en',
        answer: json({ status: 200, body: { data: { play_for_fun: '/studio/launch/early-2' } } }),
      };
      const { holder, el } = openedEarly('/studio/launch/early-2', true);
      renderGame();
      const frame = await screen.findByTitle('Lucky Sevens');
      expect(frame).toBe(el);
      expect(moved).toEqual([el]);
      expect(frame.closest('main')).not.toBeNull();
      expect(holder.isConnected).toBe(false);
      expect(document.querySelectorAll('iframe')).toHaveLength(1);
      expect(window.__croupierFrame).toBeUndefined();
      expect(platform.calls('/v1/casino/play/croupier')).toHaveLength(0);
      // Its page had loaded before the site came: no loading sign over it.
      await waitFor(() => expect(screen.queryByText('game_loading')).toBeNull());
    });

    it('one for another address is closed, and the page opens its own', async () => {
      stubPlatform({ status: 200, body: { data: { play_for_fun: '/studio/launch/demo-3' } } });
      const { holder } = openedEarly('/studio/launch/someone-else', false);
      renderGame();
      const frame = await screen.findByTitle('Lucky Sevens');
      expect(frame.getAttribute('src')).toBe('/studio/launch/demo-3');
      expect(moved).toEqual([]);
      expect(holder.isConnected).toBe(false);
      expect(document.querySelectorAll('iframe')).toHaveLength(1);
    });
  });

  it("another game's or language's early launch is not used: the page launches its own", async () => {
    const platform = stubPlatform({
      status: 200,
      body: { data: { play_for_fun: '/studio/launch/demo-1' } },
    });
    window.__croupierLaunch = {
      key: '7:1:de',
      answer: json({ status: 200, body: { data: { play_for_fun: '/studio/launch/early-de' } } }),
    };
    renderGame();
    expect((await screen.findByTitle('Lucky Sevens')).getAttribute('src')).toBe(
      '/studio/launch/demo-1',
    );
    expect(platform.calls('/v1/casino/play/croupier')).toHaveLength(1);
  });

  it('an early launch that failed on the way offers the retry, which launches anew', async () => {
    const platform = stubPlatform({
      status: 200,
      body: { data: { play_for_fun: '/studio/launch/demo-1' } },
    });
    const answer = Promise.reject(new TypeError('Failed to fetch'));
    // As the page's script does: a failure nobody took yet is no unhandled rejection.
    answer.catch(() => undefined);
    window.__croupierLaunch = { key: '7:1:en', answer };
    renderGame();
    expect(await screen.findByText('launch_server_error')).toBeTruthy();
    expect(platform.calls('/v1/casino/play/croupier')).toHaveLength(0);
    act(() => screen.getByRole('button', { name: 'retry' }).click());
    expect((await screen.findByTitle('Lucky Sevens')).getAttribute('src')).toBe(
      '/studio/launch/demo-1',
    );
    expect(platform.calls('/v1/casino/play/croupier')).toHaveLength(1);
  });

  it('a game without demo play: a guest gets no demo launch, the refusal and the login link', async () => {
    const platform = stubPlatform({
      status: 200,
      body: { data: { play_for_fun: '/studio/launch/demo-1' } },
    });
    const serve = platform.fetch.getMockImplementation()!;
    platform.fetch.mockImplementation((url: string, init?: RequestInit) =>
      new URL(url, 'http://site').pathname === '/v1/static/casinoGames/7'
        ? json({ status: 200, body: { data: { ...GAME, has_demo: false } } })
        : serve(url, init),
    );
    renderGame();
    expect(await screen.findByText('launch_not_available')).toBeTruthy();
    expect(screen.getByText('demo_login')).toBeTruthy();
    expect(screen.queryByText('demo_hint')).toBeNull();
    expect(screen.queryByTitle('Lucky Sevens')).toBeNull();
    expect(platform.calls('/v1/casino/play/croupier')).toHaveLength(0);
  });

  it('an empty launch says GAME NOT AVAILABLE', async () => {
    stubPlatform({ status: 200, body: { data: {} } });
    renderGame();
    expect(await screen.findByText('launch_not_available')).toBeTruthy();
    expect(screen.queryByTitle('Lucky Sevens')).toBeNull();
  });

  it('an excluded player reads until when, then goes home', async () => {
    setToken('session');
    stubPlatform({
      status: 403,
      body: { message: 'account_disabled', until: '2026-12-24T18:30:00.000Z' },
    });
    const router = renderGame();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('launch_account_disabled');
    expect(alert.textContent).toContain('December 24, 2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'), { timeout: 7000 });
  }, 10_000);

  it('a player plays for real: the real body, and the balance is read again after a round', async () => {
    setToken('session');
    const wallet = { total: 100 };
    const platform = stubPlatform(
      { status: 200, body: { data: { play_for_real: '/studio/launch/real-1' } } },
      wallet,
    );
    renderGame();
    const frame = (await screen.findByTitle('Lucky Sevens')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/studio/launch/real-1');
    const body = JSON.parse(String(platform.calls('/v1/casino/play/croupier')[0]?.[1]?.body));
    expect(body).toMatchObject({ game_id: 7, provider_id: 1, user_id: 5, user_currency: 'EUR' });
    expect(body.is_demo).toBeUndefined();
    await waitFor(() => expect(platform.calls('/v1/me/balance').length).toBeGreaterThan(0));
    // The frame shows the balance it plays with: the page's bar does not repeat it.
    expect(screen.queryByText('€100.00')).toBeNull();
    // A round of 2.50 lost, settled in the platform; the 5-s poll has not run yet.
    wallet.total = 97.5;
    await new Promise((r) => setTimeout(r, 50));
    const before = platform.calls('/v1/me/balance').length;

    // Another window posting the same message is ignored; the frame's own is heard.
    const round = { type: 'croupier:round', status: 'settled', balance: 9750 };
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: round, origin: location.origin, source: window }),
      );
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(platform.calls('/v1/me/balance').length).toBe(before);
    // The frame's page is not loaded here: it gets a window of its own to post from.
    const frameWindow = {} as Window;
    Object.defineProperty(frame, 'contentWindow', { value: frameWindow });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: round,
          origin: location.origin,
          source: frameWindow,
        }),
      );
    });
    await waitFor(() => expect(platform.calls('/v1/me/balance').length).toBeGreaterThan(before));
  });

  it('a player plays for fun on request: the demo body, and back to real money', async () => {
    setToken('session');
    let launches = 0;
    const platform = stubPlatform({
      status: 200,
      body: { data: { play_for_fun: '/studio/launch/demo-2' } },
    });
    const serve = platform.fetch.getMockImplementation()!;
    platform.fetch.mockImplementation((url: string, init?: RequestInit) => {
      if (new URL(url, 'http://site').pathname !== '/v1/casino/play/croupier') {
        return serve(url, init);
      }
      launches += 1;
      const demo = JSON.parse(String(init?.body)).is_demo === 1;
      return json({
        status: 200,
        body: {
          data: demo
            ? { play_for_fun: `/studio/launch/demo-${launches}` }
            : { play_for_real: `/studio/launch/real-${launches}` },
        },
      });
    });
    // Terms not accepted: play money needs no acceptance.
    const router = renderGame('/en/game/play/1/7?mode=demo');
    const frame = await screen.findByTitle('Lucky Sevens');
    expect(frame.getAttribute('src')).toBe('/studio/launch/demo-1');
    const [first] = platform.calls('/v1/casino/play/croupier');
    expect(JSON.parse(String(first?.[1]?.body))).toMatchObject({ is_demo: 1, game_id: 7 });
    expect(screen.getByText('demo_hint')).toBeTruthy();
    expect(screen.queryByText('demo_login')).toBeNull();
    expect(screen.queryByRole('button', { name: /demo_button_label/ })).toBeNull();

    act(() => screen.getByRole('button', { name: 'play_real' }).click());
    await waitFor(() =>
      expect(screen.getByTitle('Lucky Sevens').getAttribute('src')).toBe('/studio/launch/real-2'),
    );
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('demo_hint')).toBeNull();

    // The bar's Demo button switches back to play money.
    act(() =>
      screen.getByRole('button', { name: 'demo_button_label {"name":"Lucky Sevens"}' }).click(),
    );
    await waitFor(() =>
      expect(screen.getByTitle('Lucky Sevens').getAttribute('src')).toBe('/studio/launch/demo-3'),
    );
    expect(router.state.location.search).toBe('?mode=demo');
  });

  it('a player whose balance is too low is offered the deposit and play for fun', async () => {
    setToken('session');
    const platform = stubPlatform({ status: 402, body: { message: 'insufficient_balance' } });
    renderGame();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('launch_insufficient_balance');
    expect(screen.getByRole('link', { name: 'deposit_now' })).toBeTruthy();
    const serve = platform.fetch.getMockImplementation()!;
    platform.fetch.mockImplementation((url: string, init?: RequestInit) =>
      new URL(url, 'http://site').pathname === '/v1/casino/play/croupier'
        ? json({ status: 200, body: { data: { play_for_fun: '/studio/launch/demo-9' } } })
        : serve(url, init),
    );
    act(() => screen.getByRole('button', { name: 'play_demo' }).click());
    const frame = await screen.findByTitle('Lucky Sevens');
    expect(frame.getAttribute('src')).toBe('/studio/launch/demo-9');
    const plays = platform.calls('/v1/casino/play/croupier');
    expect(JSON.parse(String(plays.at(-1)?.[1]?.body))).toMatchObject({ is_demo: 1 });
  });

  it('a game without demo play offers a player no switch to play money', async () => {
    setToken('session');
    const platform = stubPlatform({ status: 402, body: { message: 'insufficient_balance' } });
    const serve = platform.fetch.getMockImplementation()!;
    platform.fetch.mockImplementation((url: string, init?: RequestInit) =>
      new URL(url, 'http://site').pathname === '/v1/static/casinoGames/7'
        ? json({ status: 200, body: { data: { ...GAME, has_demo: false } } })
        : serve(url, init),
    );
    renderGame();
    expect(await screen.findByText('launch_insufficient_balance')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'play_demo' })).toBeNull();
    expect(screen.queryByRole('button', { name: /demo_button_label/ })).toBeNull();
  });

  it('terms not accepted: the yes/no prompt, and no goes home', async () => {
    setToken('session');
    stubPlatform({ status: 403, body: { message: 'terms_not_accepted' } });
    const router = renderGame();
    // The prompt is a lazy chunk: give a busy machine time to load it.
    const no = await screen.findByRole('button', { name: 'terms_decline' }, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'terms_accept' })).toBeTruthy();
    act(() => no.click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });

  it('the bonus box shows the campaign when the platform says the game uses the bonus', async () => {
    setToken('session');
    const bonus = {
      target: 600,
      counter_percentage: 25,
      campaign: { id: 3, name: 'Welcome', max_bet: 5 },
    };
    const platform = stubPlatform(
      { status: 200, body: { data: { play_for_real: '/studio/launch/real-2' } } },
      { total: 50 },
      {
        player: { ...PLAYER, balance: { ...BALANCE, ...bonus } },
        balance: bonus,
        ping: { status: 200, body: { data: { useBonus: true } } },
      },
    );
    renderGame();
    const box = await screen.findByRole('region', { name: 'bonus_box_title' });
    expect(box.textContent).toContain('€600.00');
    expect(box.textContent).toContain('€150.00');
    expect(box.textContent).toContain('25%');
    expect(box.textContent).toContain('€5.00');
    const ping = platform.calls('/v1/campaigns/3/players/5/ping');
    expect(ping).toHaveLength(1);
    expect(JSON.parse(String(ping[0]?.[1]?.body))).toEqual({ game_id: 7, provider_id: 1 });
  });

  it('no bonus box when the game does not play with the bonus', async () => {
    setToken('session');
    const bonus = { target: 600, campaign: { id: 3, name: 'Welcome', max_bet: null } };
    const platform = stubPlatform(
      { status: 200, body: { data: { play_for_real: '/studio/launch/real-3' } } },
      { total: 50 },
      {
        player: { ...PLAYER, balance: { ...BALANCE, ...bonus } },
        balance: bonus,
        ping: { status: 200, body: { data: { useBonus: false } } },
      },
    );
    renderGame();
    await screen.findByTitle('Lucky Sevens');
    await waitFor(() => expect(platform.calls('/v1/campaigns/3/players/5/ping')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'bonus_box_title' })).toBeNull();
  });
});
