import { Suspense, lazy, useId, useState } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import { Drawer } from '../components/drawer.tsx';
import { Icon, type IconProps } from '../components/icons.tsx';
import { useMessages } from './api/get-messages.ts';
import { useSocketConnected } from './socket-status.ts';
import './messages.css';

const InboxList = lazy(() => import('./inbox-list.tsx'));

const EnvelopeIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="M3.5 7l8.5 6 8.5-6" />
  </Icon>
);

/**
 * The header's envelope for a logged-in player (`icon`; on narrow phones the account menu's
 * `menu` entry instead): the unread count, and the inbox in a side panel (newest first; opening
 * an entry marks it read).
 */
export default function InboxButton({ variant = 'icon' }: { variant?: 'icon' | 'menu' }) {
  const { t } = useTranslation('myInbox');
  const messages = useMessages();
  const unread = messages.data?.pages[0]?.meta.unread ?? 0;
  const [open, setOpen] = useState(false);
  const id = useId();
  // The spec's websocket flag, for the curious (and the end-to-end tests).
  const live = useSocketConnected();
  return (
    <>
      <button
        type="button"
        className={
          variant === 'icon' ? 'icon-btn inbox-btn' : 'btn btn--ghost btn--block inbox-menu-btn'
        }
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={id}
        aria-label={unread > 0 ? t('inbox_open_unread', { count: unread }) : t('inbox_title')}
        title={variant === 'icon' ? t('inbox_title') : undefined}
        data-socket={live ? 'connected' : 'disconnected'}
        onClick={() => setOpen(true)}
      >
        <EnvelopeIcon />
        {variant === 'menu' && <span>{t('inbox_title')}</span>}
        {unread > 0 && (
          <span className="inbox-btn__badge" aria-hidden="true" data-testid="inbox-unread">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <Drawer
        id={id}
        side="right"
        open={open}
        onClose={() => setOpen(false)}
        title={t('inbox_title')}
        closeLabel={t('inbox_close')}
      >
        {open && (
          <Suspense fallback={<p className="inbox__status">{t('inbox_loading')}</p>}>
            <InboxList onNavigate={() => setOpen(false)} />
          </Suspense>
        )}
      </Drawer>
    </>
  );
}
