import { describe, expect, it } from 'vitest';
import { createQueryStringParser } from './query-string.ts';

describe('the query string parser', () => {
  it('parses as qs does, with its limits, and hands each call its own object', () => {
    const parse = createQueryStringParser();
    const first = parse('page=1&per_page=48&section_prefix=casino-&name=hold%E2%80%99em');
    expect(first).toEqual({
      page: '1',
      per_page: '48',
      section_prefix: 'casino-',
      name: 'hold’em',
    });
    // A handler that changes its query does not change the next request's.
    first.page = '9';
    delete first.name;
    expect(parse('page=1&per_page=48&section_prefix=casino-&name=hold%E2%80%99em')).toEqual({
      page: '1',
      per_page: '48',
      section_prefix: 'casino-',
      name: 'hold’em',
    });

    // Nested and array values keep qs's reading (and are parsed anew each time).
    const nested = parse('filter[status]=open&ids[]=1&ids[]=2');
    expect(nested).toEqual({ filter: { status: 'open' }, ids: ['1', '2'] });
    (nested.filter as { status: string }).status = 'changed';
    expect(parse('filter[status]=open&ids[]=1&ids[]=2')).toEqual({
      filter: { status: 'open' },
      ids: ['1', '2'],
    });

    // The limits: nesting beyond depth 3 stays a key of its own, at most 200 parameters.
    expect(Object.keys(parse('a[b][c][d][e]=1').a as object)).toEqual(['b']);
    const many = Array.from({ length: 300 }, (_, i) => `p${i}=1`).join('&');
    expect(Object.keys(parse(many))).toHaveLength(200);
  });
});
