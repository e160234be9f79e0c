// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import TermsPrompt from './terms-prompt.tsx';

vi.mock('../lib/i18n.ts', () => ({ i18n: { language: 'en' } }));
vi.mock('../lib/translation.tsx', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TermsPrompt', () => {
  it('cannot be dismissed; accepting sends terms_and_conditions true and reloads', async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify({ data: {} }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetch);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      reload,
    } as Location);

    render(
      <MemoryRouter initialEntries={['/en/casino']}>
        <TermsPrompt />
      </MemoryRouter>,
    );
    const dialog = screen.getByRole('dialog', { name: 'terms_title' });
    // No close button; Escape leaves it open.
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'terms_title' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'terms_accept' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(new URL(String(url), 'http://site').pathname).toBe('/v1/me');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ terms_and_conditions: true });
  });
});
