import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMe } from '../auth/session.ts';
import { localizedPath, stripLanguage } from '../lib/language.ts';
import { useLang } from '../lib/use-lang.ts';

const TermsPrompt = lazy(() => import('./terms-prompt.tsx'));
/** The player's message popups and the platform socket (after the gates: not over a forced page). */
const MessagesHost = lazy(() => import('../messages/messages-host.tsx'));

/**
 * Rules for a logged-in player on every page: an imported player whose password is not yet
 * encrypted (is_crypt false) goes to the changePassword page; a player who has not accepted
 * the current terms gets the non-dismissable terms prompt. A player past both gets the
 * in-session messages (popups, inbox polling, the socket).
 */
export function PlayerGates() {
  const me = useMe();
  const { pathname } = useLocation();
  const lang = useLang();
  const player = me.data;
  if (!player) return null;
  const inner = stripLanguage(pathname);
  if (!player.is_crypt) {
    return inner === '/changePassword' ? null : (
      <Navigate to={localizedPath(lang, '/changePassword')} replace />
    );
  }
  // The game page asks itself, with a "no" that leaves the game (see game/game-page.tsx).
  const onGamePage = inner.startsWith('/game/play/');
  if (!player.marketing.terms_and_conditions && inner !== '/terms-and-conditions' && !onGamePage) {
    return (
      <Suspense fallback={null}>
        <TermsPrompt />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <MessagesHost />
    </Suspense>
  );
}
