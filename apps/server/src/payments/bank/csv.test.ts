import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bankFixture as fixture, entriesOf, errorOf } from '../../../test/payments-bank-support.ts';
import { parseStatementCsv } from './csv.ts';

const HEADER =
  'date,amount,currency,variable_symbol,reference,counterparty_name,counterparty_iban,message';

describe('bank CSV statement', () => {
  it('reads a ";" file with decimal commas, quotes and a byte order mark', () => {
    const text = fixture('statement-semicolon.csv');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const result = parseStatementCsv(text);
    expect(result).toMatchObject({
      ok: true,
      format: 'csv',
      statementRef: createHash('sha256').update(text).digest('hex'),
    });
    const entries = entriesOf(result);
    expect(entries.slice(0, 3)).toEqual([
      {
        entryKey: 'csv:FIO-2611-0001',
        amountMinor: 123450,
        currency: 'CZK',
        credit: true,
        variableSymbol: '0000000428',
        remittance: 'Vklad',
        debtorName: 'Jiří Novák',
        debtorIban: 'CZ5508000000001234567899',
        bookingDate: '2026-11-25',
      },
      {
        entryKey: 'csv:FIO-2611-0002',
        amountMinor: 150000,
        currency: 'CZK',
        credit: true,
        variableSymbol: '0000000071',
        remittance: 'Deposit "bonus" VS71',
        debtorName: 'Novák; Jan',
        debtorIban: 'CZ6907101781240000004159',
        bookingDate: '2026-11-25',
      },
      {
        entryKey: 'csv:FIO-2611-0003',
        amountMinor: 10000,
        currency: 'CZK',
        credit: false,
        variableSymbol: null,
        remittance: 'Výběr',
        debtorName: 'Tomáš Černý',
        debtorIban: 'CZ1203000000000123456789',
        bookingDate: '2026-11-25',
      },
    ]);
    // No reference column value: a digest; no variable symbol column value: the message's "VS:".
    expect(entries[3]).toMatchObject({
      amountMinor: 1,
      variableSymbol: '0000010010',
      debtorName: null,
      bookingDate: '2026-11-26',
    });
    expect(entries[3]?.entryKey).toMatch(/^csv:[0-9a-f]{64}$/);
  });

  it('reads a "," file with decimal points, CRLF, any column order and extra columns', () => {
    const text = [
      'Message,AMOUNT,Currency,Date,Balance,Counterparty_Name',
      '"Deposit, thanks",1234.5,eur,24.11.2026,99.00,"Müller, Anna"',
      'x,-0.99,EUR,2026-11-24,98.01,',
      '',
    ].join('\r\n');
    expect(entriesOf(parseStatementCsv(text))).toMatchObject([
      {
        amountMinor: 123450,
        currency: 'EUR',
        credit: true,
        remittance: 'Deposit, thanks',
        debtorName: 'Müller, Anna',
        bookingDate: '2026-11-24',
        variableSymbol: null,
        debtorIban: null,
      },
      { amountMinor: 99, credit: false, debtorName: null },
    ]);
  });

  it('gives identical rows without a reference distinct, stable keys', () => {
    const row = '2026-11-25,10.00,EUR,,,Anna,,coffee';
    const text = `${HEADER}\n${row}\n${row}\n`;
    const a = entriesOf(parseStatementCsv(text)).map((e) => e.entryKey);
    expect(a[1]).toBe(`${a[0]}#2`);
    expect(entriesOf(parseStatementCsv(text)).map((e) => e.entryKey)).toEqual(a);
    const changed = entriesOf(parseStatementCsv(`${HEADER}\n${row.replace('10.00', '10.01')}\n`));
    expect(changed[0]?.entryKey).not.toBe(a[0]);
  });

  it('keeps a quoted field across lines and counts lines for errors after it', () => {
    const text = `${HEADER}\n2026-11-25,1.00,EUR,,R1,Anna,,"two\nlines"\n2026-11-25,abc,EUR,,R2,,,\n`;
    expect(errorOf(parseStatementCsv(text))).toBe('line 4: amount "abc" is not a valid amount');
  });

  it('names the line of what is wrong', () => {
    const cases: [string, string][] = [
      ['', 'line 1: the header row is missing'],
      ['message\n', 'line 1: the header lacks date, amount, currency'],
      ['date;amount\n2026-11-25;1', 'line 1: the header lacks currency'],
      ['date,amount,currency,date\n', 'line 1: column "date" appears twice'],
      [
        `${HEADER}\n2026-11-25,1.00,EUR,,R1,Anna,,hi,extra`,
        'line 2: 9 fields where the header has 8',
      ],
      [`${HEADER}\n2026-11-25,1.00,EURO,,R1,,,`, 'line 2: currency "EURO" is not an ISO 4217 code'],
      [
        `${HEADER}\n2026-02-30,1.00,EUR,,R1,,,`,
        'line 2: date "2026-02-30" is not YYYY-MM-DD or DD.MM.YYYY',
      ],
      [`${HEADER}\n2026-11-25,1.005,EUR,,R1,,,`, 'line 2: amount "1.005" is not a valid amount'],
      [`${HEADER}\n2026-11-25,1.500,00,EUR,,R1,,,`, 'line 2: 9 fields where the header has 8'],
      [`${HEADER}\n2026-11-25,0.00,EUR,,R1,,,`, 'line 2: amount is zero'],
      [
        `${HEADER}\n2026-11-25,1,EUR,12345678901,R1,,,`,
        'line 2: variable symbol "12345678901" is not 1 to 10 digits',
      ],
      [
        `${HEADER}\n2026-11-25,1,EUR,,R1,,,\n2026-11-25,2,EUR,,R1,,,`,
        'line 3: reference "R1" repeats',
      ],
      [`${HEADER}\n2026-11-25,1,EUR,,R1,"open,,,`, 'line 2: a quoted field is not closed'],
      [
        `${HEADER}\n2026-11-25,1,EUR,,R1,an "inner" quote,,`,
        'line 2: a quote inside an unquoted field',
      ],
    ];
    for (const [text, error] of cases) expect(errorOf(parseStatementCsv(text)), text).toBe(error);
  });

  it('refuses a file over 5 MB', () => {
    const text = `${HEADER}\n${'2026-11-25,1.00,EUR,,,,,x\n'.repeat(210_000)}`;
    expect(errorOf(parseStatementCsv(text))).toMatch(/larger than/);
  });
});
