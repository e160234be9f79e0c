import { useTranslation } from 'react-i18next';
import { useBalance, useMe } from '../auth/session.ts';
import { useLang } from '../lib/use-lang.ts';
import { HIDDEN_BALANCE, useBalanceVisible } from '../shell/balance-visibility.ts';
import { formatMoney, headerBalance } from '../shell/money.ts';

/**
 * The game bar's balance (the site header is hidden here): total plus bonus like the header's
 * chip, hidden when the player hid amounts with the eye toggle.
 */
export function GameBalance() {
  const { t } = useTranslation('casino');
  const lang = useLang();
  const me = useMe();
  const polled = useBalance();
  const balance = polled.data ?? me.data?.balance;
  const [visible] = useBalanceVisible();
  if (!me.data || !balance) return <span className="game-balance game-balance--loading skeleton" />;
  const amount = visible
    ? formatMoney(headerBalance(balance), me.data.currency.symbol, lang)
    : HIDDEN_BALANCE;
  return (
    <p className="game-balance">
      <span className="game-balance__label">{t('balance')}</span>
      <span className="game-balance__amount" data-testid="game-balance">
        {amount}
      </span>
    </p>
  );
}
