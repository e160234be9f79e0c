import { describe, expect, it } from 'vitest';
import { bankFixture as fixture, entriesOf, errorOf } from '../../../test/payments-bank-support.ts';
import { parseCamt053 } from './camt053.ts';

describe('camt.053.001.08', () => {
  const v08 = fixture('camt053-v08.xml');

  it('reads every booked transaction, splitting the batched entry', () => {
    const result = parseCamt053(v08);
    expect(result).toMatchObject({
      ok: true,
      format: 'camt053',
      statementRef: '2026-11-25-000217',
    });
    expect(entriesOf(result)).toEqual([
      {
        entryKey: 'CZ6508000000192000145399:26112500001',
        amountMinor: 123450,
        currency: 'CZK',
        credit: true,
        variableSymbol: '0000000428',
        remittance: 'Vklad na herní účet',
        debtorName: 'Jiří Novák',
        debtorIban: 'CZ5508000000001234567899',
        bookingDate: '2026-11-25',
      },
      {
        entryKey: 'CZ6508000000192000145399:26112500002-01',
        amountMinor: 50000,
        currency: 'CZK',
        credit: true,
        variableSymbol: '0000000071',
        remittance: 'Deposit VS:0000000071 thanks',
        debtorName: 'Smith & Sons Ltd.',
        debtorIban: 'SK3112000000198742637541',
        bookingDate: '2026-11-25',
      },
      {
        entryKey: 'CZ6508000000192000145399:26112500002-02',
        amountMinor: 25025,
        currency: 'CZK',
        credit: true,
        variableSymbol: '0000010010',
        remittance: null,
        debtorName: 'Petra Dvořáková',
        debtorIban: 'CZ6907101781240000004159',
        bookingDate: '2026-11-25',
      },
      {
        entryKey: 'CZ6508000000192000145399:26112500003',
        amountMinor: 10000,
        currency: 'CZK',
        credit: false,
        variableSymbol: null,
        remittance: 'Payout 555',
        debtorName: 'Tomáš Černý',
        debtorIban: 'CZ1203000000000123456789',
        bookingDate: '2026-11-25',
      },
    ]);
  });

  it('leaves out entries that are not booked', () => {
    const amounts = entriesOf(parseCamt053(v08)).map((e) => e.amountMinor);
    expect(amounts).not.toContain(99900);
  });

  it('refuses a batch whose transactions do not add up to the entry', () => {
    const broken = v08.replace('<Amt Ccy="CZK">250.25</Amt>', '<Amt Ccy="CZK">250.26</Amt>');
    expect(errorOf(parseCamt053(broken))).toMatch(/entry 2: the transactions do not add up/);
  });

  it('refuses a batched transaction without its own amount', () => {
    const broken = v08.replace('<Amt Ccy="CZK">500.00</Amt>', '');
    expect(errorOf(parseCamt053(broken))).toMatch(/entry 2 transaction 1: no amount/);
  });

  it("keys entries by the account, so two banks' references cannot collide", () => {
    const other = v08.replace(
      '<IBAN>CZ6508000000192000145399</IBAN>',
      '<IBAN>CZ6907101781240000004159</IBAN>',
    );
    const a = entriesOf(parseCamt053(v08)).map((e) => e.entryKey);
    const b = entriesOf(parseCamt053(other)).map((e) => e.entryKey);
    expect(b[0]).toBe('CZ6907101781240000004159:26112500001');
    expect(a.filter((k) => b.includes(k))).toEqual([]);
  });

  it('gives the same keys when the same file comes again', () => {
    expect(entriesOf(parseCamt053(v08)).map((e) => e.entryKey)).toEqual(
      entriesOf(parseCamt053(v08)).map((e) => e.entryKey),
    );
  });
});

describe('camt.053.001.02', () => {
  const v02 = fixture('camt053-v02.xml');

  it('reads a prefixed namespace, AmtDtls, DtTm and entries without references', () => {
    const result = parseCamt053(v02);
    expect(result).toMatchObject({ ok: true, statementRef: 'STMT/2026/11/24/77' });
    const entries = entriesOf(result);
    expect(entries.map(({ entryKey: _key, ...rest }) => rest)).toEqual([
      {
        amountMinor: 2000,
        currency: 'EUR',
        credit: true,
        variableSymbol: '0000000014',
        remittance: '/VS/14/SS//KS/0558',
        debtorName: 'Ján Kováč',
        debtorIban: 'SK3112000000198742637541',
        bookingDate: '2026-11-24',
      },
      {
        amountMinor: 99,
        currency: 'EUR',
        credit: false,
        variableSymbol: null,
        remittance: 'Poplatok za vedenie účtu',
        debtorName: null,
        debtorIban: null,
        bookingDate: '2026-11-24',
      },
      {
        amountMinor: 3510,
        currency: 'EUR',
        credit: true,
        variableSymbol: '0000001236',
        remittance: 'Platba VS 1236',
        debtorName: null,
        debtorIban: null,
        bookingDate: '2026-11-24',
      },
    ]);
    expect(entries[0]?.entryKey).toBe('SK8975000000000012345671:TB24110001');
    expect(entries[1]?.entryKey).toBe('SK8975000000000012345671:B-0002');
    // No reference at all: a SHA-256 of the statement id, position, amount and date.
    expect(entries[2]?.entryKey).toMatch(/^SK8975000000000012345671:[0-9a-f]{64}$/);
  });

  it('accepts every version from .02 to .08 and nothing else', () => {
    for (const v of ['03', '04', '05', '06', '07']) {
      expect(parseCamt053(v02.replace('camt.053.001.02', `camt.053.001.${v}`)).ok).toBe(true);
    }
    expect(errorOf(parseCamt053(v02.replace('camt.053.001.02', 'camt.053.001.01')))).toMatch(
      /not a camt\.053/,
    );
    expect(errorOf(parseCamt053(v02.replace('camt.053.001.02', 'camt.052.001.02')))).toMatch(
      /not a camt\.053/,
    );
  });
});

describe('refusals', () => {
  it('refuses malformed XML', () => {
    const result = parseCamt053('<Document><BkToCstmrStmt></Document>');
    expect(errorOf(result)).toMatch(/^malformed XML/);
  });

  it('refuses other documents', () => {
    const pain = `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"><CstmrCdtTrfInitn/></Document>`;
    expect(errorOf(parseCamt053(pain))).toMatch(/not a camt\.053/);
    expect(errorOf(parseCamt053('date;amount\n2026-01-01;1'))).toMatch(/^malformed XML/);
  });

  it('refuses a document type with entities (XXE, billion laughs) without expanding them', () => {
    const ns = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08';
    const xxe = `<?xml version="1.0"?>
<!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<Document xmlns="${ns}"><BkToCstmrStmt><Stmt><Id>&xxe;</Id></Stmt></BkToCstmrStmt></Document>`;
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<Document xmlns="${ns}"><BkToCstmrStmt><Stmt><Id>&lol3;</Id></Stmt></BkToCstmrStmt></Document>`;
    for (const hostile of [xxe, laughs]) {
      const result = parseCamt053(hostile);
      expect(errorOf(result)).toMatch(/DOCTYPE/);
      expect(JSON.stringify(result)).not.toMatch(/root:|lollol/);
    }
  });

  it('does not expand an undeclared entity either', () => {
    const xml = fixture('camt053-v08.xml').replace('Payout 555', 'Payout &xxe;');
    expect(entriesOf(parseCamt053(xml))[3]?.remittance).toBe('Payout &xxe;');
  });

  it('refuses a file over 5 MB', () => {
    const big = fixture('camt053-v02.xml').replace(
      '</camt:Document>',
      `<!--${'x'.repeat(5 * 1024 * 1024)}--></camt:Document>`,
    );
    expect(errorOf(parseCamt053(big))).toMatch(/larger than/);
  });

  it('refuses an amount it cannot read exactly', () => {
    const xml = fixture('camt053-v02.xml').replace('>35.10<', '>35.105<');
    expect(errorOf(parseCamt053(xml))).toMatch(/entry 3: amount "35.105" is not valid/);
  });

  it('refuses an entry without a credit/debit indicator', () => {
    const xml = fixture('camt053-v02.xml').replace(
      '<camt:CdtDbtInd>DBIT</camt:CdtDbtInd>',
      '<camt:CdtDbtInd>XXX</camt:CdtDbtInd>',
    );
    expect(errorOf(parseCamt053(xml))).toMatch(/entry 2: CdtDbtInd "XXX"/);
  });
});
