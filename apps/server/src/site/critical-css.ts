import { createHash } from 'node:crypto';
import Beasties from 'beasties';

/**
 * The critical CSS of a first screen: the rules of the site's stylesheets that match the markup
 * the server paints before any script runs (the header, a lobby's first banner, a static page),
 * found by Beasties. The server inlines it under the response's style nonce and loads the whole
 * stylesheets without blocking the first paint.
 *
 * Which rules match depends on the elements and their classes, not on the texts or the links: the
 * extraction (a few hundred milliseconds of CPU) runs once per skeleton of the markup (its tags
 * and attributes without texts and addresses), so every language of a lobby shares one result.
 */
export function createCriticalCss(root: string) {
  const beasties = new Beasties({
    path: root,
    publicPath: '/',
    // Only the extracted <style> is used: what it does with the links is thrown away.
    mergeStylesheets: true,
    // No font of its own: the site sets its text in the system's font.
    inlineFonts: false,
    preloadFonts: false,
    keyframes: 'critical',
    compress: true,
    logLevel: 'silent',
  });
  const cache = new Map<string, Promise<string>>();

  return function criticalCss(html: string, stylesheets: readonly string[]): Promise<string> {
    const shape = skeleton(html);
    const key = createHash('sha256')
      .update(stylesheets.join('\n'))
      .update('\0')
      .update(shape)
      .digest('base64url');
    const hit = cache.get(key);
    if (hit) return hit;
    const links = stylesheets.map((href) => `<link rel="stylesheet" href="/${href}">`).join('');
    const value = beasties
      .process(`<!doctype html><html><head>${links}</head><body>${shape}</body></html>`)
      .then((out) => /<style[^>]*>([\s\S]*?)<\/style>/.exec(out)?.[1] ?? '');
    value.catch(() => cache.delete(key));
    // Content edits make new keys: keep the cache bounded.
    if (cache.size >= 500) cache.clear();
    cache.set(key, value);
    return value;
  };
}

/** The markup without its texts and the values of attributes no stylesheet selects on. */
export function skeleton(html: string): string {
  return html
    .replace(/>[^<]+</g, '><')
    .replace(
      /\s(?:href|src|srcset|alt|title|content|aria-label|datetime|width|height)="[^"]*"/g,
      '',
    );
}

export type CriticalCss = ReturnType<typeof createCriticalCss>;
