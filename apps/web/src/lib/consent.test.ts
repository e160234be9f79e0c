import { afterEach, describe, expect, it } from 'vitest';
import { allows, consentValue, parseConsent, readConsent, saveConsent } from './consent.ts';

describe('cookie consent', () => {
  afterEach(() => {
    document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
    document.dispatchEvent(new Event('visibilitychange'));
  });

  it('encodes the choice as e, ef, efs or es', () => {
    expect(consentValue({ functional: false, statistical: false })).toBe('e');
    expect(consentValue({ functional: true, statistical: false })).toBe('ef');
    expect(consentValue({ functional: true, statistical: true })).toBe('efs');
    expect(consentValue({ functional: false, statistical: true })).toBe('es');
  });

  it('reads only known values', () => {
    expect(parseConsent('efs')).toBe('efs');
    expect(parseConsent('fs')).toBeNull();
    expect(parseConsent(null)).toBeNull();
  });

  it('tells which optional categories are allowed', () => {
    expect(allows('ef', 'functional')).toBe(true);
    expect(allows('es', 'functional')).toBe(false);
    expect(allows('es', 'statistical')).toBe(true);
    expect(allows(null, 'functional')).toBe(false);
  });

  it('stores the value in the consent cookie', () => {
    expect(readConsent()).toBeNull();
    saveConsent('ef');
    expect(readConsent()).toBe('ef');
    expect(document.cookie).toContain('cookie_consent=ef');
  });

  it('sees a choice made in another tab once the page is shown again', () => {
    saveConsent('e');
    expect(readConsent()).toBe('e');
    document.cookie = 'cookie_consent=efs; Path=/';
    // Read once, not on every render: the cookie is asked for again when the page comes back.
    expect(readConsent()).toBe('e');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(readConsent()).toBe('efs');
  });
});
