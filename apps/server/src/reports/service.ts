/**
 * The casino activity report (`GET /v1/casino/analytics`, player-dashboard spec "Reports"): the
 * player's bets and wins from the ledger, per game and provider, over whole UTC days.
 *
 * What counts (the ledger is the truth; the studio's rounds hold nothing the ledger lacks):
 * - ledger transactions of the player in the player's currency, operation `bet` or `win`, status
 *   `authorized`. A refunded bet is `reverted` and so drops out (its refund moves the stake back
 *   and is not counted either); refused calls are `declined` and never count.
 * - `money_type`: `real` takes only the cash part of each transaction (`cash`), `bonus` only the
 *   bonus part (`bonus`), `all` both. `bets_count` counts bet transactions (not rounds) that
 *   staked money of that type.
 * - a row's `created_at` is the LAST play of that game within the range; rows newest first.
 * - `net` = wins − bets (the player's view: positive when the player won).
 * - totals: `bets`/`wins` of the chosen money type, `bonus_bets`/`bonus_wins` their bonus parts
 *   (0 for `real`), `net` = wins − bets.
 * - `providers`: every provider the player played in the range (whatever the filters), by name.
 * Sums are integers in minor units; decimals only at the edge.
 */
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { ERROR_KEYS, ERROR_MESSAGES } from '@croupier/contract/errors';
import type { AnalyticsResponse } from '@croupier/contract/payments';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { HttpError } from '../lib/errors.ts';
import { ledgerTransactions as lt_ } from '../wallet/schema.ts';

/** The longest range a report covers, in days (inclusive of both ends). */
export const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

export type MoneyType = 'all' | 'real' | 'bonus';

export interface AnalyticsInput {
  from: string;
  to: string;
  money_type: MoneyType;
  provider_id?: number | undefined;
}

export type AnalyticsData = AnalyticsResponse['data'];

/** A YYYY-MM-DD string as the UTC midnight it names, or null when no such day exists. */
export function parseDay(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1970 || y > 9999) return null;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) {
    return null;
  }
  return date;
}

/** Minor units to the wire's decimal (exact for any safe integer of cents). */
const toDecimal = (minor: number, units: number) => Number((minor / 10 ** units).toFixed(units));

export function createReportsService(deps: { db: Db }) {
  const { db } = deps;

  /** The range as [start, end) instants; 422 with field keys when it is not a valid range. */
  function range(input: AnalyticsInput): { start: Date; end: Date } {
    const errors: Record<string, string[]> = {};
    const start = parseDay(input.from);
    const last = parseDay(input.to);
    if (!start) errors.from = [ERROR_KEYS.invalid];
    if (!last) errors.to = [ERROR_KEYS.invalid];
    if (start && last) {
      if (start.getTime() > last.getTime()) errors.from = [ERROR_KEYS.invalid];
      else if ((last.getTime() - start.getTime()) / DAY_MS + 1 > MAX_RANGE_DAYS) {
        errors.to = [ERROR_KEYS.invalid];
      }
    }
    if (!start || !last || Object.keys(errors).length > 0) {
      throw new HttpError(422, ERROR_MESSAGES.validation, errors);
    }
    return { start, end: new Date(last.getTime() + DAY_MS) };
  }

  return {
    async analytics(playerId: number, input: AnalyticsInput): Promise<AnalyticsData> {
      const { start, end } = range(input);
      const [player] = await db
        .select({
          currencyId: t.players.currencyId,
          code: t.currencies.code,
          symbol: t.currencies.symbol,
          minorUnits: t.currencies.minorUnits,
        })
        .from(t.players)
        .innerJoin(t.currencies, eq(t.currencies.id, t.players.currencyId))
        .where(eq(t.players.id, playerId));
      if (!player) throw new HttpError(404, ERROR_MESSAGES.notFound);

      const played = and(
        eq(lt_.playerId, playerId),
        eq(lt_.currencyId, player.currencyId),
        eq(lt_.status, 'authorized'),
        inArray(lt_.operation, ['bet', 'win']),
        gte(lt_.createdAt, start),
        lt(lt_.createdAt, end),
      );

      // The part of a transaction that counts for the money type (signed: bets negative).
      const part =
        input.money_type === 'real'
          ? sql`${lt_.cash}`
          : input.money_type === 'bonus'
            ? sql`${lt_.bonus}`
            : sql`(${lt_.cash} + ${lt_.bonus})`;
      const isBet = sql`${lt_.operation} = 'bet'`;
      const isWin = sql`${lt_.operation} = 'win'`;
      // A bet counts for `real`/`bonus` when it staked money of that type; for `all` always.
      const betCounted = input.money_type === 'all' ? isBet : sql`${isBet} and ${part} <> 0`;
      const sum = (expr: ReturnType<typeof sql>, when: ReturnType<typeof sql>) =>
        sql<number>`coalesce(sum(${expr}) filter (where ${when}), 0)::bigint`.mapWith(Number);

      const [groups, providers] = await Promise.all([
        db
          .select({
            gameId: lt_.gameId,
            game: t.games.name,
            provider: t.providers.name,
            last: sql<Date>`max(${lt_.createdAt})`.mapWith(lt_.createdAt),
            betsCount: sql<number>`count(*) filter (where ${betCounted})`.mapWith(Number),
            bets: sum(sql`-${part}`, isBet),
            wins: sum(part, isWin),
            bonusBets: sum(sql`-${lt_.bonus}`, isBet),
            bonusWins: sum(sql`${lt_.bonus}`, isWin),
          })
          .from(lt_)
          .innerJoin(t.games, eq(t.games.id, lt_.gameId))
          .innerJoin(t.providers, eq(t.providers.id, t.games.providerId))
          .where(
            input.provider_id === undefined
              ? played
              : and(played, eq(t.games.providerId, input.provider_id)),
          )
          .groupBy(lt_.gameId, t.games.name, t.providers.name),
        db
          .selectDistinct({ id: t.providers.id, name: t.providers.name })
          .from(lt_)
          .innerJoin(t.games, eq(t.games.id, lt_.gameId))
          .innerJoin(t.providers, eq(t.providers.id, t.games.providerId))
          .where(played)
          .orderBy(asc(t.providers.name), asc(t.providers.id)),
      ]);

      const units = player.minorUnits;
      const d = (minor: number) => toDecimal(minor, units);
      const currency = { code: player.code, symbol: player.symbol };
      const bonusCounts = input.money_type !== 'real';
      const kept = groups
        .filter((g) => g.betsCount > 0 || g.bets !== 0 || g.wins !== 0)
        .sort(
          (a, b) =>
            b.last.getTime() - a.last.getTime() ||
            a.game.localeCompare(b.game) ||
            (a.gameId ?? 0) - (b.gameId ?? 0),
        );
      const totals = { bets: 0, bonusBets: 0, wins: 0, bonusWins: 0 };
      for (const g of kept) {
        totals.bets += g.bets;
        totals.wins += g.wins;
        if (bonusCounts) {
          totals.bonusBets += g.bonusBets;
          totals.bonusWins += g.bonusWins;
        }
      }
      return {
        rows: kept.map((g) => ({
          id: g.gameId ?? 0,
          created_at: g.last.toISOString(),
          currency,
          game: g.game,
          provider: g.provider,
          bets_count: g.betsCount,
          bets: d(g.bets),
          wins: d(g.wins),
          net: d(g.wins - g.bets),
        })),
        totals: {
          bets: d(totals.bets),
          bonus_bets: d(totals.bonusBets),
          wins: d(totals.wins),
          bonus_wins: d(totals.bonusWins),
          net: d(totals.wins - totals.bets),
        },
        providers,
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
