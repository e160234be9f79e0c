// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Promotion } from '@croupier/contract/cms';
import { clearToken, setToken } from '../auth/token.ts';
import { PromotionClaim } from './promotion-claim.tsx';

vi.mock('../lib/i18n.ts', () => ({ i18n: { language: 'en' } }));
vi.mock('../lib/translation.tsx', () => ({
  useTranslation: () => ({
    t: (key: string, options?: Record<string, unknown>) => {
      const values = Object.entries(options ?? {})
        .filter(([name]) => name !== 'defaultValue')
        .map(([, v]) => String(v));
      return values.length ? `${key}(${values.join('|')})` : key;
    },
  }),
}));

const promotion = (over: Partial<Promotion> = {}): Promotion => ({
  id: 13,
  name: 'free-spins-friday',
  type: 'promotion',
  language: 'en',
  title: '25 Free Spins',
  content: '',
  seo: { title: '', description: '', keywords: '' },
  comment: '',
  is_valid: true,
  valid_from: '2026-11-01T00:00:00Z',
  valid_to: null,
  banners: [],
  campaign: {
    id: 3,
    code: 'SPINS25',
    kind: 'free_spins',
    is_valid: true,
    valid_from: '2026-11-01T00:00:00Z',
  },
  ...over,
});

let claims: string[];
let claimAnswer: () => Response;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  claims = [];
  claimAnswer = () =>
    json(201, {
      data: { status: 'active', campaign: { name: '25 free spins', kind: 'free_spins' } },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const { pathname } = new URL(url, 'http://site');
      if (pathname === '/v1/me') {
        return Promise.resolve(
          json(200, { data: { id: 7, currency: { id: 1, code: 'EUR', symbol: '€' } } }),
        );
      }
      if (init.method === 'POST') {
        claims.push(pathname);
        return Promise.resolve(claimAnswer());
      }
      return Promise.resolve(json(200, { data: {} }));
    }),
  );
});

afterEach(() => {
  cleanup();
  clearToken();
  vi.unstubAllGlobals();
});

function mount(p: Promotion) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/promotion/13']}>
        <PromotionClaim promotion={p} lang="en" label="join_now" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the promotion claim', () => {
  it('sends a guest to register or log in', () => {
    mount(promotion());
    expect(screen.getByText('claim_guest_hint')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'claim_register' }).getAttribute('href')).toBe(
      '/en/registration',
    );
    expect(screen.getByRole('link', { name: 'claim_login' }).getAttribute('href')).toBe(
      '/en/login',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps the usual action without a campaign, and a disabled date before it starts', () => {
    mount(promotion({ campaign: null }));
    expect(screen.getByRole('link', { name: /join_now/ })).toBeTruthy();
    cleanup();
    mount(
      promotion({
        campaign: {
          id: 3,
          code: 'SPINS25',
          kind: 'free_spins',
          is_valid: false,
          valid_from: '2027-01-05T00:00:00Z',
        },
      }),
    );
    const button = screen.getByRole<HTMLButtonElement>('button');
    expect(button.disabled).toBe(true);
    expect(button.textContent).toContain('promotion:available_from(January 5, 2027)');
  });

  it('claims for a player, then says so with the way to My Bonus', async () => {
    setToken('session');
    mount(promotion());
    const claim = screen.getByRole<HTMLButtonElement>('button', { name: /claim/ });
    await waitFor(() => expect(claim.disabled).toBe(false));
    fireEvent.click(claim);
    expect((await screen.findByTestId('claim-message')).textContent).toBe('claimed(25 free spins)');
    expect(claims).toEqual(['/v1/campaigns/3/players/7/claim']);
    expect(screen.getByRole('link', { name: 'view_my_bonus' }).getAttribute('href')).toBe(
      '/en/dashboard/myBonus',
    );
  });

  it("shows a refusal's key in words and keeps the button", async () => {
    setToken('session');
    claimAnswer = () =>
      json(422, { message: 'invalid', errors: { campaign_id: ['campaign_already_used'] } });
    mount(promotion());
    const claim = screen.getByRole<HTMLButtonElement>('button', { name: /claim/ });
    await waitFor(() => expect(claim.disabled).toBe(false));
    fireEvent.click(claim);
    expect((await screen.findByTestId('claim-message')).textContent).toBe(
      'error_campaign_already_used',
    );
    expect(screen.getByRole('button', { name: /claim/ })).toBeTruthy();
  });
});
