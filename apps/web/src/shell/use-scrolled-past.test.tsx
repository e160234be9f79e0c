// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useScrolledPast } from './use-scrolled-past.ts';

function Probe() {
  return <p>{useScrolledPast(100) ? 'past' : 'top'}</p>;
}

/** Runs the pending animation frames, then the tasks they queued. */
async function nextFrameAndTask() {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    await new Promise((resolve) => setTimeout(resolve, 5));
  });
}

describe('useScrolledPast', () => {
  afterEach(() => {
    cleanup();
    window.scrollTo(0, 0);
    window.dispatchEvent(new Event('scroll'));
    vi.restoreAllMocks();
  });

  it('picks up a restored scroll offset after the first frame, without reading it inside the frame', async () => {
    // A reload that restores a scrolled page: the offset is there before the site renders.
    window.scrollTo(0, 400);
    let readsInFrame = 0;
    let inFrame = false;
    const raf = window.requestAnimationFrame.bind(window);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) =>
      raf((time) => {
        inFrame = true;
        try {
          callback(time);
        } finally {
          inFrame = false;
        }
      }),
    );
    const scrollY = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(window), 'scrollY');
    const own = Object.getOwnPropertyDescriptor(window, 'scrollY');
    const read = (own?.get ?? scrollY?.get)?.bind(window) ?? (() => window.pageYOffset);
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get() {
        if (inFrame) readsInFrame++;
        return read();
      },
    });
    try {
      render(<Probe />);
      expect(screen.getByText('top')).toBeTruthy();
      await nextFrameAndTask();
      expect(screen.getByText('past')).toBeTruthy();
      // Reading the offset in an animation frame would force the first screen's layout early.
      expect(readsInFrame).toBe(0);
    } finally {
      if (own) Object.defineProperty(window, 'scrollY', own);
      else delete (window as { scrollY?: number }).scrollY;
    }
  });

  it('follows scroll events both ways', async () => {
    render(<Probe />);
    await nextFrameAndTask();
    expect(screen.getByText('top')).toBeTruthy();
    await act(async () => {
      window.scrollTo(0, 250);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('past')).toBeTruthy();
    await act(async () => {
      window.scrollTo(0, 50);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByText('top')).toBeTruthy();
  });
});
