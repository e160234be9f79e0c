import { describe, expect, it } from 'vitest';
import {
  ageOn,
  birthYears,
  cleanName,
  cleanPhoneNumber,
  cleanReferralCode,
  dobError,
  emailError,
  importedPasswordError,
  mobileError,
  nameError,
  nameNeedsCleaning,
  newPasswordError,
  normalizeGender,
  parseDob,
  passwordError,
  passwordIdentityError,
  phoneNumberError,
  phonePrefixError,
  realityMinutesError,
  stripUsername,
  usernameError,
} from './account-rules.ts';

describe('e-mail', () => {
  it('needs 6+ characters and the standard pattern', () => {
    expect(emailError('a@b.cz')).toBeNull();
    expect(emailError('jana.novak+casino@mail.example.com')).toBeNull();
    expect(emailError('a@b.c')).toBe('email_error');
    expect(emailError('no-at-sign.com')).toBe('email_error');
    expect(emailError('two@@ats.com')).toBe('email_error');
    expect(emailError('spa ce@mail.com')).toBe('email_error');
    expect(emailError('x@nodot')).toBe('email_error');
    expect(emailError(`${'a'.repeat(250)}@mail.com`)).toBe('email_error');
  });
});

describe('nickname', () => {
  it('is 6 to 25 allowed characters', () => {
    expect(usernameError('abcdef')).toBeNull();
    expect(usernameError('a'.repeat(25))).toBeNull();
    expect(usernameError('abcde')).toBe('username_error_min');
    expect(usernameError('a'.repeat(26))).toBe('username_error_max');
    expect(usernameError('bad name')).toBe('username_invalid_chars');
    expect(usernameError('emoji😀x')).toBe('username_invalid_chars');
  });
  it('strips special characters as the form does', () => {
    expect(stripUsername('jo hn#$%_doe.1-')).toBe('john_doe.1-');
  });
});

describe('password', () => {
  it('needs 8+ with lowercase, uppercase, digit and special, no spaces', () => {
    expect(passwordError('Str0ng-Pass!')).toBeNull();
    expect(passwordError('Sh0rt!a')).toBe('password_error');
    expect(passwordError('nouppercase1!')).toBe('password_error');
    expect(passwordError('NOLOWERCASE1!')).toBe('password_error');
    expect(passwordError('NoDigits!!')).toBe('password_error');
    expect(passwordError('NoSpecial12')).toBe('password_error');
    expect(passwordError('With Space1!')).toBe('password_error');
    expect(passwordError(`Aa1!${'x'.repeat(200)}`)).toBe('password_error');
  });
  it('imported players may use only @$!%*?& as specials', () => {
    expect(importedPasswordError('Str0ngPass!')).toBeNull();
    expect(importedPasswordError('Str0ng-Pass!')).toBe('password_error');
  });
  it('must not equal the nickname or the e-mail local part, case-insensitive', () => {
    expect(passwordIdentityError('Jana.Nov4k!', 'jana.nov4k!', null)).toBe(
      'password_equals_username_or_email',
    );
    expect(passwordIdentityError('Jana.Nov4k!', 'someone', 'JANA.NOV4K!@mail.com')).toBe(
      'password_equals_username_or_email',
    );
    expect(passwordIdentityError('Jana.Nov4k!', 'someone', 'jana@mail.com')).toBeNull();
  });
  it('reports the first failing rule with its field', () => {
    expect(
      newPasswordError({ password: 'Str0ng-Pass!', password_confirmation: 'Str0ng-Pass?' }),
    ).toEqual({ field: 'password_confirmation', key: 'password_confirmation_mismatch' });
    expect(newPasswordError({ password: 'weak', password_confirmation: 'weak' })).toEqual({
      field: 'password',
      key: 'password_error',
    });
    expect(
      newPasswordError({ password: 'Str0ng-Pass!', password_confirmation: 'Str0ng-Pass!' }),
    ).toBeNull();
  });
});

describe('phone', () => {
  it('prefix is + and 1-4 digits', () => {
    expect(phonePrefixError('+44')).toBeNull();
    expect(phonePrefixError('+4201')).toBeNull();
    expect(phonePrefixError('44')).toBe('phone_prefix_invalid');
    expect(phonePrefixError('+44444')).toBe('phone_prefix_invalid');
  });
  it('number keeps digits, drops leading zeros; typed prefix is refused', () => {
    expect(cleanPhoneNumber('0 0777-123 456')).toBe('777123456');
    expect(phoneNumberError('+44', '447700900123')).toBe('remove_phone_prefix');
    expect(phoneNumberError('+44', '4477')).toBeNull();
    expect(phoneNumberError('+44', '7700900123')).toBeNull();
  });
  it('full mobile has 8-20 digits, one leading plus, 20 characters at most', () => {
    expect(mobileError('+447700900123')).toBeNull();
    expect(mobileError('+44770090')).toBeNull();
    expect(mobileError('+4477009')).toBe('invalid_phone');
    expect(mobileError('+447700')).toBe('invalid_phone');
    expect(mobileError('+44 7700 900123')).toBe('invalid_phone');
    expect(mobileError('++447700900123')).toBe('invalid_phone');
    expect(mobileError(`+${'1'.repeat(20)}`)).toBe('invalid_phone');
  });
});

describe('names', () => {
  it('replaces accents and removes everything but letters, digits, . ! ? and single spaces', () => {
    expect(cleanName('Jána Nováková')).toBe('Jana Novakova');
    expect(cleanName('Łukasz Żółć')).toBe('Lukasz Zolc');
    expect(cleanName('Straße')).toBe('Strasse');
    expect(cleanName('Ann😀-Marie  <b>O’Neil</b>')).toBe('AnnMarie bONeilb');
    expect(cleanName('Dr. Who?!')).toBe('Dr. Who?!');
    expect(nameNeedsCleaning('Jána')).toBe(true);
    expect(nameNeedsCleaning('Jana')).toBe(false);
  });
  it('is required after cleaning and bounded', () => {
    expect(nameError('😀😀')).toBe('field_required');
    expect(nameError('x'.repeat(51))).toBe('name_too_long');
    expect(nameError('Jana')).toBeNull();
  });
});

describe('date of birth', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('rejects impossible dates', () => {
    expect(parseDob('2001-2-29')).toBeNull();
    expect(parseDob('2000-2-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(dobError('1990-13-01', now)).toBe('dob_invalid');
    expect(dobError('not a date', now)).toBe('dob_invalid');
  });
  it('needs 18 years on the day, within 115 years', () => {
    expect(dobError('2008-11-22', now)).toBeNull();
    expect(dobError('2008-11-23', now)).toBe('dob_error');
    expect(dobError('1911-01-01', now)).toBeNull();
    expect(dobError('1910-01-01', now)).toBe('dob_error');
    expect(ageOn({ year: 2008, month: 11, day: 23 }, now)).toBe(17);
  });
  it('offers birth years from 17 to 115 years ago', () => {
    const years = birthYears(now);
    expect(years[0]).toBe(2009);
    expect(years.at(-1)).toBe(1911);
  });
});

describe('misc', () => {
  it('normalises genders and reality minutes', () => {
    expect(normalizeGender('male')).toBe('M');
    expect(normalizeGender('other')).toBe('GN');
    expect(normalizeGender('GN')).toBe('GN');
    expect(normalizeGender('x')).toBeNull();
    expect(realityMinutesError(45)).toBeNull();
    expect(realityMinutesError(20)).toBe('field_invalid');
  });
  it('cleans btag codes', () => {
    expect(cleanReferralCode(' aff,123,x ')).toBe('aff123x');
  });
});
