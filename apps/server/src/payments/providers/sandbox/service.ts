/**
 * The sandbox gateway: our own hosted-payment provider, built like a real one and run by this
 * server (never real money). It knows the merchant's payment only by its order reference
 * (`merchant_ref`, our payment id) and keeps its own state in `sandbox_gateway_*`.
 *
 * Products: card (Luhn, expiry, CVC; test cards below; 3-D Secure challenge), e-wallet (a PIN set
 * once per customer, then entered per payment; a balance), instant bank (a bank picker, approve or
 * reject). Payouts pay back to a card or wallet token of an earlier payment.
 *
 * TEST CARDS (also shown on the hosted page):
 *   4242 4242 4242 4242  approves
 *   4000 0000 0000 0002  declines (`declined`)
 *   4000 0000 0000 9995  declines for insufficient funds (`insufficient_funds`)
 *   4000 0000 0000 3220  asks for a 3-D Secure challenge: the challenge page shows the code;
 *                        the right code approves, a wrong code three times declines (`3ds_failed`),
 *                        cancelling declines (`cancelled`)
 *   any other Luhn-valid number approves.
 * A payout to the token of a declining card declines.
 *
 * Every result queues a signed webhook (webhook.ts) in `sandbox_gateway_webhooks` and sends it at
 * once; one that does not get a 2xx is sent again by the job with backoff (10 s, 30 s, 2 min,
 * 10 min, 1 h, 3 h, then every 6 h) until 24 hours after it was queued. Attempts are claimed with
 * a lease (`for update skip locked` moves next_attempt_at ahead) so several nodes never send the
 * same attempt twice; no database transaction stays open while a delivery is under way.
 * Sessions not finished after PAYMENT_RULES.hostedSessionMinutes are declined (`expired`).
 */
import { createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_RULES } from '@croupier/contract/payments';
import { hashPassword, verifyPassword } from '../../../auth/crypto.ts';
import type { Db } from '../../../db/client.ts';
import {
  sandboxGatewaySessions as sessions,
  sandboxGatewayWallets as wallets,
  sandboxGatewayWebhooks as webhooks,
} from '../../schema.ts';
import {
  sandboxDeliveryHeaders,
  type SandboxEventType,
  type SandboxWebhookBody,
} from './webhook.ts';

export const TEST_CARDS = [
  { number: '4242424242424242', outcome: 'approved' },
  { number: '4000000000000002', outcome: 'declined' },
  { number: '4000000000009995', outcome: 'insufficient_funds' },
  { number: '4000000000003220', outcome: '3ds' },
] as const;
const DECLINING_LAST4 = new Set(['0002', '9995']);

export const SANDBOX_PRODUCTS = ['card', 'ewallet', 'instant_bank'] as const;
export type SandboxProduct = (typeof SANDBOX_PRODUCTS)[number];

export const SANDBOX_BANKS = [
  { id: 'croupier_bank', name: 'Croupier Test Bank' },
  { id: 'sandbox_savings', name: 'Sandbox Savings' },
  { id: 'demo_credit_union', name: 'Demo Credit Union' },
] as const;

/** Seconds to wait after the n-th failed attempt (n from 1); the last repeats. */
export const RETRY_DELAYS_S = [10, 30, 120, 600, 3_600, 10_800, 21_600] as const;
export const GIVE_UP_AFTER_MS = 24 * 3_600_000;
/** How long a claimed attempt is held before another node may try it. */
const LEASE_MS = 60_000;
const CHALLENGE_TRIES = 3;
const PIN_TRIES = 3;
const OPEN = ['created', 'challenge'];

export type SandboxSession = typeof sessions.$inferSelect;

export interface CreateSessionInput {
  product: SandboxProduct;
  amount: number;
  currency: string;
  merchantRef: string;
  returnUrl: string;
  notifyUrl: string;
  customerRef?: string | null;
}

export type Delivery = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<number>;

export interface SandboxGatewayDeps {
  db: Db;
  secret: string;
  now: () => Date;
  log?: FastifyBaseLogger;
  /** Sends one webhook attempt; answers the HTTP status (throws when nothing answered). */
  deliver: Delivery;
}

export type CardErrors = Partial<Record<'number' | 'expiry' | 'cvc' | 'holder', string>>;

/** What a page submission did: the browser goes on (303), or the form comes back with errors. */
export type PageResult =
  | { kind: 'redirect'; url: string }
  | { kind: 'errors'; errors: Record<string, string> }
  | { kind: 'gone'; session: SandboxSession | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isSessionId = (id: string): boolean => UUID.test(id);

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'Amex';
  return 'Card';
}

/** Checks a card form; the card's digits when valid. */
export function checkCard(
  form: { number?: string; expiry?: string; cvc?: string; holder?: string },
  now: Date,
): { errors: CardErrors; digits: string } {
  const errors: CardErrors = {};
  const digits = (form.number ?? '').replace(/[\s-]/g, '');
  if (!luhnValid(digits)) errors.number = 'card_number_invalid';
  const m = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(form.expiry ?? '');
  const month = m ? Number(m[1]) : 0;
  if (!m || month < 1 || month > 12) {
    errors.expiry = 'expiry_invalid';
  } else {
    const year = 2000 + Number(m[2]);
    const thisYear = now.getUTCFullYear();
    const thisMonth = now.getUTCMonth() + 1;
    if (year < thisYear || (year === thisYear && month < thisMonth)) errors.expiry = 'card_expired';
  }
  if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) errors.cvc = 'cvc_invalid';
  const holder = (form.holder ?? '').trim();
  if (holder.length < 2 || holder.length > 100) errors.holder = 'holder_required';
  return { errors, digits };
}

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Thrown inside a result's transaction to undo it. */
class NotApplied extends Error {}

export function createSandboxGateway(deps: SandboxGatewayDeps) {
  const { db, now } = deps;

  const cardToken = (digits: string) =>
    `card_${createHmac('sha256', deps.secret).update(`card:${digits}`).digest('hex').slice(0, 32)}`;

  const instrumentOf = (s: SandboxSession): SandboxWebhookBody['instrument'] => {
    if (!s.instrumentToken) return null;
    if (s.product === 'card') {
      return {
        kind: 'card',
        token: s.instrumentToken,
        label: `${s.cardBrand ?? 'Card'} •••• ${s.cardLast4 ?? ''}`.trim(),
      };
    }
    if (s.product === 'ewallet') {
      return {
        kind: 'ewallet',
        token: s.instrumentToken,
        label: `Sandbox wallet •••• ${s.instrumentToken.slice(-4)}`,
      };
    }
    return null;
  };

  async function find(id: string): Promise<SandboxSession | null> {
    if (!isSessionId(id)) return null;
    const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
    return row ?? null;
  }

  /**
   * Moves an open session to its result (once: a conditional update) and queues the webhook in
   * the same transaction; then sends it. Null when the session was no longer open.
   */
  async function finish(
    id: string,
    patch: Partial<SandboxSession> & { status: string },
    type: SandboxEventType | null,
    from: string[] = OPEN,
    extra?: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<boolean>,
  ): Promise<SandboxSession | null> {
    const at = now();
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(sessions)
        .set({ ...patch, updatedAt: at })
        .where(and(eq(sessions.id, id), inArray(sessions.status, from)))
        .returning();
      if (!row) return null;
      // The extra step refused (a wallet's balance moved meanwhile): nothing of this happens.
      if (extra && !(await extra(tx))) throw new NotApplied();
      let webhookId: number | null = null;
      if (type) {
        const eventId = randomUUID();
        const body: SandboxWebhookBody = {
          event_id: eventId,
          type,
          session_id: row.id,
          merchant_ref: row.merchantRef,
          amount: row.amount,
          currency: row.currency,
          reason: row.reason,
          instrument: type.endsWith('.approved') ? instrumentOf(row) : null,
          created_at: at.toISOString(),
        };
        const [hook] = await tx
          .insert(webhooks)
          .values({
            sessionId: row.id,
            eventId,
            body: JSON.stringify(body),
            url: row.notifyUrl,
            nextAttemptAt: at,
            createdAt: at,
          })
          .returning({ id: webhooks.id });
        webhookId = hook?.id ?? null;
      }
      return { row, webhookId };
    });
    if (!done) return null;
    if (done.webhookId !== null) await deliverDue(done.webhookId);
    return done.row;
  }

  /** Claims due attempts (a lease) and sends them; `only`: just that webhook, if due. */
  async function deliverDue(only?: number): Promise<number> {
    const at = now();
    const lease = new Date(at.getTime() + LEASE_MS).toISOString();
    const giveUp = new Date(at.getTime() - GIVE_UP_AFTER_MS).toISOString();
    const claimed = rows<{ id: number; url: string; body: string; attempts: number }>(
      await db.execute(sql`
        update sandbox_gateway_webhooks set next_attempt_at = ${lease}::timestamptz,
          attempts = attempts + 1
        where id in (
          select id from sandbox_gateway_webhooks
          where delivered_at is null and next_attempt_at <= ${at.toISOString()}::timestamptz
            and created_at > ${giveUp}::timestamptz
            ${only === undefined ? sql`` : sql`and id = ${only}`}
          order by next_attempt_at
          limit 20
          for update skip locked)
        returning id, url, body, attempts`),
    );
    let delivered = 0;
    for (const hook of claimed) {
      const id = Number(hook.id);
      let error: string | null = null;
      try {
        const status = await deps.deliver(hook.url, hook.body, {
          ...sandboxDeliveryHeaders(deps.secret, hook.body, now()),
        });
        if (status < 200 || status > 299) error = `HTTP ${status}`;
      } catch (err) {
        error = err instanceof Error ? err.message.slice(0, 200) : 'delivery failed';
      }
      const after = now();
      if (!error) {
        delivered += 1;
        await db
          .update(webhooks)
          .set({ deliveredAt: after, lastError: null })
          .where(eq(webhooks.id, id));
      } else {
        const attempts = Number(hook.attempts);
        const delay = RETRY_DELAYS_S[Math.min(attempts, RETRY_DELAYS_S.length) - 1] ?? 21_600;
        await db
          .update(webhooks)
          .set({ lastError: error, nextAttemptAt: new Date(after.getTime() + delay * 1000) })
          .where(eq(webhooks.id, id));
        deps.log?.warn({ webhook: id, attempts, error }, 'sandbox gateway: webhook not delivered');
      }
    }
    return delivered;
  }

  /** Declines the payment sessions left open too long (`expired`). */
  async function expireDue(): Promise<number> {
    const cutoff = new Date(now().getTime() - PAYMENT_RULES.hostedSessionMinutes * 60_000);
    const stale = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          eq(sessions.operation, 'payment'),
          inArray(sessions.status, OPEN),
          lt(sessions.createdAt, cutoff),
        ),
      )
      .limit(100);
    let n = 0;
    for (const s of stale) {
      const row = await finish(
        s.id,
        { status: 'declined', reason: 'expired', challengeCode: null },
        'payment.declined',
      );
      if (row) n += 1;
    }
    return n;
  }

  const returnTo = (s: SandboxSession): PageResult => ({ kind: 'redirect', url: s.returnUrl });

  /** After `finish`: back to the merchant, or the gone page when the session was no longer open. */
  const landing = async (id: string, row: SandboxSession | null): Promise<PageResult> =>
    row ? returnTo(row) : { kind: 'gone', session: await find(id) };

  /** `finish`, then the customer's landing. */
  const settle = async (...args: Parameters<typeof finish>): Promise<PageResult> =>
    landing(args[0], await finish(...args));

  /** Reads an open payment session of a product, or why the page cannot act on it. */
  async function open(id: string, product?: SandboxProduct) {
    const s = await find(id);
    if (!s || s.operation !== 'payment' || (product && s.product !== product)) {
      return { session: null, gone: { kind: 'gone', session: s } as PageResult };
    }
    if (s.status !== 'created')
      return { session: null, gone: { kind: 'gone', session: s } as PageResult };
    return { session: s, gone: null };
  }

  return {
    find,
    deliverDue,
    expireDue,
    cardToken,

    async createSession(input: CreateSessionInput): Promise<SandboxSession> {
      const at = now();
      const [row] = await db
        .insert(sessions)
        .values({
          operation: 'payment',
          product: input.product,
          merchantRef: input.merchantRef,
          amount: input.amount,
          currency: input.currency,
          returnUrl: input.returnUrl,
          notifyUrl: input.notifyUrl,
          customerRef: input.customerRef ?? null,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing()
        .returning();
      if (row) return row;
      // The merchant asked again for the same order: the session it already has.
      const [existing] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.operation, 'payment'), eq(sessions.merchantRef, input.merchantRef)));
      if (!existing) throw new Error('sandbox session vanished');
      return existing;
    },

    async submitCard(
      id: string,
      form: { number?: string; expiry?: string; cvc?: string; holder?: string },
      lang: string,
    ): Promise<PageResult> {
      const { session, gone } = await open(id, 'card');
      if (!session) return gone;
      const { errors, digits } = checkCard(form, now());
      if (Object.keys(errors).length > 0) return { kind: 'errors', errors };
      const card = {
        cardBrand: cardBrand(digits),
        cardLast4: digits.slice(-4),
        instrumentToken: cardToken(digits),
      };
      const test = TEST_CARDS.find((c) => c.number === digits)?.outcome ?? 'approved';
      if (test === '3ds') {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        const row = await finish(
          id,
          { ...card, status: 'challenge', challengeCode: `${code}:0` },
          'payment.pending',
          ['created'],
        );
        if (!row) return { kind: 'gone', session: await find(id) };
        return { kind: 'redirect', url: `/sandbox-gateway/3ds/${id}?lang=${lang}` };
      }
      const row =
        test === 'approved'
          ? await finish(id, { ...card, status: 'approved', reason: null }, 'payment.approved', [
              'created',
            ])
          : await finish(id, { ...card, status: 'declined', reason: test }, 'payment.declined', [
              'created',
            ]);
      return landing(id, row);
    },

    /** The 3-D Secure page's answer: the code, or a cancel. */
    async submitChallenge(
      id: string,
      answer: { code?: string; cancel?: boolean },
    ): Promise<PageResult> {
      const s = await find(id);
      if (!s || s.status !== 'challenge' || !s.challengeCode) return { kind: 'gone', session: s };
      if (answer.cancel) {
        return settle(
          id,
          { status: 'declined', reason: 'cancelled', challengeCode: null },
          'payment.declined',
          ['challenge'],
        );
      }
      const [code, failsText] = s.challengeCode.split(':');
      if ((answer.code ?? '').trim() === code) {
        return settle(
          id,
          { status: 'approved', reason: null, challengeCode: null },
          'payment.approved',
          ['challenge'],
        );
      }
      const fails = Number(failsText ?? 0) + 1;
      if (fails >= CHALLENGE_TRIES) {
        return settle(
          id,
          { status: 'declined', reason: '3ds_failed', challengeCode: null },
          'payment.declined',
          ['challenge'],
        );
      }
      await db
        .update(sessions)
        .set({ challengeCode: `${code}:${fails}`, updatedAt: now() })
        .where(and(eq(sessions.id, id), eq(sessions.status, 'challenge')));
      return {
        kind: 'errors',
        errors: { code: 'code_wrong', tries_left: String(CHALLENGE_TRIES - fails) },
      };
    },

    /** The code the challenge page shows (the sandbox's stand-in for the bank's SMS). */
    challengeCodeOf(s: SandboxSession): string | null {
      return s.challengeCode?.split(':')[0] ?? null;
    },

    async walletOf(customerRef: string | null) {
      if (!customerRef) return null;
      const [w] = await db.select().from(wallets).where(eq(wallets.customerRef, customerRef));
      return w ?? null;
    },

    /** E-wallet: connect (set the PIN) or identify (enter it), and pay. */
    async submitWallet(
      id: string,
      form: { pin?: string; pin_confirm?: string; action?: string },
    ): Promise<PageResult> {
      const { session, gone } = await open(id, 'ewallet');
      if (!session) return gone;
      if (!session.customerRef) return { kind: 'errors', errors: { pin: 'wallet_unavailable' } };
      const pin = (form.pin ?? '').trim();
      let [wallet] = await db
        .select()
        .from(wallets)
        .where(eq(wallets.customerRef, session.customerRef));
      if (!wallet) {
        if (!/^\d{4,6}$/.test(pin)) return { kind: 'errors', errors: { pin: 'pin_invalid' } };
        if (pin !== (form.pin_confirm ?? '').trim()) {
          return { kind: 'errors', errors: { pin_confirm: 'pin_mismatch' } };
        }
        await db
          .insert(wallets)
          .values({
            customerRef: session.customerRef,
            pinHash: await hashPassword(pin),
            walletToken: `wal_${randomBytes(16).toString('hex')}`,
            createdAt: now(),
          })
          .onConflictDoNothing();
        [wallet] = await db
          .select()
          .from(wallets)
          .where(eq(wallets.customerRef, session.customerRef));
        if (!wallet) throw new Error('sandbox wallet vanished');
      } else if (!/^\d{4,6}$/.test(pin) || !(await verifyPassword(wallet.pinHash, pin))) {
        // A wrong PIN counts on the session (kept in challenge_code, unused by wallets): the
        // third one declines it, so a PIN cannot be guessed on one payment.
        const fails = Number(session.challengeCode ?? 0) + 1;
        if (fails >= PIN_TRIES) {
          return settle(
            id,
            { status: 'declined', reason: 'pin_failed', challengeCode: null },
            'payment.declined',
            ['created'],
          );
        }
        await db
          .update(sessions)
          .set({ challengeCode: String(fails), updatedAt: now() })
          .where(and(eq(sessions.id, id), eq(sessions.status, 'created')));
        return {
          kind: 'errors',
          errors: { pin: 'pin_wrong', tries_left: String(PIN_TRIES - fails) },
        };
      }
      const token = wallet.walletToken;
      if (wallet.balance < session.amount) {
        return settle(
          id,
          { status: 'declined', reason: 'insufficient_funds', instrumentToken: token },
          'payment.declined',
          ['created'],
        );
      }
      const row = await finish(
        id,
        { status: 'approved', reason: null, instrumentToken: token },
        'payment.approved',
        ['created'],
        async (tx) => {
          const paid = await tx
            .update(wallets)
            .set({ balance: sql`${wallets.balance} - ${session.amount}` })
            .where(
              and(
                eq(wallets.customerRef, wallet.customerRef),
                sql`${wallets.balance} >= ${session.amount}`,
              ),
            )
            .returning({ ref: wallets.customerRef });
          return paid.length === 1;
        },
      ).catch((err: unknown) => {
        if (err instanceof NotApplied) return null;
        throw err;
      });
      return landing(id, row);
    },

    /** Instant bank: the chosen bank approves or rejects. */
    async submitBank(id: string, form: { bank?: string; decision?: string }): Promise<PageResult> {
      const { session, gone } = await open(id, 'instant_bank');
      if (!session) return gone;
      if (form.decision === 'reject') {
        return settle(id, { status: 'declined', reason: 'rejected' }, 'payment.declined', [
          'created',
        ]);
      }
      if (!SANDBOX_BANKS.some((b) => b.id === form.bank)) {
        return { kind: 'errors', errors: { bank: 'bank_required' } };
      }
      return settle(id, { status: 'approved', reason: null }, 'payment.approved', ['created']);
    },

    /** The customer cancelled on the page: declined (`cancelled`), the merchant is told. */
    async cancelByCustomer(id: string): Promise<PageResult> {
      const s = await find(id);
      if (!s || s.operation !== 'payment') return { kind: 'gone', session: s };
      return settle(
        id,
        { status: 'cancelled', reason: 'cancelled', challengeCode: null },
        'payment.declined',
      );
    },

    /** The merchant cancelled (its own decision: no webhook). False when already finished. */
    async cancelByMerchant(id: string): Promise<boolean> {
      const row = await finish(
        id,
        { status: 'cancelled', reason: 'cancelled', challengeCode: null },
        null,
      );
      return row !== null;
    },

    /**
     * A payout to a card or wallet token: a payout session decided at once (a declining or unknown
     * card, an unknown wallet: declined); its webhook is sent by the next job pass, after the
     * merchant has stored the reference. Idempotent per merchant reference.
     */
    async payout(input: {
      merchantRef: string;
      amount: number;
      currency: string;
      instrument: { kind: 'card' | 'ewallet'; token: string };
      notifyUrl: string;
    }): Promise<SandboxSession> {
      const at = now();
      const product = input.instrument.kind === 'card' ? 'card' : 'ewallet';
      const [created] = await db
        .insert(sessions)
        .values({
          operation: 'payout',
          product,
          merchantRef: input.merchantRef,
          amount: input.amount,
          currency: input.currency,
          instrumentToken: input.instrument.token,
          returnUrl: '',
          notifyUrl: input.notifyUrl,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing()
        .returning();
      if (!created) {
        const [existing] = await db
          .select()
          .from(sessions)
          .where(
            and(eq(sessions.operation, 'payout'), eq(sessions.merchantRef, input.merchantRef)),
          );
        if (!existing) throw new Error('sandbox payout vanished');
        return existing;
      }
      let reason: string | null = null;
      let label: Partial<SandboxSession> = {};
      if (product === 'card') {
        const [source] = await db
          .select()
          .from(sessions)
          .where(
            and(
              eq(sessions.operation, 'payment'),
              eq(sessions.instrumentToken, input.instrument.token),
            ),
          )
          .orderBy(desc(sessions.createdAt))
          .limit(1);
        if (!source) reason = 'unknown_instrument';
        else if (DECLINING_LAST4.has(source.cardLast4 ?? '')) reason = 'declined';
        label = { cardBrand: source?.cardBrand ?? null, cardLast4: source?.cardLast4 ?? null };
      }
      const result = await db.transaction(async (tx) => {
        if (product === 'ewallet') {
          const paid = await tx
            .update(wallets)
            .set({ balance: sql`${wallets.balance} + ${input.amount}` })
            .where(eq(wallets.walletToken, input.instrument.token))
            .returning({ ref: wallets.customerRef });
          if (paid.length === 0) reason = 'unknown_instrument';
        }
        const approved = reason === null;
        const [row] = await tx
          .update(sessions)
          .set({ ...label, status: approved ? 'approved' : 'declined', reason, updatedAt: at })
          .where(and(eq(sessions.id, created.id), eq(sessions.status, 'created')))
          .returning();
        if (!row) return created;
        const eventId = randomUUID();
        const body: SandboxWebhookBody = {
          event_id: eventId,
          type: approved ? 'payout.approved' : 'payout.declined',
          session_id: row.id,
          merchant_ref: row.merchantRef,
          amount: row.amount,
          currency: row.currency,
          reason,
          instrument: approved ? instrumentOf(row) : null,
          created_at: at.toISOString(),
        };
        await tx.insert(webhooks).values({
          sessionId: row.id,
          eventId,
          body: JSON.stringify(body),
          url: row.notifyUrl,
          nextAttemptAt: at,
          createdAt: at,
        });
        return row;
      });
      return result;
    },

    async walletRegistered(customerRef: string): Promise<boolean> {
      const [w] = await db
        .select({ ref: wallets.customerRef })
        .from(wallets)
        .where(eq(wallets.customerRef, customerRef));
      return Boolean(w);
    },

    /** One pass of the job: expire, then send what is due. */
    async runJob(): Promise<void> {
      await expireDue();
      await deliverDue();
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
