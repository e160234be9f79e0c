import { useTranslation } from '../lib/translation.tsx';
import { SCROLL } from '@croupier/contract/constants';
import { ArrowUpIcon } from '../components/icons.tsx';
import { prefersReducedMotion } from '../lib/use-media-query.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

/** Appears after 800 px of scroll; takes the page (and keyboard focus) back to the top. */
export function ScrollTopButton() {
  const { t } = useTranslation('header');
  const visible = useScrolledPast(SCROLL.scrollTopButtonPx);
  return (
    <button
      type="button"
      className={`scroll-top${visible ? ' is-visible' : ''}`}
      aria-label={t('back_to_top')}
      onClick={() => {
        document.getElementById('main')?.focus({ preventScroll: true });
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
