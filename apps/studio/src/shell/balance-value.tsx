import { useState } from 'react';

/** The bar's balance: a short green or red flash when an answer changes it. */
export function BalanceValue({
  balance,
  money,
}: {
  balance: number;
  money(amount: number): string;
}) {
  const [previous, setPrevious] = useState(balance);
  const [direction, setDirection] = useState<'up' | 'down' | null>(null);
  if (balance !== previous) {
    // Derived from the last render's value (React's "adjust state on prop change" pattern).
    setPrevious(balance);
    setDirection(balance > previous ? 'up' : 'down');
  }
  return (
    <output
      key={balance}
      className={
        direction ? `bar__balance-value bar__balance-value--${direction}` : 'bar__balance-value'
      }
      aria-live="off"
    >
      {money(balance)}
    </output>
  );
}
