/**
 * Finance staff on payments: the queue of pending deposits and withdrawals, confirming or
 * declining offline deposits, approving / declining / marking paid withdrawals, importing bank
 * statements (matching credits to pending bank deposits by variable symbol, amount and currency)
 * and exporting approved SEPA withdrawals as a pain.001 file. Same state machine and ledger
 * moves as the player's side (service.ts), in one database transaction each.
 */
import { createHash, randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { PAYMENT_ERRORS, fromMinor } from '@croupier/contract/payments';
import type { Transaction } from '@croupier/contract/payments';
import { currencies } from '../db/schema.ts';
import { HttpError } from '../lib/errors.ts';
import * as repo from './repository.ts';
import { paymentEvents, payments } from './schema.ts';
import {
  DEPOSIT,
  WITHDRAW,
  CURRENCY_NUMERIC,
  invalid,
  type PaymentNotice,
  type PaymentsDeps,
  type PaymentsService,
} from './service.ts';

export interface StaffPaymentView extends Transaction {
  player: { id: number; username: string; email: string };
  reference: string | null;
  provider_ref: string | null;
  approved_at: string | null;
  details: Record<string, unknown>;
}

/** A gateway's approval that arrived for a payment already closed: staff follow up (refund). */
export interface PaymentFollowUp {
  event_id: number;
  payment_id: number | null;
  player_id: number | null;
  provider: string;
  /** The payment's amount (decimal; the callback matched it or named none) and currency. */
  amount: number | null;
  currency: string | null;
  /** The payment's status when the approval came (reverted, declined). */
  payment_status: string | null;
  received_at: string;
}

/** The webhook journal's outcome of such an approval (service.ts applyNotification). */
export const FOLLOW_UP_OUTCOME = 'refused:final';
const FOLLOW_UP_LIMIT = 500;

export function createPaymentsStaff(deps: PaymentsDeps, service: PaymentsService) {
  const { db, now, log } = deps;
  const {
    authorizeDeposit,
    returnReservation,
    settlePayout,
    transactionOf,
    assessAfterDeposit,
    tellPlayer,
  } = service.internal;
  const adapters = service.internal.adapters;

  async function view(p: repo.PaymentRow): Promise<StaffPaymentView> {
    const player = await repo.findPlayer(db, p.playerId);
    return {
      ...(await transactionOf(db, p)),
      player: { id: p.playerId, username: player?.username ?? '', email: player?.email ?? '' },
      reference: p.reference,
      provider_ref: p.providerRef,
      approved_at: p.approvedAt?.toISOString() ?? null,
      details: p.details,
    };
  }

  async function list(filter: { type?: number; status?: string }): Promise<StaffPaymentView[]> {
    const rows = await repo.listForStaff(db, filter);
    return Promise.all(rows.map((r) => view(r.payment)));
  }

  async function depositDecision(
    id: number,
    staffId: number,
    body: { action: 'confirm' | 'decline'; tx_hash?: string | null; reason?: string | null },
  ): Promise<StaffPaymentView> {
    let credited: number | null = null;
    let notice: PaymentNotice | null = null;
    const done = await db.transaction(async (tx) => {
      const payment = await repo.findPayment(tx, id, { lock: true });
      if (!payment || payment.type !== DEPOSIT) throw new HttpError(404, PAYMENT_ERRORS.notFound);
      if (payment.status !== 'pending' && payment.status !== 'initialized') {
        throw new HttpError(409, PAYMENT_ERRORS.notCancellable);
      }
      if (body.action === 'decline') {
        if (!body.reason?.trim()) throw invalid('reason', 'field_required');
        const moved = await repo.transition(
          tx,
          id,
          ['initialized', 'pending'],
          'declined',
          { reason: body.reason.trim(), staffId },
          now(),
        );
        if (!moved) throw new HttpError(409, PAYMENT_ERRORS.notCancellable);
        notice = { payment: moved, type: 'depositDeclined', reason: body.reason.trim() };
        return moved;
      }
      if (payment.provider !== 'bank' && payment.provider !== 'crypto') {
        // Gateway deposits are confirmed by the gateway's signed callback only.
        throw new HttpError(409, PAYMENT_ERRORS.notCancellable);
      }
      const txHash = body.tx_hash?.trim();
      if (payment.provider === 'crypto' && !txHash) throw invalid('tx_hash', 'field_required');
      const eventId = await repo.journalEvent(tx, {
        provider: payment.provider,
        eventKey: `staff-confirm-${payment.id}`,
        body: { staff_id: staffId, tx_hash: txHash ?? null },
        outcome: 'applied',
      });
      const moved = await authorizeDeposit(
        tx,
        payment,
        {
          staffId,
          details: { ...payment.details, ...(txHash ? { tx_hash: txHash } : {}) },
        },
        null,
      );
      if (!moved) throw new HttpError(409, PAYMENT_ERRORS.notCancellable);
      if (eventId !== null) await repo.setEventOutcome(tx, eventId, 'applied', payment.id);
      credited = payment.playerId;
      notice = { payment: moved, type: 'depositCredited' };
      return moved;
    });
    if (credited !== null) assessAfterDeposit(credited);
    // After the commit: the player's message (a failure is logged, the decision stands).
    const told = notice as PaymentNotice | null;
    if (told) await tellPlayer(told);
    return view(done);
  }

  async function withdrawDecision(
    id: number,
    staffId: number,
    body: { action: 'approve' | 'decline' | 'paid'; reason?: string | null },
  ): Promise<StaffPaymentView> {
    let notice: PaymentNotice | null = null;
    const done = await db.transaction(async (tx) => {
      const payment = await repo.findPayment(tx, id, { lock: true });
      if (!payment || payment.type !== WITHDRAW) throw new HttpError(404, PAYMENT_ERRORS.notFound);
      if (payment.status !== 'pending') throw new HttpError(409, PAYMENT_ERRORS.notCancellable);
      const at = now();
      if (body.action === 'approve') {
        if (payment.approvedAt !== null) return payment;
        return (await repo.updatePayment(tx, id, { approvedAt: at, staffId, updatedAt: at }))!;
      }
      if (body.action === 'decline') {
        if (!body.reason?.trim()) throw invalid('reason', 'field_required');
        const moved = await repo.transition(
          tx,
          id,
          ['pending'],
          'declined',
          { reason: body.reason.trim(), staffId },
          at,
        );
        if (!moved) throw new HttpError(409, PAYMENT_ERRORS.notCancellable);
        await returnReservation(tx, moved, staffId, body.reason.trim());
        notice = { payment: moved, type: 'withdrawalDeclined', reason: body.reason.trim() };
        return (await repo.findPayment(tx, id))!;
      }
      // paid: a bank payout sent (by the SEPA file or by hand).
      if (payment.provider !== 'bank') throw new HttpError(409, PAYMENT_ERRORS.notCancellable);
      const moved = await repo.transition(
        tx,
        id,
        ['pending'],
        'authorized',
        { staffId, approvedAt: payment.approvedAt ?? at },
        at,
      );
      if (!moved) throw new HttpError(409, PAYMENT_ERRORS.notCancellable);
      await settlePayout(tx, moved, staffId);
      notice = { payment: moved, type: 'withdrawalPaid' };
      return (await repo.findPayment(tx, id))!;
    });
    const told = notice as PaymentNotice | null;
    if (told) await tellPlayer(told);
    if (body.action === 'approve' && done.provider !== 'bank' && done.providerRef === null) {
      await startPayout(done);
    }
    return view((await repo.findPayment(db, id)) ?? done);
  }

  /** An approved card or e-wallet withdrawal: the gateway pays it back to the instrument. */
  async function startPayout(payment: repo.PaymentRow) {
    const adapter = adapters[payment.provider];
    if (!adapter?.startPayout || payment.payoutAccountId === null) {
      log?.warn({ paymentId: payment.id }, 'payments: no gateway payout for this withdrawal');
      return;
    }
    const account = await repo.findAccount(db, payment.playerId, payment.payoutAccountId);
    const currency = await repo.findCurrency(db, payment.currencyId);
    if (!account || !currency || account.kind === 'iban') return;
    try {
      const base = deps.env.PUBLIC_URL.replace(/\/$/, '');
      const started = await adapter.startPayout({
        paymentId: payment.id,
        amount: payment.amount,
        currency: currency.code,
        currencyNumeric: CURRENCY_NUMERIC[currency.code] ?? 0,
        minorUnits: currency.minorUnits,
        instrument: { kind: account.kind as 'card' | 'ewallet', token: account.value },
        notifyUrl: `${base}/webhooks/payments/${payment.provider}`,
      });
      await repo.updatePayment(db, payment.id, { providerRef: started.providerRef });
    } catch (err) {
      log?.error({ err, paymentId: payment.id }, 'payments: payout start failed');
      throw new HttpError(502, PAYMENT_ERRORS.gatewayUnavailable);
    }
  }

  // ------------------------------------------------------------------------- statements

  async function importStatement(
    staffId: number,
    body: { format: 'camt053' | 'csv'; content: string },
  ) {
    const bank = deps.bank;
    const parser = body.format === 'camt053' ? bank?.parseCamt053 : bank?.parseStatementCsv;
    if (!parser) throw new HttpError(503, 'statement_import_unavailable');
    const parsed = parser(body.content);
    if (!parsed.ok) throw invalid('content', parsed.error);
    const sha = createHash('sha256').update(body.content).digest('hex');
    const credited = new Set<number>();
    const notices: PaymentNotice[] = [];
    const result = await db.transaction(async (tx) => {
      const statement = await repo.insertStatement(tx, {
        format: parsed.format,
        statementRef: parsed.statementRef,
        fileSha256: sha,
        entries: parsed.entries.length,
        matched: 0,
        staffId,
      });
      let matched = 0;
      let duplicates = 0;
      const unmatched: {
        entry_key: string;
        amount: number;
        currency: string;
        variable_symbol: string | null;
        remittance: string | null;
        debtor_name: string | null;
      }[] = [];
      for (const e of parsed.entries) {
        const row = await repo.insertEntry(tx, {
          statementId: statement.id,
          entryKey: e.entryKey,
          amount: e.amountMinor,
          currency: e.currency,
          variableSymbol: e.variableSymbol,
          remittance: e.remittance,
          debtorName: e.debtorName,
          debtorIban: e.debtorIban,
          bookingDate: e.bookingDate,
          status: e.credit ? 'unmatched' : 'ignored',
        });
        if (!row) {
          duplicates += 1;
          continue;
        }
        if (!e.credit) continue;
        const payment = e.variableSymbol
          ? await repo.findPendingBankDeposit(tx, e.variableSymbol)
          : null;
        const currency = payment ? await repo.findCurrency(tx, payment.currencyId) : null;
        if (payment && payment.amount === e.amountMinor && currency?.code === e.currency) {
          const moved = await service.internal.authorizeDeposit(
            tx,
            payment,
            { details: { ...payment.details, statement_entry_id: row.id } },
            null,
          );
          if (moved) {
            await repo.setEntryMatched(tx, row.id, payment.id);
            matched += 1;
            credited.add(payment.playerId);
            notices.push({ payment: moved, type: 'depositCredited' });
            continue;
          }
        }
        unmatched.push({
          entry_key: e.entryKey,
          amount: fromMinor(e.amountMinor, currency?.minorUnits ?? 2),
          currency: e.currency,
          variable_symbol: e.variableSymbol,
          remittance: e.remittance,
          debtor_name: e.debtorName,
        });
      }
      await repo.updateStatementMatched(tx, statement.id, matched);
      return {
        statement_id: statement.id,
        entries: parsed.entries.length,
        matched,
        duplicates,
        unmatched: unmatched.length,
        unmatched_entries: unmatched,
      };
    });
    for (const playerId of credited) assessAfterDeposit(playerId);
    for (const notice of notices) await tellPlayer(notice);
    return result;
  }

  async function unmatched() {
    return (await repo.unmatchedEntries(db)).map((e) => ({
      id: e.id,
      statement_id: e.statementId,
      entry_key: e.entryKey,
      amount: fromMinor(e.amount, 2),
      currency: e.currency,
      variable_symbol: e.variableSymbol,
      remittance: e.remittance,
      debtor_name: e.debtorName,
      debtor_iban: e.debtorIban,
      booking_date: e.bookingDate,
      created_at: e.createdAt.toISOString(),
    }));
  }

  /** The approved, unpaid SEPA withdrawals of a currency as one pain.001 file (stored). */
  async function sepaExport(
    staffId: number,
    currencyCode: string,
    debtor: { name: string; iban: string; bic: string },
  ): Promise<{ xml: string; messageId: string; count: number } | null> {
    const build = deps.bank?.buildPain001;
    if (!build) throw new HttpError(503, 'sepa_export_unavailable');
    const currency = await repo.findCurrencyByCode(db, currencyCode.toUpperCase());
    if (!currency) throw invalid('currency', 'field_invalid');
    return db.transaction(async (tx) => {
      const rows = await repo.payableBankWithdrawals(tx, currency.id);
      if (rows.length === 0) return null;
      const at = now();
      const messageId = `CRP-${at.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(6).toString('hex')}`;
      const xml = build({
        messageId,
        createdAt: at,
        executionDate: at.toISOString().slice(0, 10),
        debtor,
        payments: rows.map((r) => ({
          endToEndId: `PAYOUT-${r.payment.id}`,
          amountMinor: r.payment.amount,
          currency: currency.code,
          creditorName: [r.firstname, r.lastname].filter(Boolean).join(' ') || r.username,
          creditorIban: r.account.value,
          remittance: `Withdrawal ${r.payment.id}`,
        })),
      });
      const total = rows.reduce((s, r) => s + r.payment.amount, 0);
      const batch = await repo.insertBatch(tx, {
        messageId,
        currencyId: currency.id,
        count: rows.length,
        total,
        xml,
        staffId,
      });
      for (const r of rows) await repo.updatePayment(tx, r.payment.id, { payoutBatchId: batch.id });
      return { xml, messageId, count: rows.length };
    });
  }

  /** Late gateway approvals of closed payments (`refused:final` in the journal), oldest first. */
  async function followUps(): Promise<PaymentFollowUp[]> {
    const rows = await db
      .select({
        id: paymentEvents.id,
        provider: paymentEvents.provider,
        paymentId: paymentEvents.paymentId,
        receivedAt: paymentEvents.receivedAt,
        playerId: payments.playerId,
        amount: payments.amount,
        status: payments.status,
        currency: currencies.code,
        minorUnits: currencies.minorUnits,
      })
      .from(paymentEvents)
      .leftJoin(payments, eq(payments.id, paymentEvents.paymentId))
      .leftJoin(currencies, eq(currencies.id, payments.currencyId))
      .where(eq(paymentEvents.outcome, FOLLOW_UP_OUTCOME))
      .orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.id))
      .limit(FOLLOW_UP_LIMIT);
    return rows.map((r) => ({
      event_id: r.id,
      payment_id: r.paymentId,
      player_id: r.playerId,
      provider: r.provider,
      amount: r.amount === null ? null : fromMinor(r.amount, r.minorUnits ?? 2),
      currency: r.currency,
      payment_status: r.status,
      received_at: r.receivedAt.toISOString(),
    }));
  }

  return {
    list,
    depositDecision,
    withdrawDecision,
    importStatement,
    unmatched,
    sepaExport,
    followUps,
  };
}
export type PaymentsStaff = ReturnType<typeof createPaymentsStaff>;
