import type { Game } from '@croupier/contract/casino';
import { useIsFavourite, useToggleFavourite } from './api/favourites.ts';

/** A refusal said in a toast; sonner loads only then, never with the lobby. */
function sayRefused(text: string) {
  void import('sonner').then(({ toast }) => toast.error(text));
}

/**
 * The heart on a tile (signed-in players): a toggle button named after the game, pressed when
 * the game is a favourite. The change shows at once and goes back if the platform refuses it.
 */
export function FavouriteButton({
  game,
  label,
  refusedText,
}: {
  game: Game;
  label: string;
  refusedText: (error: unknown) => string;
}) {
  const favourite = useIsFavourite(game.id, true);
  const toggle = useToggleFavourite(game, (error) => sayRefused(refusedText(error)));
  return (
    <button
      type="button"
      className="game-tile__heart"
      aria-pressed={favourite}
      aria-label={label}
      onClick={() => toggle.mutate(!favourite)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 20.3 10.6 19C5.6 14.5 2.3 11.5 2.3 7.8 2.3 4.8 4.7 2.5 7.6 2.5c1.7 0 3.3.8 4.4 2 1.1-1.2 2.7-2 4.4-2 2.9 0 5.3 2.3 5.3 5.3 0 3.7-3.3 6.7-8.3 11.2z" />
      </svg>
    </button>
  );
}
