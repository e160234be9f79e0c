/**
 * The seam between the platform and a payment gateway. A gateway adapter starts a deposit (it
 * answers with an HTML form to auto-submit, a redirect or iframe URL, or a message), reads the
 * gateway's signed callback into our terms, starts a payout and cancels. It never touches the
 * ledger or a payment's status: the payments service owns the state machine (initialized ->
 * pending -> authorized | declined | reverted) and books the money after checking what an adapter
 * read (amount, currency, the payment it names) in the same database transaction.
 *
 * Offline methods (bank transfer, crypto) have no gateway: staff or an imported bank statement
 * confirm them (payments service).
 */
import type { FastifyRequest } from 'fastify';

/** Integer minor units. */
export type Minor = number;

export type GatewayProduct = 'card' | 'ewallet' | 'instant_bank';

export interface GatewayDepositRequest {
  /** Our payment id: the merchant's order reference at the gateway. */
  paymentId: number;
  playerId: number;
  product: GatewayProduct;
  amount: Minor;
  /** ISO 4217 code, and its numeric code (GP webpay's CURRENCY). */
  currency: string;
  currencyNumeric: number;
  minorUnits: number;
  language: string;
  /** Where the gateway sends the player's browser at the end (our /{lang}/transactions/{id}). */
  returnUrl: string;
  /** Where the gateway posts its signed notification (our POST /webhooks/payments/{provider}). */
  notifyUrl: string;
  /** The e-wallet: connect it first, or identify for this payment. */
  wallet?: 'connect' | 'identify' | null;
}

export type GatewayStart =
  | { kind: 'form'; action: string; fields: Record<string, string>; providerRef: string }
  | { kind: 'redirect'; url: string; providerRef: string }
  | { kind: 'iframe'; url: string; providerRef: string };

/** A gateway's callback, verified and read into our terms. */
export interface GatewayNotification {
  /** Unique per event at the gateway (the journal's idempotency key). */
  eventKey: string;
  /** Our payment id as the gateway echoes it (merchant order reference). */
  paymentId: number;
  /** The gateway's id of the payment (session, order number). */
  providerRef: string | null;
  /** payment: a deposit's outcome; payout: a withdrawal's. */
  operation: 'payment' | 'payout';
  /** approved: money moved at the gateway; pending: still waiting (3-D Secure); declined. */
  outcome: 'approved' | 'declined' | 'pending';
  /**
   * The amount and currency the gateway says moved; null when its answer does not carry them (GP
   * webpay's answer echoes the order number only: the platform checks the stored order instead).
   */
  amount: Minor | null;
  currency: string | null;
  /** Why it was declined, in the gateway's words (shown to staff; the player sees ours). */
  reason: string | null;
  /** The card or wallet used (saved as the player's payout account, closed loop). */
  instrument?: { kind: 'card' | 'ewallet'; token: string; label: string } | null;
}

export type GatewayCallbackParse =
  | {
      ok: true;
      notification: GatewayNotification;
      /** The raw body (or query) as JSON, journalled. */
      body: unknown;
      /** A browser return (GP webpay): where to send the player once it is applied. */
      browserReturn?: boolean;
    }
  | { ok: false; reason: 'bad_signature' | 'stale' | 'malformed'; body: unknown };

export interface GatewayPayoutRequest {
  paymentId: number;
  amount: Minor;
  currency: string;
  currencyNumeric: number;
  minorUnits: number;
  /** The card or wallet token of the payout account (from an earlier deposit). */
  instrument: { kind: 'card' | 'ewallet'; token: string };
  notifyUrl: string;
}

export interface GatewayAdapter {
  /** The provider's name: `{provider}` of the webhook and decline paths. */
  readonly name: 'sandbox' | 'gp_webpay';
  readonly products: readonly GatewayProduct[];
  startDeposit(request: GatewayDepositRequest): Promise<GatewayStart>;
  /**
   * Reads a callback to `/webhooks/payments/{provider}` (POST with a raw body, or a browser's GET
   * return with a signed query). Checks the signature and the age; nothing else.
   */
  parseCallback(request: {
    method: string;
    rawBody: Buffer | null;
    headers: FastifyRequest['headers'];
    query: Record<string, string>;
  }): GatewayCallbackParse;
  /** Pays a withdrawal back to a card or wallet; the outcome arrives as a payout callback. */
  startPayout?(request: GatewayPayoutRequest): Promise<{ providerRef: string }>;
  /** Cancels a started deposit at the gateway (the player cancelled, or a new one replaces it). */
  cancel?(providerRef: string): Promise<void>;
  /** The e-wallet's registration state for a player (`is_pin_registered`). */
  walletRegistered?(playerId: number): Promise<boolean>;
}
