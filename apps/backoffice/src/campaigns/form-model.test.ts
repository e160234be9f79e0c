import { describe, expect, it } from 'vitest';
import {
  emptyForm,
  formErrors,
  fromCampaign,
  parseNumber,
  toBody,
  type CampaignForm,
} from './form-model.ts';

const form = (patch: Partial<CampaignForm>): CampaignForm => ({
  ...emptyForm(patch.kind),
  code: 'WELCOME',
  name: 'Welcome',
  ...patch,
});

describe('campaign form → body, per kind', () => {
  it('deposit: a percentage with a cap, minimum deposit and wagering base', () => {
    const b = toBody(
      form({
        kind: 'deposit',
        amount_type: 'percent',
        amount: '100',
        max_amount: '200',
        min_dep: '10,50',
        wagering: '35',
        wagering_base: 'bonus_deposit',
        contributions: { slot: '100', table: '10', live: '' },
        countries: ['cz', 'SK', 'SK'],
        currency_ids: [1, 42],
        valid_from: '2026-04-01T00:00',
      }),
    );
    expect(b).toMatchObject({
      kind: 'deposit',
      amount_type: 'percent',
      amount: 100,
      max_amount: 200,
      min_dep: 10.5,
      wagering: 35,
      wagering_base: 'bonus_deposit',
      contributions: { slot: 100, table: 10 },
      countries: ['CZ', 'SK'],
      currency_ids: [1, 42],
      valid_from: '2026-04-01T00:00:00.000Z',
      valid_to: null,
      freespins: 0,
      freespin_game_ids: [],
      options: { sms_verified: false },
    });
  });
  it('no_deposit: a fixed amount; deposit-only fields go back to defaults', () => {
    const b = toBody(
      form({
        kind: 'no_deposit',
        amount_type: 'percent',
        amount: '10',
        min_dep: '50',
        max_amount: '9',
      }),
    );
    expect(b).toMatchObject({ amount_type: 'fixed', amount: 10, min_dep: 0, max_amount: null });
    expect(b).not.toHaveProperty('contributions');
  });
  it('free_spins: spins, stake and games; amount 0', () => {
    const b = toBody(
      form({
        kind: 'free_spins',
        freespins: '50',
        freespin_stake: '0.2',
        freespin_game_ids: [3, 4],
        amount: '77',
      }),
    );
    expect(b).toMatchObject({
      kind: 'free_spins',
      amount_type: 'fixed',
      amount: 0,
      freespins: 50,
      freespin_stake: 0.2,
      freespin_game_ids: [3, 4],
    });
  });
  it('cashback: always a percentage of net losses', () => {
    const b = toBody(
      form({ kind: 'cashback', amount_type: 'fixed', amount: '15', max_amount: '' }),
    );
    expect(b).toMatchObject({
      amount_type: 'percent',
      amount: 15,
      max_amount: null,
      min_balance: 0,
    });
  });
  it('round-trips a saved campaign', () => {
    const saved = {
      id: 1,
      skin_id: 1,
      state: 'running' as const,
      code: 'FS',
      name: 'Spins',
      description: '',
      texts: {},
      kind: 'free_spins' as const,
      action: 1,
      amount_type: 'fixed' as const,
      amount: 0,
      max_amount: null,
      min_dep: 0,
      max_bet: 5,
      max_cashout: 100,
      min_balance: 0,
      wagering: 20,
      wagering_base: 'bonus' as const,
      contributions: { slot: 100 },
      freespins: 25,
      freespin_stake: 0.1,
      freespin_game_ids: [9],
      validity_days: 7,
      currency_ids: [],
      countries: ['CZ'],
      is_public: true,
      valid_from: '2026-04-01T08:00:00.000Z',
      valid_to: null,
      options: { sms_verified: true },
      promotion_page_id: null,
      media_url: null,
      categories: [],
      rank: 3,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    const b = toBody(fromCampaign(saved));
    expect(b).toMatchObject({
      code: 'FS',
      action: 1,
      max_bet: 5,
      max_cashout: 100,
      freespins: 25,
      freespin_stake: 0.1,
      freespin_game_ids: [9],
      contributions: { slot: 100 },
      countries: ['CZ'],
      valid_from: '2026-04-01T08:00:00.000Z',
      options: { sms_verified: true },
      rank: 3,
    });
  });
});

describe('campaign form checks', () => {
  it('accepts a complete form', () => {
    expect(formErrors(form({ kind: 'deposit', amount: '100' }))).toEqual({});
  });
  it('refuses what the server would refuse', () => {
    const e = formErrors(
      form({
        code: 'bad code',
        kind: 'deposit',
        amount_type: 'percent',
        amount: '1001',
        wagering: '201',
        contributions: { live: '150' },
        countries: ['CZE'],
        valid_from: '2026-04-02T00:00',
        valid_to: '2026-04-01T00:00',
      }),
    );
    expect(e).toMatchObject({
      code: 'code',
      amount: 'range',
      wagering: 'range',
      'contributions.live': 'percent',
      countries: 'countries',
      valid_to: 'after',
    });
  });
  it('asks free spins for spins, a stake and games', () => {
    expect(formErrors(form({ kind: 'free_spins' }))).toMatchObject({
      freespins: 'required',
      freespin_stake: 'required',
      freespin_game_ids: 'games',
    });
  });
  it('parses decimals with a comma or a point', () => {
    expect(parseNumber('1,5')).toBe(1.5);
    expect(parseNumber('abc')).toBeNaN();
    expect(parseNumber('')).toBeNaN();
  });
});
