// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { SumsubWidget } from './sumsub-widget.tsx';

vi.mock('../../lib/translation.tsx', () => ({
  useTranslation: () => ({ t: (key: string) => key }),
}));

const getAccessToken = vi.fn();
vi.mock('./api/access-token.ts', () => ({
  getAccessToken: (level: string) => getAccessToken(level) as unknown,
}));

/** A stand-in of @sumsub/websdk's builder that records what the page asked of it. */
const sdk = vi.hoisted(() => {
  const state = {
    token: '',
    refresh: null as null | (() => Promise<string>),
    conf: null as unknown,
    handlers: {} as Record<string, (payload: unknown) => void>,
    launchedInto: null as HTMLElement | null,
    destroyed: 0,
  };
  const builder = {
    withConf(conf: unknown) {
      state.conf = conf;
      return builder;
    },
    withOptions() {
      return builder;
    },
    on(event: string, handler: (payload: unknown) => void) {
      state.handlers[event] = handler;
      return builder;
    },
    build() {
      return {
        launch: (el: HTMLElement) => (state.launchedInto = el),
        destroy: () => (state.destroyed += 1),
      };
    },
  };
  return {
    state,
    module: {
      default: {
        init(token: string, refresh: () => Promise<string>) {
          state.token = token;
          state.refresh = refresh;
          return builder;
        },
      },
    },
  };
});
vi.mock('@sumsub/websdk', () => sdk.module);

afterEach(cleanup);

describe('SumsubWidget', () => {
  it('launches the WebSDK with the token and the language, refreshes the token, reports submissions and is destroyed on close', async () => {
    const onEvent = vi.fn();
    const view = render(
      <SumsubWidget token="tok-1" level="BasicAmlLevel" language="de" onEvent={onEvent} />,
    );
    await waitFor(() => expect(sdk.state.launchedInto).not.toBeNull());
    expect(sdk.state.token).toBe('tok-1');
    expect(sdk.state.conf).toEqual({ lang: 'de' });
    expect(screen.getByRole('status').textContent).toBe('kyc_widget_loading');

    // An expired token: a fresh one of the same level is fetched from the platform.
    getAccessToken.mockResolvedValueOnce({ token: 'tok-2' });
    await expect(sdk.state.refresh!()).resolves.toBe('tok-2');
    expect(getAccessToken).toHaveBeenCalledWith('BasicAmlLevel');

    sdk.state.handlers['idCheck.onReady']!({});
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    sdk.state.handlers['idCheck.onApplicantSubmitted']!({});
    expect(onEvent).toHaveBeenCalledWith('submitted');

    view.unmount();
    expect(sdk.state.destroyed).toBe(1);
  });
});
