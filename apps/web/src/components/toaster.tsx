import 'sonner/dist/styles.css';
import { Toaster as Sonner } from 'sonner';
import { TIMINGS } from '@croupier/contract/constants';

/**
 * The one toast area of the site, mounted lazily by the root route. Features call `toast` from
 * `sonner` (in their own chunks); toasts raised before this mounts are replayed by sonner.
 * The styles come from sonner's CSS file: the CSP refuses the inline style it would inject.
 */
export default function Toaster() {
  return (
    <Sonner
      theme="dark"
      position="top-center"
      richColors
      closeButton
      duration={TIMINGS.toastMs}
      toastOptions={{ className: 'toast' }}
    />
  );
}
