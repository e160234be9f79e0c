/**
 * The player's client seed: random by default (so no round depends only on the server), editable
 * in the fairness panel, remembered in this browser. 1 to 64 visible characters, as the server's
 * `playBody` allows.
 */
const STORAGE_KEY = 'croupier:client-seed';

export function randomClientSeed(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function isValidClientSeed(value: string): boolean {
  return (
    value.length >= 1 &&
    value.length <= 64 &&
    value.trim() === value &&
    /^[\x20-\x7e]+$/.test(value)
  );
}

export function loadClientSeed(storage: Pick<Storage, 'getItem' | 'setItem'> | null): string {
  try {
    const stored = storage?.getItem(STORAGE_KEY);
    if (stored && isValidClientSeed(stored)) return stored;
  } catch {
    // Fall through to a fresh one.
  }
  const seed = randomClientSeed();
  saveClientSeed(storage, seed);
  return seed;
}

export function saveClientSeed(storage: Pick<Storage, 'setItem'> | null, seed: string): void {
  try {
    storage?.setItem(STORAGE_KEY, seed);
  } catch {
    // Kept for this visit only.
  }
}
