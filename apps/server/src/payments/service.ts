/**
 * Payments: the rules and the state machine of deposits (type 1) and withdrawals (type 2).
 *
 * initialized -> pending -> authorized | declined | reverted. Every status change is a
 * conditional update (`where status in (...)`) in the same database transaction as the money it
 * moves, so a duplicate or concurrent callback moves money once:
 * - a deposit is credited by `depositWith` (idempotent by `payment-{id}`) when it is authorized;
 * - a withdrawal reserves its amount at the request (cash -> payout_pending), returns it when
 *   declined or cancelled (payout_pending -> cash) and, when paid, moves it from payout_pending to
 *   the payments clearing account.
 *
 * Gateways (adapters) are called outside database transactions (the sandbox gateway shares the
 * database; PGlite has one connection): a hosted-page deposit's row exists before the adapter is
 * asked to start it.
 */
import { uniqueViolation } from '../lib/db-errors.ts';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_MESSAGES } from '@croupier/contract/errors';
import {
  PAYMENT_ERRORS,
  PAYMENT_MESSAGES,
  PAYMENT_RULES,
  fromMinor,
  isValidIban,
  normalizeIban,
  toMinor,
  type PaymentAnswer,
  type PayoutAccount,
  type Transaction,
  type TransferInstructions,
} from '@croupier/contract/payments';
import type { Db, Executor } from '../db/client.ts';
import type { Env } from '../env.ts';
import { HttpError } from '../lib/errors.ts';
import {
  depositWith,
  payWithdrawalWith,
  reserveWithdrawalWith,
  returnWithdrawalWith,
} from '../wallet/service.ts';
import { findBalance } from '../wallet/repository.ts';
import type {
  GatewayAdapter,
  GatewayCallbackParse,
  GatewayNotification,
  GatewayProduct,
} from './provider.ts';
import { offeredMethods, toPaymentMethod, type Direction, type OfferedMethod } from './methods.ts';
import * as repo from './repository.ts';
import { variableSymbolFor } from './bank/variable-symbol.ts';
import type { Pain001Input } from './bank/pain001.ts';
import type { PaymentQr, PaymentQrInput } from './bank/qr.ts';
import type { StatementEntry, StatementParse } from './bank/types.ts';
import { pageMeta } from '../lib/paging.ts';

export const DEPOSIT = 1;
export const WITHDRAW = 2;
const OPEN = ['initialized', 'pending'] as const;
const LEDGER_PROVIDER = 'payments';

/** The bank-file functions (injected: tests run the payments core without them). */
export interface BankFunctions {
  paymentQr?(input: PaymentQrInput): Promise<PaymentQr>;
  parseCamt053?(xml: string): StatementParse;
  parseStatementCsv?(text: string): StatementParse;
  buildPain001?(input: Pain001Input): string;
}

export type { Pain001Input, StatementEntry, StatementParse };

export interface PaymentsDeps {
  db: Db;
  env: Pick<Env, 'GP_WEBPAY_MERCHANT_NUMBER' | 'PUBLIC_URL'>;
  now: () => Date;
  log?: FastifyBaseLogger;
  limits: {
    lockWallet(tx: Executor, playerId: number): Promise<unknown>;
    depositAllowance(
      tx: Executor,
      playerId: number,
    ): Promise<{ daily: number | null; weekly: number | null; monthly: number | null }>;
  };
  compliance?: {
    /** AML assessment after a cleared deposit (failures are logged only). */
    assessDeposit(playerId: number): Promise<unknown>;
    /** True when the SOWQ is required and not answered (withdrawals refused). */
    sowqRequired(playerId: number): Promise<boolean>;
  };
  /**
   * KYC for `createLevel` of a deposit: the named level is started only when this deposit makes it
   * required (`requiredBy`: PEP/UBO or deposits past the threshold for the basic level, a risky
   * country or AML level high for the full one); starting is idempotent, and a failure never
   * fails the deposit.
   */
  kyc?: {
    startLevel(playerId: number, level: 'BasicAmlLevel' | 'ID_SELFIE_2NDID_POA'): Promise<unknown>;
    /** The levels required now, counting a deposit of `depositEur` (EUR cents). */
    requiredBy(playerId: number, depositEur: number): Promise<string[]>;
  };
  /**
   * The bonus engine: a deposit's `bonus_code` is checked when the deposit starts (422
   * `errors.bonus_code` with the key, nothing created) and the bonus is granted in the
   * transaction that credits the deposit (the code's campaign, else the oldest campaign waiting
   * for a qualifying deposit).
   */
  bonus?: {
    checkDepositCode(tx: Executor, playerId: number, code: string, amount: number): Promise<void>;
    grantAtDeposit(
      tx: Executor,
      input: { playerId: number; amount: number; paymentId: number; bonusCode: string | null },
    ): Promise<unknown>;
  };
  /** The gateways by provider name (sandbox, gp_webpay); filled in by the composition. */
  adapters?: Partial<Record<string, GatewayAdapter>>;
  bank?: BankFunctions;
  /**
   * Tells the player when money changes state outside their own action (an in-session
   * message); called after the commit, a failure is logged and never fails the money move.
   */
  notify?: PaymentNotify;
}

/** The in-session messages of payments (the messages domain's system types). */
export type PaymentMessageType =
  'depositCredited' | 'depositDeclined' | 'withdrawalDeclined' | 'withdrawalPaid';
export type PaymentNotify = (
  playerId: number,
  message: { type: PaymentMessageType; params: Record<string, string | number | null> },
) => Promise<unknown>;
/** A message to send once the transaction that moved the money has committed. */
export interface PaymentNotice {
  payment: repo.PaymentRow;
  /** The payment's currency when the caller read it with the payment (else looked up). */
  currency?: { code: string; minorUnits: number };
  type: PaymentMessageType;
  reason?: string | null;
}

export interface DepositInput {
  amount: number;
  payment_method_id: number;
  bonus_code?: string | null;
  createLevel?: 'BasicAmlLevel' | 'ID_SELFIE_2NDID_POA' | null;
  iban?: string | null;
  bank?: string | null;
  accountnumber?: string | null;
  sender_name?: string | null;
  reference_code?: string | null;
  wallet?: 'connect' | 'identify' | null;
  cancel_url?: string | null;
  redirect_success?: string | null;
  redirect_url?: string | null;
}

export interface WithdrawInput {
  amount: number;
  payment_method_id: number;
  account_id?: number;
  iban?: string | null;
}

export interface NotificationResult {
  status: 200 | 400 | 401 | 404 | 409;
  body: { message: string; status: 'applied' | 'duplicate' | 'refused' | 'ignored' };
  paymentId: number | null;
}

const TYPE_NAMES: Record<number, [string, string]> = {
  1: ['deposit', 'Deposit'],
  2: ['withdraw', 'Withdrawal'],
  4: ['casino_bet', 'Casino bet'],
  5: ['casino_win', 'Casino win'],
  6: ['casino_refund', 'Casino refund'],
  7: ['casino_bonus_bet', 'Casino bonus bet'],
  8: ['casino_bonus_win', 'Casino bonus win'],
  10: ['bonus_assigned', 'Bonus assigned'],
  11: ['adjustment', 'Adjustment'],
};

/** A 422 on one field (the contract's error key; `extra`: values the message names). */
export const invalid = (field: string, key: string, extra?: Record<string, unknown>) =>
  new HttpError(422, ERROR_MESSAGES.validation, { [field]: [key] }, extra);

/** A stable digest of a request body (key order does not matter). */
export function requestHash(body: unknown): string {
  const canonical = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v as Record<string, unknown>)
            .sort()
            .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
            .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
        )
      : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

/** The 10-digit variable symbol of a bank deposit (the id and an ISO 7064 check digit). */
export const variableSymbol = (id: number) => variableSymbolFor(id);

/** The short reference code of a crypto deposit (unique: derived from the id). */
export const cryptoReference = (id: number) =>
  `CR${id.toString(36).toUpperCase().padStart(6, '0')}`;

/** ISO 4217 numeric codes (GP webpay's CURRENCY). */
export const CURRENCY_NUMERIC: Record<string, number> = {
  EUR: 978,
  CZK: 203,
  USD: 840,
  PLN: 985,
  CAD: 124,
  GBP: 826,
  HUF: 348,
};

const maskIban = (iban: string) => `${iban.slice(0, 2)} •••• ${iban.slice(-4)}`;

const curOf = (p: repo.PlayerRow) => ({
  code: p.currency,
  symbol: p.symbol,
  minorUnits: p.minorUnits,
});

const isOffline = (provider: string) => provider === 'bank' || provider === 'crypto';

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, env, now } = deps;
  const adapters = deps.adapters ?? {};
  const log = deps.log;

  const gatewayNames = () =>
    new Set(Object.keys(adapters).filter((k) => adapters[k] !== undefined));

  async function player(executor: Executor, playerId: number): Promise<repo.PlayerRow> {
    const row = await repo.findPlayer(executor, playerId);
    if (!row) throw new HttpError(404, ERROR_MESSAGES.notFound);
    return row;
  }

  // ------------------------------------------------------------------------- shapes

  function cancellable(p: repo.PaymentRow): boolean {
    if (p.type === DEPOSIT) return (OPEN as readonly string[]).includes(p.status);
    return p.status === 'pending' && p.approvedAt === null;
  }

  function toTransaction(
    p: repo.PaymentRow,
    currency: { code: string; symbol: string; minorUnits: number },
    balanceMinor: number | null,
  ): Transaction {
    const [name, description] = TYPE_NAMES[p.type] ?? ['unknown', 'Unknown'];
    const details = p.details;
    const instructions =
      p.type === DEPOSIT && (OPEN as readonly string[]).includes(p.status)
        ? ((details.instructions as TransferInstructions | undefined) ?? null)
        : null;
    return {
      id: p.id,
      created_at: p.createdAt.toISOString(),
      type: { id: p.type, name, description },
      status: p.status as Transaction['status'],
      amount: fromMinor(p.amount, currency.minorUnits),
      balance: balanceMinor === null ? null : fromMinor(balanceMinor, currency.minorUnits),
      currency: { code: currency.code, symbol: currency.symbol },
      payment_method_id: p.methodId,
      payload: {
        provider: p.provider,
        method_name: typeof details.method_name === 'string' ? details.method_name : null,
        reason: p.reason,
        cancellable: cancellable(p),
        instructions,
      },
    };
  }

  async function transactionOf(executor: Executor, p: repo.PaymentRow): Promise<Transaction> {
    const currency = await repo.findCurrency(executor, p.currencyId);
    if (!currency) throw new Error('payment currency missing');
    let balance: number | null = null;
    const ledgerId = p.ledgerTransactionId;
    if (ledgerId !== null) {
      const rows = (await executor.execute(
        sql`select cash_after::text as c from ledger_transactions where id = ${ledgerId}`,
      )) as unknown as { rows: { c: string | null }[] };
      const c = rows.rows[0]?.c;
      balance = c === null || c === undefined ? null : Number(c);
    }
    return toTransaction(p, currency, balance);
  }

  const toAccount = (a: repo.PayoutAccountRow, methods: OfferedMethod[]): PayoutAccount => ({
    id: a.id,
    kind: a.kind as PayoutAccount['kind'],
    label: a.label,
    payment_method_ids: methods.filter((m) => usableBy(a, m.method)).map((m) => m.method.methodId),
    verified: a.verifiedAt !== null,
    created_at: a.createdAt.toISOString(),
  });

  function usableBy(a: repo.PayoutAccountRow, method: repo.MethodRow): boolean {
    if (method.kind === 'bank' || method.sepa) return a.kind === 'iban';
    if (method.kind === 'card') return a.kind === 'card' && a.provider === method.provider;
    if (method.kind === 'ewallet') return a.kind === 'ewallet' && a.provider === method.provider;
    return false;
  }

  // ------------------------------------------------------------------------- methods

  /** The methods offered to a player (skin, currency, country) in a direction. */
  const offeredTo = (p: repo.PlayerRow, direction: Direction) =>
    offeredMethods(db, env, {
      gateways: gatewayNames(),
      skinId: p.skinId,
      currencyId: p.currencyId,
      country: p.country,
      direction,
    });

  /** The request's method, when it is offered to the player (else 422 methodInvalid). */
  async function chosenMethod(
    p: repo.PlayerRow,
    direction: Direction,
    methodId: number,
  ): Promise<OfferedMethod> {
    const m = (await offeredTo(p, direction)).find((o) => o.method.methodId === methodId);
    if (!m) throw invalid('payment_method_id', PAYMENT_ERRORS.methodInvalid);
    return m;
  }

  async function methods(playerId: number, direction: Direction) {
    const p = await player(db, playerId);
    const list = await offeredTo(p, direction);
    return list.map((m) => toPaymentMethod(m, p.minorUnits));
  }

  async function publicMethods(skinId: number, q: { currency?: string; country?: string }) {
    const currency = await repo.findCurrencyByCode(db, (q.currency ?? 'EUR').toUpperCase());
    if (!currency) return [];
    const list = await offeredMethods(db, env, {
      gateways: gatewayNames(),
      skinId,
      currencyId: currency.id,
      country: q.country ? q.country.toUpperCase() : null,
      direction: 'any',
    });
    return list.map((m) => toPaymentMethod(m, currency.minorUnits));
  }

  // ------------------------------------------------------------------------- idempotency

  /** The stored answer of an earlier request with the same key (waits briefly for a start). */
  async function replay(prior: repo.PaymentRow, hash: string): Promise<PaymentAnswer> {
    if (prior.requestHash !== hash) throw new HttpError(409, PAYMENT_ERRORS.idempotencyMismatch);
    let row: repo.PaymentRow | null = prior;
    for (let i = 0; i < 100 && row && row.reply === null; i += 1) {
      if (row.status !== 'initialized') break;
      await new Promise((r) => setTimeout(r, 50));
      row = await repo.findPayment(db, prior.id);
    }
    if (row?.reply) return row.reply as unknown as PaymentAnswer;
    // Started but without an answer (the gateway failed): the transaction as it is now.
    return messageAnswer(null, await transactionOf(db, row ?? prior), null);
  }

  /** The payment of the player's earlier request with this key, if any. */
  async function priorOf(
    executor: Executor,
    playerId: number,
    type: number,
    idempotencyKey: string | null,
  ): Promise<repo.PaymentRow | null> {
    if (!idempotencyKey) return null;
    return repo.findByIdempotencyKey(executor, playerId, type, idempotencyKey);
  }

  /**
   * A request's work in one database transaction under the wallet's lock, once per idempotency
   * key: a key seen before (also by a request that raced this one) answers with that request's
   * reply. A second open payment of the type is refused (409 pendingExists).
   */
  async function once<T>(
    playerId: number,
    type: number,
    idempotencyKey: string | null,
    hash: string,
    work: (tx: Executor) => Promise<T>,
  ): Promise<{ replayed: PaymentAnswer } | { done: T }> {
    let outcome: { prior: repo.PaymentRow } | { done: T };
    try {
      outcome = await db.transaction(async (tx) => {
        await deps.limits.lockWallet(tx, playerId);
        const prior = await priorOf(tx, playerId, type, idempotencyKey);
        if (prior) return { prior };
        return { done: await work(tx) };
      });
    } catch (err) {
      const index = uniqueViolation(err);
      if (index === 'payments_idempotency_idx') {
        const prior = await priorOf(db, playerId, type, idempotencyKey);
        if (prior) return { replayed: await replay(prior, hash) };
      }
      if (index === 'payments_one_open_idx') throw new HttpError(409, PAYMENT_ERRORS.pendingExists);
      throw err;
    }
    return 'prior' in outcome ? { replayed: await replay(outcome.prior, hash) } : outcome;
  }

  /** A message answer (no form, no page to open). */
  const messageAnswer = (
    message: string | null,
    transaction: Transaction,
    instructions: TransferInstructions | null,
  ): PaymentAnswer => ({
    kind: 'message',
    message,
    form: null,
    url: null,
    transaction,
    instructions,
  });

  /** Keeps the answer on the payment: a replay of the same request gets it again. */
  const storeReply = (executor: Executor, paymentId: number, answer: PaymentAnswer) =>
    repo.updatePayment(executor, paymentId, {
      reply: answer as unknown as Record<string, unknown>,
    });

  // ------------------------------------------------------------------------- deposit

  function checkOfflineFields(methodId: number, provider: string, body: DepositInput) {
    const errors: Record<string, string[]> = {};
    if (provider === 'bank') {
      const iban = (body.iban ?? '').replace(/\s+/g, '');
      if (!iban) errors.iban = ['field_required'];
      else if (iban.length < PAYMENT_RULES.senderIbanMin || !/^[A-Za-z0-9]+$/.test(iban)) {
        errors.iban = ['field_invalid'];
      }
      if (!body.bank?.trim()) errors.bank = ['field_required'];
      if (!body.accountnumber?.trim()) errors.accountnumber = ['field_required'];
    }
    if (provider === 'crypto') {
      if (!body.sender_name?.trim()) errors.sender_name = ['field_required'];
      if (!body.reference_code?.trim()) errors.reference_code = ['field_required'];
    }
    if (Object.keys(errors).length > 0) {
      throw new HttpError(422, ERROR_MESSAGES.validation, errors, { payment_method_id: methodId });
    }
  }

  async function bankInstructions(
    method: repo.MethodRow,
    currency: string,
    amount: number,
    vs: string,
  ): Promise<TransferInstructions> {
    const config = method.config;
    const accounts = (config.accounts ?? {}) as Record<string, Record<string, string>>;
    const account = (accounts[currency] ?? config) as Record<string, unknown>;
    const s = (k: string) => (typeof account[k] === 'string' ? (account[k] as string) : '');
    const bank = {
      bban: s('bban'),
      bank_code: s('bank_code'),
      variable_symbol: vs,
      holder: s('holder'),
      iban: s('iban'),
      bic: s('bic'),
    };
    let qr: TransferInstructions['qr'] = null;
    if (deps.bank?.paymentQr) {
      try {
        qr = await deps.bank.paymentQr({
          currency,
          amountMinor: amount,
          iban: bank.iban,
          bic: bank.bic,
          holder: bank.holder,
          variableSymbol: vs,
          message: `Deposit ${vs}`,
        });
      } catch (err) {
        log?.warn({ err }, 'payments: QR code not created');
      }
    }
    return { bank, qr, crypto: null };
  }

  function cryptoInstructions(method: repo.MethodRow, reference: string): TransferInstructions {
    const c = method.config as Record<string, string | undefined>;
    return {
      bank: null,
      qr: null,
      crypto: {
        address: c.address ?? '',
        network: c.network ?? '',
        currency: c.currency ?? 'BTC',
        reference,
      },
    };
  }

  async function deposit(
    playerId: number,
    body: DepositInput,
    idempotencyKey: string | null,
  ): Promise<PaymentAnswer> {
    const { skip_amount_limits: _ignored, ...hashed } = body as DepositInput & {
      skip_amount_limits?: unknown;
    };
    const hash = requestHash(hashed);
    const prior = await priorOf(db, playerId, DEPOSIT, idempotencyKey);
    if (prior) return replay(prior, hash);
    const p0 = await player(db, playerId);
    const { method, limit } = await chosenMethod(p0, 'deposit', body.payment_method_id);
    checkOfflineFields(method.methodId, method.provider, body);
    const adapter = isOffline(method.provider) ? undefined : adapters[method.provider];
    if (method.kind === 'ewallet' && !body.wallet && adapter?.walletRegistered) {
      if (!(await adapter.walletRegistered(playerId))) {
        throw new HttpError(409, PAYMENT_ERRORS.walletNotConnected);
      }
    }

    const outcome = await once(playerId, DEPOSIT, idempotencyKey, hash, async (tx) => {
      const p = await player(tx, playerId);
      const at = now();
      if (p.status !== 'active') throw new HttpError(403, PAYMENT_ERRORS.accountNotActive);
      if (p.statusExpiresAt && p.statusExpiresAt.getTime() > at.getTime()) {
        throw new HttpError(403, PAYMENT_ERRORS.selfExcluded);
      }
      const amount = toMinor(body.amount, p.minorUnits);
      if (amount < limit.depositMin) throw invalid('amount', PAYMENT_ERRORS.amountTooLow);
      if (amount > limit.depositMax) {
        throw invalid('amount', PAYMENT_ERRORS.amountTooHigh, {
          maximum: fromMinor(limit.depositMax, p.minorUnits),
        });
      }
      const bonusCode = body.bonus_code?.trim() || null;
      if (bonusCode && deps.bonus) {
        await deps.bonus.checkDepositCode(tx, playerId, bonusCode, amount);
      }
      const open = await repo.findOpen(tx, playerId, DEPOSIT);
      let abandoned: repo.PaymentRow | null = null;
      if (open) {
        if (open.status !== 'initialized') {
          throw new HttpError(409, PAYMENT_ERRORS.pendingExists);
        }
        // An abandoned hosted-page deposit: reverted (cancelled at the gateway after commit).
        abandoned = await repo.transition(
          tx,
          open.id,
          ['initialized'],
          'reverted',
          { reason: 'replaced' },
          at,
        );
      }
      const allowance = await deps.limits.depositAllowance(tx, playerId);
      const caps = [allowance.daily, allowance.weekly, allowance.monthly].filter(
        (v): v is number => v !== null,
      );
      if (caps.length > 0) {
        // In-flight deposits (initialized, pending) count against the limits too.
        const inFlight = (await repo.findOpen(tx, playerId, DEPOSIT))?.amount ?? 0;
        const remaining = Math.max(0, Math.min(...caps) - inFlight);
        if (amount > remaining) {
          throw invalid('amount', PAYMENT_ERRORS.depositLimit, {
            remaining: fromMinor(remaining, p.minorUnits),
          });
        }
      }
      const offline = isOffline(method.provider);
      const details: Record<string, unknown> = { method_name: method.name };
      if (method.provider === 'bank') {
        details.sender = {
          iban: normalizeIban(body.iban ?? ''),
          bank: body.bank,
          accountnumber: body.accountnumber,
        };
      }
      if (method.provider === 'crypto') {
        details.sender = { name: body.sender_name, reference_code: body.reference_code };
      }
      if (body.createLevel) details.create_level = body.createLevel;
      let payment = await repo.insertPayment(tx, {
        playerId,
        type: DEPOSIT,
        methodId: method.methodId,
        provider: method.provider,
        status: offline ? 'pending' : 'initialized',
        amount,
        currencyId: p.currencyId,
        idempotencyKey,
        requestHash: hash,
        details,
        bonusCode,
        createdAt: at,
        updatedAt: at,
      });
      if (offline) {
        const reference =
          method.provider === 'bank' ? variableSymbol(payment.id) : cryptoReference(payment.id);
        const instructions =
          method.provider === 'bank'
            ? await bankInstructions(method, p.currency, amount, reference)
            : cryptoInstructions(method, reference);
        payment = (await repo.updatePayment(tx, payment.id, {
          reference,
          details: { ...details, instructions },
        }))!;
        const answer = messageAnswer(
          PAYMENT_MESSAGES.transferCreated,
          toTransaction(payment, curOf(p), null),
          instructions,
        );
        payment = (await storeReply(tx, payment.id, answer))!;
      }
      return { payment, abandoned };
    });
    if ('replayed' in outcome) return outcome.replayed;
    const { payment, abandoned } = outcome.done;
    if (body.createLevel && deps.kyc) {
      const { kyc } = deps;
      const level = body.createLevel;
      await (async () => {
        const currency = await repo.findCurrency(db, payment.currencyId);
        // The deposit in EUR cents (the currency's rate against EUR), as compliance counts it.
        const eur = currency
          ? Math.floor((payment.amount * 10 ** (2 - currency.minorUnits)) / Number(currency.rate))
          : 0;
        if ((await kyc.requiredBy(playerId, eur)).includes(level)) {
          await kyc.startLevel(playerId, level);
        }
      })().catch((err: unknown) => log?.warn({ err, playerId }, 'payments: KYC level not started'));
    }
    if (abandoned?.providerRef) {
      const a = adapters[abandoned.provider];
      await a
        ?.cancel?.(abandoned.providerRef)
        .catch((err: unknown) => log?.warn({ err }, 'payments: gateway cancel failed'));
    }
    if (payment.reply) return payment.reply as unknown as PaymentAnswer;
    return startGateway(payment, method, p0, body);
  }

  async function startGateway(
    payment: repo.PaymentRow,
    method: repo.MethodRow,
    p: repo.PlayerRow,
    body: DepositInput,
  ): Promise<PaymentAnswer> {
    const adapter = adapters[method.provider];
    const fail = async () => {
      await repo.transition(
        db,
        payment.id,
        ['initialized'],
        'declined',
        { reason: PAYMENT_ERRORS.gatewayUnavailable },
        now(),
      );
      return new HttpError(502, PAYMENT_ERRORS.gatewayUnavailable);
    };
    if (!adapter) throw await fail();
    const base = env.PUBLIC_URL.replace(/\/$/, '');
    let start;
    try {
      start = await adapter.startDeposit({
        paymentId: payment.id,
        playerId: p.id,
        product: method.kind as GatewayProduct,
        amount: payment.amount,
        currency: p.currency,
        currencyNumeric: CURRENCY_NUMERIC[p.currency] ?? 0,
        minorUnits: p.minorUnits,
        language: p.language,
        returnUrl: `${base}/${p.language}/transactions/${payment.id}`,
        notifyUrl: `${base}/webhooks/payments/${method.provider}`,
        wallet: body.wallet ?? null,
      });
    } catch (err) {
      log?.error({ err, paymentId: payment.id }, 'payments: gateway start failed');
      throw await fail();
    }
    const answer: PaymentAnswer = {
      kind: start.kind,
      message: null,
      form:
        start.kind === 'form'
          ? { action: start.action, method: 'POST', fields: start.fields }
          : null,
      url: start.kind === 'form' ? null : start.url,
      transaction: toTransaction(payment, curOf(p), null),
      instructions: null,
    };
    await repo.updatePayment(db, payment.id, {
      providerRef: start.providerRef,
      reply: answer as unknown as Record<string, unknown>,
      updatedAt: now(),
    });
    return answer;
  }

  // ------------------------------------------------------------------------- crediting

  /** A deposit authorized: status, credit and the instrument saved, in the caller's transaction. */
  async function authorizeDeposit(
    tx: Executor,
    payment: repo.PaymentRow,
    set: Partial<repo.NewPayment>,
    instrument: GatewayNotification['instrument'],
  ): Promise<repo.PaymentRow | null> {
    const moved = await repo.transition(tx, payment.id, OPEN, 'authorized', set, now());
    if (!moved) return null;
    const credit = await depositWith(tx, {
      playerId: payment.playerId,
      amount: payment.amount,
      provider: LEDGER_PROVIDER,
      transactionId: `payment-${payment.id}`,
    });
    if (!credit.ok) throw new Error(`payments: credit refused (${credit.code})`);
    if (deps.bonus) {
      await deps.bonus.grantAtDeposit(tx, {
        playerId: payment.playerId,
        amount: payment.amount,
        paymentId: payment.id,
        bonusCode: payment.bonusCode,
      });
    }
    let payoutAccountId: number | null = null;
    if (instrument) {
      const account = await repo.upsertAccount(tx, {
        playerId: payment.playerId,
        kind: instrument.kind,
        value: instrument.token,
        label: instrument.label,
        provider: payment.provider,
      });
      payoutAccountId = account.id;
    }
    return repo.updatePayment(tx, payment.id, {
      ledgerTransactionId: credit.ledgerTransactionId,
      ...(payoutAccountId ? { payoutAccountId } : {}),
    });
  }

  /** A withdrawal's reservation back to cash (declined or cancelled), in the caller's tx. */
  async function returnReservation(
    tx: Executor,
    payment: repo.PaymentRow,
    staffId: number | null,
    reason: string | null,
  ) {
    const back = await returnWithdrawalWith(tx, {
      playerId: payment.playerId,
      amount: payment.amount,
      provider: LEDGER_PROVIDER,
      transactionId: `payment-${payment.id}-return`,
      staffId,
      reason,
    });
    if (!back.ok) throw new Error(`payments: return refused (${back.code})`);
    await repo.updatePayment(tx, payment.id, { settleTransactionId: back.ledgerTransactionId });
  }

  /** A withdrawal paid: payout_pending -> payments, the account verified, in the caller's tx. */
  async function settlePayout(tx: Executor, payment: repo.PaymentRow, staffId: number | null) {
    const paid = await payWithdrawalWith(tx, {
      playerId: payment.playerId,
      amount: payment.amount,
      provider: LEDGER_PROVIDER,
      transactionId: `payment-${payment.id}-payout`,
      staffId,
      reason: null,
    });
    if (!paid.ok) throw new Error(`payments: payout refused (${paid.code})`);
    await repo.updatePayment(tx, payment.id, { settleTransactionId: paid.ledgerTransactionId });
    if (payment.payoutAccountId) await repo.verifyAccount(tx, payment.payoutAccountId, now());
  }

  /**
   * A gateway's verified callback: journalled (a replayed event moves nothing), checked against
   * the stored payment (provider, amount, currency), then applied by the state machine.
   */
  async function applyNotification(
    provider: string,
    n: GatewayNotification,
    body: unknown,
  ): Promise<NotificationResult> {
    let credited: number | null = null;
    let notice: PaymentNotice | null = null;
    const result = await db.transaction(async (tx): Promise<NotificationResult> => {
      const eventId = await repo.journalEvent(tx, {
        provider,
        eventKey: n.eventKey,
        body,
        outcome: 'received',
      });
      if (eventId === null) {
        return {
          status: 200,
          body: { message: 'duplicate', status: 'duplicate' },
          paymentId: n.paymentId,
        };
      }
      const refuse = async (
        status: NotificationResult['status'],
        reason: string,
        paymentId: number | null,
      ): Promise<NotificationResult> => {
        await repo.setEventOutcome(tx, eventId, `refused:${reason}`, paymentId);
        return { status, body: { message: reason, status: 'refused' }, paymentId };
      };
      const found = Number.isSafeInteger(n.paymentId)
        ? await repo.lockPaymentWithCurrency(tx, n.paymentId)
        : null;
      const payment = found?.payment ?? null;
      const expectedType = n.operation === 'payout' ? WITHDRAW : DEPOSIT;
      if (!payment || payment.provider !== provider || payment.type !== expectedType) {
        return refuse(404, 'unknown', null);
      }
      if (n.providerRef && payment.providerRef && n.providerRef !== payment.providerRef) {
        return refuse(409, 'reference_mismatch', payment.id);
      }
      if (n.amount !== null && n.amount !== payment.amount) {
        return refuse(409, 'amount_mismatch', payment.id);
      }
      const currency = found!.currency;
      if (n.currency !== null && currency.code !== n.currency.toUpperCase()) {
        return refuse(409, 'currency_mismatch', payment.id);
      }
      const applied = async (outcome = 'applied') => {
        await repo.setEventOutcome(tx, eventId, outcome, payment.id);
        return {
          status: 200,
          body: { message: outcome, status: outcome === 'applied' ? 'applied' : 'ignored' },
          paymentId: payment.id,
        } as NotificationResult;
      };
      const providerRef = payment.providerRef ?? n.providerRef;
      if (payment.type === DEPOSIT) {
        if (n.outcome === 'approved') {
          if (payment.status === 'authorized') return applied('ignored:already_authorized');
          if (!(OPEN as readonly string[]).includes(payment.status)) {
            // Money moved at the gateway for a payment we closed: staff follow up (refund).
            return refuse(200, 'final', payment.id);
          }
          const done = await authorizeDeposit(tx, payment, { providerRef }, n.instrument);
          if (!done) return applied('ignored:moved');
          credited = payment.playerId;
          notice = { payment: done, currency, type: 'depositCredited' };
          return applied();
        }
        if (n.outcome === 'declined') {
          const done = await repo.transition(
            tx,
            payment.id,
            OPEN,
            'declined',
            { reason: n.reason ?? 'declined', providerRef },
            now(),
          );
          return applied(done ? 'applied' : 'ignored:final');
        }
        const done = await repo.transition(
          tx,
          payment.id,
          ['initialized'],
          'pending',
          { providerRef },
          now(),
        );
        return applied(done ? 'applied' : 'ignored:state');
      }
      // A payout's outcome (an approved card or e-wallet withdrawal).
      if (payment.status !== 'pending' || payment.approvedAt === null) {
        return refuse(409, 'payout_not_started', payment.id);
      }
      if (n.outcome === 'approved') {
        const done = await repo.transition(tx, payment.id, ['pending'], 'authorized', {}, now());
        if (!done) return applied('ignored:moved');
        await settlePayout(tx, done, null);
        notice = { payment: done, currency, type: 'withdrawalPaid' };
        return applied();
      }
      if (n.outcome === 'declined') {
        const done = await repo.transition(
          tx,
          payment.id,
          ['pending'],
          'declined',
          { reason: n.reason ?? 'payout_failed' },
          now(),
        );
        if (!done) return applied('ignored:moved');
        await returnReservation(tx, done, null, n.reason ?? 'payout_failed');
        notice = {
          payment: done,
          currency,
          type: 'withdrawalDeclined',
          reason: n.reason ?? 'payout_failed',
        };
        return applied();
      }
      return applied('ignored:pending');
    });
    if (credited !== null) assessAfterDeposit(credited);
    const told = notice as PaymentNotice | null;
    if (told) await tellPlayer(told);
    return result;
  }

  /**
   * An in-session message about a committed money move (amount in the payment's currency, the
   * transaction's id for the link to its status page). Never throws: logged only.
   */
  async function tellPlayer(notice: PaymentNotice): Promise<void> {
    if (!deps.notify) return;
    const { payment, type } = notice;
    try {
      const currency = notice.currency ?? (await repo.findCurrency(db, payment.currencyId));
      const reason = notice.reason?.trim();
      await deps.notify(payment.playerId, {
        type,
        params: {
          amount: fromMinor(payment.amount, currency?.minorUnits ?? 2),
          currency: currency?.code ?? null,
          transaction_id: payment.id,
          ...(reason ? { reason } : {}),
        },
      });
    } catch (err) {
      log?.error({ err, paymentId: payment.id, type }, 'payments: player message failed');
    }
  }

  function assessAfterDeposit(playerId: number) {
    if (!deps.compliance) return;
    void deps.compliance
      .assessDeposit(playerId)
      .catch((err: unknown) => log?.error({ err, playerId }, 'payments: AML assessment failed'));
  }

  /** Reads a gateway callback (webhook or browser return) and applies it. */
  async function receiveCallback(
    provider: string,
    request: {
      method: string;
      rawBody: Buffer | null;
      headers: Record<string, string | string[] | undefined>;
      query: Record<string, string>;
    },
  ): Promise<{ result: NotificationResult; parse: GatewayCallbackParse | null }> {
    const adapter = adapters[provider];
    if (!adapter) {
      return {
        result: { status: 404, body: { message: 'unknown', status: 'refused' }, paymentId: null },
        parse: null,
      };
    }
    const parse = adapter.parseCallback(request);
    if (!parse.ok) {
      const status = parse.reason === 'malformed' ? 400 : 401;
      log?.warn({ provider, reason: parse.reason }, 'payments: callback refused');
      return {
        result: { status, body: { message: parse.reason, status: 'refused' }, paymentId: null },
        parse,
      };
    }
    return { result: await applyNotification(provider, parse.notification, parse.body), parse };
  }

  // ------------------------------------------------------------------------- withdraw

  async function withdraw(
    playerId: number,
    body: WithdrawInput,
    idempotencyKey: string | null,
  ): Promise<PaymentAnswer> {
    const hash = requestHash(body);
    const prior = await priorOf(db, playerId, WITHDRAW, idempotencyKey);
    if (prior) return replay(prior, hash);
    const p0 = await player(db, playerId);
    if (p0.status !== 'active') throw new HttpError(403, PAYMENT_ERRORS.accountNotActive);
    if (!p0.isVerified) throw new HttpError(403, PAYMENT_ERRORS.notVerified);
    if (deps.compliance && (await deps.compliance.sowqRequired(playerId))) {
      throw new HttpError(403, PAYMENT_ERRORS.sowqRequired);
    }
    const { method, limit } = await chosenMethod(p0, 'withdraw', body.payment_method_id);
    const result = await once(playerId, WITHDRAW, idempotencyKey, hash, async (tx) => {
      const p = await player(tx, playerId);
      const at = now();
      if (p.status !== 'active') throw new HttpError(403, PAYMENT_ERRORS.accountNotActive);
      if (!p.isVerified) throw new HttpError(403, PAYMENT_ERRORS.notVerified);
      if (await repo.findOpen(tx, playerId, WITHDRAW)) {
        throw new HttpError(409, PAYMENT_ERRORS.pendingExists);
      }
      const last = await repo.lastCountedWithdrawal(tx, playerId);
      if (last) {
        const elapsed = Math.floor((at.getTime() - last.createdAt.getTime()) / 1000);
        if (elapsed < PAYMENT_RULES.withdrawIntervalSeconds) {
          const retryAfter = PAYMENT_RULES.withdrawIntervalSeconds - Math.max(0, elapsed);
          throw new HttpError(429, PAYMENT_ERRORS.withdrawTooSoon, undefined, {
            retry_after: retryAfter,
          });
        }
      }
      const amount = toMinor(body.amount, p.minorUnits);
      if (amount < (limit.withdrawMin ?? 0)) {
        throw invalid('amount', PAYMENT_ERRORS.amountTooLow, {
          minimum: fromMinor(limit.withdrawMin ?? 0, p.minorUnits),
        });
      }
      if (limit.withdrawMax !== null && amount > limit.withdrawMax) {
        throw invalid('amount', PAYMENT_ERRORS.amountTooHigh, {
          maximum: fromMinor(limit.withdrawMax, p.minorUnits),
        });
      }
      const balance = await findBalance(tx, playerId);
      const available = (balance?.cash ?? 0) - (balance?.deposited ?? 0);
      if (amount > available) {
        throw invalid('amount', PAYMENT_ERRORS.amountAboveAvailable, {
          available: fromMinor(Math.max(0, available), p.minorUnits),
        });
      }
      let account: repo.PayoutAccountRow | null = null;
      if (body.account_id !== undefined) {
        account = await repo.findAccount(tx, playerId, body.account_id);
        if (!account || !usableBy(account, method)) {
          throw invalid('account_id', PAYMENT_ERRORS.accountRequired);
        }
      } else if (method.sepa && body.iban) {
        const iban = normalizeIban(body.iban);
        if (!isValidIban(iban)) throw invalid('iban', PAYMENT_ERRORS.ibanInvalid);
        account = await repo.upsertAccount(tx, {
          playerId,
          kind: 'iban',
          value: iban,
          label: maskIban(iban),
          provider: null,
        });
      }
      if (!account) throw invalid('account_id', PAYMENT_ERRORS.accountRequired);
      let payment = await repo.insertPayment(tx, {
        playerId,
        type: WITHDRAW,
        methodId: method.methodId,
        provider: method.provider,
        status: 'pending',
        amount,
        currencyId: p.currencyId,
        idempotencyKey,
        requestHash: hash,
        payoutAccountId: account.id,
        details: { method_name: method.name, account_label: account.label },
        createdAt: at,
        updatedAt: at,
      });
      const reserved = await reserveWithdrawalWith(tx, {
        playerId,
        amount,
        provider: LEDGER_PROVIDER,
        transactionId: `payment-${payment.id}-reserve`,
      });
      if (!reserved.ok) throw invalid('amount', PAYMENT_ERRORS.amountAboveAvailable);
      payment = (await repo.updatePayment(tx, payment.id, {
        ledgerTransactionId: reserved.ledgerTransactionId,
      }))!;
      const answer = messageAnswer(
        PAYMENT_MESSAGES.withdrawRequested,
        await transactionOf(tx, payment),
        null,
      );
      await storeReply(tx, payment.id, answer);
      return answer;
    });
    return 'replayed' in result ? result.replayed : result.done;
  }

  // ------------------------------------------------------------------------- cancel

  async function cancel(playerId: number, provider: string, id: number): Promise<Transaction> {
    let toCancelAtGateway: repo.PaymentRow | null = null;
    const cancelled = await db.transaction(async (tx) => {
      const payment = await repo.findPayment(tx, id, { lock: true });
      if (!payment || payment.playerId !== playerId || payment.provider !== provider) {
        throw new HttpError(404, PAYMENT_ERRORS.notFound);
      }
      if (!cancellable(payment)) throw new HttpError(409, PAYMENT_ERRORS.notCancellable);
      const details = { ...payment.details, cancelled_by: 'player' };
      if (payment.type === DEPOSIT) {
        const done = await repo.transition(tx, payment.id, OPEN, 'reverted', { details }, now());
        if (!done) throw new HttpError(409, PAYMENT_ERRORS.notCancellable);
        if (done.providerRef && !isOffline(done.provider)) toCancelAtGateway = done;
        return transactionOf(tx, done);
      }
      const done = await repo.transition(
        tx,
        payment.id,
        ['pending'],
        'reverted',
        { details },
        now(),
      );
      if (!done || done.approvedAt !== null) {
        throw new HttpError(409, PAYMENT_ERRORS.notCancellable);
      }
      await returnReservation(tx, done, null, 'cancelled');
      const after = (await repo.findPayment(tx, done.id))!;
      return transactionOf(tx, after);
    });
    const gatewayPayment = toCancelAtGateway as repo.PaymentRow | null;
    if (gatewayPayment?.providerRef) {
      await adapters[gatewayPayment.provider]
        ?.cancel?.(gatewayPayment.providerRef)
        .catch((err: unknown) => log?.warn({ err }, 'payments: gateway cancel failed'));
    }
    return cancelled;
  }

  // ------------------------------------------------------------------------- reads

  function dayStart(day: string): Date {
    return new Date(`${day}T00:00:00.000Z`);
  }

  function filterOf(
    playerId: number,
    q: {
      date_from?: string;
      date_to?: string;
      type_id?: number;
      status?: string;
      page: number;
      per_page: number;
    },
  ): repo.TransactionListFilter {
    return {
      playerId,
      from: q.date_from ? dayStart(q.date_from) : null,
      to: q.date_to ? new Date(dayStart(q.date_to).getTime() + 86_400_000) : null,
      typeId: q.type_id ?? null,
      status: q.status ?? null,
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
    };
  }

  function listedToTransaction(row: repo.ListedRow, p: repo.PlayerRow): Transaction {
    const [name, description] = TYPE_NAMES[row.type] ?? ['unknown', 'Unknown'];
    const created = row.created_at instanceof Date ? row.created_at : new Date(row.created_at);
    const details = row.details ?? {};
    const open = row.status === 'initialized' || row.status === 'pending';
    const isCancellable =
      row.source === 'payment' &&
      (row.type === DEPOSIT ? open : row.status === 'pending' && row.approved_at === null);
    return {
      id: Number(row.id),
      created_at: created.toISOString(),
      type: { id: row.type, name, description },
      status: row.status as Transaction['status'],
      amount: fromMinor(Number(row.amount), p.minorUnits),
      balance: row.balance === null ? null : fromMinor(Number(row.balance), p.minorUnits),
      currency: { code: p.currency, symbol: p.symbol },
      payment_method_id: row.method_id,
      payload: {
        provider: row.provider,
        method_name: typeof details.method_name === 'string' ? details.method_name : null,
        reason: row.reason,
        cancellable: isCancellable,
        instructions:
          row.source === 'payment' && row.type === DEPOSIT && open
            ? ((details.instructions as TransferInstructions | undefined) ?? null)
            : null,
        game: row.game,
      },
    };
  }

  async function transactions(
    playerId: number,
    q: Parameters<typeof filterOf>[1] & { total?: boolean },
  ) {
    const p = await player(db, playerId);
    const f = filterOf(playerId, q);
    const { rows, total } = await repo.listTransactions(db, f);
    return {
      data: rows.map((r) => listedToTransaction(r, p)),
      meta: pageMeta(q.page, q.per_page, total),
    };
  }

  async function transactionsTotal(playerId: number, q: Parameters<typeof filterOf>[1]) {
    const p = await player(db, playerId);
    const t = await repo.totalTransactions(db, filterOf(playerId, q));
    return { total: fromMinor(t.total, p.minorUnits), count: t.count };
  }

  async function transactionById(playerId: number, id: number): Promise<Transaction> {
    const payment = await repo.findPayment(db, id);
    if (payment && payment.playerId === playerId) return transactionOf(db, payment);
    const row = await repo.findLedgerRow(db, playerId, id);
    if (!row) throw new HttpError(404, PAYMENT_ERRORS.notFound);
    return listedToTransaction(row, await player(db, playerId));
  }

  // ------------------------------------------------------------------------- accounts

  async function accounts(playerId: number): Promise<PayoutAccount[]> {
    const p = await player(db, playerId);
    const list = await offeredMethods(db, env, {
      gateways: gatewayNames(),
      skinId: p.skinId,
      currencyId: p.currencyId,
      country: p.country,
      direction: 'withdraw',
    });
    return (await repo.listAccounts(db, playerId)).map((a) => toAccount(a, list));
  }

  async function addAccount(playerId: number, ibanInput: string): Promise<PayoutAccount> {
    const iban = normalizeIban(ibanInput);
    if (!isValidIban(iban)) throw invalid('iban', PAYMENT_ERRORS.ibanInvalid);
    const row = await repo.upsertAccount(db, {
      playerId,
      kind: 'iban',
      value: iban,
      label: maskIban(iban),
      provider: null,
    });
    const p = await player(db, playerId);
    const list = await offeredMethods(db, env, {
      gateways: gatewayNames(),
      skinId: p.skinId,
      currencyId: p.currencyId,
      country: p.country,
      direction: 'withdraw',
    });
    return toAccount(row, list);
  }

  async function walletState(playerId: number) {
    const adapter = Object.values(adapters).find((a) => a?.walletRegistered);
    const registered = adapter?.walletRegistered ? await adapter.walletRegistered(playerId) : false;
    return { is_pin_registered: registered, notice: registered ? null : ('connect' as const) };
  }

  /** The language of the payment's player (the status page a browser return goes to). */
  async function languageOf(paymentId: number): Promise<string> {
    const payment = await repo.findPayment(db, paymentId);
    const p = payment ? await repo.findPlayer(db, payment.playerId) : null;
    return p?.language ?? 'en';
  }

  return {
    methods,
    publicMethods,
    languageOf,
    deposit,
    withdraw,
    cancel,
    applyNotification,
    receiveCallback,
    transactions,
    transactionsTotal,
    transactionById,
    accounts,
    addAccount,
    walletState,
    /** Internals the staff side uses (same state machine). */
    internal: {
      authorizeDeposit,
      returnReservation,
      settlePayout,
      transactionOf,
      assessAfterDeposit,
      tellPlayer,
      adapters,
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
