import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseStatement, statementFormatOf } from './statement.ts';

const fixture = (name: string): string =>
  readFileSync(new URL(`../../../test/fixtures/bank/${name}`, import.meta.url), 'utf8');

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
