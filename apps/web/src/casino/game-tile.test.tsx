// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Game } from '@croupier/contract/casino';
import { FAVOURITES_KEY } from './api/favourites.ts';
import { GameTile, type TileTexts, type TileViewer } from './game-tile.tsx';

const toastError = vi.fn();
vi.mock('sonner', () => ({ toast: { error: (text: string) => toastError(text) } }));

const GAME: Game = {
  id: 7,
  provider_id: 2,
  slug: 'jade-dragon',
  name: 'Jade Dragon',
  type: 'slot',
  reels_numbers: 5,
  is_desktop: true,
  is_mobile: true,
  has_demo: true,
  rank: 1,
  image_url: '/media/games/jade-dragon.svg',
  provider: { id: 2, code: 'neon', name: 'Neon Reels' },
  rtp: 96.12,
  jackpot_rtp: null,
  volatility: 'high',
  is_new: true,
  is_popular: false,
};

const TEXTS: TileTexts = {
  play: 'Play',
  isNew: 'New',
  popular: 'Popular',
  rtp: (p) => `RTP ${p}`,
  volatility: (v) => ({ low: 'Low', medium: 'Medium', high: 'High' })[v],
  volatilitySpoken: (v) => `Volatility: ${v}`,
  demo: 'Demo',
  demoLabel: (name) => `Demo: play ${name} for fun`,
  favouriteLabel: (name) => `Mark ${name} as favourite`,
  favouriteRefused: () => 'The favourite could not be saved.',
};

type Reply = { status: number; body: unknown };

/** The platform: answers by method and path, records the calls. */
function platform(replies: Record<string, () => Reply | Promise<Reply>>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${new URL(input, 'http://x').pathname}`;
      calls.push(key);
      const reply = replies[key];
      if (!reply) return new Response('{"message":"not found"}', { status: 404 });
      const { status, body } = await reply();
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}

/** The game page's address, as the tile opened it. */
function GamePageStub() {
  const { pathname, search } = useLocation();
  return <p>game page {`${pathname}${search}`}</p>;
}

function renderTile(viewer: TileViewer, game: Game = GAME, client = new QueryClient()) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/casino']}>
        <Routes>
          <Route
            path="/en/casino"
            element={
              <ul>
                <GameTile
                  game={game}
                  lang="en"
                  variant="game"
                  texts={TEXTS}
                  viewer={viewer}
                  eager
                />
              </ul>
            }
          />
          <Route path="/en/game/play/:providerId/:gameId" element={<GamePageStub />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastError.mockReset();
});

describe('GameTile', () => {
  it('shows the badges, the RTP and the volatility', () => {
    platform({});
    renderTile('guest');
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.queryByText('Popular')).toBeNull();
    expect(screen.getByText('RTP 96.12%')).toBeTruthy();
    expect(screen.getByText('High')).toBeTruthy();
    expect(screen.getByText('Volatility: high')).toBeTruthy();
  });

  it('leaves out what a game does not state', () => {
    platform({});
    renderTile('guest', { ...GAME, rtp: null, volatility: null, is_new: false });
    expect(screen.queryByText(/RTP/)).toBeNull();
    expect(screen.queryByText(/Volatility/)).toBeNull();
    expect(screen.queryByText('New')).toBeNull();
  });

  it('gives a guest a Demo button that opens the game page in demo, and no heart', () => {
    platform({});
    renderTile('guest');
    expect(screen.queryByRole('button', { name: /favourite/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Demo: play Jade Dragon for fun' }));
    expect(screen.getByText('game page /en/game/play/2/7?mode=demo')).toBeTruthy();
  });

  it('gives a player the Demo button too: the game page with play money', () => {
    platform({ 'GET /v1/me/favourite-games': () => ({ status: 200, body: { data: [] } }) });
    renderTile('player');
    expect(screen.getByRole('button', { name: 'Mark Jade Dragon as favourite' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Demo: play Jade Dragon for fun' }));
    expect(screen.getByText('game page /en/game/play/2/7?mode=demo')).toBeTruthy();
  });

  it('opens the game page for real from the tile itself', () => {
    platform({ 'GET /v1/me/favourite-games': () => ({ status: 200, body: { data: [] } }) });
    renderTile('player');
    fireEvent.click(screen.getByRole('link'));
    expect(screen.getByText('game page /en/game/play/2/7')).toBeTruthy();
  });

  it('gives no Demo button for a game without demo play', () => {
    platform({ 'GET /v1/me/favourite-games': () => ({ status: 200, body: { data: [] } }) });
    renderTile('guest', { ...GAME, has_demo: false });
    expect(screen.queryByRole('button', { name: /Demo/ })).toBeNull();
    cleanup();
    renderTile('player', { ...GAME, has_demo: false });
    expect(screen.queryByRole('button', { name: /Demo/ })).toBeNull();
  });

  it('gives a player a heart named after the game, pressed for a favourite', async () => {
    platform({ 'GET /v1/me/favourite-games': () => ({ status: 200, body: { data: [GAME] } }) });
    renderTile('player');
    const heart = screen.getByRole('button', { name: 'Mark Jade Dragon as favourite' });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
  });

  it('fills the heart at once and keeps it when the platform agrees', async () => {
    let release: () => void = () => {};
    // The platform's list: the game is in it once the PUT is answered (a read after it says so).
    let saved = false;
    const calls = platform({
      'GET /v1/me/favourite-games': () => ({ status: 200, body: { data: saved ? [GAME] : [] } }),
      'PUT /v1/me/favourite-games/7': () =>
        new Promise<Reply>((resolve) => {
          release = () => {
            saved = true;
            resolve({ status: 200, body: { data: { game_id: 7, is_favourite: true } } });
          };
        }),
    });
    const client = renderTile('player');
    const heart = screen.getByRole('button', { name: 'Mark Jade Dragon as favourite' });
    await waitFor(() => expect(client.getQueryData(FAVOURITES_KEY)).toEqual([]));
    expect(heart.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(heart);
    // Before the platform answers.
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(calls).toContain('PUT /v1/me/favourite-games/7');
    await act(async () => release());
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(toastError).not.toHaveBeenCalled();
  });

  it('puts the heart back and says so when the platform refuses', async () => {
    let reads = 0;
    let refuse: () => void = () => {};
    const calls = platform({
      // Only the first read answers: what the heart shows after the refusal is the rollback's.
      'GET /v1/me/favourite-games': () =>
        reads++ === 0 ? { status: 200, body: { data: [GAME] } } : new Promise<Reply>(() => {}),
      'DELETE /v1/me/favourite-games/7': () =>
        new Promise<Reply>((resolve) => {
          refuse = () => resolve({ status: 500, body: { message: 'boom' } });
        }),
    });
    renderTile('player');
    const heart = screen.getByRole('button', { name: 'Mark Jade Dragon as favourite' });
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));

    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    await waitFor(() => expect(calls).toContain('DELETE /v1/me/favourite-games/7'));
    await act(async () => refuse());
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('The favourite could not be saved.'),
    );
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });
});
