import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../lib/translation.tsx';
import { Link } from 'react-router';
import { logout, useBalance, useMe, type Balance, type Player } from '../auth/session.ts';
import { localizedPath } from '../lib/language.ts';
import { useLang } from '../lib/use-lang.ts';
import {
  DashboardIcon,
  EyeIcon,
  EyeOffIcon,
  LogoutIcon,
  PlusIcon,
  WalletIcon,
} from './account-icons.tsx';
import { HIDDEN_BALANCE, useBalanceVisible } from './balance-visibility.ts';
import { formatMoney, headerBalance } from './money.ts';

/** The envelope with the unread count and the inbox: loaded after the header, on its own. */
export const InboxButton = lazy(() => import('../messages/inbox-button.tsx'));

/** The player and the polled balance (the player's own balance until the first poll answers). */
export function usePlayerBalance(): { player: Player | undefined; balance: Balance | undefined } {
  const me = useMe();
  const polled = useBalance();
  return { player: me.data, balance: polled.data ?? me.data?.balance };
}

/** Withdrawable, balance and bonus with the deposit and log-out buttons (popover and drawer). */
export function BalanceSummary({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('accountBalance');
  const lang = useLang();
  const { player, balance } = usePlayerBalance();
  const [visible] = useBalanceVisible();
  if (!player || !balance) return null;
  const symbol = player.currency.symbol;
  const show = (amount: number) => (visible ? formatMoney(amount, symbol, lang) : HIDDEN_BALANCE);
  const rows = [
    { key: 'withdrawable', value: balance.available },
    { key: 'balance', value: balance.total },
    { key: 'bonus', value: balance.bonus },
  ];
  return (
    <div className="balance-summary">
      <p className="balance-summary__name">{player.name || player.username}</p>
      <dl className="balance-summary__rows">
        {rows.map((r) => (
          <div key={r.key} className="balance-summary__row">
            <dt>{t(r.key)}</dt>
            <dd>{show(r.value)}</dd>
          </div>
        ))}
      </dl>
      <div className="balance-summary__actions">
        <Link
          to={localizedPath(lang, '/dashboard/deposit')}
          className="btn btn--primary btn--block"
          onClick={onNavigate}
        >
          <PlusIcon />
          {t('deposit')}
        </Link>
        <button
          type="button"
          className="btn btn--secondary btn--block"
          onClick={() => {
            onNavigate?.();
            void logout();
          }}
        >
          <LogoutIcon />
          {t('logout')}
        </button>
      </div>
    </div>
  );
}

/** The eye toggle: shows or hides every amount of the header; the choice is remembered. */
export function EyeToggle({ className = '' }: { className?: string }) {
  const { t } = useTranslation('accountBalance');
  const [visible, toggle] = useBalanceVisible();
  return (
    <button
      type="button"
      className={`balance-eye ${className}`}
      aria-pressed={!visible}
      aria-label={visible ? t('hide_balance') : t('show_balance')}
      title={visible ? t('hide_balance') : t('show_balance')}
      onClick={toggle}
    >
      {visible ? <EyeIcon /> : <EyeOffIcon />}
    </button>
  );
}

/**
 * The header's balance chip (total plus bonus, 2 decimals, currency symbol) with the eye
 * toggle; the chip opens the balance summary, closed by a click outside or Escape.
 */
export function BalanceChip() {
  const { t } = useTranslation('accountBalance');
  const lang = useLang();
  const { player, balance } = usePlayerBalance();
  const [visible] = useBalanceVisible();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!player || !balance) return <span className="balance-chip balance-chip--loading skeleton" />;
  const amount = visible
    ? formatMoney(headerBalance(balance), player.currency.symbol, lang)
    : HIDDEN_BALANCE;

  return (
    <div className="balance-chip" ref={root}>
      <EyeToggle />
      <button
        ref={trigger}
        type="button"
        className="balance-chip__amount"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${t('balance_summary')}: ${amount}`}
        onClick={() => setOpen((o) => !o)}
      >
        <WalletIcon className="balance-chip__icon" />
        <span data-testid="header-balance">{amount}</span>
      </button>
      <div
        id={panelId}
        className="balance-popover"
        role="region"
        aria-label={t('balance_summary')}
        hidden={!open}
      >
        <BalanceSummary onNavigate={() => setOpen(false)} />
      </div>
    </div>
  );
}

/** The header's account part for a logged-in player: balance chip and dashboard button. */
export function PlayerHeader() {
  const { t } = useTranslation('accountBalance');
  const lang = useLang();
  return (
    <>
      <Suspense fallback={<span className="icon-btn inbox-btn" aria-hidden="true" />}>
        <InboxButton />
      </Suspense>
      <BalanceChip />
      <Link
        to={localizedPath(lang, '/dashboard')}
        className="btn btn--secondary btn--sm site-header__dashboard"
        aria-label={t('dashboard')}
      >
        <DashboardIcon />
        <span className="site-header__dashboard-text">{t('dashboard')}</span>
      </Link>
    </>
  );
}
