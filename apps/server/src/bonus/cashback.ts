/**
 * Cashback: a share of each player's net real-money loss over a period, granted as a bonus of the
 * campaign (with its wagering), run by staff for a cashback campaign and a closed period.
 *
 * Net loss of a player in [from, to), in the player's currency (minor units), from the ledger:
 *   loss = -(sum of `cash` of the player's authorized game transactions of operation bet or win
 *            recorded at or after `from` and before `to`)
 * - a bet's `cash` is the real money it took (negative; its bonus share is not counted);
 * - a win's `cash` is the real money it paid (positive; a win on a bonus-funded bet pays the bonus
 *   share to the bonus balance, which is not counted either);
 * - a refunded bet has status `reverted` and its refund is left out as well, so a bet that was
 *   refunded counts for nothing, whichever side of the period the refund fell on;
 * - free spins take no cash and pay into the bonus balance: they count for nothing;
 * - deposits, withdrawals, adjustments, bonus grants and conversions are not play: not counted.
 * A transaction counts in the period it was recorded in (a win recorded after `to` belongs to the
 * next period even when its bet was in this one).
 *
 * cashback = floor(loss x percent / 100), at most `max_amount` (EUR) converted to the player's
 * currency (convertFromEur, rounded down). A loss of 0 or less (won as much as staked, or more)
 * gets nothing, as does a cashback that rounds to 0.
 *
 * Who: players of the campaign's skin, open to its currencies and countries, active (not closed,
 * not blocked, not self-excluded or on a time-out now). Each grant is the player's own database
 * transaction through claimWith (source `cashback`, claim key `<from>/<to>` in ISO UTC): the
 * claim's unique key makes a run idempotent per player and period: running it again (or two runs
 * at once) grants nothing twice. A period overlapping another period already paid for the same
 * campaign is refused (409 cashback_period_overlaps): it would pay the overlap twice.
 */
import { and, eq, sql } from 'drizzle-orm';
import { BONUS_ERRORS, convertFromEur } from '@croupier/contract/bonus';
import { fromMinor } from '@croupier/contract/payments';
import type { CampaignRow } from '../campaigns/repository.ts';
import type { Executor } from '../db/client.ts';
import { HttpError } from '../lib/errors.ts';
import type { Minor } from '../wallet/port.ts';
import { playerCampaigns } from '../wallet/schema.ts';
import { claimWith } from './grant.ts';
import { campaignForClaim, invalidFields, type BonusStaffDeps } from './staff.ts';

export interface CashbackGrant {
  player_id: number;
  player_campaign_id: number;
  currency: string;
  /** Net loss and cashback, decimals of the player's currency. */
  loss: number;
  amount: number;
}

export interface CashbackResult {
  period: string;
  /** Players granted a cashback by this run. */
  players: number;
  granted: { currency: string; amount: number; players: number }[];
  grants: CashbackGrant[];
  /** Players with a loss whose claim the campaign's rules refused (key of the refusal). */
  skipped: { player_id: number; reason: string }[];
}

/** floor(loss x percent / 100), capped; 0 without a loss. Integer arithmetic only. */
export function cashbackAmount(loss: Minor, percent: number, cap: Minor | null): Minor {
  if (loss <= 0 || percent <= 0) return 0;
  const raw = Number((BigInt(loss) * BigInt(percent)) / 100n);
  return cap === null ? raw : Math.min(raw, cap);
}

/** The claim key of a period: both ends in ISO UTC (`2026-11-01T00:00:00.000Z/...`). */
export const periodKey = (from: Date, to: Date) => `${from.toISOString()}/${to.toISOString()}`;

function parsePeriodKey(key: string): { from: number; to: number } | null {
  const [a, b] = key.split('/');
  const from = Date.parse(a ?? '');
  const to = Date.parse(b ?? '');
  return Number.isFinite(from) && Number.isFinite(to) ? { from, to } : null;
}

export interface PlayerLoss {
  playerId: number;
  currency: string;
  rate: string;
  minorUnits: number;
  loss: Minor;
}

/**
 * Players of the campaign open to it, with a net loss in [from, to) (see the file's comment),
 * who have no claim of this period yet.
 */
export async function netLosses(
  db: Executor,
  campaign: CampaignRow,
  period: { from: Date; to: Date; key: string },
  now: Date,
): Promise<PlayerLoss[]> {
  const list = <T>(values: T[], cast: string) =>
    sql.join(
      values.map((v) => sql`${v}::${sql.raw(cast)}`),
      sql`, `,
    );
  const currencyFilter =
    campaign.currencyIds.length > 0
      ? sql`and p.currency_id in (${list(campaign.currencyIds, 'int')})`
      : sql``;
  const countryFilter =
    campaign.countries.length > 0
      ? sql`and upper(p.country) in (${list(campaign.countries, 'text')})`
      : sql``;
  const result = (await db.execute(sql`
    select p.id as player_id, c.code as currency, c.rate::text as rate, c.minor_units,
      (-sum(lt.cash))::text as loss
    from players p
    join currencies c on c.id = p.currency_id
    join ledger_transactions lt on lt.player_id = p.id and lt.currency_id = p.currency_id
    where p.skin_id = ${campaign.skinId}::int
      and p.status = 'active' and p.closed_at is null
      and (p.status_expires_at is null or p.status_expires_at <= ${now.toISOString()}::timestamptz)
      ${currencyFilter}
      ${countryFilter}
      and lt.operation in ('bet', 'win') and lt.status = 'authorized'
      and lt.created_at >= ${period.from.toISOString()}::timestamptz
      and lt.created_at < ${period.to.toISOString()}::timestamptz
      and not exists (
        select 1 from player_campaigns pc
        where pc.player_id = p.id and pc.campaign_id = ${campaign.id}::int
          and pc.claim_key = ${period.key}
      )
    group by p.id, c.code, c.rate, c.minor_units
    having sum(lt.cash) < 0
    order by p.id`)) as unknown as {
    rows: {
      player_id: number;
      currency: string;
      rate: string;
      minor_units: number;
      loss: string;
    }[];
  };
  return result.rows.map((r) => ({
    playerId: Number(r.player_id),
    currency: r.currency,
    rate: r.rate,
    minorUnits: Number(r.minor_units),
    loss: Number(r.loss),
  }));
}

/** Refuses a period that overlaps another period of this campaign already paid. */
async function checkNoOverlap(db: Executor, campaignId: number, from: Date, to: Date) {
  const keys = await db
    .selectDistinct({ key: playerCampaigns.claimKey })
    .from(playerCampaigns)
    .where(and(eq(playerCampaigns.campaignId, campaignId), eq(playerCampaigns.source, 'cashback')));
  const key = periodKey(from, to);
  for (const { key: other } of keys) {
    if (other === key) continue;
    const p = parsePeriodKey(other);
    if (p && p.from < to.getTime() && from.getTime() < p.to) {
      throw new HttpError(409, BONUS_ERRORS.cashbackPeriodOverlaps);
    }
  }
}

/**
 * Runs the cashback of a campaign for the period [from, to): one grant per player with a net
 * loss (see the file's comment). 422 `id` campaign_wrong_kind for a campaign that is not a
 * cashback, campaign_not_available when it is paused or ended; 422 `to` out_of_range for a
 * period that has not ended yet (its losses are not final).
 */
export async function runCashback(
  deps: Pick<BonusStaffDeps, 'db' | 'now'> & {
    granted(playerId: number, playerCampaignId: number): Promise<void>;
  },
  campaign: CampaignRow,
  body: { from: string; to: string },
): Promise<CashbackResult> {
  const { db } = deps;
  const at = deps.now();
  const from = new Date(body.from);
  const to = new Date(body.to);
  if (campaign.kind !== 'cashback' || campaign.amountType !== 'percent') {
    throw invalidFields({ id: [BONUS_ERRORS.campaignWrongKind] });
  }
  if (campaign.state !== 'running') {
    throw invalidFields({ id: [BONUS_ERRORS.campaignNotAvailable] });
  }
  if (to.getTime() > at.getTime()) throw invalidFields({ to: [BONUS_ERRORS.outOfRange] });
  await checkNoOverlap(db, campaign.id, from, to);

  const key = periodKey(from, to);
  const losses = await netLosses(db, campaign, { from, to, key }, at);
  const grants: CashbackGrant[] = [];
  const byCurrency = new Map<string, { minor: number; units: number; players: number }>();
  const skipped: CashbackResult['skipped'] = [];
  for (const p of losses) {
    const cap =
      campaign.maxAmount === null ? null : convertFromEur(campaign.maxAmount, p.rate, p.minorUnits);
    const amount = cashbackAmount(p.loss, campaign.amount, cap);
    if (amount <= 0) continue;
    try {
      const pc = await db.transaction(async (tx) =>
        claimWith(tx, {
          playerId: p.playerId,
          campaign: await campaignForClaim(tx, campaign.id),
          source: 'cashback',
          claimKey: key,
          bonusAmountOverride: amount,
          field: 'player_id',
          now: at,
        }),
      );
      grants.push({
        player_id: p.playerId,
        player_campaign_id: pc.id,
        currency: p.currency,
        loss: fromMinor(p.loss, p.minorUnits),
        amount: fromMinor(amount, p.minorUnits),
      });
      const sum = byCurrency.get(p.currency) ?? { minor: 0, units: p.minorUnits, players: 0 };
      sum.minor += amount;
      sum.players += 1;
      byCurrency.set(p.currency, sum);
      await deps.granted(p.playerId, pc.id);
    } catch (err) {
      // The campaign's rules for this player (SMS verification, too many waiting, a claim of
      // this period made meanwhile): no cashback for them, the others go on.
      if (!(err instanceof HttpError) || err.statusCode !== 422) throw err;
      skipped.push({
        player_id: p.playerId,
        reason: Object.values(err.errors ?? {})[0]?.[0] ?? err.message,
      });
    }
  }

  return {
    period: key,
    players: grants.length,
    granted: [...byCurrency].map(([currency, s]) => ({
      currency,
      amount: fromMinor(s.minor, s.units),
      players: s.players,
    })),
    grants,
    skipped,
  };
}
