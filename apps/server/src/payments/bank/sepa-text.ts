/**
 * The SEPA character set (EPC217-08, the "basic Latin" set every SEPA bank must accept):
 * a-z A-Z 0-9 / - ? : ( ) . , ' + and space. Text outside it is transliterated (accents
 * dropped: "Dvořáková" -> "Dvorakova"; ß -> ss, Ł -> L, & -> +), anything else becomes a space.
 */

/** Letters and punctuation without an ASCII decomposition. */
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'SS',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  Ø: 'O',
  ø: 'o',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ð: 'D',
  ð: 'd',
  Þ: 'TH',
  þ: 'th',
  ı: 'i',
  '‘': "'",
  '’': "'",
  '‚': "'",
  '“': "'",
  '”': "'",
  '–': '-',
  '—': '-',
  '\u00a0': ' ',
};

/** ASCII characters outside the SEPA set with a SEPA stand-in. */
const SEPA_STANDIN: Readonly<Record<string, string>> = {
  '&': '+',
  '@': '(at)',
  '"': "'",
  _: '-',
};

/** Text in printable ASCII: accents dropped, special letters spelled out, the rest a space. */
export function asciiText(text: string): string {
  return [...text]
    .map((ch) => LETTERS[ch] ?? ch)
    .join('')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ');
}

const OUTSIDE = /[^A-Za-z0-9/\-?:().,'+ ]/g;

/** Text in the SEPA set, spaces collapsed and trimmed, cut to `max` characters. */
export function sepaText(text: string, max: number): string {
  const latin = [...asciiText(text)]
    .map((ch) => SEPA_STANDIN[ch] ?? ch)
    .join('')
    .replace(OUTSIDE, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return latin.slice(0, max).trim();
}

/**
 * An identifier (MsgId, PmtInfId, EndToEndId) in the SEPA set: no spaces, not starting or
 * ending with "/", no "//" (EPC rules for references), cut to `max`.
 */
export function sepaId(text: string, max: number): string {
  let id = sepaText(text, 1000)
    .replace(/ /g, '')
    .replace(/\/{2,}/g, '/');
  id = id.replace(/^\/+/, '').slice(0, max);
  return id.replace(/\/+$/, '');
}
