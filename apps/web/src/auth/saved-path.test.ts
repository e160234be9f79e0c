import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@croupier/contract/constants';
import { rememberSavedPath, takeSavedPath } from './saved-path.ts';

describe('saved path', () => {
  afterEach(() => sessionStorage.clear());

  it('remembers the restricted page and clears the temp route', () => {
    sessionStorage.setItem(STORAGE_KEYS.tempRoute, '/en/promotion');
    rememberSavedPath('/en/dashboard/informations?tab=1');
    expect(sessionStorage.getItem(STORAGE_KEYS.tempRoute)).toBeNull();
    expect(takeSavedPath()).toBe('/en/dashboard/informations?tab=1');
    expect(takeSavedPath()).toBeNull();
  });

  it('falls back to the temp route', () => {
    sessionStorage.setItem(STORAGE_KEYS.tempRoute, '/de/promotion/3');
    expect(takeSavedPath()).toBe('/de/promotion/3');
  });

  it('never returns to another site', () => {
    for (const bad of [
      '//evil.test/x',
      'https://evil.test',
      '/\\evil.test',
      'javascript:alert(1)',
    ]) {
      sessionStorage.setItem(STORAGE_KEYS.savedPath, bad);
      expect(takeSavedPath()).toBeNull();
    }
  });
});
