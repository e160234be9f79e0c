/**
 * The bonus engine's grant primitive: a player claims a campaign (registration, a bonus code, a
 * deposit, a promotion's claim button, staff, cashback). The campaign's terms are checked, copied
 * to a `player_campaigns` row in the player's currency (integer arithmetic, `convertFromEur`) and
 * the next ready campaign activates (the wallet credits its bonus money through the ledger).
 *
 * Always called inside the caller's database transaction: the wallet row is locked first
 * (`wallet_lock`), so a player's claims, deposits and bets apply one at a time and two deposits
 * with the same code give one bonus.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import {
  BONUS_ERRORS,
  MAX_UNUSED_CAMPAIGNS,
  convertFromEur,
  type CampaignSource,
} from '@croupier/contract/bonus';
import type { Executor } from '../db/client.ts';
import { currencies, players } from '../db/schema.ts';
import { HttpError, validationFailed } from '../lib/errors.ts';
import { uniqueViolation } from '../lib/db-errors.ts';
import type { CampaignRow } from '../campaigns/repository.ts';
import type { Minor } from '../wallet/port.ts';
import { findPlayerCampaignByClaim } from '../wallet/repository.ts';
import { playerCampaigns } from '../wallet/schema.ts';
import { activateNextBonusWith } from '../wallet/service.ts';

export type PlayerCampaignRow = typeof playerCampaigns.$inferSelect;

export interface ClaimInput {
  playerId: number;
  campaign: CampaignRow;
  source: CampaignSource;
  /** One claim per player, campaign and key: `once` (default); cashback uses its period. */
  claimKey?: string;
  /** The bonus in the player's currency (minor units), computed by the caller (cashback). */
  bonusAmountOverride?: Minor;
  /** The qualifying deposit (player's currency, minor units): a deposit bonus is granted now. */
  depositAmount?: Minor;
  paymentId?: number;
  staffId?: number;
  /** The field a refusal names (`code` by default). */
  field?: string;
  /** Clock of the validity checks (defaults to the database's now, read as the JS clock). */
  now?: Date;
}

/** The player's side of a claim: what the rules look at, with the currency's conversion. */
export interface ClaimPlayer {
  id: number;
  skinId: number;
  country: string;
  currencyId: number;
  rate: string;
  minorUnits: number;
  smsVerifiedAt: Date | null;
  status: string;
  statusExpiresAt: Date | null;
  closedAt: Date | null;
}

export async function findClaimPlayer(tx: Executor, playerId: number): Promise<ClaimPlayer | null> {
  const [row] = await tx
    .select({
      id: players.id,
      skinId: players.skinId,
      country: players.country,
      currencyId: players.currencyId,
      rate: currencies.rate,
      minorUnits: currencies.minorUnits,
      smsVerifiedAt: players.smsVerifiedAt,
      status: players.status,
      statusExpiresAt: players.statusExpiresAt,
      closedAt: players.closedAt,
    })
    .from(players)
    .innerJoin(currencies, eq(currencies.id, players.currencyId))
    .where(eq(players.id, playerId))
    .limit(1);
  return row ?? null;
}

/** Locks the player's wallet in their currency until the transaction ends. */
export async function lockWallet(tx: Executor, playerId: number, currencyId: number) {
  await tx.execute(sql`select (wallet_lock(${playerId}::int, ${currencyId}::int)).id`);
}

/** EUR minor units of a campaign to the player's currency minor units (rounded down). */
export const toPlayerMinor = (p: Pick<ClaimPlayer, 'rate' | 'minorUnits'>, eurMinor: number) =>
  convertFromEur(eurMinor, p.rate, p.minorUnits);

/**
 * The campaign's rules for this player now (state, validity, currency, country). Throws 422 with
 * the BONUS_ERRORS key on `field`. SMS verification is the caller's (it may wait for it).
 */
export function checkCampaignOpen(
  campaign: CampaignRow,
  player: Pick<ClaimPlayer, 'skinId' | 'currencyId' | 'country'>,
  now: Date,
  field = 'code',
) {
  const refuse = (key: string) => validationFailed(field, key);
  if (campaign.skinId !== player.skinId) throw refuse(BONUS_ERRORS.campaignNotFound);
  if (campaign.state !== 'running') throw refuse(BONUS_ERRORS.campaignNotAvailable);
  if (campaign.validFrom && campaign.validFrom > now) {
    throw refuse(BONUS_ERRORS.campaignNotStarted);
  }
  if (campaign.validTo && campaign.validTo <= now) throw refuse(BONUS_ERRORS.campaignExpired);
  if (campaign.currencyIds.length > 0 && !campaign.currencyIds.includes(player.currencyId)) {
    throw refuse(BONUS_ERRORS.campaignCurrencyNotAllowed);
  }
  if (campaign.countries.length > 0 && !campaign.countries.includes(player.country.toUpperCase())) {
    throw refuse(BONUS_ERRORS.campaignCountryNotAllowed);
  }
}

/** The bonus a qualifying deposit earns (player's currency); throws campaign_min_deposit. */
export function depositBonus(
  campaign: CampaignRow,
  player: Pick<ClaimPlayer, 'rate' | 'minorUnits'>,
  deposit: Minor,
  field = 'code',
): Minor {
  if (deposit < toPlayerMinor(player, campaign.minDep)) {
    throw validationFailed(field, BONUS_ERRORS.campaignMinDeposit);
  }
  const cap = campaign.maxAmount === null ? null : toPlayerMinor(player, campaign.maxAmount);
  const raw =
    campaign.amountType === 'percent'
      ? Number((BigInt(deposit) * BigInt(campaign.amount)) / 100n)
      : toPlayerMinor(player, campaign.amount);
  return cap === null ? raw : Math.min(raw, cap);
}

/** The wagering target of a bonus: multiplier x (bonus, or bonus + deposit). */
export const wageringTarget = (campaign: CampaignRow, bonus: Minor, deposit: Minor): Minor =>
  campaign.wagering * (bonus + (campaign.wageringBase === 'bonus_deposit' ? deposit : 0));

/**
 * Claims a campaign for a player inside `tx` (see the file's comment). Throws HttpError 422
 * `errors[field]` with the BONUS_ERRORS key; nothing is written then (the caller's transaction
 * rolls back, or the caller runs this in a savepoint).
 */
export async function claimWith(tx: Executor, input: ClaimInput): Promise<PlayerCampaignRow> {
  const field = input.field ?? 'code';
  const refuse = (key: string) => validationFailed(field, key);
  const { campaign } = input;
  const player = await findClaimPlayer(tx, input.playerId);
  if (!player) throw new HttpError(404, BONUS_ERRORS.playerNotFound);
  await lockWallet(tx, player.id, player.currencyId);
  const now = input.now ?? new Date();
  // No bonus for a blocked, closed or self-excluded account (responsible gaming).
  if (
    player.status === 'blocked' ||
    player.status === 'closed' ||
    player.status === 'self_excluded' ||
    player.closedAt !== null ||
    (player.statusExpiresAt !== null && player.statusExpiresAt > now)
  ) {
    throw refuse(BONUS_ERRORS.campaignNotAvailable);
  }
  checkCampaignOpen(campaign, player, now, field);

  const claimKey = input.claimKey ?? 'once';
  if (await findPlayerCampaignByClaim(tx, player.id, campaign.id, claimKey)) {
    throw refuse(BONUS_ERRORS.campaignAlreadyUsed);
  }

  let awaiting: 'deposit' | 'sms' | null = null;
  if (campaign.options.sms_verified && !player.smsVerifiedAt) {
    if (input.source !== 'registration') throw refuse(BONUS_ERRORS.campaignSmsNotVerified);
    awaiting = 'sms';
  }

  const [unused] = await tx
    .select({ n: count() })
    .from(playerCampaigns)
    .where(and(eq(playerCampaigns.playerId, player.id), eq(playerCampaigns.status, 'unused')));
  if (Number(unused?.n ?? 0) >= MAX_UNUSED_CAMPAIGNS) throw refuse(BONUS_ERRORS.tooManyUnused);

  const conv = (eur: number) => toPlayerMinor(player, eur);
  let bonus: Minor = 0;
  let deposit: Minor = 0;
  let waitsForDeposit = false;
  switch (campaign.kind) {
    case 'deposit':
      if (input.bonusAmountOverride !== undefined) {
        bonus = input.bonusAmountOverride;
        deposit = input.depositAmount ?? 0;
      } else if (input.depositAmount !== undefined) {
        deposit = input.depositAmount;
        bonus = depositBonus(campaign, player, deposit, field);
      } else {
        waitsForDeposit = true;
      }
      break;
    case 'no_deposit':
    case 'cashback':
      if (input.depositAmount !== undefined) throw refuse(BONUS_ERRORS.campaignWrongKind);
      if (campaign.kind === 'cashback' && input.bonusAmountOverride === undefined) {
        throw refuse(BONUS_ERRORS.campaignWrongKind);
      }
      bonus = input.bonusAmountOverride ?? conv(campaign.amount);
      break;
    case 'free_spins':
      if (input.depositAmount !== undefined) throw refuse(BONUS_ERRORS.campaignWrongKind);
      bonus = input.bonusAmountOverride ?? 0;
      break;
  }
  if (!Number.isSafeInteger(bonus) || bonus < 0) throw refuse(BONUS_ERRORS.outOfRange);
  if (awaiting === null && waitsForDeposit) awaiting = 'deposit';

  let row: PlayerCampaignRow | undefined;
  try {
    [row] = await tx
      .insert(playerCampaigns)
      .values({
        playerId: player.id,
        campaignId: campaign.id,
        currencyId: player.currencyId,
        status: 'unused',
        source: input.source,
        awaiting,
        claimKey,
        bonusAmount: bonus,
        depositAmount: deposit,
        paymentId: input.paymentId ?? null,
        target: wageringTarget(campaign, bonus, deposit),
        counter: 0,
        wagering: campaign.wagering,
        contributions: campaign.contributions as Record<string, number>,
        maxBet: campaign.maxBet === null ? null : conv(campaign.maxBet),
        minBalance: conv(campaign.minBalance),
        maxCashout: campaign.maxCashout === null ? null : conv(campaign.maxCashout),
        // Free spins need their games (a campaign without any has none to play).
        freespins: campaign.freespinGameIds.length > 0 ? campaign.freespins : 0,
        freespinStake: conv(campaign.freespinStake),
        freespinGameIds: campaign.freespinGameIds,
        validityDays: campaign.validityDays,
      })
      .returning();
  } catch (err) {
    if (uniqueViolation(err) !== null) throw refuse(BONUS_ERRORS.campaignAlreadyUsed);
    throw err;
  }
  if (!row) throw new Error('player campaign not inserted');
  if (awaiting === null) {
    await activateNextBonusWith(tx, player.id);
    const [fresh] = await tx.select().from(playerCampaigns).where(eq(playerCampaigns.id, row.id));
    if (fresh) row = fresh;
  }
  return row;
}

/**
 * A qualifying deposit meets a waiting deposit campaign (awaiting 'deposit'): its bonus is
 * computed from the deposit and it becomes ready (then activates in its turn). Inside the
 * deposit's transaction, after the wallet lock. Returns false when the deposit is below min_dep.
 */
export async function grantWaitingDepositWith(
  tx: Executor,
  pc: PlayerCampaignRow,
  campaign: CampaignRow,
  player: Pick<ClaimPlayer, 'rate' | 'minorUnits'>,
  deposit: Minor,
  paymentId: number | null,
): Promise<boolean> {
  let bonus: Minor;
  try {
    bonus = depositBonus(campaign, player, deposit);
  } catch (err) {
    if (err instanceof HttpError) return false;
    throw err;
  }
  const updated = await tx
    .update(playerCampaigns)
    .set({
      bonusAmount: bonus,
      depositAmount: deposit,
      paymentId,
      target: wageringTarget(campaign, bonus, deposit),
      awaiting: null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(playerCampaigns.id, pc.id),
        eq(playerCampaigns.status, 'unused'),
        eq(playerCampaigns.awaiting, 'deposit'),
      ),
    )
    .returning({ id: playerCampaigns.id });
  if (updated.length === 0) return false;
  await activateNextBonusWith(tx, pc.playerId);
  return true;
}
