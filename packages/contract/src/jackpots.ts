/**
 * Progressive jackpots: the lobby's and game page's ticker (`GET /v1/casino/jackpots` for the
 * first paint, then the socket's `jackpot` event), the winner's `jackpotWin` event and the staff
 * listing. Amounts are integer minor units of the jackpot's currency.
 */
import { z } from 'zod';
import { envelope, idField, queryId, safeString } from './common.ts';
import { ERROR_KEYS } from './errors.ts';

/** Socket events (every socket hears `jackpot`; the winner's own sockets `jackpotWin`). */
export const JACKPOT_EVENTS = { ticker: 'jackpot', win: 'jackpotWin' } as const;

/** The ticker's pace: at most this many `jackpot` events per jackpot and second. */
export const JACKPOT_TICKS_PER_SECOND = 4;

/** The last drop of a jackpot, with what proves it: sha256(`${drop_at}:${salt}`) = commitment. */
export const jackpotDrop = z.object({
  cycle: z.number().int(),
  amount: z.number().int(),
  dropped_at: z.string(),
  drop_at: z.number().int(),
  salt: z.string(),
  commitment: z.string(),
});
export type JackpotDrop = z.infer<typeof jackpotDrop>;

export const jackpotPublic = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  currency: z.string(),
  /** The current pot (seed + contributions), minor units. */
  amount: z.number().int(),
  seed: z.number().int(),
  must_drop_by: z.number().int(),
  /** The share of each qualifying stake, in basis points (100 = 1 % added to the game's RTP). */
  rate_bp: z.number().int(),
  cycle: z.number().int(),
  /** The current cycle's commitment to its hidden drop point. */
  commitment: z.string(),
  game_ids: z.array(z.number().int()),
  last_drop: jackpotDrop.nullable(),
});
export type JackpotPublic = z.infer<typeof jackpotPublic>;

export const jackpotsQuery = z.object({
  /** Only the jackpots of this game. */
  game_id: queryId.optional(),
  /** Only the jackpots of this currency (ISO code). */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
});
export const jackpotsResponse = envelope(z.array(jackpotPublic));
export type JackpotsResponse = z.infer<typeof jackpotsResponse>;

/** The `jackpot` socket event: a pot moved (or a new cycle started). */
export const jackpotTick = z.object({
  id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  amount: z.number().int(),
  cycle: z.number().int(),
});
export type JackpotTick = z.infer<typeof jackpotTick>;

/** The `jackpotWin` socket event to the winner (and `won` in the public ticker's next tick). */
export const jackpotWin = z.object({
  id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  amount: z.number().int(),
  cycle: z.number().int(),
  round_id: z.string().nullable(),
  game_id: z.number().int().nullable(),
});
export type JackpotWin = z.infer<typeof jackpotWin>;

/** Staff: the jackpots and their cycles (read-only). */
export const staffJackpotCycle = z.object({
  id: z.number().int(),
  number: z.number().int(),
  status: z.enum(['open', 'dropped']),
  seed: z.number().int(),
  contributions: z.number().int(),
  bets: z.number().int(),
  commitment: z.string(),
  /** Revealed once the cycle dropped (null while it is open). */
  drop_at: z.number().int().nullable(),
  salt: z.string().nullable(),
  started_at: z.string(),
  dropped_at: z.string().nullable(),
  payout: z.number().int().nullable(),
  winner_player_id: z.number().int().nullable(),
  round_id: z.string().nullable(),
  game_id: z.number().int().nullable(),
  bet_transaction_id: z.number().int().nullable(),
  win_transaction_id: z.number().int().nullable(),
});
export const staffJackpot = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  group_name: z.string(),
  currency: z.string(),
  rate_bp: z.number().int(),
  seed: z.number().int(),
  must_drop_by: z.number().int(),
  status: z.string(),
  game_ids: z.array(z.number().int()),
  /** Newest first, at most 20. */
  cycles: z.array(staffJackpotCycle),
});
export const staffJackpotsResponse = envelope(z.array(staffJackpot));
export type StaffJackpot = z.infer<typeof staffJackpot>;

/** Staff (admin): a new jackpot on the given games, its first cycle started at once. */
export const staffJackpotBody = z.object({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: ERROR_KEYS.invalid }),
  name: safeString().trim().min(1).max(100),
  group_name: safeString().trim().min(1).max(100),
  currency: z.string().regex(/^[A-Z]{3}$/, { error: ERROR_KEYS.invalid }),
  rate_bp: z.number().int().min(1).max(2000),
  /** Minor units. */
  seed: z.number().int().min(0).max(10_000_000_000_000),
  must_drop_by: z.number().int().min(1).max(10_000_000_000_000),
  game_ids: z.array(idField()).min(1).max(500),
});
export type StaffJackpotBody = z.infer<typeof staffJackpotBody>;
export const staffJackpotCreated = envelope(z.object({ id: z.number().int() }));
