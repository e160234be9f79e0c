import { describe, expect, it } from 'vitest';
import { diffRows, showValue } from './audit-log.tsx';

describe('the audit log details', () => {
  it('lines up before and after by field and marks what changed', () => {
    expect(
      diffRows({ role: 'support', active: true }, { role: 'finance', active: true, name: 'B' }),
    ).toEqual([
      { field: 'role', before: 'support', after: 'finance', changed: true },
      { field: 'active', before: 'true', after: 'true', changed: false },
      { field: 'name', before: '—', after: 'B', changed: true },
    ]);
  });

  it('shows plain values and a missing side', () => {
    expect(diffRows(undefined, 5)).toEqual([
      { field: 'value', before: '—', after: '5', changed: true },
    ]);
    expect(showValue(null)).toBe('null');
    expect(showValue({ a: [1] })).toBe('{"a":[1]}');
  });
});
