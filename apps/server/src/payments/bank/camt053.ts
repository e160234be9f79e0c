/**
 * ISO 20022 camt.053 (BankToCustomerStatement, versions 001.02 to 001.08): the booked entries
 * of each statement, one StatementEntry per entry, or per transaction when an entry batches
 * several (NtryDtls/TxDtls, each with its own amount; their sum must be the entry's).
 *
 * Entries whose status is not BOOK (pending, information only) are left out: only booked money
 * is real. The variable symbol comes from the structured creditor reference, else a "VS" label
 * in the free text, else the end-to-end id (`remittance.ts`).
 */
import { createHash } from 'node:crypto';
import { decimalToMinor, minorUnitsOf } from './amount.ts';
import {
  labelledVariableSymbol,
  normaliseVariableSymbol,
  referenceVariableSymbol,
} from './remittance.ts';
import type { StatementEntry, StatementParse } from './types.ts';
import { attrOf, child, listOf, parseBankXml, textAt, textOf } from './xml.ts';

/** The default namespace (or a prefixed one) of camt.053.001.02 to .08. */
const CAMT053_NAMESPACE =
  /xmlns(?::[A-Za-z_][\w.-]*)?\s*=\s*["']urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.0[2-8]["']/;

const REPEATED = ['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'Bal'] as const;

class CamtError extends Error {}

interface Amount {
  minor: number;
  currency: string;
}

function amountOf(node: unknown, where: string): Amount | null {
  if (node === undefined) return null;
  const currency = attrOf(node, 'Ccy')?.trim().toUpperCase() ?? '';
  if (!/^[A-Z]{3}$/.test(currency)) throw new CamtError(`${where}: the amount has no currency`);
  const text = textOf(node) ?? '';
  const minor = decimalToMinor(text, minorUnitsOf(currency));
  if (minor === null) throw new CamtError(`${where}: amount "${text}" is not valid`);
  return { minor, currency };
}

function creditOf(node: unknown, where: string): boolean | null {
  const ind = textAt(node, 'CdtDbtInd');
  if (ind === null) return null;
  if (ind === 'CRDT') return true;
  if (ind === 'DBIT') return false;
  throw new CamtError(`${where}: CdtDbtInd "${ind}" is neither CRDT nor DBIT`);
}

function iban(text: string | null): string | null {
  const v = text?.replace(/\s+/g, '').toUpperCase() ?? '';
  return v === '' ? null : v;
}

/** A party's name: `Nm` (001.02 to .07) or `Pty/Nm` (001.08). */
function partyName(parties: unknown, role: 'Dbtr' | 'Cdtr'): string | null {
  return textAt(parties, role, 'Nm') ?? textAt(parties, role, 'Pty', 'Nm');
}

function bookingDateOf(ntry: unknown): string | null {
  const d = textAt(ntry, 'BookgDt', 'Dt') ?? textAt(ntry, 'BookgDt', 'DtTm');
  const m = d === null ? null : /^\d{4}-\d{2}-\d{2}/.exec(d);
  return m ? m[0] : null;
}

function collapse(text: string | null): string | null {
  const v = text?.replace(/\s+/g, ' ').trim() ?? '';
  return v === '' ? null : v;
}

/** The remittance text and the variable symbol of a transaction (or a lone entry). */
function remittanceOf(
  tx: unknown,
  ntry: unknown,
): { remittance: string | null; variableSymbol: string | null } {
  const rmt = child(tx, 'RmtInf');
  const ustrd = listOf(rmt, 'Ustrd')
    .map((u) => collapse(textOf(u)))
    .filter((u): u is string => u !== null);
  const refs = listOf(rmt, 'Strd')
    .map((s) => collapse(textAt(s, 'CdtrRefInf', 'Ref')))
    .filter((r): r is string => r !== null);
  const additional = collapse(textAt(tx, 'AddtlTxInf')) ?? collapse(textAt(ntry, 'AddtlNtryInf'));
  const free = ustrd.length > 0 ? ustrd.join(' ') : null;

  let variableSymbol: string | null = null;
  for (const ref of refs) variableSymbol ??= referenceVariableSymbol(ref);
  for (const line of ustrd) variableSymbol ??= labelledVariableSymbol(line);
  if (free !== null) variableSymbol ??= normaliseVariableSymbol(free);
  variableSymbol ??= labelledVariableSymbol(textAt(tx, 'Refs', 'EndToEndId'));
  variableSymbol ??= labelledVariableSymbol(additional);

  return {
    remittance: free ?? (refs.length > 0 ? refs.join(' ') : additional),
    variableSymbol,
  };
}

function txAmount(tx: unknown, where: string): Amount | null {
  return (
    amountOf(child(tx, 'Amt'), where) ??
    amountOf(child(tx, 'AmtDtls', 'TxAmt', 'Amt'), where) ??
    amountOf(child(tx, 'AmtDtls', 'InstdAmt', 'Amt'), where)
  );
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function readStatement(stmt: unknown, keys: Map<string, number>): StatementEntry[] {
  const statementId = textAt(stmt, 'Id');
  if (statementId === null) throw new CamtError('a statement has no Id');
  const account =
    iban(textAt(stmt, 'Acct', 'Id', 'IBAN')) ?? collapse(textAt(stmt, 'Acct', 'Id', 'Othr', 'Id'));
  if (account === null) throw new CamtError(`statement ${statementId}: the account has no id`);

  const out: StatementEntry[] = [];
  listOf(stmt, 'Ntry').forEach((ntry, index) => {
    const where = `statement ${statementId} entry ${index + 1}`;
    const status = textAt(ntry, 'Sts', 'Cd') ?? textAt(ntry, 'Sts');
    if (status !== null && status !== 'BOOK') return;

    const amount = amountOf(child(ntry, 'Amt'), where);
    if (amount === null) throw new CamtError(`${where}: no amount`);
    const credit = creditOf(ntry, where);
    if (credit === null) throw new CamtError(`${where}: no CdtDbtInd`);
    const bookingDate = bookingDateOf(ntry);
    const entryRef = collapse(textAt(ntry, 'AcctSvcrRef')) ?? collapse(textAt(ntry, 'NtryRef'));
    const txs = listOf(ntry, 'NtryDtls').flatMap((d) => listOf(d, 'TxDtls'));
    const batched = txs.length > 1;

    // A batch: each transaction needs its amount, and together they make the entry's.
    const parts = (txs.length > 0 ? txs : [undefined]).map((tx, t) => {
      const txWhere = batched ? `${where} transaction ${t + 1}` : where;
      const own = batched ? txAmount(tx, txWhere) : null;
      if (batched && own === null) throw new CamtError(`${txWhere}: no amount`);
      const txCredit = (batched ? creditOf(tx, txWhere) : null) ?? credit;
      return { tx, t, amount: own ?? amount, credit: txCredit };
    });
    if (batched && parts.every((p) => p.amount.currency === amount.currency)) {
      const signed = parts.reduce(
        (sum, p) => sum + (p.credit ? p.amount.minor : -p.amount.minor),
        0,
      );
      if (signed !== (credit ? amount.minor : -amount.minor)) {
        throw new CamtError(`${where}: the transactions do not add up to the entry's amount`);
      }
    }

    for (const { tx, t, amount: a, credit: c } of parts) {
      const txRef = collapse(textAt(tx, 'Refs', 'AcctSvcrRef'));
      let ref: string;
      if (txRef !== null) ref = txRef;
      else if (entryRef !== null) ref = batched ? `${entryRef}/${t + 1}` : entryRef;
      else ref = sha256([statementId, index, t, a.minor, a.currency, bookingDate ?? ''].join('|'));
      let entryKey = `${account}:${ref}`;
      const seen = keys.get(entryKey) ?? 0;
      keys.set(entryKey, seen + 1);
      if (seen > 0) entryKey = `${entryKey}#${seen + 1}`;

      const parties = child(tx, 'RltdPties');
      const role = c ? 'Dbtr' : 'Cdtr';
      out.push({
        entryKey,
        amountMinor: a.minor,
        currency: a.currency,
        credit: c,
        ...remittanceOf(tx, ntry),
        debtorName: collapse(partyName(parties, role)),
        debtorIban: iban(textAt(parties, `${role}Acct`, 'Id', 'IBAN')),
        bookingDate,
      });
    }
  });
  return out;
}

export function parseCamt053(xml: string): StatementParse {
  const parsed = parseBankXml(xml, REPEATED);
  if (!parsed.ok) return parsed;
  const root = child(parsed.doc, 'Document', 'BkToCstmrStmt');
  if (root === undefined || !CAMT053_NAMESPACE.test(xml)) {
    return { ok: false, error: 'not a camt.053 statement (camt.053.001.02 to .08)' };
  }
  const statements = listOf(root, 'Stmt');
  if (statements.length === 0) return { ok: false, error: 'the file has no statement (Stmt)' };
  try {
    const keys = new Map<string, number>();
    const entries = statements.flatMap((s) => readStatement(s, keys));
    const statementRef = statements.map((s) => textAt(s, 'Id')).join('+');
    return { ok: true, format: 'camt053', statementRef, entries };
  } catch (error) {
    if (error instanceof CamtError) return { ok: false, error: error.message };
    throw error;
  }
}
