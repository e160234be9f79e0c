/**
 * Game and provider search: one folding for the site and the server, so a search finds the
 * same games whether the site or the platform compares the names.
 *
 * Folding makes a name and a query comparable: case, accents and punctuation do not count
 * ("Hold’em", "hold'em", "HOLDEM" and "hóldem" are one word), and a query matches when each of
 * its words occurs in the name, in any order ("dragon jade" finds "Jade Dragon Ascent").
 */

/**
 * Apostrophes and the marks typed for them, dropped inside a word: "Hold’em" is "holdem".
 * Removed before the Unicode decomposition, which would turn the acute accent (´) into a space.
 */
const APOSTROPHES = /['’‘‛ʼʻʹ`´′＇]/g;

/** Letters the Unicode decomposition keeps whole, written as the letters a keyboard types. */
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŀ: 'l',
  ς: 'σ',
};
const SPECIAL_LETTERS = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

/**
 * A text for comparing: lower case, without accents, apostrophes dropped, every other run of
 * punctuation, symbols and spaces one space, trimmed.
 */
export function foldSearch(text: string): string {
  return text
    .replace(APOSTROPHES, '')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(SPECIAL_LETTERS, (letter) => LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The folded words of a query; none when it holds only punctuation (it then matches nothing). */
export function searchWords(query: string): string[] {
  const folded = foldSearch(query);
  return folded === '' ? [] : folded.split(' ');
}

/**
 * A prepared query: `matches(name)` tells whether every word of the query occurs in the name,
 * in any order, also across the name's spaces ("twentyone" finds "Twenty-One Royale").
 */
export function searchMatcher(query: string): (name: string) => boolean {
  const words = searchWords(query);
  return (name) => {
    if (words.length === 0) return false;
    const folded = foldSearch(name);
    const joined = folded.replaceAll(' ', '');
    return words.every((word) => folded.includes(word) || joined.includes(word));
  };
}

/** Whether `name` matches `query` (see `searchMatcher`). */
export const matchesSearch = (name: string, query: string): boolean => searchMatcher(query)(name);
