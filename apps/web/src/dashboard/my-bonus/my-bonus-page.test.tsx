// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import type { PlayerCampaign, PlayerCampaignsResponse } from '@croupier/contract/bonus';
import { Component as MyBonusPage } from './my-bonus-page.tsx';

vi.mock('../../lib/i18n.ts', () => ({ i18n: { language: 'en' } }));
vi.mock('../../lib/translation.tsx', () => ({
  useTranslation: () => ({
    t: (key: string, options?: Record<string, unknown>) => {
      const values = Object.entries(options ?? {})
        .filter(([name]) => name !== 'defaultValue')
        .map(([, v]) => String(v));
      return values.length ? `${key}(${values.join('|')})` : key;
    },
  }),
}));

const PLAYER = {
  id: 7,
  currency: { id: 1, code: 'EUR', symbol: '€' },
  sms_verified_at: null,
  balance: { total: 10, bonus: 3.5 },
};

const campaign = (over: Partial<PlayerCampaign['campaign']> = {}): PlayerCampaign['campaign'] => ({
  id: 1,
  code: 'STARTER5',
  name: 'Starter',
  description: '',
  language: 'en',
  media_url: null,
  categories: [],
  options: { sms_verified: false },
  action: 2,
  currency: { id: 1, code: 'EUR', symbol: '€' },
  amount_type: 'percent',
  amount: 100,
  max_amount: 5,
  min_dep: 10,
  max_bet: 2,
  wagering: 1,
  freespins: 0,
  currency_ids: [],
  countries: [],
  is_public: false,
  valid_from: null,
  valid_to: null,
  is_valid: true,
  kind: 'deposit',
  wagering_base: 'bonus',
  contributions: { slot: 100, table: 10, live: 0, default: 0 },
  max_cashout: null,
  min_balance: 0,
  validity_days: 30,
  promotion_page_id: null,
  ...over,
});

const pc = (over: Partial<PlayerCampaign> = {}): PlayerCampaign => ({
  id: 11,
  status: 'active',
  source: 'code',
  awaiting: null,
  campaign: campaign(),
  bonus_amount: 5,
  deposit_amount: 10,
  target: 5,
  counter: 1.7,
  counter_percentage: 34,
  max_bet: 2,
  freespins: 0,
  freespins_counter: 0,
  freespin_stake: 0,
  freespin_games: [],
  freespins_won: 0,
  converted_amount: 0,
  removed_amount: 0,
  created_at: '2026-11-26T09:00:00Z',
  activated_at: '2026-11-26T09:00:00Z',
  expires_at: new Date(Date.now() + 3 * 86_400_000 + 3_600_000 + 30_000).toISOString(),
  ended_at: null,
  countdown: 3 * 86_400 + 3_600,
  ...over,
});

type Call = { method: string; path: string; body: unknown };
let calls: Call[];
let lists: PlayerCampaignsResponse['data'][];
let codeAnswer: () => Response;
let deleteAnswer: () => Response;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  calls = [];
  lists = [];
  codeAnswer = () => json(201, { data: pc({ status: 'unused', bonus_amount: 0 }) });
  deleteAnswer = () => json(200, { data: pc({ status: 'forfeited' }) });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const { pathname } = new URL(url, 'http://site');
      const method = init.method ?? 'GET';
      calls.push({
        method,
        path: pathname,
        body: init.body ? JSON.parse(String(init.body)) : null,
      });
      if (pathname === '/v1/campaigns/players/7/campaigns') {
        const data = lists.length > 1 ? lists.shift()! : lists[0]!;
        return Promise.resolve(json(200, { data }));
      }
      if (pathname === '/v1/campaigns/players/7/codes') return Promise.resolve(codeAnswer());
      if (pathname.startsWith('/v1/campaigns/players/') && method === 'DELETE') {
        return Promise.resolve(deleteAnswer());
      }
      if (pathname === '/v1/me/balance')
        return Promise.resolve(json(200, { data: PLAYER.balance }));
      return Promise.resolve(json(404, { message: 'not_found' }));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function mount() {
  const router = createMemoryRouter(
    [
      {
        path: '/:lang/dashboard',
        element: <Outlet context={PLAYER} />,
        children: [{ path: 'myBonus', element: <MyBonusPage /> }],
      },
    ],
    { initialEntries: ['/en/dashboard/myBonus'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const count = (method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).length;

describe('My Bonus', () => {
  it('says "No campaign available!" with nothing active or waiting', async () => {
    lists = [{ active: null, unused: [], history: [] }];
    mount();
    expect((await screen.findByTestId('bonus-empty')).textContent).toBe('empty');
  });

  it('shows the active bonus with an accessible progress bar, the turnover message and terms', async () => {
    lists = [{ active: pc(), unused: [], history: [] }];
    mount();
    const card = await screen.findByTestId('bonus-card-active');
    expect(within(card).getByTestId('bonus-amount').textContent).toBe('€5.00');
    expect(within(card).getByTestId('bonus-wagered').textContent).toBe(
      'progress_value(€1.70|€5.00)',
    );
    expect(within(card).getByTestId('bonus-max-bet').textContent).toBe('€2.00');
    expect(within(card).getByTestId('bonus-expiry').textContent).toContain('3 days 1 hr');
    const bar = within(card).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('34');
    expect(bar.getAttribute('aria-valuetext')).toBe('progress_text(€1.70|€5.00|34%)');
    expect(within(card).getByTestId('turnover-not-met').textContent).toContain('turnover_not_met');
    expect(screen.queryByTestId('bonus-empty')).toBeNull();

    const toggle = within(card).getByRole('button', { name: /terms_show/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const terms = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(terms.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(terms.hidden).toBe(false);
    expect(terms.textContent).toContain('terms_wagering_bonus(1)');
    expect(terms.textContent).toContain('game_type_slot100%');
    expect(terms.textContent).toContain('game_type_table10%');
    expect(terms.textContent).toContain('terms_validity_days(30)');
  });

  it('no turnover message once the target is met; CZK amounts without decimals', async () => {
    lists = [
      {
        active: pc({ target: 126.5, counter: 130, counter_percentage: 100, bonus_amount: 126.5 }),
        unused: [],
        history: [],
      },
    ];
    const czk = { ...PLAYER.currency };
    PLAYER.currency = { id: 42, code: 'CZK', symbol: 'Kč' };
    try {
      mount();
      const card = await screen.findByTestId('bonus-card-active');
      expect(within(card).getByTestId('bonus-amount').textContent).toBe('CZK\u00a0126');
      expect(within(card).queryByTestId('turnover-not-met')).toBeNull();
    } finally {
      PLAYER.currency = czk;
    }
  });

  it('lists waiting bonuses in order with what each waits for', async () => {
    lists = [
      {
        active: null,
        unused: [
          pc({ id: 21, status: 'unused', awaiting: 'deposit', bonus_amount: 0, deposit_amount: 0 }),
          pc({
            id: 22,
            status: 'unused',
            awaiting: 'sms',
            campaign: campaign({ kind: 'no_deposit', options: { sms_verified: true } }),
          }),
          pc({ id: 23, status: 'unused', campaign: campaign({ kind: 'free_spins' }) }),
        ],
        history: [],
      },
    ];
    mount();
    const cards = await screen.findAllByTestId('bonus-card-unused');
    expect(cards.map((c) => within(c).getByTestId('bonus-waits').textContent)).toEqual([
      'waits_deposit(€10.00) deposit_link',
      'waits_sms verify_link',
      'waits_turn ',
    ]);
    expect(cards[0]!.textContent).toContain('status_waiting_deposit');
    expect(within(cards[0]!).getByTestId('bonus-amount').textContent).toBe(
      'offer_percent(100%|€5.00)',
    );
    expect(screen.queryByTestId('bonus-empty')).toBeNull();
  });

  it('forfeits after the confirmation, then reloads the list', async () => {
    lists = [
      { active: pc(), unused: [], history: [] },
      { active: null, unused: [], history: [pc({ status: 'forfeited', removed_amount: 3.5 })] },
    ];
    mount();
    const card = await screen.findByTestId('bonus-card-active');
    fireEvent.click(within(card).getByRole('button', { name: /forfeit/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('forfeit_text_active(€3.50)');
    // Cancelling sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(count('DELETE', '/v1/campaigns/players/11')).toBe(0);

    fireEvent.click(within(card).getByRole('button', { name: /forfeit/ }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'forfeit_confirm',
      }),
    );
    await waitFor(() => expect(count('DELETE', '/v1/campaigns/players/11')).toBe(1));
    expect((await screen.findByTestId('bonus-message')).textContent).toBe('forfeited(Starter)');
    expect(await screen.findByTestId('bonus-card-forfeited')).toBeTruthy();
    expect(screen.getByTestId('bonus-empty')).toBeTruthy();
  });

  it('saves a code; a refused one shows its translated key and nothing else', async () => {
    lists = [{ active: null, unused: [], history: [] }];
    mount();
    await screen.findByTestId('bonus-empty');
    const input = screen.getByLabelText('code_label');
    const save = screen.getByRole('button', { name: 'code_submit' });

    fireEvent.click(save);
    expect(await screen.findByText('error_field_required')).toBeTruthy();
    expect(count('POST', '/v1/campaigns/players/7/codes')).toBe(0);

    codeAnswer = () =>
      json(422, { message: 'invalid', errors: { code: ['campaign_currency_not_allowed'] } });
    fireEvent.change(input, { target: { value: 'OTHERCUR' } });
    fireEvent.click(save);
    expect(await screen.findByText('error_campaign_currency_not_allowed')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');

    codeAnswer = () => json(201, { data: pc({ status: 'unused', bonus_amount: 0 }) });
    fireEvent.change(input, { target: { value: ' starter5 ' } });
    fireEvent.click(save);
    expect((await screen.findByTestId('bonus-message')).textContent).toBe(
      'code_saved_deposit(Starter|€10.00)',
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { code: 'OTHERCUR', language: 'en' },
      { code: 'starter5', language: 'en' },
    ]);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    lists = [];
    vi.mocked(fetch).mockImplementation(() => Promise.resolve(json(500, { message: 'x' })));
    mount();
    expect(await screen.findByText('load_error')).toBeTruthy();
  });
});
