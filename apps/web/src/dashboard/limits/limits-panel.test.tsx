// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { LimitsState, StatisticRequest } from '@croupier/contract/limits';
import { formatUtcDateTime } from './limits-format.ts';
import { LimitsPanel } from './limits-panel.tsx';

vi.mock('../../lib/i18n.ts', () => ({ i18n: { language: 'en' } }));
vi.mock('../../lib/translation.tsx', () => ({
  useTranslation: () => ({
    // "key" or "key(value|value)": the interpolated values, without the fallback text.
    t: (key: string, options?: Record<string, unknown>) => {
      const values = Object.entries(options ?? {})
        .filter(([name]) => name !== 'defaultValue')
        .map(([, v]) => String(v));
      const bare = key.replace(/^myprofile:/, '');
      return values.length ? `${bare}(${values.join('|')})` : bare;
    },
  }),
}));

const none = {
  max_daily_deposit: null,
  max_weekly_deposit: null,
  max_monthly_deposit: null,
  max_daily_bet: null,
  max_daily_loss: null,
  max_daily_playing_time: null,
};
const unlocked = { locked_until: null, pending_id: null };

function limitsState(overrides: Partial<LimitsState> = {}): LimitsState {
  return {
    currency: { code: 'EUR', symbol: '€' },
    limits: { ...none, max_daily_bet: 50 },
    today: { day: '2026-03-10', bets: 12, wins: 2, loss: 10, playing_minutes: 25, deposits: 0 },
    locks: {
      max_daily_deposit: unlocked,
      max_weekly_deposit: unlocked,
      max_monthly_deposit: unlocked,
      max_daily_bet: unlocked,
      max_daily_loss: unlocked,
      max_daily_playing_time: unlocked,
    },
    deposit_allowance: { daily: null, weekly: null, monthly: null },
    self_exclusion: { until: null, forever: false, reason: null, pending_id: null },
    ...overrides,
  };
}

const request = (over: Partial<StatisticRequest>): StatisticRequest => ({
  id: 7,
  type: 'limit',
  field: 'max_daily_bet',
  status: 'pending',
  activated_at: '2026-03-11T12:00:00.000Z',
  created_at: '2026-03-10T12:00:00.000Z',
  response: 80,
  previous: 50,
  reason: null,
  direction: 'increase',
  ...over,
});

type Call = { method: string; path: string; body: unknown };
let calls: Call[];
let state: LimitsState;
let pending: StatisticRequest[];
let putAnswer: { status: number; body: unknown } | null;
let limitsFails: boolean;

function answer(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

beforeEach(() => {
  calls = [];
  state = limitsState();
  pending = [];
  putAnswer = null;
  limitsFails = false;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const { pathname } = new URL(url, 'http://site');
      const method = init.method ?? 'GET';
      const body = init.body ? (JSON.parse(String(init.body)) as unknown) : null;
      calls.push({ method, path: pathname, body });
      if (pathname === '/v1/me/limits') {
        return limitsFails
          ? answer(500, { message: 'Server error' })
          : answer(200, { data: state });
      }
      if (pathname === '/v1/me/statistics/last') return answer(200, { data: pending });
      if (method === 'PUT' && pathname === '/v1/me') {
        return putAnswer ? answer(putAnswer.status, putAnswer.body) : answer(200, { data: {} });
      }
      if (method === 'DELETE' && pathname === '/v1/me/statistics/7') {
        pending = [];
        return answer(200, { data: request({ status: 'deleted' }) });
      }
      return answer(404, { message: 'Not found' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/dashboard/limits']}>
        <LimitsPanel level={2} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const input = (field: string) => screen.getByLabelText<HTMLInputElement>(`limits_field_${field}`);
const writes = () => calls.filter((c) => c.method !== 'GET');

describe('LimitsPanel', () => {
  it('shows each limit with its current value and today’s use', async () => {
    renderPanel();
    expect(await screen.findByLabelText('limits_field_max_daily_bet')).toHaveProperty(
      'value',
      '50',
    );
    expect(screen.getByTestId('max_daily_bet-current').textContent).toBe('limits_current(€50.00)');
    expect(screen.getByTestId('max_daily_loss-current').textContent).toBe(
      'limits_current(limits_none)',
    );
    expect(screen.getByText('limits_use_of(€12.00|€50.00)')).toBeTruthy();
    expect(screen.getByText('25 minutes')).toBeTruthy();
  });

  it('shows what is left of a weekly limit only when there is one', async () => {
    state = limitsState({
      limits: { ...none, max_weekly_deposit: 100 },
      deposit_allowance: { daily: 0, weekly: 40, monthly: 0 },
    });
    renderPanel();
    await screen.findByLabelText('limits_field_max_weekly_deposit');
    expect(screen.getAllByText('limits_left:')).toHaveLength(1);
    expect(screen.getByText('€40.00')).toBeTruthy();
  });

  it('says when loading failed and loads again on retry', async () => {
    limitsFails = true;
    renderPanel();
    const retry = await screen.findByRole('button', { name: 'retry' });
    expect(screen.getByText('limits_load_error')).toBeTruthy();
    limitsFails = false;
    fireEvent.click(retry);
    expect(await screen.findByLabelText('limits_field_max_daily_bet')).toBeTruthy();
  });

  it('proposes weekly and monthly deposit limits from the daily one and sends only changes', async () => {
    renderPanel();
    fireEvent.change(await screen.findByLabelText('limits_field_max_daily_deposit'), {
      target: { value: '20' },
    });
    expect(input('max_weekly_deposit').value).toBe('140');
    expect(input('max_monthly_deposit').value).toBe('620');
    expect(screen.getAllByText('limits_proposed(7)').length).toBeGreaterThan(0);
    // The player changes the monthly proposal: it is theirs now.
    fireEvent.change(input('max_monthly_deposit'), { target: { value: '500' } });
    fireEvent.change(input('max_daily_deposit'), { target: { value: '30' } });
    expect(input('max_weekly_deposit').value).toBe('210');
    expect(input('max_monthly_deposit').value).toBe('500');

    fireEvent.click(screen.getByRole('button', { name: 'limits_save' }));
    await screen.findByText('limits_saved');
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/v1/me',
        body: {
          limits: {
            max_daily_deposit: '30',
            max_weekly_deposit: '210',
            max_monthly_deposit: '500',
          },
        },
      },
    ]);
    // The page's state and the pending list are read again.
    await waitFor(() => expect(calls.filter((c) => c.path === '/v1/me/limits')).toHaveLength(2));
  });

  it('checks digits and the deposit order before sending', async () => {
    renderPanel();
    fireEvent.change(await screen.findByLabelText('limits_field_max_daily_bet'), {
      target: { value: '5.5' },
    });
    fireEvent.change(input('max_weekly_deposit'), { target: { value: '100' } });
    fireEvent.change(input('max_monthly_deposit'), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'limits_save' }));
    expect(await screen.findByText('limits_error_limit_digits_only')).toBeTruthy();
    expect(screen.getByText('limits_error_deposit_limits_order')).toBeTruthy();
    expect(input('max_daily_bet').getAttribute('aria-invalid')).toBe('true');
    expect(writes()).toEqual([]);
  });

  it('says so when nothing changed', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'limits_save' }));
    expect(await screen.findByText('limits_unchanged')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('shows the platform’s refusals: a locked field with its date, a field error', async () => {
    renderPanel();
    putAnswer = {
      status: 409,
      body: {
        message: 'requests_locked',
        until: '2026-03-11T12:00:00.000Z',
        field: 'max_daily_bet',
      },
    };
    fireEvent.change(await screen.findByLabelText('limits_field_max_daily_bet'), {
      target: { value: '80' },
    });
    expect(screen.getByText('limits_preview_increase')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'limits_save' }));
    const date = formatUtcDateTime('2026-03-11T12:00:00.000Z', 'en');
    expect(date).toMatch(/^Mar 11, 2026, 12:00\sPM UTC$/);
    expect((await screen.findByRole('alert')).textContent).toBe(
      `limits_error_requests_locked_field(${date}|limits_field_max_daily_bet)`,
    );

    putAnswer = {
      status: 422,
      body: { message: 'invalid', errors: { max_daily_loss: ['limit_too_many_digits'] } },
    };
    fireEvent.change(input('max_daily_bet'), { target: { value: '50' } });
    fireEvent.change(input('max_daily_loss'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'limits_save' }));
    expect(await screen.findByText('limits_error_limit_too_many_digits')).toBeTruthy();
  });

  it('lists a pending increase, deletes it only after confirming', async () => {
    pending = [request({})];
    state = limitsState({
      locks: { ...limitsState().locks, max_daily_bet: { locked_until: null, pending_id: 7 } },
    });
    renderPanel();
    const item = (await screen.findByText('limits_pending_title')).closest('section')!;
    const list = within(item as HTMLElement);
    expect(list.getByText('€80.00')).toBeTruthy();
    expect(list.getByText('€50.00')).toBeTruthy();
    fireEvent.click(
      list.getByRole('button', { name: 'limits_delete_label(limits_field_max_daily_bet)' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'limits_delete_confirm_text(limits_field_max_daily_bet|€50.00|€80.00)',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes()).toEqual([]);

    fireEvent.click(list.getByRole('button', { name: /limits_delete_label/ }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'limits_delete_yes',
      }),
    );
    expect(await screen.findByText('limits_deleted')).toBeTruthy();
    expect(writes()).toEqual([{ method: 'DELETE', path: '/v1/me/statistics/7', body: null }]);
    expect(await screen.findByText('limits_pending_none')).toBeTruthy();
  });

  it('shows a pending self-exclusion request locked, without a delete button', async () => {
    pending = [
      request({
        id: 9,
        type: 'self_exclusion',
        field: 'self_exclusion',
        response: '2026-03-12T12:00:00.000Z',
        previous: '2026-04-09T12:00:00.000Z',
        reason: 'I feel better',
        direction: 'shorten',
      }),
    ];
    renderPanel();
    expect(await screen.findByText('limits_pending_locked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /limits_delete_label/ })).toBeNull();
    expect(screen.getByText('I feel better')).toBeTruthy();
  });

  it('self-excludes only after a confirmation that says what happens', async () => {
    renderPanel();
    const period = await screen.findByLabelText('limits_exclusion_period');
    fireEvent.click(screen.getByRole('button', { name: 'limits_exclusion_submit' }));
    expect(
      await screen.findByText('limits_exclusion_choose', { selector: '.field__error span' }),
    ).toBeTruthy();

    fireEvent.change(period, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'limits_exclusion_submit' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('limits_exclusion_confirm_still');
    expect(dialog.textContent).toContain('limits_exclusion_confirm_change');
    expect(writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'limits_exclusion_confirm_yes' }));
    expect(await screen.findByText('limits_exclusion_started')).toBeTruthy();
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/v1/me',
        body: { self_exclusion_period: 1, status_reason: 'Requested by user' },
      },
    ]);
  });

  it('asks for a reason before a shorter exclusion, and shows the one in force', async () => {
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString();
    state = limitsState({
      self_exclusion: { until, forever: false, reason: 'Requested by user', pending_id: null },
    });
    renderPanel();
    expect(await screen.findByText(/^limits_exclusion_active\(/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('limits_exclusion_period'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'limits_exclusion_submit_shorter' }));
    expect(await screen.findByText('limits_error_reason_required')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.change(screen.getByLabelText(/limits_exclusion_reason/), {
      target: { value: 'I feel better' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'limits_exclusion_submit_shorter' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'limits_exclusion_confirm_yes_shorter' }),
    );
    expect(await screen.findByText('limits_exclusion_requested')).toBeTruthy();
    expect(writes()[0]?.body).toEqual({ self_exclusion_period: 7, status_reason: 'I feel better' });
  });
});
