/** A country as the player's language names it ("DE" gives "Germany" / "Deutschland"). */
export function countryName(code: string | null | undefined, language: string): string {
  if (!code) return '';
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
