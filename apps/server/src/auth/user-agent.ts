/**
 * A short summary of a User-Agent (browser family, operating-system family, phone or tablet) for
 * the player's list of sessions: enough for a player to recognise "Firefox on Windows" or "Safari
 * on iOS", not a fingerprint. Plain pattern checks in the order that matters (Edge and Opera say
 * "Chrome" too, Chrome says "Safari", Android says "Linux"); anything else is null.
 */

export interface DeviceSummary {
  browser: string | null;
  os: string | null;
  mobile: boolean;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bMSIE \d|\bTrident\//, 'Internet Explorer'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

/** The summary of a User-Agent header (null or empty: nothing known). */
export function summariseUserAgent(userAgent: string | null | undefined): DeviceSummary {
  const ua = (userAgent ?? '').slice(0, 512);
  const find = (list: readonly [RegExp, string][]) =>
    list.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  return {
    browser: find(BROWSERS),
    os: find(SYSTEMS),
    mobile: /\bMobile\b|\biPhone\b|\biPad\b|\bAndroid\b|\bTablet\b/.test(ua),
  };
}
