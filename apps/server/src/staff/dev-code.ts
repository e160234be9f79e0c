/**
 * Prints the development admin's current TOTP code (`npm run staff:code`): the second factor of
 * admin@croupier.test outside production (its secret is public, see bootstrap.ts DEV_ADMIN).
 */
import { DEV_ADMIN } from './bootstrap.ts';
import { totpCode } from './totp.ts';

const now = new Date();
const code = await totpCode(DEV_ADMIN.totpSecret, now);
const left = 30 - (Math.floor(now.getTime() / 1000) % 30);
process.stdout.write(`${code}  (${DEV_ADMIN.email}, valid about ${left} more seconds)\n`);
