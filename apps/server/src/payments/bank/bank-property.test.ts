/** Properties over many generated inputs (fast-check). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalToMinor, minorToDecimal } from './amount.ts';
import { parseStatementCsv } from './csv.ts';
import { buildPain001 } from './pain001.ts';
import {
  isVariableSymbol,
  paymentIdFromVariableSymbol,
  variableSymbolFor,
} from './variable-symbol.ts';

const minor = fc.integer({ min: 1, max: 99_999_999_999 });

describe('bank file properties', () => {
  it('minor units survive the trip through a decimal string', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom(0, 2, 3),
        (m, u) => {
          expect(decimalToMinor(minorToDecimal(m, u), u)).toBe(m);
          expect(decimalToMinor(minorToDecimal(m, u).replace('.', ','), u)).toBe(m);
        },
      ),
    );
  });

  it('every payment id has exactly one valid symbol, and it names that id', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_999 }),
        fc.integer({ min: 0, max: 9 }),
        (id, d) => {
          const vs = variableSymbolFor(id);
          expect(paymentIdFromVariableSymbol(vs)).toBe(id);
          const other = vs.slice(0, 9) + d;
          expect(isVariableSymbol(other)).toBe(other === vs);
        },
      ),
    );
  });

  it('a CSV row written with any quoting reads back as written', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 40 });
    fc.assert(
      fc.property(
        minor,
        fc.boolean(),
        text,
        text,
        fc.constantFrom(',', ';'),
        (m, credit, name, message, sep) => {
          const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
          const amount = `${credit ? '' : '-'}${minorToDecimal(m, 2).replace('.', sep === ';' ? ',' : '.')}`;
          const csv = [
            ['date', 'amount', 'currency', 'counterparty_name', 'message'].join(sep),
            ['2026-11-25', quote(amount), 'EUR', quote(name), quote(message)].join(sep),
          ].join('\n');
          const result = parseStatementCsv(csv);
          if (!result.ok) throw new Error(result.error);
          const [entry] = result.entries;
          const collapse = (v: string) => v.replace(/\s+/g, ' ').trim() || null;
          expect(entry).toMatchObject({
            amountMinor: m,
            credit,
            debtorName: collapse(name),
            remittance: collapse(message),
          });
        },
      ),
    );
  });

  it("a payout file's control sum is the exact sum of its amounts", () => {
    fc.assert(
      fc.property(fc.array(minor, { minLength: 1, maxLength: 30 }), (amounts) => {
        const xml = buildPain001({
          messageId: 'M1',
          createdAt: new Date('2026-11-26T00:00:00Z'),
          executionDate: '2026-11-27',
          debtor: { name: 'Croupier', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
          payments: amounts.map((a, i) => ({
            endToEndId: `E${i}`,
            amountMinor: a,
            currency: 'EUR',
            creditorName: 'Player',
            creditorIban: 'AT611904300234573201',
            remittance: '',
          })),
        });
        const total = amounts.reduce((s, a) => s + a, 0);
        const sums = [...xml.matchAll(/<CtrlSum>([^<]+)<\/CtrlSum>/g)].map((m) => m[1]);
        expect(sums).toEqual([minorToDecimal(total, 2), minorToDecimal(total, 2)]);
      }),
    );
  });
});
