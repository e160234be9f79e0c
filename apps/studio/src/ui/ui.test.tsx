import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { de } from '../i18n/de.ts';
import { createNumbers } from '../i18n/numbers.ts';
import { createMoney, createTranslator } from '../i18n/translate.ts';
import { FrameContext, type FrameTools } from './frame-context.tsx';
import { ChipButton } from './chip.tsx';
import { PlayingCard, parseCard } from './playing-card.tsx';
import { StakeSelector } from './stake-selector.tsx';
import { WinBanner } from './win-banner.tsx';

afterEach(cleanup);

function Stake({ onChange }: { onChange?: (v: number) => void }) {
  const [value, setValue] = useState(50);
  return (
    <StakeSelector
      value={value}
      min={10}
      max={200}
      chips
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

describe('StakeSelector', () => {
  it('steps through the ladder with buttons and keys, within the limits', () => {
    render(<Stake />);
    const amount = screen.getByRole('spinbutton', { name: 'Stake' });
    expect(amount.textContent).toBe('0.50');
    fireEvent.click(screen.getByRole('button', { name: 'Raise stake' }));
    expect(amount.getAttribute('aria-valuenow')).toBe('100');
    fireEvent.keyDown(amount, { key: 'End' });
    expect(amount.getAttribute('aria-valuenow')).toBe('200');
    expect(
      (screen.getByRole('button', { name: 'Raise stake' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.keyDown(amount, { key: 'ArrowDown' });
    expect(amount.getAttribute('aria-valuenow')).toBe('100');
  });

  it('offers quick-pick chips named by their amount', () => {
    const onChange = vi.fn();
    render(<Stake onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '0.10' }));
    expect(onChange).toHaveBeenCalledWith(10);
    expect(screen.getByRole('button', { name: '0.10' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('PlayingCard', () => {
  it('parses engine card codes', () => {
    expect(parseCard('1S')).toEqual({ rank: 1, suit: 'S' });
    expect(parseCard('13H')).toEqual({ rank: 13, suit: 'H' });
    expect(parseCard('14H')).toBeNull();
    expect(parseCard('0D')).toBeNull();
    expect(parseCard(7)).toBeNull();
  });

  it('is named in the player language, face down without a card', () => {
    const tools: FrameTools = {
      t: createTranslator('de', de),
      money: createMoney('de', { code: 'EUR', symbol: '€' }),
      numbers: createNumbers('de-DE'),
      sound: () => undefined,
      reducedMotion: true,
    };
    render(
      <FrameContext.Provider value={tools}>
        <PlayingCard card="12H" />
        <PlayingCard card={null} />
      </FrameContext.Provider>,
    );
    expect(screen.getByRole('img', { name: 'Herz Dame' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Verdeckte Karte' })).toBeTruthy();
  });
});

describe('WinBanner', () => {
  it('announces a win once per round with its sound and hides itself', () => {
    vi.useFakeTimers();
    const sound = vi.fn();
    const tools: FrameTools = {
      t: createTranslator('en', {}),
      money: createMoney('en', { code: 'EUR', symbol: '€' }),
      numbers: createNumbers('en-GB'),
      sound,
      reducedMotion: false,
    };
    const { rerender } = render(
      <FrameContext.Provider value={tools}>
        <WinBanner win={5000} stake={100} roundKey="r1" />
      </FrameContext.Provider>,
    );
    expect(screen.getByText('Big win')).toBeTruthy();
    expect(screen.getByText('€50.00')).toBeTruthy();
    expect(sound).toHaveBeenCalledWith('bigwin');
    act(() => void vi.advanceTimersByTime(3000));
    expect(screen.queryByText('€50.00')).toBeNull();
    rerender(
      <FrameContext.Provider value={tools}>
        <WinBanner win={150} stake={100} roundKey="r2" />
      </FrameContext.Provider>,
    );
    expect(screen.getByText('Win')).toBeTruthy();
    expect(sound).toHaveBeenLastCalledWith('win');
    rerender(
      <FrameContext.Provider value={tools}>
        <WinBanner win={0} stake={100} roundKey="r3" />
      </FrameContext.Provider>,
    );
    expect(screen.queryByText('Win')).toBeNull();
    vi.useRealTimers();
  });
});

describe('numbers in German', () => {
  const german: FrameTools = {
    t: createTranslator('de', de),
    money: createMoney('de', { code: 'EUR', symbol: '€' }),
    numbers: createNumbers('de-DE'),
    sound: () => undefined,
    reducedMotion: true,
  };

  it('print chip faces and win multipliers with a decimal comma', () => {
    render(
      <FrameContext.Provider value={german}>
        <ChipButton amount={10} onClick={() => undefined} />
        <ChipButton amount={250_000} onClick={() => undefined} />
        <WinBanner win={250} stake={100} roundKey="r1" />
      </FrameContext.Provider>,
    );
    expect(screen.getByText('0,1')).toBeTruthy();
    expect(screen.getByText('2,5K')).toBeTruthy();
    expect(screen.getByText('2,5× Einsatz')).toBeTruthy();
    // No English decimal point ("2.5"); the thousands dot of "2.500,00 €" is German.
    expect(document.body.textContent).not.toMatch(/\d\.\d{1,2}(?!\d)/);
  });
});
