import { describe, expect, it } from 'vitest';
import { searchState, searchTarget } from './search-rules.ts';

describe('searchState', () => {
  it('returns to the list below 1 character', () => {
    expect(searchState('')).toEqual({ kind: 'empty' });
    expect(searchState('   ')).toEqual({ kind: 'empty' });
  });

  it('only warns for 1 or 2 characters', () => {
    expect(searchState('a')).toEqual({ kind: 'short' });
    expect(searchState(' ab ')).toEqual({ kind: 'short' });
  });

  it('searches lowercased from 3 characters', () => {
    expect(searchState('DrA')).toEqual({ kind: 'ready', name: 'dra' });
    expect(searchState('  Jade Dragon ')).toEqual({ kind: 'ready', name: 'jade dragon' });
  });
});

describe('searchTarget', () => {
  it('clears, keeps or sets the address term', () => {
    expect(searchTarget('')).toBe('');
    expect(searchTarget('ab')).toBeNull();
    expect(searchTarget('ABC')).toBe('abc');
  });
});
