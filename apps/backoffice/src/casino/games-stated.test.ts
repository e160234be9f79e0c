import { describe, expect, it } from 'vitest';
import { parseStated, statedOf } from './games.tsx';

describe("a third-party game's stated figures", () => {
  it('shows the API values as text and reads them back unchanged', () => {
    const game = { rtp_bp: 9_612, volatility: 'high' as const, max_win_multiplier: 5_000 };
    const fields = statedOf(game);
    expect(fields).toEqual({ rtp: '96.12', volatility: 'high', maxWin: '5000' });
    expect(parseStated(fields)).toEqual(game);
  });

  it('reads empty fields as not stated, and a decimal comma', () => {
    expect(parseStated({ rtp: '', volatility: '', maxWin: '' })).toEqual({
      rtp_bp: null,
      volatility: null,
      max_win_multiplier: null,
    });
    expect(parseStated({ rtp: '95,5', volatility: 'low', maxWin: '1' })).toMatchObject({
      rtp_bp: 9_550,
      max_win_multiplier: 1,
    });
  });

  it('refuses what the API would refuse', () => {
    for (const bad of [
      { rtp: '49.99', volatility: '', maxWin: '' },
      { rtp: '100.01', volatility: '', maxWin: '' },
      { rtp: '96.123', volatility: '', maxWin: '' },
      { rtp: 'abc', volatility: '', maxWin: '' },
      { rtp: '', volatility: '', maxWin: '0' },
      { rtp: '', volatility: '', maxWin: '1.5' },
      { rtp: '', volatility: '', maxWin: '10000001' },
    ]) {
      expect(parseStated(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});
