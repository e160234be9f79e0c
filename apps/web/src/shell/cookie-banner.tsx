import { Suspense, lazy } from 'react';
import { useConsent } from '../lib/consent.ts';

/** The panel itself: its own chunk, which a visitor who has chosen never downloads. */
const CookiePanel = lazy(() =>
  import('./cookie-panel.tsx').then((m) => ({ default: m.CookiePanel })),
);

/**
 * Shown until a choice is stored (cookie `cookie_consent`: e, ef, efs or es, for a year), and
 * again when the visitor opens "Cookie settings" in the footer. On a phone it is a compact
 * bottom sheet that leaves the page above it visible and usable: the three switches in one row,
 * their descriptions behind "Details", and the same three choices.
 */
export function CookieBanner({ reopened, onClose }: { reopened: boolean; onClose: () => void }) {
  const consent = useConsent();
  if (consent !== null && !reopened) return null;
  return (
    <Suspense fallback={null}>
      <CookiePanel reopened={reopened} onClose={onClose} />
    </Suspense>
  );
}
