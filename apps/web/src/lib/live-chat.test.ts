import { describe, expect, it } from 'vitest';
import { shouldLoadLiveChat } from './live-chat.ts';

const url = 'https://chat.example/widget.js';

describe('live chat', () => {
  it('needs a URL and functional cookies', () => {
    expect(shouldLoadLiveChat({ url: null, consent: 'efs', gamePage: false, desktop: true })).toBe(
      false,
    );
    expect(shouldLoadLiveChat({ url, consent: null, gamePage: false, desktop: true })).toBe(false);
    expect(shouldLoadLiveChat({ url, consent: 'es', gamePage: false, desktop: true })).toBe(false);
    expect(shouldLoadLiveChat({ url, consent: 'ef', gamePage: false, desktop: false })).toBe(true);
  });

  it('loads on a game page only on desktop', () => {
    expect(shouldLoadLiveChat({ url, consent: 'ef', gamePage: true, desktop: false })).toBe(false);
    expect(shouldLoadLiveChat({ url, consent: 'ef', gamePage: true, desktop: true })).toBe(true);
  });

  it('refuses scripts that are not https or same-origin', () => {
    const base = { consent: 'ef' as const, gamePage: false, desktop: true };
    expect(shouldLoadLiveChat({ ...base, url: 'http://chat.example/w.js' })).toBe(false);
    expect(shouldLoadLiveChat({ ...base, url: '//chat.example/w.js' })).toBe(false);
    expect(shouldLoadLiveChat({ ...base, url: 'javascript:alert(1)' })).toBe(false);
    expect(shouldLoadLiveChat({ ...base, url: '/chat/widget.js' })).toBe(true);
  });
});
