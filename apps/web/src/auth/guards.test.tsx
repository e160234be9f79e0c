// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { STORAGE_KEYS } from '@croupier/contract/constants';
import { GuestOnly, RequirePlayer } from './guards.tsx';
import { clearToken, setToken } from './token.ts';

// The language hook reads the texts' state; the translation backend is not needed here.
vi.mock('../lib/i18n.ts', () => ({ i18n: { language: 'en' } }));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/:lang',
        children: [
          { path: 'casino', element: <p>casino page</p> },
          {
            path: 'login',
            element: <GuestOnly />,
            children: [{ index: true, element: <p>login page</p> }],
          },
          {
            element: <RequirePlayer />,
            children: [{ path: 'dashboard/*', element: <p>dashboard page</p> }],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('route guards', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('sends a visitor from a restricted page to login and remembers the page', async () => {
    sessionStorage.setItem(STORAGE_KEYS.tempRoute, '/en/promotion');
    const router = renderAt('/de/dashboard/informations?x=1');
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/de/login');
    expect(sessionStorage.getItem(STORAGE_KEYS.savedPath)).toBe('/de/dashboard/informations?x=1');
    expect(sessionStorage.getItem(STORAGE_KEYS.tempRoute)).toBeNull();
  });

  it('lets a logged-in player in', async () => {
    setToken('session-token');
    renderAt('/en/dashboard');
    expect(await screen.findByText('dashboard page')).toBeTruthy();
  });

  it('sends a logged-in player away from login to the casino', async () => {
    setToken('session-token');
    const router = renderAt('/en/login');
    expect(await screen.findByText('casino page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/casino');
  });

  it('leaves the restricted page when the session ends', async () => {
    setToken('session-token');
    const router = renderAt('/en/dashboard');
    await screen.findByText('dashboard page');
    act(() => clearToken('expired'));
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/login');
  });
});
