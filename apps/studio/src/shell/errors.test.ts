import { describe, expect, it } from 'vitest';
import { errorFromResponse, StudioApiError } from '../api/client.ts';
import { en } from '../i18n/en.ts';
import { createMoney, createTranslator } from '../i18n/translate.ts';
import { errorText } from './errors.ts';

const money = createMoney('en', { code: 'EUR', symbol: '€' });
const t = createTranslator('en', en, { en: { mines_cell_taken: 'That tile is already open.' } });

describe('errorText', () => {
  it('formats stake limits as money', () => {
    const error = errorFromResponse(422, { message: 'stake_below_min', params: { min: 10 } });
    expect(errorText(error, t, money)).toBe('The minimum stake is €0.10.');
    const above = errorFromResponse(422, { message: 'stake_above_max', params: { max: 50000 } });
    expect(errorText(above, t, money)).toBe('The maximum stake is €500.00.');
  });

  it.each([
    ['insufficient_funds', 'Your balance is too low for this stake.'],
    ['bonus_bet_limit', 'This stake is above the maximum bet allowed while playing with a bonus.'],
    ['round_open', 'Finish the round in progress first.'],
    ['request_pending', 'Your previous request is still being processed. Please wait a moment.'],
    ['play_not_allowed', 'Playing is not allowed right now.'],
  ])('%s', (key, text) => {
    expect(errorText(errorFromResponse(409, { message: key }), t, money)).toBe(text);
  });

  it('prefers the engine UI text for a key of its own', () => {
    const error = errorFromResponse(422, { message: 'mines_cell_taken' });
    expect(errorText(error, t, money)).toBe('That tile is already open.');
  });

  it('never shows an unknown key', () => {
    expect(errorText(errorFromResponse(422, { message: 'weird_key' }), t, money)).toBe(
      'This bet is not valid.',
    );
    expect(errorText(errorFromResponse(409, { message: 'weird_key' }), t, money)).toBe(
      'Something went wrong on our side. Please try again.',
    );
    expect(errorText(new Error('boom'), t, money)).toBe(
      'Something went wrong on our side. Please try again.',
    );
  });

  it('explains the ended session and the network', () => {
    expect(errorText(errorFromResponse(401, { message: 'session_invalid' }), t, money)).toBe(
      'This game session has ended. Reopen the game from the casino.',
    );
    expect(errorText(new StudioApiError('network', 0, 'network'), t, money)).toBe(
      'Connection problem. Check your connection and try again.',
    );
  });
});
