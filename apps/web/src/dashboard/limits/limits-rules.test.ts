import { describe, expect, it } from 'vitest';
import {
  NOTHING_PROPOSED,
  activeExclusion,
  changeDirection,
  depositOrderErrors,
  exclusionEnd,
  exclusionReasonError,
  isShortening,
  limitChanges,
  limitError,
  limitInput,
  limitsBody,
  proposeFromDaily,
  selfExclusionBody,
  validateLimits,
  type CurrentLimits,
  type LimitValues,
} from './limits-rules.ts';

const none: CurrentLimits = {
  max_daily_deposit: null,
  max_weekly_deposit: null,
  max_monthly_deposit: null,
  max_daily_bet: null,
  max_daily_loss: null,
  max_daily_playing_time: null,
};
const empty: LimitValues = {
  max_daily_deposit: '',
  max_weekly_deposit: '',
  max_monthly_deposit: '',
  max_daily_bet: '',
  max_daily_loss: '',
  max_daily_playing_time: '',
};
const values = (v: Partial<LimitValues>): LimitValues => ({ ...empty, ...v });
const now = new Date('2026-03-10T12:00:00.000Z');

describe('limitError', () => {
  it.each([
    ['', null],
    ['0', null],
    ['50', null],
    ['9999999999', null],
    ['12345678901', 'limit_too_many_digits'],
    ['12.5', 'limit_digits_only'],
    ['-5', 'limit_digits_only'],
    [' 5', 'limit_digits_only'],
    ['5e3', 'limit_digits_only'],
  ])('%j gives %s', (text, error) => {
    expect(limitError(text)).toBe(error);
  });

  it('allows a playing time of at most a day', () => {
    expect(limitError('1440', 'max_daily_playing_time')).toBeNull();
    expect(limitError('1441', 'max_daily_playing_time')).toBe('field_invalid');
    expect(limitError('1441', 'max_daily_bet')).toBeNull();
  });

  it('shows a current limit as its digits, none as empty', () => {
    expect(limitInput(50)).toBe('50');
    expect(limitInput(null)).toBe('');
  });
});

describe('depositOrderErrors', () => {
  it('accepts daily <= weekly <= monthly and gaps', () => {
    expect(
      depositOrderErrors(values({ max_daily_deposit: '10', max_weekly_deposit: '10' })),
    ).toEqual({});
    expect(
      depositOrderErrors(values({ max_daily_deposit: '10', max_monthly_deposit: '40' })),
    ).toEqual({});
  });

  it('puts the error on the field that breaks the order', () => {
    const sut = depositOrderErrors(
      values({ max_daily_deposit: '100', max_weekly_deposit: '50', max_monthly_deposit: '80' }),
    );
    expect(sut).toEqual({
      max_weekly_deposit: 'deposit_limits_order',
      max_monthly_deposit: 'deposit_limits_order',
    });
    expect(
      depositOrderErrors(values({ max_weekly_deposit: '70', max_monthly_deposit: '69' })),
    ).toEqual({ max_monthly_deposit: 'deposit_limits_order' });
  });

  it('reports digit errors before order errors', () => {
    expect(validateLimits(values({ max_daily_deposit: '100', max_weekly_deposit: '5x' }))).toEqual({
      max_weekly_deposit: 'limit_digits_only',
    });
  });
});

describe('limitChanges', () => {
  const current: CurrentLimits = { ...none, max_daily_bet: 50, max_daily_loss: 100 };

  it('sends only the fields that differ from the current values', () => {
    const sut = limitChanges(
      values({ max_daily_bet: '50', max_daily_loss: '100', max_daily_playing_time: '' }),
      current,
    );
    expect(sut).toEqual([]);
  });

  it('names how each change applies', () => {
    const sut = limitChanges(
      values({ max_daily_bet: '80', max_daily_loss: '', max_daily_deposit: '20' }),
      current,
    );
    expect(sut).toEqual([
      { field: 'max_daily_deposit', value: '20', direction: 'first' },
      { field: 'max_daily_bet', value: '80', direction: 'increase' },
      { field: 'max_daily_loss', value: '', direction: 'removal' },
    ]);
    expect(limitsBody(sut)).toEqual({
      max_daily_deposit: '20',
      max_daily_bet: '80',
      max_daily_loss: '',
    });
  });

  it('normalises leading zeros and sees a decrease', () => {
    expect(limitChanges(values({ max_daily_bet: '040', max_daily_loss: '100' }), current)).toEqual([
      { field: 'max_daily_bet', value: '40', direction: 'decrease' },
    ]);
  });

  it('tells every direction apart', () => {
    expect(changeDirection(null, null)).toBe('same');
    expect(changeDirection(null, 5)).toBe('first');
    expect(changeDirection(5, 4)).toBe('decrease');
    expect(changeDirection(5, 6)).toBe('increase');
    expect(changeDirection(5, null)).toBe('removal');
  });
});

describe('proposeFromDaily', () => {
  it('proposes weekly 7 x and monthly 31 x the daily limit when both are free', () => {
    const sut = proposeFromDaily(values({ max_daily_deposit: '20' }), none, NOTHING_PROPOSED);
    expect(sut).toEqual({
      set: { max_weekly_deposit: '140', max_monthly_deposit: '620' },
      proposed: { max_weekly_deposit: true, max_monthly_deposit: true },
    });
  });

  it('follows the daily limit while the proposal is untouched, and takes it back when cleared', () => {
    const proposed = { max_weekly_deposit: true, max_monthly_deposit: true };
    const typed = values({
      max_daily_deposit: '30',
      max_weekly_deposit: '140',
      max_monthly_deposit: '620',
    });
    expect(proposeFromDaily(typed, none, proposed).set).toEqual({
      max_weekly_deposit: '210',
      max_monthly_deposit: '930',
    });
    const cleared = { ...typed, max_daily_deposit: '' };
    expect(proposeFromDaily(cleared, none, proposed)).toEqual({
      set: { max_weekly_deposit: '', max_monthly_deposit: '' },
      proposed: NOTHING_PROPOSED,
    });
  });

  it('leaves alone what the player typed and limits that exist', () => {
    const typed = values({ max_daily_deposit: '20', max_weekly_deposit: '100' });
    expect(proposeFromDaily(typed, none, NOTHING_PROPOSED)).toEqual({
      set: { max_monthly_deposit: '620' },
      proposed: { max_weekly_deposit: false, max_monthly_deposit: true },
    });
    const existing = { ...none, max_weekly_deposit: 500, max_monthly_deposit: 900 };
    expect(
      proposeFromDaily(
        values({ max_daily_deposit: '20', max_weekly_deposit: '500', max_monthly_deposit: '900' }),
        existing,
        NOTHING_PROPOSED,
      ),
    ).toEqual({ set: {}, proposed: NOTHING_PROPOSED });
  });

  it('never proposes over a field the player wrote in, even emptied', () => {
    const typed = { max_weekly_deposit: true };
    expect(
      proposeFromDaily(values({ max_daily_deposit: '20' }), none, NOTHING_PROPOSED, typed),
    ).toEqual({
      set: { max_monthly_deposit: '620' },
      proposed: { max_weekly_deposit: false, max_monthly_deposit: true },
    });
  });

  it('proposes nothing that would not fit in 10 digits', () => {
    const sut = proposeFromDaily(
      values({ max_daily_deposit: '999999999' }),
      none,
      NOTHING_PROPOSED,
    );
    expect(sut.set).toEqual({ max_weekly_deposit: '6999999993' });
    expect(sut.proposed).toEqual({ max_weekly_deposit: true, max_monthly_deposit: false });
  });
});

describe('self-exclusion', () => {
  const none = { until: null, forever: false };
  const tenDays = { until: '2026-03-20T12:00:00.000Z', forever: false };
  const ever = { until: '2999-12-31T00:00:00.000Z', forever: true };

  it('ends a period that many days from now; forever never', () => {
    expect(exclusionEnd(1, now)?.toISOString()).toBe('2026-03-11T12:00:00.000Z');
    expect(exclusionEnd(360, now)?.toISOString()).toBe('2027-03-05T12:00:00.000Z');
    expect(exclusionEnd('forever', now)).toBeNull();
  });

  it('knows the exclusion in force', () => {
    expect(activeExclusion(none, now)).toBeNull();
    expect(activeExclusion({ until: '2026-03-01T00:00:00.000Z', forever: false }, now)).toBeNull();
    expect(activeExclusion(tenDays, now)?.until?.toISOString()).toBe(tenDays.until);
    expect(activeExclusion(ever, now)).toEqual({ until: null });
    expect(activeExclusion({ until: '2999-12-31T00:00:00.000Z', forever: false }, now)).toEqual({
      until: null,
    });
  });

  it('sees a shortening only against an exclusion in force', () => {
    expect(isShortening(1, none, now)).toBe(false);
    expect(isShortening(7, tenDays, now)).toBe(true);
    expect(isShortening(14, tenDays, now)).toBe(false);
    expect(isShortening('forever', tenDays, now)).toBe(false);
    expect(isShortening(360, ever, now)).toBe(true);
    expect(isShortening('forever', ever, now)).toBe(false);
  });

  it('asks for a reason only when shortening', () => {
    expect(exclusionReasonError(7, '  ', tenDays, now)).toBe('reason_required');
    expect(exclusionReasonError(7, 'I feel better', tenDays, now)).toBeNull();
    expect(exclusionReasonError(30, '', tenDays, now)).toBeNull();
  });

  it('sends the period and the reason, the default reason when none is typed', () => {
    expect(selfExclusionBody(1, '')).toEqual({
      self_exclusion_period: 1,
      status_reason: 'Requested by user',
    });
    expect(selfExclusionBody('forever', ' I need a break ')).toEqual({
      self_exclusion_period: 'forever',
      status_reason: 'I need a break',
    });
  });
});
