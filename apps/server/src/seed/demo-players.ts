import { eq } from 'drizzle-orm';
import { TERMS_VERSION } from '@croupier/contract/constants';
import { hashPassword } from '../auth/crypto.ts';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';

/** Development accounts (README). Never created when NODE_ENV=production. */
export const DEMO_PLAYERS = {
  /** A verified, active player. */
  demo: { username: 'demoplayer', email: 'demo@croupier.test', password: 'Demo-Player-2026!' },
  /** An imported player (is_crypt false): the site sends it to the changePassword page. */
  imported: {
    username: 'importedplayer',
    email: 'imported@croupier.test',
    password: 'Imported-Player-2026!',
  },
} as const;

const DAY_MS = 86_400_000;

export async function seedDemoPlayers(db: Executor, now: Date): Promise<void> {
  const [skin] = await db
    .select({ id: t.skins.id })
    .from(t.skins)
    .where(eq(t.skins.refId, 'croupier'))
    .limit(1);
  const [eur] = await db
    .select({ id: t.currencies.id })
    .from(t.currencies)
    .where(eq(t.currencies.code, 'EUR'))
    .limit(1);
  if (!skin || !eur) return;
  const registered = new Date(now.getTime() - 30 * DAY_MS);
  const common = {
    skinId: skin.id,
    status: 'active',
    country: 'MT',
    nationality: 'MT',
    birthCountry: 'MT',
    city: 'Valletta',
    postalCode: 'VLT 1010',
    currencyId: eur.id,
    language: 'en',
    termsVersion: TERMS_VERSION,
    termsAcceptedAt: registered,
    createdAt: registered,
    updatedAt: registered,
  } as const;
  await db.insert(t.players).values([
    {
      ...common,
      username: DEMO_PLAYERS.demo.username,
      email: DEMO_PLAYERS.demo.email,
      emailVerifiedAt: registered,
      mobile: '+35699000001',
      smsVerifiedAt: registered,
      passwordHash: await hashPassword(DEMO_PLAYERS.demo.password),
      isCrypt: true,
      passwordCreatedAt: registered,
      // Set at the end of registration: the Passwords page offers the change form.
      passwordChangedAt: new Date(registered.getTime() + 60_000),
      firstname: 'Demo',
      lastname: 'Player',
      gender: 'GN',
      dob: '1990-05-15',
      street: 'Republic Street',
      streetNumber: '12',
      realityMinutes: 60,
      newsletter: true,
    },
    {
      ...common,
      username: DEMO_PLAYERS.imported.username,
      email: DEMO_PLAYERS.imported.email,
      emailVerifiedAt: registered,
      mobile: '+35699000002',
      smsVerifiedAt: registered,
      passwordHash: await hashPassword(DEMO_PLAYERS.imported.password),
      // Imported from a previous platform: never changed here, must be changed.
      isCrypt: false,
      passwordCreatedAt: registered,
      passwordChangedAt: registered,
      firstname: 'Imported',
      lastname: 'Player',
      gender: 'F',
      dob: '1985-11-02',
      street: 'Merchants Street',
      streetNumber: '7',
    },
  ]);
}
