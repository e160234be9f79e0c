import { describe, expect, it } from 'vitest';
import { foldSearch, matchesSearch, searchMatcher, searchWords } from './search.ts';

describe('foldSearch', () => {
  it('drops every kind of apostrophe inside a word', () => {
    for (const mark of ["'", '’', '‘', 'ʼ', '`', '´', '′', '＇']) {
      expect(foldSearch(`Hold${mark}em`)).toBe('holdem');
    }
  });

  it('folds case and accents, and letters without a decomposition', () => {
    expect(foldSearch('Čertův KOLOTOČ')).toBe('certuv kolotoc');
    expect(foldSearch('Füße')).toBe('fusse');
    expect(foldSearch('Łódź')).toBe('lodz');
    expect(foldSearch('Ærø Øst')).toBe('aero ost');
    expect(foldSearch('Szőlő Pörgetés')).toBe('szolo porgetes');
    expect(foldSearch('Señor Niño')).toBe('senor nino');
    expect(foldSearch('ΟΔΟΣ')).toBe(foldSearch('οδοσ'));
    // Compatibility forms: ligatures, full-width letters, superscripts.
    expect(foldSearch('ﬁre ＲＯＹＡＬ x²')).toBe('fire royal x2');
  });

  it('turns every other run of punctuation, symbols and spaces into one space', () => {
    expect(foldSearch('  Dragon & Tiger — Clash!  ')).toBe('dragon tiger clash');
    expect(foldSearch('Twenty-One Royale')).toBe('twenty one royale');
    expect(foldSearch('%%% ___ ---')).toBe('');
  });
});

describe('searchWords', () => {
  it('gives the folded words, none for punctuation only', () => {
    expect(searchWords(' Jade  DRAGON ')).toEqual(['jade', 'dragon']);
    expect(searchWords('...')).toEqual([]);
  });
});

describe('matchesSearch', () => {
  const holdem = 'Riverboat Hold’em';

  it('finds a typographic apostrophe from any typed one, or none', () => {
    for (const query of ['holdem', "hold'em", 'hold’em', 'HOLD`EM', 'hold´em', 'Hóldem']) {
      expect(matchesSearch(holdem, query)).toBe(true);
    }
  });

  it('matches the words in any order', () => {
    expect(matchesSearch('Jade Dragon Ascent', 'dragon jade')).toBe(true);
    expect(matchesSearch('Jade Dragon Ascent', 'asc jad')).toBe(true);
    expect(matchesSearch('Jade Dragon Ascent', 'jade tiger')).toBe(false);
  });

  it('matches across the spaces and punctuation of a name', () => {
    expect(matchesSearch('Twenty-One Royale', 'twentyone')).toBe(true);
    expect(matchesSearch('Twenty-One Royale', 'twenty one')).toBe(true);
    expect(matchesSearch('Dragon & Tiger Clash', 'dragon tiger')).toBe(true);
    expect(matchesSearch('Riverboat Hold’em', 'hold em')).toBe(true);
  });

  it('matches nothing for a query of punctuation only', () => {
    expect(matchesSearch('100% Wheel', '%%%')).toBe(false);
    expect(matchesSearch('A_B', '___')).toBe(false);
  });

  it('reads quotes and SQL-looking input as plain words', () => {
    expect(matchesSearch('Orchard of Fortune', "' OR 1=1 --")).toBe(false);
    expect(matchesSearch('Orchard of Fortune', 'orchard -- fortune')).toBe(true);
  });

  it('prepares a query once for many names', () => {
    const matches = searchMatcher('neon');
    expect(['Neon Sevens', 'Neon Reels', 'Polar Prism'].filter(matches)).toEqual([
      'Neon Sevens',
      'Neon Reels',
    ]);
  });
});
