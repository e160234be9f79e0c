import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import * as t from '../src/db/schema.ts';
import { signBody } from '../src/wallet/provider-routes.ts';
import { playerCampaigns } from '../src/wallet/schema.ts';
import { activateNextBonusWith, depositWith, type WalletService } from '../src/wallet/service.ts';
import { createPlayer } from './studio-support.ts';

let serial = 0;

/** Active EUR players of the seeded skin, inserted directly (the wallet does not care how). */
export async function insertPlayers(
  db: Db,
  count: number,
  opts: { status?: string; currency?: string } = {},
): Promise<number[]> {
  const [skin] = await db.select({ id: t.skins.id }).from(t.skins).limit(1);
  const [currency] = await db
    .select({ id: t.currencies.id })
    .from(t.currencies)
    .where(eq(t.currencies.code, opts.currency ?? 'EUR'));
  if (!skin || !currency) throw new Error('seed missing');
  const at = new Date();
  const rows = Array.from({ length: count }, () => {
    serial += 1;
    const n = `${process.pid}x${serial}`;
    return {
      skinId: skin.id,
      username: `w${n}`,
      email: `w${n}@wallet.test`,
      passwordHash: 'not-a-login',
      passwordCreatedAt: at,
      passwordChangedAt: at,
      status: opts.status ?? 'active',
      country: 'MT',
      currencyId: currency.id,
    };
  });
  const inserted = await db.insert(t.players).values(rows).returning({ id: t.players.id });
  return inserted.map((r) => r.id);
}

/** One player (insertPlayers) with `cents` deposited through `wallet` when over 0. */
export async function insertFundedPlayer(
  db: Db,
  wallet: Pick<WalletService, 'deposit'>,
  cents: number,
  depositId: () => string,
): Promise<number> {
  const [id] = await insertPlayers(db, 1);
  if (cents > 0) {
    const r = await wallet.deposit({
      playerId: id!,
      amount: cents,
      provider: 'test-pay',
      transactionId: depositId(),
    });
    expect(r.ok).toBe(true);
  }
  return id!;
}

export interface LedgerAudit {
  /** Transactions whose entries do not sum to zero. */
  unbalanced: number;
  /** Wallets whose cached cash or bonus differs from the sum of their account's entries. */
  cacheMismatches: number;
  negativeWallets: number;
  /** Authorized transactions whose amount differs from the player's net entries (bets: -). */
  entryCount: number;
}

/** The ledger's invariants, read straight from the tables. */
export async function auditLedger(db: Db): Promise<LedgerAudit> {
  const rows = async (q: ReturnType<typeof sql>) =>
    ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const [unbalanced] = await rows(sql`
    select count(*)::int as n from (
      select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0
    ) x`);
  const [mismatch] = await rows(sql`
    select count(*)::int as n from wallets w
    where w.cash <> coalesce((select sum(amount) from ledger_entries where account_id = w.cash_account_id), 0)
       or w.bonus <> coalesce((select sum(amount) from ledger_entries where account_id = w.bonus_account_id), 0)`);
  const [negative] = await rows(sql`
    select count(*)::int as n from wallets where cash < 0 or bonus < 0 or deposited < 0 or deposited > cash`);
  const [entries] = await rows(sql`select count(*)::int as n from ledger_entries`);
  return {
    unbalanced: Number(unbalanced?.n),
    cacheMismatches: Number(mismatch?.n),
    negativeWallets: Number(negative?.n),
    entryCount: Number(entries?.n),
  };
}

/** A player with a live session (as `createPlayer`) and `cents` deposited (EUR) when over 0. */
export async function fundedPlayer(
  db: Db,
  now: Date,
  cents: number,
  tag: string,
  values: Partial<typeof t.players.$inferInsert> = {},
) {
  const p = await createPlayer(db, now, values);
  if (cents > 0) {
    const r = await depositWith(db, {
      playerId: p.id,
      amount: cents,
      provider: 'seed',
      transactionId: `${tag}-dep-${p.id}`,
    });
    expect(r.ok).toBe(true);
  }
  return p;
}

/** A `/wallet/v1/{path}` call of a provider, signed with its secret (or with `signature`). */
export async function walletProviderCall(
  app: FastifyInstance,
  path: string,
  body: object,
  auth: { provider: string; secret: string; signature?: string },
) {
  const raw = JSON.stringify(body);
  const res = await app.inject({
    method: 'POST',
    url: `/wallet/v1/${path}`,
    headers: {
      'content-type': 'application/json',
      'x-provider': auth.provider,
      'x-signature': auth.signature ?? signBody(auth.secret, raw),
    },
    payload: raw,
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

/** The ledger audit an auditor asks for: balanced, caches equal to entries, nothing negative. */
export async function expectSoundLedger(db: Db): Promise<void> {
  expect(await auditLedger(db)).toMatchObject({
    unbalanced: 0,
    cacheMismatches: 0,
    negativeWallets: 0,
  });
}

export type PlayerCampaignRow = typeof playerCampaigns.$inferSelect;
export type CampaignTerms = Partial<typeof playerCampaigns.$inferInsert>;

/**
 * A player campaign with the given terms (in the player's currency), inserted directly as the
 * bonus domain would after a claim (`unused`, awaiting nothing unless `terms.awaiting`), then
 * activated when the player has none active (`activate`, default true). Campaign id: the first
 * seeded campaign unless `terms.campaignId`.
 */
export async function giveCampaign(
  db: Db,
  playerId: number,
  terms: CampaignTerms = {},
  { activate = true }: { activate?: boolean } = {},
): Promise<PlayerCampaignRow> {
  serial += 1;
  const claimKey = `test-${process.pid}-${serial}`;
  const [player] = await db
    .select({ currencyId: t.players.currencyId })
    .from(t.players)
    .where(eq(t.players.id, playerId));
  const [campaign] = await db.select({ id: t.campaigns.id }).from(t.campaigns).limit(1);
  const [row] = await db
    .insert(playerCampaigns)
    .values({
      playerId,
      campaignId: campaign!.id,
      currencyId: player!.currencyId,
      status: 'unused',
      source: 'staff',
      claimKey,
      bonusAmount: 0,
      target: 0,
      ...terms,
    })
    .returning();
  if (activate) await db.transaction((tx) => activateNextBonusWith(tx, playerId));
  return (await playerCampaign(db, row!.id))!;
}

/** A player campaign as stored now. */
export async function playerCampaign(db: Db, id: number): Promise<PlayerCampaignRow | null> {
  const [row] = await db.select().from(playerCampaigns).where(eq(playerCampaigns.id, id));
  return row ?? null;
}

export interface BonusAudit {
  /** Players with more than one active campaign. */
  doubleActive: number;
  /** Players without an active campaign whose wallet still holds bonus money. */
  orphanBonus: number;
  /** Wallets whose cash or bonus differs from the sum of their transactions' cash or bonus. */
  transactionMismatches: number;
  /** Activated campaigns whose grant (type 10, pc-N-grant) differs from bonus_amount. */
  grantMismatches: number;
  /** Ended campaigns whose converted_amount / removed_amount differ from their type 12 / 13 rows. */
  conversionMismatches: number;
  removalMismatches: number;
}

/**
 * The bonus engine's invariants, read straight from the tables (for tests where bonus money only
 * comes from campaigns).
 */
export async function auditBonuses(db: Db): Promise<BonusAudit> {
  const one = async (q: ReturnType<typeof sql>) =>
    Number(
      ((await db.execute(q)) as unknown as { rows: { n: unknown }[] }).rows[0]?.n ?? Number.NaN,
    );
  return {
    doubleActive: await one(sql`select count(*)::int as n from (select player_id from
      player_campaigns where status = 'active' group by player_id having count(*) > 1) x`),
    orphanBonus: await one(sql`select count(*)::int as n from wallets w where w.bonus <> 0
      and not exists (select 1 from player_campaigns pc where pc.player_id = w.player_id
        and pc.status = 'active')`),
    transactionMismatches: await one(sql`select count(*)::int as n from wallets w
      cross join lateral (select coalesce(sum(t.cash), 0) as cash, coalesce(sum(t.bonus), 0) as bonus
        from ledger_transactions t where t.player_id = w.player_id
          and t.currency_id = w.currency_id and t.status in ('authorized', 'reverted')) s
      where w.cash <> s.cash or w.bonus <> s.bonus`),
    grantMismatches: await one(sql`select count(*)::int as n from player_campaigns pc
      where pc.activated_at is not null and pc.bonus_amount <> coalesce((select sum(t.amount)
        from ledger_transactions t where t.provider = 'bonus'
          and t.external_id = 'pc-' || pc.id || '-grant' and t.type = 10), 0)`),
    conversionMismatches: await one(sql`select count(*)::int as n from player_campaigns pc
      where pc.converted_amount <> coalesce((select sum(t.amount) from ledger_transactions t
        where t.player_campaign_id = pc.id and t.type = 12), 0)
        or (pc.converted_amount > 0 and pc.status <> 'completed')`),
    removalMismatches: await one(sql`select count(*)::int as n from player_campaigns pc
      where pc.removed_amount <> coalesce((select sum(t.amount) from ledger_transactions t
        where t.player_campaign_id = pc.id and t.type = 13), 0)`),
  };
}

/** Every bonus invariant holds (see `auditBonuses`) and the ledger is sound. */
export async function expectSoundBonuses(db: Db): Promise<void> {
  await expectSoundLedger(db);
  expect(await auditBonuses(db)).toEqual({
    doubleActive: 0,
    orphanBonus: 0,
    transactionMismatches: 0,
    grantMismatches: 0,
    conversionMismatches: 0,
    removalMismatches: 0,
  });
}
