// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { RecentGame } from '@croupier/contract/lobby';
import { RecentlyPlayed } from './recently-played.tsx';

vi.mock('../lib/translation.tsx', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) =>
      values ? `${key} ${JSON.stringify(values)}` : key,
  }),
}));

const recent = (id: number, name: string, minutesAgo: number): RecentGame => ({
  id,
  provider_id: 1,
  slug: `g${id}`,
  name,
  type: 'slot',
  reels_numbers: 5,
  is_desktop: true,
  is_mobile: true,
  has_demo: true,
  rank: id,
  image_url: `/media/games/g${id}.svg`,
  provider: { id: 1, code: 'croupier', name: 'Croupier Studio' },
  rtp: 96,
  jackpot_rtp: null,
  volatility: 'low',
  is_new: false,
  is_popular: false,
  last_played_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  mode: 'real',
});

function serve(status: number, data: RecentGame[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      urls.push(input);
      return new Response(JSON.stringify(status === 200 ? { data } : { message: 'boom' }), {
        status,
      });
    }),
  );
  return urls;
}

function renderRow() {
  const { container } = render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <RecentlyPlayed lang="en" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return container;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RecentlyPlayed', () => {
  it('offers the last game to continue and lists the ones before it', async () => {
    const urls = serve(200, [recent(3, 'Jade Dragon', 5), recent(9, 'Lucky Sevens', 90)]);
    renderRow();
    const card = await screen.findByRole('link', { name: /^continue_eyebrow Jade Dragon/ });
    expect(card.getAttribute('href')).toBe('/en/game/play/1/3');
    expect(card.textContent).toContain('played_ago {"when":"5 minutes ago"}');
    expect(screen.getByRole('heading', { level: 2, name: 'recent_title' })).toBeTruthy();
    const others = screen.getAllByRole('listitem');
    expect(others).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Lucky Sevens' })).toBeTruthy();
    expect(urls[0]).toContain('/v1/me/recent-games?limit=12');
  });

  it('shows nothing for a player without history', async () => {
    serve(200, []);
    const container = renderRow();
    await waitFor(() => expect(container.querySelector('.recent--loading')).toBeNull());
    expect(container.textContent).toBe('');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    serve(500, []);
    renderRow();
    expect(await screen.findByRole('button', { name: 'recent_error' })).toBeTruthy();
  });
});
