import { describe, expect, it } from 'vitest';
import { translationKey } from './admin-keys.ts';

describe('translationKey (admin mode)', () => {
  it('prefixes the key with the group of the translation function', () => {
    expect(translationKey('casino', 'header')).toBe('header:casino');
    expect(translationKey(['greeting'], ['myprofile', 'dashboardMenu'])).toBe('myprofile:greeting');
  });

  it('keeps a key that names its group', () => {
    expect(translationKey('footer:contact', 'header')).toBe('footer:contact');
  });

  it('shows the bare key when no group is known', () => {
    expect(translationKey('title', undefined)).toBe('title');
  });
});
