import { eq } from 'drizzle-orm';
import { TERMS_VERSION } from '@croupier/contract/constants';
import { hashPassword } from '../auth/crypto.ts';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { assignBonusWith, depositWith } from '../wallet/service.ts';

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
  /** A player with an active bonus campaign (the game page's bonus box). */
  bonus: { username: 'bonusplayer', email: 'bonus@croupier.test', password: 'Bonus-Player-2026!' },
} as const;

/** Starting money of the development players, in EUR cents, credited through the ledger. */
export const DEMO_CREDIT = {
  demo: 100_000,
  bonusCash: 5_000,
  bonus: 2_000,
  bonusTarget: 60_000,
  bonusMaxBet: 500,
} as const;
/** The campaign the bonus player is in. */
const BONUS_PLAYER_CAMPAIGN = 'WELCOME100';

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
    {
      ...common,
      username: DEMO_PLAYERS.bonus.username,
      email: DEMO_PLAYERS.bonus.email,
      emailVerifiedAt: registered,
      mobile: '+35699000003',
      smsVerifiedAt: registered,
      passwordHash: await hashPassword(DEMO_PLAYERS.bonus.password),
      isCrypt: true,
      passwordCreatedAt: registered,
      passwordChangedAt: new Date(registered.getTime() + 60_000),
      firstname: 'Bonus',
      lastname: 'Player',
      gender: 'M',
      dob: '1988-03-21',
      street: 'Old Bakery Street',
      streetNumber: '31',
      realityMinutes: 60,
    },
  ]);
  await creditDemoPlayers(db);
}

/**
 * Money of the development players, through the ledger like real money: the demo player's
 * 1,000.00 EUR deposit; the bonus player's 50.00 EUR deposit and a 20.00 EUR bonus of the
 * welcome campaign (turnover 600.00, max bet 5.00). Idempotent (fixed transaction ids).
 */
async function creditDemoPlayers(db: Executor): Promise<void> {
  const id = async (username: string) => {
    const [row] = await db
      .select({ id: t.players.id })
      .from(t.players)
      .where(eq(t.players.username, username))
      .limit(1);
    return row?.id;
  };
  const demo = await id(DEMO_PLAYERS.demo.username);
  const bonus = await id(DEMO_PLAYERS.bonus.username);
  const [campaign] = await db
    .select({ id: t.campaigns.id })
    .from(t.campaigns)
    .where(eq(t.campaigns.code, BONUS_PLAYER_CAMPAIGN))
    .limit(1);
  if (demo) {
    await depositWith(db, {
      playerId: demo,
      amount: DEMO_CREDIT.demo,
      provider: 'seed',
      transactionId: `demo-credit-${demo}`,
    });
  }
  if (bonus) {
    await depositWith(db, {
      playerId: bonus,
      amount: DEMO_CREDIT.bonusCash,
      provider: 'seed',
      transactionId: `demo-credit-${bonus}`,
    });
    if (campaign) {
      await assignBonusWith(db, {
        playerId: bonus,
        campaignId: campaign.id,
        amount: DEMO_CREDIT.bonus,
        target: DEMO_CREDIT.bonusTarget,
        maxBet: DEMO_CREDIT.bonusMaxBet,
        transactionId: `demo-bonus-${bonus}`,
      });
    }
  }
}
