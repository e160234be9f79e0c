import { eq } from 'drizzle-orm';
import { MONEY } from '@croupier/contract/constants';
import type { Db } from '../db/client.ts';
import { currencies, players } from '../db/schema.ts';
import type { PlayerFlagsPort, PlayerFlagsResult } from './service.ts';

/**
 * PEP/UBO flags on the players table, writing only is_pep, is_ubo, aml_score, max_daily_deposit
 * (and updated_at). A flagged player gets the daily deposit cap of 100 in the player's currency
 * (a stricter cap the player set stays) and an AML score of at least 36. Clearing both flags does
 * not lift the cap: compliance decides that separately. The staff service then has the score
 * reassessed from the rules (compliance/aml.ts), which may lower it.
 */
export function createPlayerFlags(db: Db, now: () => Date): PlayerFlagsPort {
  return {
    async setPepUbo(playerId, flags) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            isPep: players.isPep,
            isUbo: players.isUbo,
            amlScore: players.amlScore,
            maxDailyDeposit: players.maxDailyDeposit,
            minorUnits: currencies.minorUnits,
          })
          .from(players)
          .innerJoin(currencies, eq(currencies.id, players.currencyId))
          .where(eq(players.id, playerId))
          .for('update', { of: players });
        if (!row) return null;
        const scale = 10n ** BigInt(row.minorUnits);
        const flagged = flags.isPep || flags.isUbo;
        const cap = BigInt(MONEY.pepUboDailyDepositCap) * scale;
        const maxDailyDeposit = flagged
          ? row.maxDailyDeposit !== null && row.maxDailyDeposit < cap
            ? row.maxDailyDeposit
            : cap
          : row.maxDailyDeposit;
        const amlScore = flagged ? Math.max(row.amlScore, MONEY.pepUboAmlScore) : row.amlScore;
        await tx
          .update(players)
          .set({
            isPep: flags.isPep,
            isUbo: flags.isUbo,
            amlScore,
            maxDailyDeposit,
            updatedAt: now(),
          })
          .where(eq(players.id, playerId));
        const money = (v: bigint | null) => (v === null ? null : Number(v) / Number(scale));
        const result: PlayerFlagsResult = {
          id: playerId,
          is_pep: flags.isPep,
          is_ubo: flags.isUbo,
          aml_score: amlScore,
          limits: { max_daily_deposit: money(maxDailyDeposit) },
        };
        return {
          result,
          before: {
            is_pep: row.isPep,
            is_ubo: row.isUbo,
            aml_score: row.amlScore,
            max_daily_deposit: money(row.maxDailyDeposit),
          },
        };
      });
    },
  };
}
