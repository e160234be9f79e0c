/** Translation key of a section tab: `section_` plus the slug, e.g. `section_card_games`. */
export function sectionKey(slug: string): string {
  return `section_${slug
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase()}`;
}

/** A readable label from a slug when no translation exists: `card-games` gives `Card games`. */
export function humanizeSlug(slug: string): string {
  const words = slug
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
