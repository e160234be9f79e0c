import { afterEach, describe, expect, it } from 'vitest';
import {
  adminSession,
  clearAdminSession,
  isAdminMode,
  startAdminSession,
} from './admin-session.ts';

describe('admin session', () => {
  afterEach(() => sessionStorage.clear());

  it('is on only when the token, nickname and translations flag all exist', () => {
    expect(isAdminMode()).toBe(false);
    startAdminSession({ token: 'staff-token', nickname: 'Ada' });
    expect(adminSession()).toEqual({ token: 'staff-token', nickname: 'Ada' });
    sessionStorage.removeItem('adminTranslations');
    expect(isAdminMode()).toBe(false);
  });

  it('clears every value on exit', () => {
    startAdminSession({ token: 'staff-token', nickname: 'Ada' });
    clearAdminSession();
    expect(isAdminMode()).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });
});
