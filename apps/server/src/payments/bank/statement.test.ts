import { describe, expect, it } from 'vitest';
import { bankFixture as fixture } from '../../../test/payments-bank-support.ts';
import { parseStatement, statementFormatOf } from './statement.ts';

describe('parseStatement', () => {
  it('reads XML as camt.053 and anything else as the CSV', () => {
    expect(parseStatement(fixture('camt053-v08.xml'))).toMatchObject({
      ok: true,
      format: 'camt053',
    });
    expect(parseStatement(`\uFEFF\n  ${fixture('camt053-v02.xml')}`)).toMatchObject({
      ok: true,
      format: 'camt053',
    });
    expect(parseStatement(fixture('statement-semicolon.csv'))).toMatchObject({
      ok: true,
      format: 'csv',
    });
    expect(statementFormatOf('date,amount,currency\n')).toBe('csv');
    expect(parseStatement('<html>').ok).toBe(false);
  });
});
