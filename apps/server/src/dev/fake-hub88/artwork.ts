/** The fake's artwork: reel symbols (SVG files under /fake-hub88/assets/) and the thumbnails. */
import { gameArtworkSvg } from '@croupier/games/artwork';
import type { CatalogGame } from '@croupier/games/catalog';
import { FAKE_HUB88_THEMES } from './games.ts';
import type { SymbolId } from './slot.ts';

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">${body}</svg>`;

export const SYMBOL_SVGS: Readonly<Record<SymbolId, string>> = {
  cherry: svg(
    `<path d="M50 14 C46 32 36 44 30 58 M50 14 C56 34 64 46 70 60" stroke="#2f7d32" stroke-width="5" fill="none" stroke-linecap="round"/>` +
      `<path d="M50 14 C60 8 74 10 80 18 C70 22 58 20 50 14Z" fill="#43a047"/>` +
      `<circle cx="30" cy="68" r="17" fill="#d32f2f"/><circle cx="70" cy="70" r="17" fill="#c62828"/>` +
      `<circle cx="24" cy="62" r="5" fill="#fff" fill-opacity=".5"/><circle cx="64" cy="64" r="5" fill="#fff" fill-opacity=".5"/>`,
  ),
  lemon: svg(
    `<ellipse cx="50" cy="52" rx="36" ry="27" fill="#fdd835" transform="rotate(-20 50 52)"/>` +
      `<ellipse cx="50" cy="52" rx="36" ry="27" fill="none" stroke="#f9a825" stroke-width="3" transform="rotate(-20 50 52)"/>` +
      `<ellipse cx="38" cy="42" rx="10" ry="5" fill="#fff" fill-opacity=".5" transform="rotate(-20 38 42)"/>`,
  ),
  plum: svg(
    `<circle cx="50" cy="56" r="32" fill="#6a1b9a"/><path d="M50 26 C46 40 46 70 50 88" stroke="#4a148c" stroke-width="3" fill="none"/>` +
      `<path d="M50 26 C58 12 74 12 80 16 C72 26 60 28 50 26Z" fill="#43a047"/>` +
      `<circle cx="38" cy="46" r="7" fill="#fff" fill-opacity=".35"/>`,
  ),
  bell: svg(
    `<path d="M50 12 C30 12 26 34 26 52 C26 64 20 70 14 76 H86 C80 70 74 64 74 52 C74 34 70 12 50 12Z" fill="#ffb300" stroke="#e65100" stroke-width="3"/>` +
      `<circle cx="50" cy="82" r="8" fill="#e65100"/><rect x="46" y="6" width="8" height="10" rx="3" fill="#e65100"/>` +
      `<path d="M38 24 C34 34 34 46 34 56" stroke="#fff" stroke-opacity=".5" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  ),
  star: svg(
    `<polygon points="50,8 61,38 93,38 67,57 77,89 50,70 23,89 33,57 7,38 39,38" fill="#fdd835" stroke="#f57f17" stroke-width="3" stroke-linejoin="round"/>` +
      `<polygon points="50,22 56,40 44,40" fill="#fff" fill-opacity=".5"/>`,
  ),
  seven: svg(
    `<path d="M18 14 H84 V28 C66 46 54 66 50 90 H30 C34 68 46 46 62 30 H18Z" fill="#e53935" stroke="#8e0000" stroke-width="4" stroke-linejoin="round"/>` +
      `<path d="M24 19 H76" stroke="#fff" stroke-opacity=".45" stroke-width="4" stroke-linecap="round"/>`,
  ),
  diamond: svg(
    `<polygon points="22,36 36,16 64,16 78,36 50,88" fill="#4dd0e1" stroke="#006064" stroke-width="3" stroke-linejoin="round"/>` +
      `<polygon points="22,36 78,36 50,88" fill="#00acc1"/><polygon points="36,16 50,36 64,16" fill="#b2ebf2"/>` +
      `<path d="M22 36 H78 M36 16 L42 36 L50 88 L58 36 L64 16" stroke="#006064" stroke-width="2" fill="none"/>`,
  ),
};

/** A title's thumbnail (400x300), drawn by the studio's artwork generator from its theme. */
export function thumbnailSvg(gameCode: string): string | null {
  const theme = FAKE_HUB88_THEMES.get(gameCode);
  if (!theme) return null;
  const game: CatalogGame = {
    slug: `fake-hub88-${gameCode}`,
    name: theme.name,
    provider: 'fake-hub88',
    sections: [],
    rank: 0,
    type: 'slot',
    reels: 3,
    isDesktop: true,
    isMobile: true,
    engine: { id: 'slots', settings: {} },
    theme: { palette: theme.palette, motif: theme.motif },
    description: theme.name,
  };
  return gameArtworkSvg(game);
}
