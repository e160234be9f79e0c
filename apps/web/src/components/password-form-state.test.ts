import { describe, expect, it } from 'vitest';
import {
  CONFIRMATION_MISMATCH,
  SAME_AS_CURRENT,
  passwordFormState as sut,
} from './password-form-state.ts';

const who = { username: 'demoplayer', email: 'Lucky.Anna@example.com' };
const good = 'New-Secret-2026!';

describe('passwordFormState', () => {
  it('accepts a strong new password confirmed exactly', () => {
    expect(sut({ current: 'Old-Secret-1!', password: good, confirmation: good }, who)).toEqual({
      passwordError: null,
      confirmationError: null,
      canSubmit: true,
    });
  });

  it.each([
    ['too short', 'Ab1!xyz'],
    ['no uppercase', 'new-secret-2026!'],
    ['no lowercase', 'NEW-SECRET-2026!'],
    ['no digit', 'New-Secret-abc!'],
    ['no special character', 'NewSecret2026'],
  ])('rejects a password with %s', (_, password) => {
    const state = sut({ current: 'x', password, confirmation: password }, who);
    expect(state.passwordError).toBe('password_error');
    expect(state.canSubmit).toBe(false);
  });

  it('rejects the e-mail local part and the nickname, case-insensitively', () => {
    const byName = sut(
      { current: 'x', password: 'PLAYER-01!a', confirmation: '' },
      { username: 'player-01!A' },
    );
    expect(byName.passwordError).toBe('password_equals_username_or_email');
    const byEmail = sut(
      { current: 'x', password: 'mail-BOX9!', confirmation: '' },
      { email: 'Mail-Box9!@example.com' },
    );
    expect(byEmail.passwordError).toBe('password_equals_username_or_email');
  });

  it('asks for a password different from the current one', () => {
    const state = sut({ current: good, password: good, confirmation: good }, who);
    expect(state.passwordError).toBe(SAME_AS_CURRENT);
    expect(state.canSubmit).toBe(false);
  });

  it('compares the confirmation only after 5 characters', () => {
    expect(
      sut({ current: 'x', password: good, confirmation: 'New-S' }, who).confirmationError,
    ).toBeNull();
    expect(
      sut({ current: 'x', password: good, confirmation: 'New-Sx' }, who).confirmationError,
    ).toBe(CONFIRMATION_MISMATCH);
    // Still not submittable while shorter and different.
    expect(sut({ current: 'x', password: good, confirmation: 'New-S' }, who).canSubmit).toBe(false);
  });

  it('needs the current password', () => {
    expect(sut({ current: '', password: good, confirmation: good }, who).canSubmit).toBe(false);
  });

  it('allows only @$!%*?& as specials for imported players', () => {
    const imported = { ...who, imported: true };
    expect(
      sut({ current: 'x', password: 'New-Secret-2026', confirmation: '' }, imported).passwordError,
    ).toBe('password_error');
    expect(
      sut({ current: 'x', password: 'NewSecret2026!', confirmation: '' }, imported).passwordError,
    ).toBeNull();
  });
});
