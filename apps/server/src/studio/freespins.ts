/**
 * Free spins of a bonus campaign in the studio's slots: which ones the player has in a game, and
 * the slot bet that plays the campaign's stake. The wallet decides atomically (`wallet.freespin`);
 * what is read here is for showing and for refusing early.
 */
import type { FreeSpins } from '@croupier/contract/studio';
import type { EngineInfo } from '@croupier/games/engine';
import type { SlotsDetails } from '@croupier/games/engines/slots/index';
import type { Wallet } from '../wallet/plugin.ts';

/** The only engine whose titles play free spins. */
export const FREESPIN_ENGINE = 'slots';

/**
 * The slot bet of a free spin at `stake` (minor units, the total of one spin): the largest line
 * bet on the title's step whose total does not pass the stake, kept within the title's limits.
 * A campaign stake below the title's minimum plays the minimum (the house's cost, never the
 * player's); above its maximum, the maximum.
 */
export function freeSpinBet(
  details: SlotsDetails,
  stake: number,
): { bet: { lineBet: number }; stake: number } {
  const step = Math.max(1, details.lineBetStep);
  const units = Math.max(1, details.betUnits);
  const fits = Math.floor(Math.max(0, stake) / units / step) * step;
  const lineBet = Math.min(details.maxLineBet, Math.max(details.minLineBet, fits));
  return { bet: { lineBet }, stake: lineBet * units };
}

/** Whether a stored round bet is a free spin (marked in the bet: the engine ignores the mark). */
export const isFreeSpinBet = (bet: unknown): boolean =>
  typeof bet === 'object' && bet !== null && (bet as { freespin?: unknown }).freespin === true;

/** The stored bet of a free-spin round: the engine's bet with the mark. */
export const markFreeSpin = (bet: unknown): Record<string, unknown> => ({
  ...(bet as Record<string, unknown>),
  freespin: true,
});

type Campaign = NonNullable<Awaited<ReturnType<Wallet['activeCampaign']>>>;

/** The free spins `campaign` leaves in a game (null: none, or not a free-spin game of it). */
export function freeSpinsIn(
  campaign: Campaign | null,
  game: { id: number; engine: string; info: EngineInfo },
): FreeSpins | null {
  if (!campaign || game.engine !== FREESPIN_ENGINE) return null;
  const left = campaign.freespins - campaign.freespinsCounter;
  if (left <= 0 || campaign.freespinStake <= 0) return null;
  if (!campaign.freespinGameIds.includes(game.id)) return null;
  const { bet, stake } = freeSpinBet(game.info.details as SlotsDetails, campaign.freespinStake);
  return { left, total: campaign.freespins, stake, bet, campaign: campaign.name };
}
