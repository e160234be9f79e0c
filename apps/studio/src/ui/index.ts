/**
 * Shared UI parts for engine UIs (`src/games/<engine>/`). Import from '../../ui/index.ts'.
 * They read the shell's tools (t, money, numbers, sound, reducedMotion) from `useFrame()`, so they
 * need no translator or formatter props; their texts (`ui.*`, `card.*`) live in the shell
 * dictionary.
 * Styles come with them (ui.css, imported here); colours are the frame tokens (--color-accent...).
 *
 * - `StakeSelector` {value, onChange, min, max, disabled?, chips?, label?}: - amount + (1-2-5
 *   ladder, arrow keys), optional quick-pick chips. min/max from `session.game.info`.
 * - `useStake(session)`: [stake, setStake] clamped to the game's limits and remembered per game.
 * - `ActionButton` {variant 'primary'|'secondary'|'win', size 'md'|'lg', busy?, icon?}: Spin / Deal /
 *   Cash out; `icon` ('undo' | 'clear' | 'repeat') shows instead of the text on a phone's table.
 * - `WinBanner` {win, stake, roundKey, bigWinAt=10, hideAfter=2600, overlay=true}: "WIN €x" /
 *   "BIG WIN" with sound and a polite live region. Put it inside a `position: relative` box.
 * - `PlayingCard` {card="12H" | rank+suit, faceDown?, size 'sm'|'md'|'lg', highlight?, dimmed?,
 *   animate?}: SVG card in the engines' codes (rank 1..13, suit S H D C); `CardHand` {cards,
 *   hidden?, label?}: an overlapping row; `parseCard`, `rankLabel`.
 * - `ChipButton` {amount, selected?, onClick}: a chip toggle; `ChipMark` {amount, decorative?}: a
 *   placed chip (decorative: hidden from assistive technology, on a spot that names its own bet);
 *   `chipTone`, `shortMoney(amount, numbers)` (a chip face: "0.5", "2.5K"; "0,5" in German).
 * - `useChipBets({minStake, maxStake, locked, sound})`: chips on betting spots {chips, chip,
 *   pickChip, spots, placed, total, addChip, undo, clear}; `BetSpot` {testId, className, amount,
 *   paid?, label, chipClassName?}: a spot button with its chip; `BetControls`: the chip rack,
 *   undo / clear, total bet and the play button (baccarat, andar bahar).
 * - CSS classes (ui.css): `ui-result` a table's one-line round summary, `ui-rules-table` a
 *   paytable in the rules.
 * - `stakeLadder(min, max)`, `stepStake`, `clampStake`, `chipValues`: the stake maths.
 * - `useFrame()`: {t, money, numbers, sound, reducedMotion} from anywhere under the shell;
 *   `numbers` (src/i18n/numbers.ts) prints numbers, multipliers and percentages in the player's
 *   locale: never `toFixed` or `String` for a number a player reads.
 */
import './ui.css';

export { ActionButton, type ActionButtonProps } from './action-button.tsx';
export {
  BetControls,
  BetSpot,
  useChipBets,
  type BetControlsProps,
  type BetSpotProps,
} from './chip-bets.tsx';
export { ChipButton, ChipMark, chipTone, shortMoney, type ChipButtonProps } from './chip.tsx';
export { FrameContext, useFrame, type FrameTools } from './frame-context.tsx';
export {
  CardHand,
  PlayingCard,
  parseCard,
  rankLabel,
  type CardRank,
  type CardSuit,
  type PlayingCardProps,
} from './playing-card.tsx';
export { chipValues, clampStake, stakeLadder, stepStake } from './stake-ladder.ts';
export { StakeSelector, type StakeSelectorProps } from './stake-selector.tsx';
export { useStake } from './use-stake.ts';
export { WinBanner, type WinBannerProps } from './win-banner.tsx';
