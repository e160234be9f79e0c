/**
 * SEPA credit transfer initiation, ISO 20022 pain.001.001.09 (EPC SCT customer-to-bank
 * implementation guidelines): the payouts of one batch from the skin's account, one PmtInf.
 *
 * Written with fast-xml-parser's XMLBuilder rather than the `sepa` package: `sepa` 3.0.0 does
 * support pain.001.001.09, but sums the control sums in floating point and writes CreDtTm in the
 * server's local time without an offset; here every amount is integer minor units turned into a
 * decimal string, and CreDtTm is UTC.
 *
 * Names and the remittance are transliterated to the SEPA character set and cut (Nm 70, Ustrd
 * 140, identifiers 35). A payment with a bad IBAN, a non-positive amount, another currency than
 * the first, or a repeated end-to-end id is refused (Pain001Error): a bank refuses the whole
 * file for one bad transaction.
 */
import { isValidIban, normalizeIban } from '@croupier/contract/payments';
import { XMLBuilder } from 'fast-xml-parser';
import { minorToDecimal, minorUnitsOf } from './amount.ts';
import { sepaId, sepaText } from './sepa-text.ts';

export const PAIN001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';

export const SEPA_LIMITS = { name: 70, remittance: 140, id: 35 } as const;

export interface Pain001Payment {
  endToEndId: string;
  amountMinor: number;
  currency: string;
  creditorName: string;
  creditorIban: string;
  remittance: string;
}

export interface Pain001Input {
  messageId: string;
  createdAt: Date;
  /** YYYY-MM-DD. */
  executionDate: string;
  debtor: { name: string; iban: string; bic: string };
  payments: Pain001Payment[];
}

export class Pain001Error extends Error {}

const BIC = /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

function checkedIban(value: string, what: string): string {
  if (!isValidIban(value)) throw new Pain001Error(`${what}: IBAN is not valid`);
  return normalizeIban(value);
}

function requiredText(value: string, max: number, what: string): string {
  const text = sepaText(value, max);
  if (text === '') throw new Pain001Error(`${what} is empty`);
  return text;
}

function requiredId(value: string, what: string): string {
  const id = sepaId(value, SEPA_LIMITS.id);
  if (id === '') throw new Pain001Error(`${what} is empty`);
  return id;
}

/** CreDtTm: UTC, whole seconds. */
function isoDateTime(at: Date): string {
  if (Number.isNaN(at.getTime())) throw new Pain001Error('createdAt is not a date');
  return `${at.toISOString().slice(0, 19)}Z`;
}

function isoDate(value: string): string {
  const d = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(d.getTime())) {
    throw new Pain001Error('executionDate is not YYYY-MM-DD');
  }
  if (d.toISOString().slice(0, 10) !== value) {
    throw new Pain001Error('executionDate is not YYYY-MM-DD');
  }
  return value;
}

export function buildPain001(input: Pain001Input): string {
  if (input.payments.length === 0) throw new Pain001Error('no payments');
  const messageId = requiredId(input.messageId, 'messageId');
  const debtorName = requiredText(input.debtor.name, SEPA_LIMITS.name, 'debtor name');
  const debtorIban = checkedIban(input.debtor.iban, 'debtor');
  const bic = input.debtor.bic.replace(/\s+/g, '').toUpperCase();
  if (!BIC.test(bic)) throw new Pain001Error('debtor BIC is not valid');

  const currency = input.payments[0]?.currency.toUpperCase() ?? '';
  if (!/^[A-Z]{3}$/.test(currency)) throw new Pain001Error('currency is not an ISO 4217 code');
  const minorUnits = minorUnitsOf(currency);
  /** 999999999.99: the most one SEPA credit transfer carries. */
  const maxAmount = 1_000_000_000 * 10 ** minorUnits - 1;
  const ids = new Set<string>();
  let total = 0;

  const transactions = input.payments.map((p, i) => {
    const what = `payment ${i + 1}`;
    if (p.currency.toUpperCase() !== currency) {
      throw new Pain001Error(`${what}: currency ${p.currency} differs from ${currency}`);
    }
    if (!Number.isSafeInteger(p.amountMinor) || p.amountMinor <= 0) {
      throw new Pain001Error(`${what}: amount must be a positive integer of minor units`);
    }
    if (p.amountMinor > maxAmount) {
      throw new Pain001Error(`${what}: amount is above 999999999.99, the SEPA maximum`);
    }
    const endToEndId = requiredId(p.endToEndId, `${what}: endToEndId`);
    if (ids.has(endToEndId)) throw new Pain001Error(`${what}: endToEndId ${endToEndId} repeats`);
    ids.add(endToEndId);
    total += p.amountMinor;
    if (!Number.isSafeInteger(total)) throw new Pain001Error('the total is too large');
    const remittance = sepaText(p.remittance, SEPA_LIMITS.remittance);
    return {
      PmtId: { EndToEndId: endToEndId },
      Amt: {
        InstdAmt: { '@_Ccy': currency, '#text': minorToDecimal(p.amountMinor, minorUnits) },
      },
      Cdtr: { Nm: requiredText(p.creditorName, SEPA_LIMITS.name, `${what}: creditor name`) },
      CdtrAcct: { Id: { IBAN: checkedIban(p.creditorIban, what) } },
      ...(remittance === '' ? {} : { RmtInf: { Ustrd: remittance } }),
    };
  });

  const count = String(transactions.length);
  const controlSum = minorToDecimal(total, minorUnits);
  const paymentInfoId =
    messageId.length <= SEPA_LIMITS.id - 2 ? `${messageId}-1` : `${messageId.slice(0, 33)}-1`;

  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    Document: {
      '@_xmlns': PAIN001_NAMESPACE,
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      CstmrCdtTrfInitn: {
        GrpHdr: {
          MsgId: messageId,
          CreDtTm: isoDateTime(input.createdAt),
          NbOfTxs: count,
          CtrlSum: controlSum,
          InitgPty: { Nm: debtorName },
        },
        PmtInf: {
          PmtInfId: paymentInfoId,
          PmtMtd: 'TRF',
          BtchBookg: 'true',
          NbOfTxs: count,
          CtrlSum: controlSum,
          // SEPA is a euro scheme; a file in another currency leaves the service level to the bank.
          ...(currency === 'EUR' ? { PmtTpInf: { SvcLvl: { Cd: 'SEPA' } } } : {}),
          ReqdExctnDt: { Dt: isoDate(input.executionDate) },
          Dbtr: { Nm: debtorName },
          DbtrAcct: { Id: { IBAN: debtorIban } },
          DbtrAgt: { FinInstnId: { BICFI: bic } },
          ChrgBr: 'SLEV',
          CdtTrfTxInf: transactions,
        },
      },
    },
  };

  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    textNodeName: '#text',
    format: true,
    indentBy: '  ',
    suppressEmptyNode: false,
    processEntities: true,
  });
  return builder.build(document) as string;
}
