/**
 * Masking of a player's personal data in staff answers, and a small user-agent reader (browser
 * and OS family by regular expressions: no parser dependency; unknown agents give null).
 */

const stars = '***';

/** `jane@example.com` -> `j***@e***.com` (the domain's last label stays). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return `${email.slice(0, 1)}${stars}`;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}${stars}@${host.slice(0, 1)}${stars}${tld}`;
}

/**
 * `+447700900123` -> `+44 77** ***123`: the prefix (the first 2 digits after +), the next 2
 * digits and the last 3; every other digit a star.
 */
export function maskPhone(mobile: string | null): string | null {
  if (!mobile) return mobile;
  const digits = mobile.replace(/\D/g, '');
  if (digits.length < 8) return `+${'*'.repeat(digits.length)}`;
  const prefix = digits.slice(0, 2);
  const head = digits.slice(2, 4);
  const tail = digits.slice(-3);
  const hidden = digits.length - 2 - 2 - 3;
  return `+${prefix} ${head}${'*'.repeat(Math.min(2, hidden))} ${'*'.repeat(Math.max(0, hidden - 2))}${tail}`;
}

/** `Jane` -> `J***`. */
export function maskName(name: string | null): string | null {
  if (!name) return name;
  return `${Array.from(name)[0] ?? ''}${stars}`;
}

/** Address parts and the date of birth: only whether there is one. */
export function maskValue(value: string | null): string | null {
  return value ? stars : value;
}

/** `CZ6508000000192000145399` -> `CZ65 **** **** 5399`. */
export function maskIban(iban: string): string {
  const v = iban.replace(/\s+/g, '');
  if (v.length < 8) return stars;
  return `${v.slice(0, 4)} **** **** ${v.slice(-4)}`;
}

/** Browser and OS family of a user agent (most specific first: Edge and Opera say Chrome too). */
export function readUserAgent(ua: string | null): { browser: string | null; os: string | null } {
  if (!ua) return { browser: null, os: null };
  const browser = /Edg(e|A|iOS)?\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser\//.test(ua)
        ? 'Samsung Internet'
        : /Firefox\/|FxiOS\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|CriOS\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : /curl\/|node|undici|okhttp|python/i.test(ua)
                ? 'Script'
                : null;
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Android/.test(ua)
        ? 'Android'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  return { browser, os };
}
