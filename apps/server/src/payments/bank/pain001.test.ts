import { readFileSync } from 'node:fs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { decimalToMinor } from './amount.ts';
import { buildPain001, PAIN001_NAMESPACE, Pain001Error, type Pain001Input } from './pain001.ts';

const input = (): Pain001Input => ({
  messageId: 'PAYOUT-2026-11-26-0001',
  createdAt: new Date('2026-11-26T05:10:18.123Z'),
  executionDate: '2026-11-27',
  debtor: {
    name: 'Croupier Gaming s.r.o.',
    iban: 'DE89 3704 0044 0532 0130 00',
    bic: 'cobadeffxxx',
  },
  payments: [
    {
      endToEndId: 'W-000000101',
      amountMinor: 99_999_999_999,
      currency: 'EUR',
      creditorName: 'Jiří Dvořák & Söhne',
      creditorIban: 'FR1420041010050500013M02606',
      remittance: 'Výběr <101> "VIP"',
    },
    {
      endToEndId: 'W-000000102',
      amountMinor: 1,
      currency: 'EUR',
      creditorName: 'Łukasz Żółć',
      creditorIban: 'AT611904300234573201',
      remittance: 'Payout 102',
    },
    {
      endToEndId: 'W-000000103-with-a-much-too-long-reference',
      amountMinor: 123_456,
      currency: 'EUR',
      creditorName: `Dr. ${'Gräfin '.repeat(12)}von Ötztal`,
      creditorIban: 'NL91ABNA0417164300',
      remittance: 'r'.repeat(200),
    },
  ],
});

/** Element names in document order. */
const elementsOf = (xml: string): string[] =>
  [...xml.matchAll(/<([A-Za-z][\w.-]*)[\s>/]/g)].map((m) => m[1] ?? '');

const TX = ['CdtTrfTxInf', 'PmtId', 'EndToEndId', 'Amt', 'InstdAmt', 'Cdtr', 'Nm'];
const TX_TAIL = ['CdtrAcct', 'Id', 'IBAN', 'RmtInf', 'Ustrd'];

describe('pain.001.001.09', () => {
  const xml = buildPain001(input());
  const doc = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    isArray: (name) => name === 'CdtTrfTxInf',
  }).parse(xml);
  const root = doc.Document.CstmrCdtTrfInitn;
  const pmtInf = root.PmtInf;
  const txs = pmtInf.CdtTrfTxInf as {
    PmtId: { EndToEndId: string };
    Amt: { InstdAmt: { '#text': string; '@Ccy': string } };
    Cdtr: { Nm: string };
    RmtInf: { Ustrd: string };
  }[];

  it('is well-formed XML in the pain.001.001.09 namespace', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(doc.Document['@xmlns']).toBe(PAIN001_NAMESPACE);
  });

  it('is valid against the EPC SCT subset schema (xmllint)', async () => {
    const schema = readFileSync(
      new URL('../../../test/fixtures/bank/pain.001.001.09-sct-subset.xsd', import.meta.url),
      'utf8',
    );
    const result = await validateXML({
      xml: { fileName: 'payout.xml', contents: xml },
      schema: { fileName: 'pain.001.001.09.xsd', contents: schema },
    });
    expect(result.errors.map((e) => e.message)).toEqual([]);
    expect(result.valid).toBe(true);
    // The schema does catch what a bank would refuse: an element out of order, a long name.
    const swapped = xml.replace(
      /(<NbOfTxs>3<\/NbOfTxs>)(\s*)(<CtrlSum>[^<]+<\/CtrlSum>)/,
      '$3$2$1',
    );
    const long = xml.replace('<Nm>Lukasz Zolc</Nm>', `<Nm>${'L'.repeat(71)}</Nm>`);
    for (const bad of [swapped, long]) {
      expect(bad).not.toBe(xml);
      const invalid = await validateXML({
        xml: { fileName: 'payout.xml', contents: bad },
        schema: { fileName: 'pain.001.001.09.xsd', contents: schema },
      });
      expect(invalid.valid).toBe(false);
    }
  });

  it('has every mandatory element, in the order of the schema', () => {
    expect(elementsOf(xml)).toEqual([
      'Document',
      'CstmrCdtTrfInitn',
      ...['GrpHdr', 'MsgId', 'CreDtTm', 'NbOfTxs', 'CtrlSum', 'InitgPty', 'Nm'],
      ...['PmtInf', 'PmtInfId', 'PmtMtd', 'BtchBookg', 'NbOfTxs', 'CtrlSum'],
      ...['PmtTpInf', 'SvcLvl', 'Cd', 'ReqdExctnDt', 'Dt'],
      ...['Dbtr', 'Nm', 'DbtrAcct', 'Id', 'IBAN', 'DbtrAgt', 'FinInstnId', 'BICFI', 'ChrgBr'],
      ...TX,
      ...TX_TAIL,
      ...TX,
      ...TX_TAIL,
      ...TX,
      ...TX_TAIL,
    ]);
  });

  it('carries the header and the payment information', () => {
    expect(root.GrpHdr).toEqual({
      MsgId: 'PAYOUT-2026-11-26-0001',
      CreDtTm: '2026-11-26T05:10:18Z',
      NbOfTxs: '3',
      CtrlSum: '1000001234.56',
      InitgPty: { Nm: 'Croupier Gaming s.r.o.' },
    });
    expect(pmtInf).toMatchObject({
      PmtInfId: 'PAYOUT-2026-11-26-0001-1',
      PmtMtd: 'TRF',
      BtchBookg: 'true',
      NbOfTxs: '3',
      CtrlSum: '1000001234.56',
      PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
      ReqdExctnDt: { Dt: '2026-11-27' },
      Dbtr: { Nm: 'Croupier Gaming s.r.o.' },
      DbtrAcct: { Id: { IBAN: 'DE89370400440532013000' } },
      DbtrAgt: { FinInstnId: { BICFI: 'COBADEFFXXX' } },
      ChrgBr: 'SLEV',
    });
  });

  it('sums the control sum exactly from the amounts', () => {
    const amounts = txs.map((t) => t.Amt.InstdAmt['#text'] as string);
    expect(amounts).toEqual(['999999999.99', '0.01', '1234.56']);
    expect(txs.every((t) => t.Amt.InstdAmt['@Ccy'] === 'EUR')).toBe(true);
    const sum = amounts.reduce((s, a) => s + (decimalToMinor(a, 2) ?? Number.NaN), 0);
    expect(decimalToMinor(root.GrpHdr.CtrlSum, 2)).toBe(sum);
    expect(decimalToMinor(pmtInf.CtrlSum, 2)).toBe(sum);
  });

  it('writes names and texts in the SEPA character set within their lengths', () => {
    expect(txs.map((t) => t.Cdtr.Nm)).toEqual([
      'Jiri Dvorak + Sohne',
      'Lukasz Zolc',
      `Dr. ${'Grafin '.repeat(12)}`.slice(0, 70).trim(),
    ]);
    expect(txs[2]?.Cdtr.Nm.length).toBeLessThanOrEqual(70);
    expect(txs.map((t) => t.RmtInf.Ustrd)).toEqual([
      "Vyber 101 'VIP'",
      'Payout 102',
      'r'.repeat(140),
    ]);
    expect(txs.map((t) => t.PmtId.EndToEndId)).toEqual([
      'W-000000101',
      'W-000000102',
      'W-000000103-with-a-much-too-long-re',
    ]);
    // Every text as written (the apostrophe escaped as XML allows) is in the SEPA set.
    const texts = [...xml.matchAll(/>([^<]+)</g)].map((m) => m[1]?.trim() ?? '').filter(Boolean);
    for (const t of texts)
      expect(t.replace(/&apos;/g, "'"), t).toMatch(/^[A-Za-z0-9/\-?:().,'+ ]+$/);
  });

  it('refuses what a bank would refuse the whole file for', () => {
    const bad: [string, (i: Pain001Input) => void][] = [
      ['no payments', (i) => (i.payments = [])],
      ['IBAN is not valid', (i) => (i.payments[1]!.creditorIban = 'AT611904300234573202')],
      ['debtor: IBAN is not valid', (i) => (i.debtor.iban = 'DE00370400440532013000')],
      ['debtor BIC is not valid', (i) => (i.debtor.bic = 'COBA')],
      ['amount must be a positive', (i) => (i.payments[0]!.amountMinor = 0)],
      ['amount must be a positive', (i) => (i.payments[0]!.amountMinor = 1.5)],
      ['above 999999999.99', (i) => (i.payments[0]!.amountMinor = 100_000_000_000)],
      ['differs from EUR', (i) => (i.payments[2]!.currency = 'CZK')],
      ['repeats', (i) => (i.payments[1]!.endToEndId = 'W-000000101')],
      ['creditor name is empty', (i) => (i.payments[1]!.creditorName = '***')],
      ['executionDate', (i) => (i.executionDate = '2026-02-30')],
    ];
    for (const [message, change] of bad) {
      const i = input();
      change(i);
      expect(() => buildPain001(i), message).toThrow(Pain001Error);
      expect(() => buildPain001(i), message).toThrow(message);
    }
  });

  it('leaves the SEPA service level out of a file in another currency', () => {
    const i = input();
    for (const p of i.payments) p.currency = 'CZK';
    const czk = buildPain001(i);
    expect(czk).not.toContain('<SvcLvl>');
    expect(czk).toContain('<InstdAmt Ccy="CZK">0.01</InstdAmt>');
  });
});
