import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoundView, StudioSession } from '@croupier/contract/studio';
import type { GameUi } from '../games/types.ts';
import { App } from './app.tsx';

// A minimal engine UI: one button that bets its stake, a line that shows the round.
const fakeUi: GameUi = {
  Table: ({ play, round, busy, t, freeSpins }) => (
    <div>
      <button type="button" disabled={busy} onClick={() => void play({ stake: 100 })}>
        {t('spin')}
      </button>
      {freeSpins && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void play(freeSpins.bet, { freespin: true })}
        >
          {t('freespins.spin')}
        </button>
      )}
      <p data-testid="round">{round ? `${round.id}:${round.status}` : 'none'}</p>
      <p data-testid="free">{freeSpins ? `${freeSpins.left}/${freeSpins.total}` : 'none'}</p>
    </div>
  ),
  Rules: ({ t }) => <p>{t('rules.text')}</p>,
  describe: (round) => `pocket ${(round.view as { pocket: number }).pocket}`,
  texts: { en: { spin: 'Spin', 'rules.text': 'Pick a number.' }, de: { spin: 'Drehen' } },
};

vi.mock('../games/index.ts', () => ({ loadGameUi: async () => fakeUi }));

const session: StudioSession = {
  mode: 'demo',
  game: {
    id: 7,
    slug: 'velvet-roulette',
    name: 'Velvet Roulette',
    engine: 'roulette',
    settings: {},
    provider: { id: 1, name: 'Croupier Originals' },
    info: {
      rtp: 0.97297,
      rtpMethod: 'exact',
      minStake: 10,
      maxStake: 50000,
      maxMultiplier: 36,
      details: null,
    },
  },
  currency: { code: 'EUR', symbol: '€' },
  balance: 100000,
  language: 'en',
  fairness: { nextSeedHash: 'c0ffee', nextNonce: 1 },
  openRound: null,
};

function round(id: string, win: number): RoundView {
  return {
    id,
    gameId: 7,
    status: 'settled',
    stake: 100,
    win,
    view: { pocket: 17 },
    bet: { stake: 100 },
    fairness: { seedHash: 'aa', clientSeed: 'x', nonce: 1, serverSeed: 'bb' },
    createdAt: '2026-11-22T10:00:00.000Z',
    settledAt: '2026-11-22T10:00:00.000Z',
  };
}

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;
let handler: Handler;
const calls: { url: string; init?: RequestInit }[] = [];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls.length = 0;
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/studio/frame/#s=test-session-token');
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return handler(url, init);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the frame', () => {
  it('opens the session, plays a round and updates the balance', async () => {
    const posted: unknown[] = [];
    const parent = { postMessage: (message: unknown) => posted.push(message) };
    Object.defineProperty(window, 'parent', { value: parent, configurable: true });
    handler = (url, init) => {
      if (url === '/studio/v1/session') return json(200, { data: session });
      if (url === '/studio/v1/rounds' && init?.method === 'POST') {
        return json(200, {
          data: {
            round: round('r1', 3600),
            balance: 103500,
            fairness: { nextSeedHash: 'beef', nextNonce: 2 },
          },
        });
      }
      return json(404, { message: 'round_not_found' });
    };
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Velvet Roulette' })).toBeTruthy();
    // The token left the address bar but stays for a reload of the frame.
    expect(window.location.hash).toBe('');
    expect(sessionStorage.getItem('croupier:studio-session')).toBe('test-session-token');
    expect(screen.getByText('€1,000.00')).toBeTruthy();
    expect(screen.getByText('Demo')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(screen.getByTestId('round').textContent).toBe('r1:settled'));
    expect(screen.getByText('€1,035.00')).toBeTruthy();
    const body = JSON.parse(String(calls.at(-1)?.init?.body)) as Record<string, unknown>;
    expect(body.bet).toEqual({ stake: 100 });
    expect(typeof body.clientSeed).toBe('string');
    expect(typeof body.requestId).toBe('string');
    expect(new Headers(calls.at(-1)?.init?.headers).get('studio-session')).toBe(
      'test-session-token',
    );
    expect(posted).toEqual([{ type: 'croupier:round', status: 'settled', balance: 103500 }]);
    Object.defineProperty(window, 'parent', { value: window, configurable: true });
  });

  it("starts from the launch page's session without asking for it", async () => {
    window.history.replaceState(null, '', '/studio/launch/used-link');
    handler = () => json(500, { message: 'unexpected' });
    render(<App boot={{ token: 'boot-session-token', session }} />);
    expect(await screen.findByRole('heading', { name: 'Velvet Roulette' })).toBeTruthy();
    expect(screen.getByText('€1,000.00')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/studio/v1/session')).toEqual([]);
    handler = (url, init) =>
      url === '/studio/v1/rounds' && init?.method === 'POST'
        ? json(200, {
            data: {
              round: round('r2', 0),
              balance: 99900,
              fairness: { nextSeedHash: 'beef', nextNonce: 2 },
            },
          })
        : json(404, { message: 'round_not_found' });
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(screen.getByText('€999.00')).toBeTruthy());
    expect(new Headers(calls.at(-1)?.init?.headers).get('studio-session')).toBe(
      'boot-session-token',
    );
  });

  it('shows a refused bet as a translated message with the limit as money', async () => {
    handler = (url) =>
      url === '/studio/v1/session'
        ? json(200, { data: session })
        : json(422, { message: 'stake_above_max', params: { max: 50000 } });
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The maximum stake is €500.00.',
    );
  });

  it('ends the frame when the session has ended', async () => {
    handler = () => json(401, { message: 'session_invalid' });
    render(<App />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This game session has ended. Reopen the game from the casino.',
    );
  });

  it('offers a retry after a network error', async () => {
    let fail = true;
    handler = () => {
      if (fail) throw new TypeError('Failed to fetch');
      return json(200, { data: session });
    };
    render(<App />);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Velvet Roulette' })).toBeTruthy();
  });

  it('says "loading" in the launch\'s language, never in English first', async () => {
    window.history.replaceState(null, '', '/studio/frame/?l=de#s=test-session-token');
    // The session does not answer while the loading screen is looked at.
    handler = () => new Promise<Response>(() => undefined);
    render(<App />);
    expect(screen.getByRole('status').textContent).not.toContain('Loading');
    expect(await screen.findByText('Spiel wird geladen…')).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    // The language stays in the address (it is no secret); the token left it.
    expect(window.location.search).toBe('?l=de');
    expect(window.location.hash).toBe('');
  });

  it('speaks the session language and shows the info panel without a bet', async () => {
    handler = () => json(200, { data: { ...session, language: 'de' } });
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Drehen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Spielinfo' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('97,30 %')).toBeTruthy();
    expect(within(dialog).getByText('0,10 €')).toBeTruthy();
    expect(within(dialog).getByText('Pick a number.')).toBeTruthy();
  });

  it('hands the free spins to the table and follows them answer by answer', async () => {
    const free = { left: 2, total: 2, stake: 100, bet: { stake: 100 }, campaign: 'Autumn spins' };
    const fairness = { nextSeedHash: 'beef', nextNonce: 2 };
    const answers = [
      json(200, {
        data: { round: round('f1', 0), balance: 1000, fairness, freeSpins: { ...free, left: 1 } },
      }),
      json(409, { message: 'no_freespins', balance: 1000 }),
    ];
    handler = (url) =>
      url === '/studio/v1/session'
        ? json(200, { data: { ...session, mode: 'real', balance: 1000, freeSpins: free } })
        : (answers.shift() ?? json(500, {}));
    render(<App />);
    expect((await screen.findByTestId('free')).textContent).toBe('2/2');
    fireEvent.click(screen.getByRole('button', { name: 'Free spin' }));
    await waitFor(() => expect(screen.getByTestId('free').textContent).toBe('1/2'));
    const body = JSON.parse(String(calls.at(-1)?.init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ bet: { stake: 100 }, freespin: true });
    // Refused (used up elsewhere): the table goes back to normal play, the player is told why.
    fireEvent.click(screen.getByRole('button', { name: 'Free spin' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You have no free spins left in this game.',
    );
    expect(screen.getByTestId('free').textContent).toBe('none');
  });

  it('marks a free spin in the history, its net being the win', async () => {
    handler = (url) =>
      url === '/studio/v1/session'
        ? json(200, { data: session })
        : json(200, {
            data: [{ ...round('h1', 250), freespin: true }],
            meta: { current_page: 1, per_page: 20, total: 1, last_page: 1 },
          });
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Free spin')).toBeTruthy();
    expect(within(dialog).getByText('+€2.50')).toBeTruthy();
    expect(within(dialog).getByText('1 round')).toBeTruthy();
  });

  it('lists the history and pages it', async () => {
    handler = (url) => {
      if (url === '/studio/v1/session') return json(200, { data: session });
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      return json(200, {
        data: [round(`h${page}`, page === 1 ? 0 : 200)],
        meta: { current_page: page, per_page: 20, total: 2, last_page: 2 },
      });
    };
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('2026-11-22 10:00:00')).toBeTruthy();
    expect(within(dialog).getByText('pocket 17')).toBeTruthy();
    expect(within(dialog).getByText('Showing 1 of 2 rounds')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
    expect(await within(dialog).findByText('+€1.00')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(within(dialog).getByText('2 rounds')).toBeTruthy();
  });
});
