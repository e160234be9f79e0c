/**
 * The seamless wallet interface: what every game provider (our own studio in process, an external
 * provider over signed HTTP) may do with a player's money. Idempotent by the provider's
 * transaction id: a retry with the same id gets the stored first answer and moves nothing again.
 * Money is integer minor units of the player's currency.
 */

export type Minor = number;

export interface WalletBalance {
  currency: string;
  /** Cash (`total` of the spec's balance). */
  cash: Minor;
  bonus: Minor;
  /** Deposited cash not yet wagered once (anti-money-laundering turnover, DECISIONS.md). */
  deposited: Minor;
  /** cash - deposited: withdrawable. */
  available: Minor;
}

interface WalletCall {
  /** The provider's code (`croupier` for the built-in studio). */
  provider: string;
  /** The provider's unique id of this call: the idempotency key. */
  transactionId: string;
  playerId: number;
  /** The provider's round id; a round is closed by a credit with `closeRound`. */
  roundId: string;
  /** Our games.id, when known (reports, campaign rules). */
  gameId: number | null;
}

export interface DebitRequest extends WalletCall {
  /** The stake, > 0. Cash is spent first, then bonus (types 4 and 7). */
  amount: Minor;
}

export interface CreditRequest extends WalletCall {
  /** The win, >= 0 (0 only closes the round). Split between cash and bonus like its bet. */
  amount: Minor;
  /** The bet this win pays (its `transactionId`). */
  betTransactionId: string;
  closeRound: boolean;
  /**
   * External providers' win cap (absent or nulls: none, the studio): the game's stated maximum
   * (multiplier of the round's stakes) and the provider's cap in minor units. A win that takes the
   * round's wins past it is held for staff review (`held` in the reply; nothing paid).
   */
  cap?: { maxMultiplier: number | null; providerCap: Minor | null };
}

/**
 * A round the game settled at once (a slot spin): the stake and the win in one call and one
 * database transaction, as a debit then a credit that closes the round would make them, each
 * idempotent by its own key.
 */
export interface RoundRequest extends Omit<WalletCall, 'transactionId'> {
  /** The bet's key (a debit's `transactionId`). */
  betTransactionId: string;
  /** The win's key (a credit's `transactionId`). */
  winTransactionId: string;
  /** The stake, > 0. */
  stake: Minor;
  /** The win, >= 0. */
  win: Minor;
}

/** The bet's answer, and the win's when the bet was made (a refused bet pays nothing). */
export interface RoundResult {
  bet: WalletResult;
  win?: WalletResult;
}

export interface RollbackRequest extends WalletCall {
  /** The bet to refund (type 6). Unknown: recorded and answered ok, so a later bet with that id is refused. */
  betTransactionId: string;
}

export type WalletErrorCode =
  /** The debit would overdraw: nothing moved; `balance` is current. */
  | 'insufficient_funds'
  /** A win or rollback names a bet this player never made (or of another round). */
  | 'bet_not_found'
  /** The round is closed: no further bet or win. */
  | 'round_closed'
  /** The same transaction id was used before with a different amount, player or bet. */
  | 'transaction_mismatch'
  /** A bet above the active campaign's max bet (message `bonus-bet-limit`). */
  | 'bonus_bet_limit'
  /** The bet was refunded already (or before it arrived): it can no longer be paid or made. */
  | 'bet_rolled_back'
  /** A refund of a bet that was already paid (a win references it). */
  | 'bet_settled'
  /** A bet on a round id that belongs to another player. */
  | 'round_mismatch'
  /** The player may not play for real (blocked, closed, unknown). */
  | 'player_not_allowed'
  /** The player is self-excluded (status_expires_at in the future): no real-money bet. */
  | 'self_excluded'
  /** Today's stakes plus this bet would pass the player's max_daily_bet (UTC day). */
  | 'daily_bet_limit'
  /** Today's stakes minus wins plus this bet could pass the player's max_daily_loss. */
  | 'daily_loss_limit'
  /** Today's playing time has reached the player's max_daily_playing_time. */
  | 'daily_playing_time_limit'
  /** A free spin without an active campaign with spins left for this game. */
  | 'no_freespins';

/** The refusals a responsible-gaming rule gives (the player is told and led to the limits page). */
export const LIMIT_REFUSAL_CODES: readonly WalletErrorCode[] = [
  'daily_bet_limit',
  'daily_loss_limit',
  'daily_playing_time_limit',
];

/** How a campaign ended (PLAYER_CAMPAIGN_STATUSES; `reached`: completed, converted to cash). */
export type BonusEventKind = 'reached' | 'lost' | 'expired' | 'forfeited';

/**
 * A player's campaign that ended in a wallet call (or by `endBonusWith`, the expiry sweep):
 * `converted` is the cash it became (reached), `removed` the bonus money that left.
 */
export interface BonusEvent {
  event: BonusEventKind;
  playerCampaignId: number;
  campaignId: number;
  converted: Minor;
  removed: Minor;
}

export type WalletResult =
  | {
      ok: true;
      /** True when this answer is the stored answer of an earlier identical call. */
      duplicate: boolean;
      /** Our ledger transaction id (null for a recorded rollback of an unknown bet). */
      ledgerTransactionId: number | null;
      /** How a debit or credit split between cash and bonus. */
      cash: Minor;
      bonus: Minor;
      /** The balance after the call (and after a campaign that ended in it). */
      balance: WalletBalance;
      /** The active campaign ended in this call (reached its target, lost, expired). */
      campaign?: BonusEvent;
      /**
       * The bonus part of this win or refund that left again at once (type 13): its bet's
       * campaign had ended meanwhile, and bonus money never outlives its campaign.
       */
      bonusRemoved?: Minor;
      /** A win above its cap: accepted, held for staff review, not in the balance. */
      held?: Minor;
    }
  | {
      ok: false;
      code: WalletErrorCode;
      balance: WalletBalance | null;
      /** A refused bet still ends an expired campaign first. */
      campaign?: BonusEvent;
    };

export interface FreespinRequest extends WalletCall {
  /** The game the spin is played in (one of the campaign's free-spin games). */
  gameId: number;
}

/**
 * A free spin's answer: a bet of amount 0 (`cash` and `bonus` 0) at the campaign's `stake`; its
 * win (`credit` with this `transactionId` as the bet) is paid into the bonus balance.
 */
export type FreespinResult =
  | (Extract<WalletResult, { ok: true }> & {
      /** The stake of this spin (the campaign's, in the player's currency). */
      stake: Minor;
      /** Spins left after this one. */
      freespinsLeft: number;
      playerCampaignId: number;
    })
  | Extract<WalletResult, { ok: false }>;

export interface SeamlessWallet {
  balance(playerId: number): Promise<WalletBalance>;
  debit(req: DebitRequest): Promise<WalletResult>;
  credit(req: CreditRequest): Promise<WalletResult>;
  rollback(req: RollbackRequest): Promise<WalletResult>;
}

/** The player's active bonus campaign and its turnover (the game page's bonus box, `useBonus`). */
export interface ActiveCampaign {
  /** The player-campaign id. */
  id: number;
  campaignId: number;
  name: string;
  /** Turnover required, counted so far, and counter / target in percent (2 decimals). */
  target: Minor;
  counter: Minor;
  counterPercentage: number;
  /** Largest bet allowed while the bonus is active (null: no cap). */
  maxBet: Minor | null;
  freespins: number;
  freespinsCounter: number;
  /** The stake of one free spin and the games (games.id) they may be played in. */
  freespinStake: Minor;
  freespinGameIds: number[];
  /** What the free spins have won so far (paid into the bonus balance). */
  freespinsWon: Minor;
  /** When the bonus ends unless converted (null: legacy rows without a clock). */
  expiresAt: Date | null;
}
