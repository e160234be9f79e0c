import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@croupier/contract/constants';

/** The eye toggle of the balance chip: shown unless the player hid it (kept in local storage). */
const listeners = new Set<() => void>();

export function isBalanceVisible(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.balanceVisible) !== '0';
  } catch {
    return true;
  }
}

export function setBalanceVisible(visible: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEYS.balanceVisible, visible ? '1' : '0');
  } catch {
    // storage disabled: the choice lasts until the page reloads
  }
  listeners.forEach((l) => l());
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEYS.balanceVisible || e.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The choice, shared by every chip on the page and by other tabs. */
export function useBalanceVisible(): [boolean, () => void] {
  const visible = useSyncExternalStore(subscribe, isBalanceVisible, () => true);
  const toggle = useCallback(() => setBalanceVisible(!isBalanceVisible()), []);
  return [visible, toggle];
}

/** What the chip shows while the balance is hidden. */
export const HIDDEN_BALANCE = '••••••';
