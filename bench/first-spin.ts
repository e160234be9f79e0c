/**
 * The game page's first spin on a phone, as bench/lighthouse.ts and bench/game-timeline.ts
 * measure it: a guest (demo) with a cold cache, Lighthouse's slow-4G bandwidth and a 4x CPU
 * slowdown applied through DevTools, at a given latency per request; the figure is the time from
 * navigation until the frame's play button is on the screen and enabled.
 */
import type { Browser, Page } from 'playwright-core';

/** Lighthouse's slow 4G as its DevTools throttling applies it (90 % of 1.6 Mbps and 750 kbps). */
export const SLOW_4G = { downloadKbps: 1474.56, uploadKbps: 675, cpuSlowdown: 4 };

/**
 * Opens `url` in a new phone context under the profile (`latency` ms per request) and answers
 * the milliseconds until the first spin is possible. `onPage` sees the page before it navigates
 * (to record its requests, say). The context is closed afterwards.
 */
export async function firstSpin(
  browser: Browser,
  url: string,
  latency: number,
  onPage?: (page: Page) => void,
): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8,
      uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdown });
    onPage?.(page);
    await page.goto(url, { waitUntil: 'commit' });
    const started = await page.evaluate(() => performance.timeOrigin);
    for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
      // The launch link's page (the frame with its session), then the frame's own address.
      const frame = page.frames().find((f) => /\/studio\/(launch|frame)\//.test(f.url()));
      if (!frame) {
        await page.waitForTimeout(50);
        continue;
      }
      try {
        const handle = await frame.waitForFunction(
          () => {
            const play = document.querySelector<HTMLButtonElement>('[data-testid="play"]');
            // On the screen: the button laid out, and the frame itself shown by the page.
            const shown =
              play !== null &&
              play.getClientRects().length > 0 &&
              (window.frameElement?.checkVisibility({ visibilityProperty: true }) ?? true);
            return shown && !play.disabled ? performance.timeOrigin + performance.now() : 0;
          },
          undefined,
          { polling: 'raf', timeout: 60_000 },
        );
        return Math.round((await handle.jsonValue()) - started);
      } catch (error) {
        // The frame navigated (a launch redirect) while being polled: poll the new one.
        if (!/context was destroyed|detached|navigat/i.test(String(error))) throw error;
      }
    }
    throw new Error(`${url} never offered a spin`);
  } finally {
    await context.close();
  }
}
