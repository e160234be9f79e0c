// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RealityCheckDialog } from './reality-check-dialog.tsx';

vi.mock('../lib/translation.tsx', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) =>
      values ? `${key} ${JSON.stringify(values)}` : key,
  }),
}));

const SESSION = {
  session_started_at: '2026-11-25T10:00:00.000Z',
  played_seconds: 754,
  stakes: 15,
  wins: 7.5,
  net: -7.5,
  currency: { code: 'EUR', symbol: '€' },
};

afterEach(cleanup);

function show(session: Parameters<typeof RealityCheckDialog>[0]['session'], lang = 'en') {
  const onKeepPlaying = vi.fn();
  const onGoHome = vi.fn();
  render(
    <RealityCheckDialog
      open
      minutes={15}
      secondsLeft={42}
      session={session}
      lang={lang}
      onKeepPlaying={onKeepPlaying}
      onGoHome={onGoHome}
    />,
  );
  return { onKeepPlaying, onGoHome };
}

describe('the reality-check prompt', () => {
  it("shows the session's time played, stakes, wins and net position", () => {
    const { onKeepPlaying, onGoHome } = show(SESSION);
    const dialog = screen.getByRole('alertdialog', { name: 'reality_title' });
    expect(dialog.textContent).toContain('reality_text {"minutes":15}');
    expect(dialog.textContent).toContain('reality_countdown {"seconds":42}');
    const facts = screen.getByTestId('reality-facts');
    const pairs = [...facts.querySelectorAll('div')].map((d) => [
      d.querySelector('dt')?.textContent,
      d.querySelector('dd')?.textContent,
    ]);
    expect(pairs).toEqual([
      ['reality_played', '12 min'],
      ['reality_stakes', '€15.00'],
      ['reality_wins', '€7.50'],
      ['reality_net', '-€7.50'],
    ]);
    expect(facts.querySelector('.is-down')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'reality_keep' }));
    expect(onKeepPlaying).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'reality_home' }));
    expect(onGoHome).toHaveBeenCalled();
  });

  it('a gain shows with its sign, amounts in the page language', () => {
    show({ ...SESSION, played_seconds: 3_900, wins: 20, net: 5 }, 'de');
    const net = screen.getByText('reality_net').nextElementSibling;
    expect(net?.textContent).toBe('+5,00\u00a0€');
    expect(screen.getByText('reality_played').nextElementSibling?.textContent).toBe(
      '1 Std. 5 Min.',
    );
  });

  it('without an open session (or while loading) only the period shows', () => {
    show(null);
    expect(screen.queryByTestId('reality-facts')).toBeNull();
    cleanup();
    show(undefined);
    expect(screen.queryByTestId('reality-facts')).toBeNull();
    expect(
      screen.getByRole('alertdialog').querySelectorAll('.reality-check__fact--loading'),
    ).toHaveLength(4);
  });
});
