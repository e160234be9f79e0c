import { useFrame } from './frame-context.tsx';

/** Ranks 1 (ace) .. 13 (king), suits S H D C: the engines' card codes ("1S", "13H"). */
export type CardRank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;
export type CardSuit = 'S' | 'H' | 'D' | 'C';

const RANK_LABEL: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };
const SUIT_SYMBOL: Record<CardSuit, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** Parses an engine card code ("10D", "1S"); null for anything else. */
export function parseCard(code: unknown): { rank: CardRank; suit: CardSuit } | null {
  if (typeof code !== 'string') return null;
  const match = /^(1[0-3]|[1-9])([SHDC])$/.exec(code);
  if (!match) return null;
  return { rank: Number(match[1]) as CardRank, suit: match[2] as CardSuit };
}

export function rankLabel(rank: number): string {
  return RANK_LABEL[rank] ?? String(rank);
}

export interface PlayingCardProps {
  /** An engine card code ("12H"); or rank + suit. Missing or faceDown: the back is shown. */
  card?: string | null;
  rank?: CardRank;
  suit?: CardSuit;
  faceDown?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** A winning card (gold ring) or a dimmed one (a lost hand). */
  highlight?: boolean;
  dimmed?: boolean;
  /** Deal-in animation when it appears (skipped with reduced motion). */
  animate?: boolean;
  className?: string;
}

/**
 * A playing card drawn in SVG (no image files): corner indices, a large centre pip, a patterned
 * back. Accessible as an image named "Queen of hearts" / "Face-down card" in the player's language.
 */
export function PlayingCard({
  card,
  rank,
  suit,
  faceDown = false,
  size = 'md',
  highlight = false,
  dimmed = false,
  animate = true,
  className,
}: PlayingCardProps) {
  const { t, reducedMotion } = useFrame();
  const parsed = card ? parseCard(card) : rank && suit ? { rank, suit } : null;
  const down = faceDown || !parsed;
  const classes = [
    'ui-card',
    `ui-card--${size}`,
    down
      ? 'ui-card--back'
      : `ui-card--${parsed.suit === 'H' || parsed.suit === 'D' ? 'red' : 'black'}`,
    highlight ? 'ui-card--highlight' : '',
    dimmed ? 'ui-card--dimmed' : '',
    animate && !reducedMotion ? 'ui-card--deal' : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const label = down
    ? t('card.face_down')
    : t('card.name', { rank: t(`card.rank.${parsed.rank}`), suit: t(`card.suit.${parsed.suit}`) });
  return (
    <svg className={classes} viewBox="0 0 100 140" role="img" aria-label={label}>
      {down ? (
        <>
          <rect
            className="ui-card__paper ui-card__paper--back"
            x="1"
            y="1"
            width="98"
            height="138"
            rx="9"
          />
          <rect className="ui-card__back-inner" x="8" y="8" width="84" height="124" rx="5" />
          <path
            className="ui-card__back-pattern"
            d="M50 30 L70 70 L50 110 L30 70 Z M50 46 L62 70 L50 94 L38 70 Z"
          />
        </>
      ) : (
        <>
          <rect className="ui-card__paper" x="1" y="1" width="98" height="138" rx="9" />
          <g className="ui-card__ink">
            <text className="ui-card__index" x="9" y="26">
              {rankLabel(parsed.rank)}
            </text>
            <text className="ui-card__index-suit" x="10" y="44">
              {SUIT_SYMBOL[parsed.suit]}
            </text>
            <text className="ui-card__pip" x="50" y="88" textAnchor="middle">
              {SUIT_SYMBOL[parsed.suit]}
            </text>
            <g transform="rotate(180 50 70)">
              <text className="ui-card__index" x="9" y="26">
                {rankLabel(parsed.rank)}
              </text>
              <text className="ui-card__index-suit" x="10" y="44">
                {SUIT_SYMBOL[parsed.suit]}
              </text>
            </g>
          </g>
        </>
      )}
    </svg>
  );
}

/** A row of cards that overlap on narrow screens (a hand). */
export function CardHand({
  cards,
  label,
  size = 'md',
  hidden = 0,
  className,
}: {
  cards: readonly (string | null)[];
  label?: string;
  size?: PlayingCardProps['size'];
  /** Extra face-down cards after the visible ones (the dealer's hole card). */
  hidden?: number;
  className?: string;
}) {
  return (
    <div
      className={['ui-hand', className].filter(Boolean).join(' ')}
      role="group"
      aria-label={label}
    >
      {cards.map((code, index) => (
        <PlayingCard key={`${index}-${code ?? 'x'}`} card={code} size={size} />
      ))}
      {Array.from({ length: hidden }, (_, index) => (
        <PlayingCard key={`hidden-${index}`} faceDown size={size} />
      ))}
    </div>
  );
}
